#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A round cart button with a drawn cart and a `CartBadgeView`: a `FlyToCartTarget` that bounces
/// (a spring on `transform.scale`, beginning at the landing time) and counts each item that lands.
///
/// ```swift
/// let cart = CartButton(frame: CGRect(x: 299, y: 591, width: 56, height: 56))
/// root.addSubview(cart)
/// let animator = try FlyToCartAnimator(containerView: root, target: cart)
/// ```
open class CartButton: UIButton, FlyToCartTarget {
    public let badge = CartBadgeView()
    public static let cartOrange = UIColor(red: 1, green: 0.42, blue: 0.24, alpha: 1)
    /// The bounce's key on the layer.
    public static let bounceKey = "cart.bounce"

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Self.cartOrange
        setImage(Self.cartImage(size: 28, scale: 2), for: .normal)
        addSubview(badge)
        layoutBadge()
    }

    public required init?(coder: NSCoder) { return nil }

    public var targetView: UIView { self }

    /// Counts the item and bounces (unless `animated` is false: reduced motion), and tells an
    /// assistive app the new count (an announcement: the count changed away from its focus).
    open func itemDidLand(at time: Double, animated: Bool) {
        badge.count += 1
        if animated { bounce(at: time) }
        UIAccessibility.post(notification: .announcement, argument: "\(accessibilityLabel ?? "Cart"): \(itemsText)")
    }

    // MARK: Accessibility

    private var accessibilityLabelSetting: String??
    private var accessibilityValueSetting: String??
    /// "Cart" unless set (the button has an image, no title).
    open override var accessibilityLabel: String? {
        get { accessibilityLabelSetting ?? super.accessibilityLabel ?? "Cart" }
        set { accessibilityLabelSetting = .some(newValue) }
    }
    /// The badge's count ("3 items", "empty") unless set.
    open override var accessibilityValue: String? {
        get { accessibilityValueSetting ?? itemsText }
        set { accessibilityValueSetting = .some(newValue) }
    }

    private var itemsText: String {
        switch badge.count {
        case 0: "empty"
        case 1: "1 item"
        default: "\(badge.count) items"
        }
    }

    /// The landing bounce: from 1.25 × back to 1 on an underdamped spring, from `time` on.
    public func bounce(at time: CFTimeInterval) {
        layer.add(Self.bounceAnimation(beginTime: time), forKey: Self.bounceKey)
    }

    /// The bounce: a `CASpringAnimation` of `transform.scale` from 1.25 to 1 (mass 1, stiffness
    /// 400, damping 14) that lasts until it settles (also what a baked scene uses).
    public static func bounceAnimation(beginTime: CFTimeInterval) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 1.25
        spring.toValue = 1
        spring.mass = 1
        spring.stiffness = 400
        spring.damping = 14
        spring.duration = spring.settlingDuration
        spring.beginTime = beginTime
        return spring
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
        layoutBadge()
    }

    /// The badge at the top trailing corner: the top right, or the top left right to left.
    private func layoutBadge() {
        let inset = badge.diameter * 0.3
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.minX + inset : bounds.maxX - inset
        badge.center = CGPoint(x: x, y: bounds.minY + inset)
        bringSubviewToFront(badge)
    }

    /// A shopping cart drawn in white: handle, basket with two slats, two wheels.
    public static func cartImage(size: Double, scale: Double, color: CGColor = .white) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
            let g = context.cgContext
            let u = size / 28
            g.setStrokeColor(color)
            g.setFillColor(color)
            g.setLineWidth(2.2 * u)
            g.setLineCap(.round)
            g.setLineJoin(.round)
            let basket = CGMutablePath()
            basket.move(to: CGPoint(x: 2 * u, y: 5 * u))
            basket.addLine(to: CGPoint(x: 6 * u, y: 5 * u))
            basket.addLine(to: CGPoint(x: 9 * u, y: 19 * u))
            basket.addLine(to: CGPoint(x: 22 * u, y: 19 * u))
            basket.addLine(to: CGPoint(x: 25.5 * u, y: 9 * u))
            basket.addLine(to: CGPoint(x: 7 * u, y: 9 * u))
            g.addPath(basket)
            g.strokePath()
            let slats = CGMutablePath()
            slats.move(to: CGPoint(x: 8 * u, y: 14 * u))
            slats.addLine(to: CGPoint(x: 23.5 * u, y: 14 * u))
            g.setLineWidth(1.4 * u)
            g.addPath(slats)
            g.strokePath()
            g.addPath(Self.circle(CGPoint(x: 10.5 * u, y: 23.5 * u), 2.2 * u))
            g.addPath(Self.circle(CGPoint(x: 20.5 * u, y: 23.5 * u), 2.2 * u))
            g.fillPath()
        }
    }

    private static func circle(_ c: CGPoint, _ r: Double) -> CGPath {
        let p = CGMutablePath()
        let k = 0.5523 * r
        p.move(to: CGPoint(x: c.x + r, y: c.y))
        p.addCurve(
            to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k), control2: CGPoint(x: c.x + k, y: c.y + r))
        p.addCurve(
            to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r), control2: CGPoint(x: c.x - r, y: c.y + k))
        p.addCurve(
            to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k), control2: CGPoint(x: c.x - k, y: c.y - r))
        p.addCurve(
            to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r), control2: CGPoint(x: c.x + r, y: c.y - k))
        p.closeSubpath()
        return p
    }
}
