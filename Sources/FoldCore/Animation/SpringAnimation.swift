import Foundation

/// CASpringAnimation: a basic animation whose progress follows the closed-form spring in
/// seconds (not the duration fraction); the duration defaults to the settling duration.
package struct SpringAnimation: PropertyAnimation {
    public let keyPath: AnimatableKeyPath
    public var fromValue: AnimationValue?
    public var toValue: AnimationValue?
    public var byValue: AnimationValue?
    public var spring: Spring {
        didSet { timing.duration = spring.settlingDuration() }
    }
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false
    public var completion: (@Sendable (Bool) -> Void)?

    public init(
        keyPath: AnimatableKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil, spring: Spring = Spring()
    ) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        self.spring = spring
        timing.duration = spring.settlingDuration()
    }

    /// Core Animation's settling duration for this spring (ε 0.001).
    public var settlingDuration: Double { spring.settlingDuration() }

    public func value(at state: MediaTiming.State, underlying: AnimationValue) -> AnimationValue? {
        let basic = BasicAnimation(keyPath: keyPath, from: fromValue, to: toValue, by: byValue)
        let (a, b) = basic.endpoints(underlying: underlying)
        // The spring overshoots: extrapolate rather than clamp.
        return a.interpolated(to: b, fraction: spring.progress(at: state.iterationTime))
    }

    public func endValue(underlying: AnimationValue) -> AnimationValue? {
        BasicAnimation(keyPath: keyPath, from: fromValue, to: toValue, by: byValue).endpoints(underlying: underlying).1
    }

    public func validate() -> AnimationError? {
        if let e = spring.validationError { return AnimationError(e) }
        if let e = validateTiming() { return e }
        if keyPath.valueKind == .bool { return AnimationError("a spring cannot animate '\(keyPath)' (a boolean)") }
        return validateValue(fromValue, "from") ?? validateValue(toValue, "to") ?? validateValue(byValue, "by")
    }
}
