#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The Core Animation pieces of one flight, shared by `FlyToCartAnimator` (live) and anything
/// that bakes flights into a scene (the `foldkit effect fly-to-cart` command).
///
/// ```swift
/// let curve = FlyToCartPath(start: start, end: end)
/// let layer = FlyToCartAnimations.makeItemLayer(image: dish.cgImage, size: CGSize(width: 20, height: 20), at: start)
/// for (key, animation) in FlyToCartAnimations.flight(along: curve, beginTime: 0, configuration: .init()) {
///     layer.add(animation, forKey: key)
/// }
/// ```
public enum FlyToCartAnimations {
    /// The seed's key for the position animation.
    public static let positionKey = "buy"
    public static let scaleKey = "buy.scale"
    public static let opacityKey = "buy.opacity"
    /// The reduced-motion fade.
    public static let fadeKey = "buy.fade"

    /// A layer showing the item's image, `size` points, centred on `point` (the seed: 20 × 20,
    /// scale-to-fill).
    public static func makeItemLayer(image: CGImage?, contentsScale: CGFloat = 1, size: CGSize, at point: CGPoint) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        layer.position = point
        layer.contents = image
        layer.contentsScale = contentsScale
        layer.contentsGravity = .resize
        return layer
    }

    /// The seed's `CAKeyframeAnimation` of `position` along the curve — duration, timing function,
    /// fill forwards, not removed on completion — with the calculation and rotation modes
    /// configured, followed by the scale and opacity animations when the configuration changes
    /// them. The first entry is the position animation (its end is the landing). A `beginTime`
    /// of 0 is Core Animation's "now".
    public static func flight(
        along curve: FlyToCartPath, beginTime: CFTimeInterval, configuration c: FlyToCartConfiguration
    ) -> [(key: String, animation: CAAnimation)] {
        let position = CAKeyframeAnimation(keyPath: "position")
        position.path = curve.cgPath
        position.calculationMode = c.calculationMode
        position.rotationMode = c.rotatesAlongPath ? .rotateAuto : nil
        position.timingFunction = c.timingFunction
        held(position, beginTime: beginTime, duration: c.duration)
        var result: [(key: String, animation: CAAnimation)] = [(positionKey, position)]
        if c.endScale != 1 {
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1
            scale.toValue = c.endScale
            held(scale, beginTime: beginTime, duration: c.duration)
            result.append((scaleKey, scale))
        }
        if c.endOpacity != 1 {
            let opacity = CABasicAnimation(keyPath: "opacity")
            opacity.fromValue = 1
            opacity.toValue = c.endOpacity
            held(opacity, beginTime: beginTime, duration: c.duration)
            result.append((opacityKey, opacity))
        }
        return result
    }

    /// Reduced motion: the item, standing on the cart, fades in and out (linear, the first and
    /// last 30 % of the time); its end is the landing.
    public static func reducedMotionFade(beginTime: CFTimeInterval, configuration c: FlyToCartConfiguration)
        -> CAKeyframeAnimation
    {
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1, 1, 0]
        fade.keyTimes = [0, 0.3, 0.7, 1]
        held(fade, beginTime: beginTime, duration: c.reducedMotionDuration)
        return fade
    }

    /// When an item launched at `beginTime` lands.
    public static func landingTime(beginTime: Double, configuration c: FlyToCartConfiguration) -> Double {
        beginTime + (c.reducesMotion ? c.reducedMotionDuration : c.duration)
    }

    /// The seed's timing: fill forwards, not removed on completion (the layer itself is removed
    /// at the landing, which the seed forgot).
    private static func held(_ a: CAAnimation, beginTime: CFTimeInterval, duration: CFTimeInterval) {
        a.beginTime = beginTime
        a.duration = duration
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
    }
}
