import Foundation

/// POP's basic (tweened) animation: a timing function over `duration` seconds, solved with
/// POP's bezier epsilon `1 / (1000 · duration)`; done when t + 1e-6 ≥ 1.
public struct POPBasicAnimation: Sendable {
    public var fromValue: [Double]
    public var toValue: [Double]
    public var duration: Double
    /// Control points as POP reads them: the Float values of CAMediaTimingFunction.
    public var timingFunction: TimingFunction
    public private(set) var elapsed = 0.0
    public private(set) var isDone = false

    public init(from: [Double], to: [Double], duration: Double = 0.4, timingFunction: TimingFunction = .default) {
        fromValue = from
        toValue = to
        self.duration = duration
        self.timingFunction = timingFunction
    }

    /// POP's eased progress for a time fraction t.
    public static func progress(_ t: Double, duration: Double, timingFunction: TimingFunction) -> Double {
        let cp = timingFunction.controlPoints.map { Double(Float($0)) }
        return POPUnitBezier.solve(
            x1: cp[0], y1: cp[1], x2: cp[2], y2: cp[3], x: max(0, min(1, t)), epsilon: 1 / (1000 * duration))
    }

    public mutating func step(dt: Double) -> [Double] {
        elapsed += dt
        let t = duration > 0 ? min(1, elapsed / duration) : 1
        if t + 1e-6 >= 1 {
            isDone = true
            return toValue
        }
        let p = Self.progress(t, duration: duration, timingFunction: timingFunction)
        return zip(fromValue, toValue).map { $0 + ($1 - $0) * p }
    }
}
