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
    public private(set) var lastP = [Double]()
    public private(set) var lastV = [Double]()
    public private(set) var lastA = [Double]()
    public private(set) var started = false

    public init(tension: Double, friction: Double, mass: Double) {
        self.tension = tension
        self.friction = friction
        self.mass = mass
    }

    @inline(__always) func acceleration(_ p: Double, _ v: Double) -> Double {
        -(tension / mass) * p - (friction / mass) * v
    }

    /// One classic RK4 step of length dt; returns (p, v, a) with a the averaged acceleration.
    @inline(__always) func integrate(_ p: Double, _ v: Double, _ dt: Double) -> (Double, Double, Double) {
        let a1 = acceleration(p, v)
        let p2 = p + v * dt * 0.5, v2 = v + a1 * dt * 0.5
        let a2 = acceleration(p2, v2)
        let p3 = p + v2 * dt * 0.5, v3 = v + a2 * dt * 0.5
        let a3 = acceleration(p3, v3)
        let p4 = p + v3 * dt, v4 = v + a3 * dt
        let a4 = acceleration(p4, v4)
        let dpdt = (v + 2 * (v2 + v3) + v4) / 6
        let dvdt = (a1 + 2 * (a2 + a3) + a4) / 6
        return (p + dpdt * dt, v + dvdt * dt, dvdt)
    }

    /// Advances the target-relative state (one entry per component) by a frame of `dt` seconds.
    public mutating func advance(p: inout [Double], v: inout [Double], dt: Double) {
        if dt > 0 { started = true }
        if dt > Self.maxFrameDt {
            accumulatedTime = 0
            for i in p.indices {
                p[i] = 0
                v[i] = 0
            }
            lastP = p
            lastV = v
            lastA = [Double](repeating: 0, count: p.count)
            return
        }
        accumulatedTime += dt
        var steps = 0
        var acc = accumulatedTime
        while acc >= Self.solverDt {
            acc -= Self.solverDt
            steps += 1
        }
        accumulatedTime = acc
        let alpha = accumulatedTime / Self.solverDt
        var a = [Double](repeating: 0, count: p.count)
        for i in p.indices {
            var (cp, cv, ca) = (p[i], v[i], 0.0)
            var (pp, pv, pa) = (cp, cv, ca)
            for _ in 0..<steps {
                (pp, pv, pa) = (cp, cv, ca)
                (cp, cv, ca) = integrate(cp, cv, Self.solverDt)
            }
            p[i] = pp + (cp - pp) * alpha
            v[i] = pv + (cv - pv) * alpha
            a[i] = pa + (ca - pa) * alpha
        }
        lastP = p
        lastV = v
        lastA = a
    }

    /// POP's solver rest test for threshold t: every |p| < t/2, |v|² < 25·t and |a|² < 625·t².
    public func hasConverged(threshold t: Double) -> Bool {
        guard !lastP.isEmpty else { return false }
        guard lastP.allSatisfy({ abs($0) < t / 2 }) else { return false }
        let v2 = lastV.reduce(0) { $0 + $1 * $1 }
        let a2 = lastA.reduce(0) { $0 + $1 * $1 }
        return v2 < 25 * t && a2 < 625 * t * t
    }
}
