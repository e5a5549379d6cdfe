import Foundation

/// The CAMediaTiming model: maps a parent time to an iteration and a fraction of the duration.
package struct MediaTiming: Hashable, Sendable {
    /// The parent time at which the animation starts.
    public var beginTime = 0.0
    /// One iteration's length in seconds; Core Animation's default is 0.25.
    public var duration = 0.25
    public var speed = 1.0
    public var timeOffset = 0.0
    /// Iterations (fractional allowed); 0 means one.
    public var repeatCount = 0.0
    /// Total active time in seconds; 0 means unused.
    public var repeatDuration = 0.0
    public var autoreverses = false
    public var fillMode = CAMediaTimingFillMode.removed

    public init() {}

    /// Length of one iteration including its reverse pass.
    public var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The active duration in local time (∞ for an infinite repeat count).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// The end of the active interval in the parent's time (∞ when it never ends or never advances).
    public var endTime: Double {
        guard speed != 0 else { return .infinity }
        let active = activeDuration
        guard active.isFinite else { return .infinity }
        return beginTime + max(0, active - timeOffset) / abs(speed)
    }

    /// Where the animation stands at a parent time.
    public struct State: Hashable, Sendable {
        /// Zero-based iteration.
        public var iteration: Int
        /// Fraction of the duration, 0…1, after autoreverse.
        public var fraction: Double
        /// Seconds into the current iteration (after autoreverse), for springs.
        public var iterationTime: Double
    }

    /// The state at `parentTime`, or nil when the animation is not in effect (before its start
    /// without a backwards fill, after its end without a forwards fill).
    public func state(at parentTime: Double) -> State? {
        guard parentTime.isFinite else { return nil }
        var t = (parentTime - beginTime) * speed + timeOffset
        let active = activeDuration
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            t = active
        }
        guard duration > 0, duration.isFinite else {
            // A zero-length animation shows its end value while it is in effect.
            return State(iteration: 0, fraction: 1, iterationTime: 0)
        }
        let cycle = cycleDuration
        var iteration = (t / cycle).rounded(.down)
        var inCycle = t - iteration * cycle
        // The exact end of an iteration belongs to that iteration (so the end value holds).
        if inCycle == 0 && t > 0 && t >= active {
            iteration -= 1
            inCycle = cycle
        }
        if autoreverses && inCycle > duration { inCycle = cycle - inCycle }
        let clampedIteration = iteration > Double(Int.max / 2) ? Int.max / 2 : Int(max(0, iteration))
        return State(iteration: clampedIteration, fraction: min(1, max(0, inCycle / duration)), iterationTime: inCycle)
    }
}
