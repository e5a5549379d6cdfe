import Foundation

/// An animation between two values of a property (CABasicAnimation), by Core Animation's rules
/// for which of `fromValue`, `toValue` and `byValue` are set.
///
/// Values are what iOS code passes: numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`),
/// `CGPoint`/`CGSize`/`CGRect`/`CATransform3D` or an `NSValue` of them, `CGColor`, and arrays
/// of colours or numbers. A value of another type than the key path's is ignored.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CABasicAnimation
        c.fromValue = fromValue
        c.toValue = toValue
        c.byValue = byValue
        return c
    }

    package override func engineAnimation() -> any LayerAnimation {
        guard let path = animatedKeyPath else { return super.engineAnimation() }
        var a = BasicAnimation(
            keyPath: path, from: engineValue(fromValue, for: path), to: engineValue(toValue, for: path),
            by: engineValue(byValue, for: path))
        a.timingFunction = timingFunction?.curve
        configure(&a)
        return a
    }
}
