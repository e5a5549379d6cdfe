import CCairo
import Foundation

/// The font families fontconfig has (through pango's font map), for `UIFont(name:size:)`, which
/// is nil for a font that is not installed.
package enum FontFamilies {
    /// The installed family names, listed once per process.
    package static let installed: Set<String> = {
        guard let map = pango_cairo_font_map_get_default() else { return [] }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        var names = Set<String>()
        for i in 0..<Int(count) {
            if let family = families[i], let name = pango_font_family_get_name(family) { names.insert(String(cString: name)) }
        }
        return names
    }()

    /// Whether a family is installed (compared without case, as fontconfig matches).
    package static func contains(_ family: String) -> Bool {
        let lower = family.lowercased()
        return installed.contains { $0.lowercased() == lower }
    }
}
