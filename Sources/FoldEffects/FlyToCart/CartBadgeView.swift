#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The red count bubble on a cart: hidden at 0, "1"…"99", then "99+"; it widens for two digits.
///
/// ```swift
/// let badge = CartBadgeView()
/// badge.center = CGPoint(x: cart.bounds.maxX - 6, y: 6)
/// cart.addSubview(badge)
/// badge.count += 1
/// ```
open class CartBadgeView: UIView {
    public let countLabel = UILabel()
    /// The number shown; negative numbers count as 0.
    public var count = 0 {
        didSet { countDidChange() }
    }
    public static let badgeRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    /// The bubble's height (and the width for one digit), in points.
    public var diameter = 20.0 {
        didSet { countDidChange() }
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.badgeRed
        isUserInteractionEnabled = false
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        countLabel.fontSize = 13
        addSubview(countLabel)
        layer.borderWidth = 1.5
        layer.borderColor = .white
        countDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The text shown for `count`.
    public var text: String? {
        count <= 0 ? nil : count > 99 ? "99+" : String(count)
    }

    private func countDidChange() {
        countLabel.text = text
        isHidden = count <= 0
        let digits = Double(text?.count ?? 1)
        let width = diameter + max(0, digits - 1) * diameter * 0.4
        let c = center
        bounds = CGRect(x: 0, y: 0, width: width, height: diameter)
        center = c
        layer.cornerRadius = diameter / 2
    }

    open override func layoutSubviews() {
        countLabel.frame = bounds
    }
}
