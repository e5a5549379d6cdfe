import Foundation

/// The base of Core Animation's animations (CAAnimation): timing, a timing curve, removal on
/// completion and a delegate.
///
/// A layer copies an animation when it is added (`CALayer.add(_:forKey:)`), so changing it
/// afterwards changes nothing on screen, as in Core Animation.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, @unchecked Sendable {
    open var beginTime: CFTimeInterval = 0
    /// 0 means Core Animation's default of 0.25 seconds.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Applied to the time fraction; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Retained, as Core Animation retains it (until the animation is gone).
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true
    /// Values set for keys of the caller's own (Core Animation's animations are key-value
    /// containers: code tags an animation to know it again in its delegate); copied with it.
    private var keyedValues: [String: Any] = [:]

    public required override init() { super.init() }

    /// A value set with `setValue(_:forKey:)`, or the timing property of that name.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "beginTime": NSNumber(value: beginTime)
        case "duration": NSNumber(value: duration)
        case "speed": NSNumber(value: speed)
        case "timeOffset": NSNumber(value: timeOffset)
        case "repeatCount": NSNumber(value: repeatCount)
        case "repeatDuration": NSNumber(value: repeatDuration)
        case "autoreverses": NSNumber(value: autoreverses)
        case "removedOnCompletion": NSNumber(value: isRemovedOnCompletion)
        default: keyedValues[key]
        }
    }

    /// Keeps `value` under `key` (nil removes it); the copy a layer makes when the animation is
    /// added keeps it too, so the delegate can read it from the animation it is handed.
    open func setValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.beginTime = beginTime
        c.duration = duration
        c.speed = speed
        c.timeOffset = timeOffset
        c.repeatCount = repeatCount
        c.repeatDuration = repeatDuration
        c.autoreverses = autoreverses
        c.fillMode = fillMode
        c.timingFunction = timingFunction
        c.delegate = delegate
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.keyedValues = keyedValues
        return c
    }

    /// The timing the engine runs: 0 duration is 0.25 s; the begin time as given (the layer
    /// puts a top-level 0 at the current media time).
    package var engineTiming: MediaTiming {
        var t = MediaTiming()
        t.beginTime = beginTime
        t.duration = duration == 0 ? 0.25 : duration
        t.speed = Double(speed)
        t.timeOffset = timeOffset
        t.repeatCount = repeatCount.isInfinite || repeatCount >= .greatestFiniteMagnitude ? .infinity : Double(repeatCount)
        t.repeatDuration = repeatDuration
        t.autoreverses = autoreverses
        t.fillMode = fillMode
        return t
    }

    /// The action of an animation (`CAAction`): adds it to the layer under the event's name, as
    /// Core Animation does with the action it found for a property change.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// What this animation does, as the engine runs it. The base class animates nothing (it
    /// keeps its timing, so its delegate hears when it would have ended).
    package func engineAnimation() -> any LayerAnimation {
        InertAnimation(timing: engineTiming, isRemovedOnCompletion: isRemovedOnCompletion)
    }
}

/// An animation that changes nothing: what an unknown key path or an invalid animation becomes,
/// so it still runs its time and reports its end.
package struct InertAnimation: LayerAnimation {
    package var timing = MediaTiming()
    package var isRemovedOnCompletion = true
    package var completion: (@Sendable (Bool) -> Void)?

    package init() {}

    /// An inert animation with the given timing; the default timing when that cannot run.
    package init(timing: MediaTiming, isRemovedOnCompletion: Bool) {
        self.timing = timing
        self.isRemovedOnCompletion = isRemovedOnCompletion
        if validateTiming() != nil { self.timing = MediaTiming() }
    }

    package func apply(to properties: inout LayerProperties, at time: Double) {}

    package func validate() -> AnimationError? {
        if let e = validateTiming() { return e }
        return nil
    }
}
