import Foundation

/// CAAnimationGroup: its animations run in the group's local time and are cut off at its end.
package struct AnimationGroup: LayerAnimation {
    public var animations: [any LayerAnimation]
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var completion: (@Sendable (Bool) -> Void)?

    public init(animations: [any LayerAnimation] = []) {
        self.animations = animations
    }

    public func apply(to properties: inout LayerProperties, at time: Double) {
        if isRemovedOnCompletion && time >= timing.endTime { return }
        guard let state = timing.state(at: time) else { return }
        for animation in animations {
            animation.apply(to: &properties, at: state.iterationTime)
        }
    }

    public func validate() -> AnimationError? {
        if let e = validateTiming() { return e }
        for (i, a) in animations.enumerated() {
            if let e = a.validate() { return AnimationError("animations[\(i)]: \(e.message)") }
        }
        return nil
    }
}
