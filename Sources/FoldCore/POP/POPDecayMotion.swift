import Foundation

/// POP's decay: velocity falls by `deceleration` per millisecond. As in POP, the per-frame factor
/// comes from `powf` (Float) and the rest is CGFloat arithmetic; the value is kept as a Float,
/// as the animated property stores it. The end value and duration are known in advance.
public struct POPDecayMotion: Sendable {
    public let fromValue: Double
    public let deceleration: Double
    public let threshold: Double
    public let initialVelocity: Double
    public private(set) var value: Double
    public private(set) var velocity: Double
    public private(set) var isDone = false

    /// POP's default deceleration 0.998; threshold defaults to the point threshold 1.0.
    public init(from: Double, velocity: Double, deceleration: Double = 0.998, threshold: Double = 1) {
        fromValue = from
        self.deceleration = deceleration
        self.threshold = threshold
        initialVelocity = velocity
        value = from
        self.velocity = velocity
        isDone = abs(velocity) < 5 * threshold
    }

    /// Seconds until |velocity| falls under 5 × threshold.
    public var duration: Double {
        guard abs(initialVelocity) >= 5 * threshold, deceleration > 0, deceleration < 1 else { return 0 }
        return log((5 * threshold / 1000) / (abs(initialVelocity) / 1000)) / (1000 * log(deceleration))
    }

    /// Where the decay comes to rest.
    public var toValue: Double {
        let kv = Double(powf(Float(deceleration), Float(1000 * duration)))
        let distance = (initialVelocity / 1000) * deceleration * (1 - kv) / (1 - deceleration)
        return Double(Float(fromValue + distance))
    }

    public mutating func step(dt: Double) -> Double {
        guard !isDone else { return value }
        let kv = Double(powf(Float(deceleration), Float(1000 * dt)))
        let kx = deceleration * (1 - kv) / (1 - deceleration)
        let v0 = velocity / 1000
        value = Double(Float(value + v0 * kx))
        velocity = v0 * kv * 1000
        if abs(velocity) < 5 * threshold {
            isDone = true
            value = toValue
        }
        return value
    }
}
