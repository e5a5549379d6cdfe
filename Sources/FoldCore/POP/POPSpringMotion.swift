import Foundation

/// A POP spring on a value of one to four components (POP's `VectorRef` holds at most four:
/// a number, point, size, rect or colour), stepped frame by frame.
///
/// `step(dt:)` returns the value to write; the first frame of an animation advances by dt = 0.
/// Done when POP's solver rest test or its animation rest test passes (the last two written
/// values within threshold/5 of `to` and of each other); the value is then exactly `to`.
/// State lives in fixed four-lane vectors, so a frame allocates nothing.
public struct POPSpringMotion: Sendable {
    /// The most components a POP animation carries.
    public static let maximumComponents = 4

    public var parameters: POPSpringParameters
    public var threshold: Double
    public private(set) var isDone = false
    public private(set) var elapsed = 0.0
    /// How many of the four lanes are in use.
    public let count: Int
    private var target: SIMD4<Double>
    private var current: SIMD4<Double>
    private var speed: SIMD4<Double>
    private var solver: POPSpringSolver
    /// The last two written values and how many of them are filled.
    private var previous = SIMD4<Double>()
    private var previous2 = SIMD4<Double>()
    private var history = 0

    /// `from`, `to` and `velocity` have the same 1…4 components (extra ones are ignored).
    public init(
        from: [Double], to: [Double], velocity: [Double]? = nil,
        parameters: POPSpringParameters = POPSpringParameters(), threshold: Double = 1
    ) {
        count = max(1, min(Self.maximumComponents, from.count))
        self.parameters = parameters
        self.threshold = threshold
        current = Self.lanes(from)
        target = Self.lanes(to)
        speed = Self.lanes(velocity ?? [])
        solver = POPSpringSolver(tension: parameters.tension, friction: parameters.friction, mass: parameters.mass)
    }

    static func lanes(_ values: [Double]) -> SIMD4<Double> {
        var v = SIMD4<Double>()
        for i in 0..<min(4, values.count) { v[i] = values[i] }
        return v
    }

    func array(_ v: SIMD4<Double>) -> [Double] { (0..<count).map { v[$0] } }

    public var toValue: [Double] { array(target) }
    public var value: [Double] { array(current) }
    /// Units per second, in the value's own direction (POP's `velocity`).
    public var velocity: [Double] { array(speed) }

    /// Advances by one frame of `dt` seconds and returns the value to write (lanes past
    /// `count` are zero).
    @discardableResult
    public mutating func step(dt: Double) -> SIMD4<Double> {
        guard !isDone else { return current }
        elapsed += dt
        solver.advance(to: target, value: &current, velocity: &speed, count: count, dt: dt)
        previous2 = previous
        previous = current
        history = min(2, history + 1)
        if solver.started && (animationConverged() || solver.hasConverged(threshold: threshold, count: count)) {
            isDone = true
            current = target
        }
        return current
    }

    private func animationConverged() -> Bool {
        guard history == 2 else { return false }
        let t = threshold / 5
        for i in 0..<count where abs(target[i] - previous[i]) >= t || abs(previous2[i] - previous[i]) >= t {
            return false
        }
        return true
    }

    /// Retargets a running spring, keeping its current value and velocity (POP's behaviour
    /// when a new spring replaces one under the same key).
    public mutating func retarget(to newValue: [Double]) {
        target = Self.lanes(newValue)
        isDone = false
        history = 0
    }
}
