import Foundation

/// Animations run together in the group's time (CAAnimationGroup), cut off at its end. Each
/// one's `beginTime` is relative to the group's start.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAAnimationGroup
        c.animations = animations?.map { $0.copy() as! CAAnimation }
        return c
    }

    package override func engineAnimation() -> any LayerAnimation {
        var g = AnimationGroup(animations: (animations ?? []).map { $0.engineAnimation() })
        g.timing = engineTiming
        g.isRemovedOnCompletion = isRemovedOnCompletion
        return g
    }
}
