import Foundation

/// POP's basic (tweened) animation: a timing function over `duration` seconds, solved with
/// POP's bezier epsilon `1 / (1000 · duration)`; done when t + 1e-6 ≥ 1.
public struct POPBasicMotion: Sendable {
    public var fromValue: [Double]
    public var toValue: [Double]
    public var duration: Double
    /// Control points as POP reads them: the Float values of CAMediaTimingFunction.
    package var timingFunction: TimingFunction
    public private(set) var elapsed = 0.0
    public private(set) var isDone = false

    package init(from: [Double], to: [Double], duration: Double = 0.4, timingFunction: TimingFunction = .default) {
        fromValue = from
        toValue = to
        self.duration = duration
        self.timingFunction = timingFunction
    }

    /// POP's eased progress for a time fraction t.
    package static func progress(_ t: Double, duration: Double, timingFunction: TimingFunction) -> Double {
        let cp = timingFunction.controlPoints.map { Double(Float($0)) }
        return POPUnitBezier.solve(
            x1: cp[0], y1: cp[1], x2: cp[2], y2: cp[3], x: max(0, min(1, t)), epsilon: 1 / (1000 * duration))
    }

    /// Whether POP calls the animation done `elapsed` seconds after its start (t + 1e-6 ≥ 1).
    public static func isDone(atTime elapsed: Double, duration: Double) -> Bool {
        duration <= 0 || min(1, elapsed / duration) + 1e-6 >= 1
    }

    /// POP's progress `elapsed` seconds after the start: 0 before it, exactly 1 once done, the
    /// eased solve in between.
    package static func progress(atTime elapsed: Double, duration: Double, timingFunction: TimingFunction) -> Double {
        if isDone(atTime: elapsed, duration: duration) { return 1 }
        return progress(elapsed / duration, duration: duration, timingFunction: timingFunction)
    }

    public mutating func step(dt: Double) -> [Double] {
        elapsed += dt
        if Self.isDone(atTime: elapsed, duration: duration) {
            isDone = true
            return toValue
        }
        let p = Self.progress(elapsed / duration, duration: duration, timingFunction: timingFunction)
        return zip(fromValue, toValue).map { $0 + ($1 - $0) * p }
    }
}
