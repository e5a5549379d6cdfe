import Foundation

/// An animation of one layer property, named by its key path (CAPropertyAnimation).
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// A key path Core Animation animates (`position.x`, `transform.rotation.y`, `opacity`…);
    /// any other animates nothing, as in Core Animation.
    open var keyPath: String?
    /// The value is added to the underlying one (transforms concatenate).
    open var isAdditive = false
    /// Each repeat starts from where the previous one ended.
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAPropertyAnimation
        c.keyPath = keyPath
        c.isAdditive = isAdditive
        c.isCumulative = isCumulative
        return c
    }

    /// The key path the engine animates; nil for one Core Animation does not animate.
    package var animatedKeyPath: AnimatableKeyPath? { keyPath.flatMap(AnimatableKeyPath.init) }

    /// Gives an engine animation the timing and combination settings every property animation has.
    package func configure<A: PropertyAnimation>(_ a: inout A) {
        a.timing = engineTiming
        a.isRemovedOnCompletion = isRemovedOnCompletion
        a.isAdditive = isAdditive
        a.isCumulative = isCumulative
    }

    /// A value given the iOS way (`Any?`) as the engine's, for this key path; nil when it is not
    /// a value of the key path's type (which Core Animation ignores too).
    package func engineValue(_ value: Any?, for path: AnimatableKeyPath) -> AnimationValue? {
        AnimationValue(bridging: value, as: path.valueKind)
    }
}
