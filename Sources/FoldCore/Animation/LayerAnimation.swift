import Foundation

/// A Core Animation–style animation: a pure function of time that changes presentation values
/// and never the model. Concrete kinds: `BasicAnimation`, `SpringAnimation`,
/// `KeyframeAnimation`, `AnimationGroup`.
package protocol LayerAnimation: Sendable {
    var timing: MediaTiming { get set }
    /// Default true: once finished the animation stops contributing (holding the end value
    /// needs false together with a forwards fill).
    var isRemovedOnCompletion: Bool { get set }
    /// Called once with `true` when the animation finishes, `false` when removed early.
    var completion: (@Sendable (_ finished: Bool) -> Void)? { get set }

    /// Applies this animation's value at `time` (in the parent's time) to `properties`, whose
    /// current values are the model plus the animations added before this one.
    func apply(to properties: inout LayerProperties, at time: Double)

    /// Why this animation cannot run, or nil when it can.
    func validate() -> AnimationError?
}

/// An animation that cannot run, with what to change.
package struct AnimationError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension LayerAnimation {
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// Whether the animation contributes at `time`, taking removal on completion into account.
    public func isInEffect(at time: Double) -> Bool {
        if isRemovedOnCompletion && time >= timing.endTime { return false }
        return timing.state(at: time) != nil
    }

    /// Common timing checks.
    func validateTiming() -> AnimationError? {
        let t = timing
        for (name, v) in [
            ("beginTime", t.beginTime), ("duration", t.duration), ("speed", t.speed), ("timeOffset", t.timeOffset),
        ] where !v.isFinite {
            return AnimationError("\(name) must be a finite number")
        }
        if t.duration < 0 { return AnimationError("duration must be zero or positive (got \(t.duration))") }
        if t.repeatCount < 0 || t.repeatCount.isNaN {
            return AnimationError("repeatCount must be zero or positive (got \(t.repeatCount))")
        }
        if t.repeatDuration < 0 || !t.repeatDuration.isFinite {
            return AnimationError("repeatDuration must be a finite number ≥ 0 (got \(t.repeatDuration))")
        }
        return nil
    }
}

/// What every property animation shares: the key path and how its value combines with the
/// underlying one.
package protocol PropertyAnimation: LayerAnimation {
    var keyPath: AnimatableKeyPath { get }
    /// The value is added to the underlying value (transforms concatenate).
    var isAdditive: Bool { get set }
    /// Each repeat adds the end value of the previous one.
    var isCumulative: Bool { get set }

    /// The value at a state, given the underlying value; nil when there is nothing to apply.
    func value(at state: MediaTiming.State, underlying: AnimationValue) -> AnimationValue?
    /// The value at the end of one iteration (for cumulative repeats).
    func endValue(underlying: AnimationValue) -> AnimationValue?
}

extension PropertyAnimation {
    public func apply(to properties: inout LayerProperties, at time: Double) {
        applyValue(to: &properties, at: time)
    }

    /// Writes the animated value at `time`; returns the timing state when the animation applied.
    @discardableResult
    func applyValue(to properties: inout LayerProperties, at time: Double) -> MediaTiming.State? {
        if isRemovedOnCompletion && time >= timing.endTime { return nil }
        guard let state = timing.state(at: time) else { return nil }
        // Additive animations compute their value relative to zero, then add the underlying one.
        let underlying = properties[keyPath]
        let base = isAdditive ? underlying.zero : underlying
        guard var v = value(at: state, underlying: base) else { return nil }
        if isCumulative, state.iteration > 0, let end = endValue(underlying: base) {
            v = v.adding(end.repeated(state.iteration))
        }
        if isAdditive { v = v.adding(underlying) }
        properties[keyPath] = v
        return state
    }

    func validateValue(_ v: AnimationValue?, _ name: String) -> AnimationError? {
        guard let v else { return nil }
        let expected = keyPath.valueKind
        if v.kind != expected {
            return AnimationError("\(name) for '\(keyPath)' must be a \(expected), got a \(v.kind)")
        }
        if v.components.contains(where: { !$0.isFinite }) {
            return AnimationError("\(name) for '\(keyPath)' contains a non-finite number")
        }
        return nil
    }
}

extension AnimationValue {
    /// The additive identity of this kind.
    public var zero: AnimationValue {
        switch self {
        case .transform: .transform(.identity)
        case .bool: self
        default: with(components: components.map { _ in 0 })
        }
    }
}
