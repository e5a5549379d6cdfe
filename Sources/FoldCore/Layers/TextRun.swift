import Foundation

/// The drawing attributes of one stretch of an attributed string, read once from its
/// `NSAttributedString` (fonts and colours resolved) so the renderer needs no UIKit types.
/// A nil or false field leaves the text's own (the layer's font and colour) in place.
package struct TextRun: Hashable, Sendable {
    /// The stretch, in UTF-8 bytes of the string (pango's indices).
    package var range: Range<Int>
    package var fontFamily: String?
    package var fontSize: Double?
    /// CSS/OpenType weight, as `LayerProperties.fontWeight`.
    package var fontWeight: Double?
    package var color: CGColor?
    package var background: CGColor?
    /// `NSUnderlineStyle`'s raw value (0: none).
    package var underline = 0
    package var underlineColor: CGColor?
    /// `NSUnderlineStyle`'s raw value, for the line through the text (0: none).
    package var strikethrough = 0
    package var strikethroughColor: CGColor?
    /// Extra space after each character, in points.
    package var kern: Double?
    /// How far the glyphs sit above the baseline, in points.
    package var baselineOffset: Double?

    package init(range: Range<Int>) { self.range = range }

    /// The largest font size any of `runs` sets (0 when none does).
    package static func largestFontSize(in runs: [TextRun]) -> Double {
        runs.reduce(0) { max($0, $1.fontSize ?? 0) }
    }

    /// Whether the stretch changes nothing.
    package var isPlain: Bool {
        fontFamily == nil && fontSize == nil && fontWeight == nil && color == nil && background == nil && underline == 0
            && strikethrough == 0 && kern == nil && baselineOffset == nil
    }
}

/// A font that can be an attributed string's `.font` (UIFont, in FoldUI).
package protocol TextRunFont {
    var textRunFamily: String? { get }
    var textRunSize: Double { get }
    var textRunWeight: Double { get }
}

/// A colour that can be an attributed string's colour attribute (UIColor, in FoldUI; a CGColor
/// as Core Text's keys take it).
package protocol TextRunColor {
    var textRunColor: CGColor { get }
}

extension CGColor: TextRunColor {
    package var textRunColor: CGColor { self }
}

extension NSAttributedString {
    /// The attributes UIKit's and Core Text's keys give, as runs over the string's UTF-8 bytes;
    /// stretches with none of them give no run. Values of other types are ignored, as UIKit
    /// ignores them.
    package var textRuns: [TextRun] {
        let s = string
        guard length > 0 else { return [] }
        let utf16 = s.utf16
        var runs: [TextRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            guard !attributes.isEmpty else { return }
            let start = utf16.index(utf16.startIndex, offsetBy: range.location)
            let end = utf16.index(start, offsetBy: range.length)
            let from = s.utf8.distance(from: s.utf8.startIndex, to: start)
            let to = from + s.utf8.distance(from: start, to: end)
            guard from < to else { return }
            var run = TextRun(range: from..<to)
            for (key, value) in attributes {
                switch key.rawValue {
                case "NSFont":
                    guard let font = value as? TextRunFont else { continue }
                    run.fontFamily = font.textRunFamily
                    run.fontSize = font.textRunSize
                    run.fontWeight = font.textRunWeight
                case "NSColor", "CTForegroundColor": run.color = (value as? TextRunColor)?.textRunColor
                case "NSBackgroundColor": run.background = (value as? TextRunColor)?.textRunColor
                case "NSUnderline": run.underline = Self.integer(value)
                case "NSUnderlineColor": run.underlineColor = (value as? TextRunColor)?.textRunColor
                case "NSStrikethrough": run.strikethrough = Self.integer(value)
                case "NSStrikethroughColor": run.strikethroughColor = (value as? TextRunColor)?.textRunColor
                case "NSKern", "CTKern": run.kern = Self.number(value)
                case "NSBaselineOffset": run.baselineOffset = Self.number(value)
                default: continue
                }
            }
            if !run.isPlain { runs.append(run) }
        }
        return runs
    }

    private static func integer(_ value: Any) -> Int {
        switch value {
        case let n as Int: n
        case let n as NSNumber: n.intValue
        default: 0
        }
    }

    private static func number(_ value: Any) -> Double? {
        let n: Double? =
            switch value {
            case let n as Double: n
            case let n as CGFloat: Double(n)
            case let n as Int: Double(n)
            case let n as NSNumber: n.doubleValue
            default: nil
            }
        return n.flatMap { $0.isFinite ? $0 : nil }
    }
}
