#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The menu's sizes at the user's text size. The cards grow with the text: their lengths and
/// fonts scale along the body style's Dynamic Type curve (`UIFontMetrics`), up to its XXXL size
/// (the accessibility sizes keep XXXL's cards, so an open card still fits a phone's screen).
public enum MenuMetrics {
    /// How much the body style grows from its default size, at most XXXL's 23/17.
    public static func textScale(for traits: UITraitCollection) -> Double {
        let scale = Double(UIFontMetrics(forTextStyle: .body).scaledValue(for: 1, compatibleWith: traits))
        return min(scale, maximumTextScale)
    }

    public static let maximumTextScale = 23.0 / 17

    /// A system font of `size` points at the default text size, scaled as the cards are, that
    /// a label with `adjustsFontForContentSizeCategory` keeps following.
    public static func font(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .systemFont(ofSize: size, weight: weight), maximumPointSize: size * maximumTextScale)
    }

    /// The closed card's and the open card's lengths (Ramotion's 165 and 479 at the default size).
    public static func closedCardHeight(_ scale: Double) -> Double { (165 * scale).rounded() }
    public static func openCardHeight(_ scale: Double) -> Double { (479 * scale).rounded() }
    /// The rows around them (179 and 488 at the default size).
    public static func closedRowHeight(_ scale: Double) -> Double { closedCardHeight(scale) + 14 }
    public static func openRowHeight(_ scale: Double) -> Double { openCardHeight(scale) + 9 }
}

extension UILabel {
    /// The label's font from `MenuMetrics`, following later changes of the text size.
    func useMenuFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) {
        font = MenuMetrics.font(ofSize: size, weight: weight)
        adjustsFontForContentSizeCategory = true
    }
}
