#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Ramotion's `RotatedView`: a view that folds about its x axis in perspective (m34 = −1/800,
/// Ramotion's 2.5 / −2000), with an optional back view (the back of the paper) hinged on its
/// bottom edge. FoldingCell's foreground is one; so are its turning pieces and back views.
open class RotatedView: UIView, CAAnimationDelegate {
    /// Whether `foldingAnimation` hides the view (alpha 0) when it ends.
    public var hiddenAfterAnimation = false
    /// The back of the paper, added by `addBackView(_:color:)`.
    public var backView: RotatedView?

    /// Adds the back of the paper: `height` tall, filled with `color`, hinged on this view's bottom
    /// edge (anchor point at its own bottom), placed by constraints as Ramotion places it.
    public func addBackView(_ height: CGFloat, color: UIColor) {
        let view = RotatedView(frame: .zero)
        view.backgroundColor = color
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        view.layer.transform = view.transform3d()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        backView = view
        NSLayoutConstraint.activate([
            view.heightAnchor.constraint(equalToConstant: height),
            // The anchor point is the bottom edge: the centre Auto Layout sets is half a height lower.
            view.topAnchor.constraint(equalTo: topAnchor, constant: bounds.height - height + height / 2),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    /// Turns the view by `angle` about its x axis, in its perspective.
    public func rotatedX(_ angle: CGFloat) {
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 1, 0, 0), transform3d())
    }

    /// The view's perspective: the identity with m34 = 2.5 / −2000.
    public func transform3d() -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = 2.5 / -2000
        return transform
    }

    /// Folds from angle `from` to `to` (radians about x) over `duration` after `delay`, on the
    /// named timing function (`CAMediaTimingFunctionName`'s raw value, as Ramotion passes it);
    /// `hidden`: the view hides when it ends.
    public func foldingAnimation(
        _ timing: String, from: CGFloat, to: CGFloat, duration: TimeInterval, delay: TimeInterval, hidden: Bool
    ) {
        let animation = CABasicAnimation(keyPath: "transform.rotation.x")
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: timing))
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.delegate = self
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.beginTime = CACurrentMediaTime() + delay
        hiddenAfterAnimation = hidden
        layer.add(animation, forKey: "rotation.x")
    }

    /// The fold begins: the view shows.
    open func animationDidStart(_ anim: CAAnimation) {
        layer.shouldRasterize = true
        alpha = 1
    }

    /// The fold ends: the view hides if asked, and rests unturned in its perspective.
    open func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if hiddenAfterAnimation { alpha = 0 }
        layer.removeAllAnimations()
        layer.shouldRasterize = false
        rotatedX(0)
    }
}
