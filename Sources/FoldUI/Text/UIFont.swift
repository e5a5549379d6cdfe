import FoldRender
import Foundation

/// UIFont: a typeface at a size, drawn by pango through fontconfig. The system font is
/// fontconfig's `sans-serif` (DejaVu Sans on Debian); weights go to the nearest face FoldKit
/// draws (regular, medium, semibold, bold).
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// UIFont.Weight, with UIKit's raw values (−0.8 ultra light … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The CSS/OpenType weight (100 … 900) of the nearest of UIKit's nine weights.
        var css: Double {
            let table: [(Weight, Double)] = [
                (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
                (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The weight of a CSS/OpenType number.
        static func css(_ value: Double) -> Weight {
            let table: [(Double, Weight)] = [
                (100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium), (600, .semibold),
                (700, .bold), (800, .heavy), (900, .black),
            ]
            return table.min { abs($0.0 - value) < abs($1.0 - value) }!.1
        }
    }

    /// UIFont.TextStyle: Dynamic Type's styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The family: fontconfig's name, or nil for the system font.
    let family: String?
    public let pointSize: CGFloat
    /// The weight (regular unless the font was made with one).
    let weight: Weight
    /// How it follows the content size category (a Dynamic Type font), or nil.
    let scaling: Scaling?

    init(family: String?, pointSize: CGFloat, weight: Weight, scaling: Scaling? = nil) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.scaling = scaling
        super.init()
    }

    /// A font of an installed family (fontconfig's family name, e.g. "DejaVu Serif"); nil when
    /// no such family is installed, as UIKit's.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard FontFamilies.contains(fontName) else { return nil }
        self.init(family: fontName, pointSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: nil, pointSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: nil, pointSize: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: nil, pointSize: fontSize, weight: .bold)
    }

    /// The style's system font at the current traits' content size category
    /// (`UITraitCollection.current`: the screen's, or the view's being updated).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The style's system font at the traits' content size category (nil: the current traits').
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let scaling = Scaling(style: style, defaultSize: style.pointSize(at: .large), maximumPointSize: nil)
        return UIFont(family: nil, pointSize: style.pointSize(at: category), weight: style.weight, scaling: scaling)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(family: family, pointSize: fontSize, weight: weight) }

    /// The family's name: fontconfig's, and `sans-serif` (fontconfig's alias) for the system font.
    open var familyName: String { family ?? "sans-serif" }

    /// The face's name: the family, with the weight for a system font that is not regular.
    open var fontName: String {
        guard family == nil, weight != .regular else { return familyName }
        return "\(familyName)-\(Int(weight.css))"
    }

    /// The height of one line of text in this font, as pango lays it out (ascent + descent).
    open var lineHeight: CGFloat { CGFloat(TextMetrics.size(of: "Xg", font: renderFont).height) }

    /// UIKit's standard sizes.
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }

    /// The installed families.
    open class var familyNames: [String] { FontFamilies.installed.sorted() }

    /// The font FoldRender draws.
    var renderFont: Font { Font(family: family, size: Double(pointSize), weight: Font.weight(css: weight.css)) }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return family == other.family && pointSize == other.pointSize && weight == other.weight
    }

    open override var hash: Int { (family ?? "").hashValue ^ pointSize.hashValue ^ weight.rawValue.hashValue }

    open override var description: String { "<UIFont: \(fontName) \(NSLayoutConstraint.number(pointSize))pt>" }
}
