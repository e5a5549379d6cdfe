import Foundation

/// POP's spring: a solver advanced by each frame's dt, reproducing POP number for number.
///
/// State is target-relative: `p = to − value`, `v = −velocity`. Each frame adds dt to an
/// accumulator and runs RK4 steps of POP's Float step (0.001 s); the state written back is the
/// interpolation between the last two steps, and that written-back state is where the next
/// frame starts — which makes POP lag the exact solution by about 2 %.
public struct POPSpringSolver: Sendable {
    /// POP's step: 0.001 as a Float.
    public static let solverDt = Double(Float(0.001))
    /// A frame longer than this resets the state (POP's guard against a stalled clock).
    public static let maxFrameDt = 30.0

    public var tension: Double
    public var friction: Double
    public var mass: Double
    public private(set) var accumulatedTime = 0.0
    /// The last written state: displacement from target, velocity, acceleration (for the rest test).
    /// The last written state, target-relative: displacement, velocity, acceleration (for the rest test).
    public private(set) var lastP = SIMD4<Double>()
    public private(set) var lastV = SIMD4<Double>()
    public private(set) var lastA = SIMD4<Double>()
    public private(set) var started = false

    public init(tension: Double, friction: Double, mass: Double) {
        self.tension = tension
        self.friction = friction
        self.mass = mass
    }

    /// Advances the first `count` lanes of `value` towards `target` by a frame of `dt` seconds,
    /// in place (nothing is allocated: this runs for every animated property on every frame).
    public mutating func advance(
        to target: SIMD4<Double>, value: inout SIMD4<Double>, velocity: inout SIMD4<Double>, count: Int, dt: Double
    ) {
        if dt > 0 { started = true }
        if dt > Self.maxFrameDt {
            accumulatedTime = 0
            for i in 0..<count {
                value[i] = target[i]
                velocity[i] = 0
            }
            lastP = SIMD4()
            lastV = SIMD4()
            lastA = SIMD4()
            return
        }
        accumulatedTime += dt
        var steps = 0
        while accumulatedTime >= Self.solverDt {
            accumulatedTime -= Self.solverDt
            steps += 1
        }
        let alpha = accumulatedTime / Self.solverDt
        let k = tension / mass, c = friction / mass
        // The lanes in use at once (unused lanes hold zeros and stay zero): each lane does
        // exactly the scalar arithmetic, so results are bit-identical to a per-component loop.
        // One or two components — a number, a point — run in two lanes, one register: as fast
        // as a scalar loop, where four lanes would cost two registers for each operation.
        if count <= 2 {
            // Written without lane masks (a frame costs little more than these few vector
            // operations, and a masked select is a dozen).
            let (p, v, a) = Self.solve(target.lowHalf - value.lowHalf, -velocity.lowHalf, steps: steps, alpha: alpha, k: k, c: c)
            value = SIMD4(lowHalf: target.lowHalf - p, highHalf: .zero)
            velocity = SIMD4(lowHalf: -v, highHalf: .zero)
            lastP = SIMD4(lowHalf: p, highHalf: .zero)
            lastV = SIMD4(lowHalf: v, highHalf: .zero)
            lastA = SIMD4(lowHalf: a, highHalf: .zero)
            if count == 1 {
                // The unused lane is exactly +0, as the masks below leave it (it may hold −0).
                (value[1], velocity[1], lastP[1], lastV[1], lastA[1]) = (0, 0, 0, 0, 0)
            }
            return
        }
        let (p, v, a) = Self.solve(target - value, -velocity, steps: steps, alpha: alpha, k: k, c: c)
        let unused = SIMD4<Double>(repeating: 0)
        let mask = SIMD4<Int64>(0, 1, 2, 3) .< SIMD4<Int64>(repeating: Int64(count))
        value = unused.replacing(with: target - p, where: mask)
        velocity = unused.replacing(with: -v, where: mask)
        lastP = unused.replacing(with: p, where: mask)
        lastV = unused.replacing(with: v, where: mask)
        lastA = unused.replacing(with: a, where: mask)
    }

    /// `steps` RK4 steps from target-relative (p, v), then the state `alpha` of the way from the
    /// second-to-last step to the last: POP's written-back (p, v, a).
    @inline(__always) static func solve<V: SIMD>(
        _ p0: V, _ v0: V, steps: Int, alpha: Double, k: Double, c: Double
    ) -> (p: V, v: V, a: V) where V.Scalar == Double {
        var cp = p0, cv = v0
        var ca = -k * cp - c * cv
        var (pp, pv, pa) = (cp, cv, ca)
        for _ in 0..<steps {
            (pp, pv, pa) = (cp, cv, ca)
            (cp, cv, ca) = integrate(cp, cv, solverDt, k: k, c: c)
        }
        return (pp + (cp - pp) * alpha, pv + (cv - pv) * alpha, pa + (ca - pa) * alpha)
    }

    /// One classic RK4 step of length dt on each lane, with k = tension/mass and
    /// c = friction/mass; returns (p, v, a) with a the averaged acceleration.
    @inline(__always) static func integrate<V: SIMD>(
        _ p: V, _ v: V, _ dt: Double, k: Double, c: Double
    ) -> (V, V, V) where V.Scalar == Double {
        let a1 = -k * p - c * v
        let p2 = p + v * dt * 0.5, v2 = v + a1 * dt * 0.5
        let a2 = -k * p2 - c * v2
        let p3 = p + v2 * dt * 0.5, v3 = v + a2 * dt * 0.5
        let a3 = -k * p3 - c * v3
        let p4 = p + v3 * dt, v4 = v + a3 * dt
        let a4 = -k * p4 - c * v4
        let dpdt = (v + 2 * (v2 + v3) + v4) / 6
        let dvdt = (a1 + 2 * (a2 + a3) + a4) / 6
        return (p + dpdt * dt, v + dvdt * dt, dvdt)
    }

    /// POP's solver rest test for threshold t: every |p| < t/2, |v|² < 25·t and |a|² < 625·t².
    public func hasConverged(threshold t: Double, count: Int) -> Bool {
        guard started else { return false }
        var v2 = 0.0, a2 = 0.0
        for i in 0..<count {
            if abs(lastP[i]) >= t / 2 { return false }
            v2 += lastV[i] * lastV[i]
            a2 += lastA[i] * lastA[i]
        }
        return v2 < 25 * t && a2 < 625 * t * t
    }
}
