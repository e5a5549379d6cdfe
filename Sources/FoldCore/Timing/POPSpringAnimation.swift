import Foundation

/// A POP spring on a value of one or more components, stepped frame by frame.
///
/// `step(dt:)` returns the value to write; the first frame of an animation advances by dt = 0.
/// Done when POP's solver rest test or its animation rest test passes (the last two written
/// values within threshold/5 of `to` and of each other); the value is then exactly `to`.
public struct POPSpringAnimation: Sendable {
    public var parameters: POPSpringParameters
    public var toValue: [Double]
    public private(set) var value: [Double]
    /// Units per second, in the value's own direction (POP's `velocity`).
    public private(set) var velocity: [Double]
    public var threshold: Double
    public private(set) var isDone = false
    public private(set) var elapsed = 0.0
    private var solver: POPSpringSolver
    /// The last two written values (allocated once) and how many of them are filled.
    private var previous: [Double]
    private var previous2: [Double]
    private var history = 0

    public init(
        from: [Double], to: [Double], velocity: [Double]? = nil,
        parameters: POPSpringParameters = POPSpringParameters(), threshold: Double = 1
    ) {
        self.parameters = parameters
        value = from
        toValue = to
        self.velocity = velocity ?? [Double](repeating: 0, count: from.count)
        self.threshold = threshold
        previous = from
        previous2 = from
        solver = POPSpringSolver(tension: parameters.tension, friction: parameters.friction, mass: parameters.mass)
    }

    /// Advances by one frame of `dt` seconds and returns the value to write.
    public mutating func step(dt: Double) -> [Double] {
        guard !isDone else { return value }
        elapsed += dt
        solver.advance(to: toValue, value: &value, velocity: &velocity, dt: dt)
        swap(&previous, &previous2)
        for i in value.indices { previous[i] = value[i] }
        history = min(2, history + 1)
        if solver.started && (animationConverged() || solver.hasConverged(threshold: threshold)) {
            isDone = true
            value = toValue
        }
        return value
    }

    private func animationConverged() -> Bool {
        guard history == 2 else { return false }
        let p1 = previous, p2 = previous2
        let t = threshold / 5
        for i in toValue.indices where abs(toValue[i] - p1[i]) >= t || abs(p2[i] - p1[i]) >= t {
            return false
        }
        return true
    }

    /// Retargets a running spring, keeping its current value and velocity (POP's behaviour
    /// when a new spring replaces one under the same key).
    public mutating func retarget(to newValue: [Double]) {
        toValue = newValue
        isDone = false
        history = 0
    }
}
