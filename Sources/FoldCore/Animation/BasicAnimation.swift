import Foundation

/// CABasicAnimation: from/to/by with Core Animation's rules for which of them are set.
package struct BasicAnimation: PropertyAnimation {
    public let keyPath: AnimatableKeyPath
    public var fromValue: AnimationValue?
    public var toValue: AnimationValue?
    public var byValue: AnimationValue?
    /// Applied to the time fraction; nil is linear.
    public var timingFunction: TimingFunction?
    public var timing = MediaTiming()
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false
    public var completion: (@Sendable (Bool) -> Void)?

    public init(
        keyPath: AnimatableKeyPath, from: AnimationValue? = nil, to: AnimationValue? = nil, by: AnimationValue? = nil
    ) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
    }

    /// The interpolation's end points given the underlying value, by CABasicAnimation's rules.
    func endpoints(underlying u: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (fromValue, toValue, byValue) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, u)
        case (nil, let t?, nil): return (u, t)
        case (nil, nil, let b?): return (u, u.adding(b))
        case (nil, nil, nil): return (u, u)
        }
    }

    public func value(at state: MediaTiming.State, underlying: AnimationValue) -> AnimationValue? {
        let (a, b) = endpoints(underlying: underlying)
        let progress = timingFunction?.evaluate(state.fraction) ?? state.fraction
        return a.interpolated(to: b, fraction: progress)
    }

    public func endValue(underlying: AnimationValue) -> AnimationValue? { endpoints(underlying: underlying).1 }

    public func validate() -> AnimationError? {
        if let e = validateTiming() { return e }
        return validateValue(fromValue, "from") ?? validateValue(toValue, "to") ?? validateValue(byValue, "by")
    }
}
