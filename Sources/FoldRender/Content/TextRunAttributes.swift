import CCairo
import FoldCore
import Foundation

/// An attributed string's runs as pango attributes: what `TextLayout` sets on its layout.
enum TextRunAttributes {
    /// A new list (the caller unrefs it) for `runs` over `string`'s UTF-8 bytes; with
    /// `removingNULs` the indices are moved to the string pango is given, without its NULs.
    static func list(_ runs: [TextRun], in string: String, removingNULs: Bool) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // Bytes before each index that were NULs (removed from the text pango lays out).
        let nulsBefore: [Int]? =
            removingNULs
            ? string.utf8.reduce(into: [0]) { counts, byte in counts.append(counts.last! + (byte == 0 ? 1 : 0)) } : nil
        let count = string.utf8.count
        func index(_ i: Int) -> UInt32 {
            let clamped = min(max(0, i), count)
            return UInt32(clamped - (nulsBefore?[clamped] ?? 0))
        }
        for run in runs {
            let start = index(run.range.lowerBound)
            let end = index(run.range.upperBound)
            guard start < end else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            if let size = run.fontSize, size.isFinite, size > 0 {
                let description = pango_font_description_new()
                let family = run.fontFamily.flatMap { $0.isEmpty ? nil : $0 } ?? Font.defaultFamily
                pango_font_description_set_family(description, family)
                pango_font_description_set_absolute_size(description, min(size, TextLayout.maxFontSize) * Double(PANGO_SCALE))
                pango_font_description_set_weight(
                    description, TextLayout.pangoWeight(Font.weight(css: run.fontWeight ?? 400)))
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = run.color {
                let c = channels(color)
                insert(pango_attr_foreground_new(c.red, c.green, c.blue))
                insert(pango_attr_foreground_alpha_new(c.alpha))
            }
            if let color = run.background {
                let c = channels(color)
                insert(pango_attr_background_new(c.red, c.green, c.blue))
                insert(pango_attr_background_alpha_new(c.alpha))
            }
            if run.underline & 0xFF != 0 {
                insert(pango_attr_underline_new(underline(run.underline)))
                if let color = run.underlineColor {
                    let c = channels(color)
                    insert(pango_attr_underline_color_new(c.red, c.green, c.blue))
                }
            }
            if run.strikethrough & 0xFF != 0 {
                insert(pango_attr_strikethrough_new(1))
                if let color = run.strikethroughColor {
                    let c = channels(color)
                    insert(pango_attr_strikethrough_color_new(c.red, c.green, c.blue))
                }
            }
            if let kern = run.kern {
                insert(pango_attr_letter_spacing_new(pangoUnits(kern)))
            }
            if let offset = run.baselineOffset {
                insert(pango_attr_rise_new(pangoUnits(offset)))
            }
        }
        return list
    }

    /// NSUnderlineStyle's line part: `.double` (9) draws two lines; `.single` and `.thick`
    /// (pango has no thick line) one.
    private static func underline(_ style: Int) -> PangoUnderline {
        style & 0xF == 0x9 ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
    }

    /// Points in pango units, within what an `int` holds.
    private static func pangoUnits(_ points: Double) -> Int32 {
        Int32(max(-1e6, min(1e6, points)) * Double(PANGO_SCALE))
    }

    /// A colour's sRGB channels and alpha in pango's 16 bits each.
    private static func channels(_ color: CGColor) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        func unit(_ v: Double) -> UInt16 { UInt16((v.isNaN ? 0 : min(1, max(0, v))) * 65535 + 0.5) }
        let rgba = color.rgba
        return (unit(rgba.red), unit(rgba.green), unit(rgba.blue), unit(color.alpha))
    }
}
