import Foundation

/// UIFontMetrics: scales fonts and lengths along a text style's Dynamic Type curve — a custom
/// font, or a spacing, that grows with the user's text size as the style does.
///
/// A value given for the default category (`.large`) is multiplied by the style's size at the
/// traits' category over its size at `.large` (Apple's HIG tables, `UIFont.TextStyle.sizes`). A
/// scaled font keeps its curve: a `UILabel` with `adjustsFontForContentSizeCategory` follows
/// later changes of the category.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font`, taken as its size at the default category, at the traits' category (nil: the
    /// current traits'), no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = UIFont.Scaling(
            style: textStyle, defaultSize: font.pointSize, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return UIFont(family: font.family, pointSize: scaling.pointSize(at: category), weight: font.weight, scaling: scaling)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value`, a length at the default category, at the traits' category (nil: the current traits').
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * textStyle.scale(at: (traitCollection ?? .current).preferredContentSizeCategory)
    }
}
