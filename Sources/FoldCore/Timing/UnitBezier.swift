import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) with two control points, solved for y at a given x.
///
/// The solver is WebKit's UnitBezier (an initial guess from 11 samples of x(t), Newton steps,
/// then bisection), run to a tighter tolerance so that y is within 1e-7 of the exact solution.
package struct UnitBezier: Hashable, Sendable {
    public let x1, y1, x2, y2: Double
    let ax, bx, cx, ay, by, cy: Double
    /// x(t) at t = 0, 0.1, …, 1 for the initial guess.
    let samples: [Double]

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        let (a, b, c) = (ax, bx, cx)
        samples = (0...10).map { i in
            let t = Double(i) / 10
            return ((a * t + b) * t + c) * t
        }
    }

    @inline(__always) public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x(t) is `x`, for x in [0, 1].
    public func solveCurveX(_ x: Double, epsilon: Double = 1e-12) -> Double {
        // Initial guess: linear interpolation between the bracketing samples.
        var i = 1
        while i < 10 && samples[i] <= x { i += 1 }
        let lo = samples[i - 1], hi = samples[i]
        var t = (Double(i - 1) + (hi > lo ? (x - lo) / (hi - lo) : 0)) / 10
        for _ in 0..<8 {
            let err = sampleX(t) - x
            if abs(err) < epsilon { return t }
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-7 { break }
            t -= err / d
        }
        // Bisection: x(t) is monotonic on [0, 1] because x1 and x2 lie in [0, 1].
        var t0 = 0.0, t1 = 1.0
        t = x
        while t1 - t0 > 1e-15 {
            let err = sampleX(t) - x
            if abs(err) < epsilon { return t }
            if err < 0 { t0 = t } else { t1 = t }
            t = (t0 + t1) / 2
        }
        return t
    }

    /// y for x, with x clamped to [0, 1] as Core Animation does; NaN gives 0.
    public func solve(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return sampleY(solveCurveX(x))
    }

    /// The slope dy/dx at x (used to carry velocity across a retarget).
    public func slope(at x: Double) -> Double {
        let t = solveCurveX(max(0, min(1, x)))
        let dx = sampleDerivativeX(t)
        let dy = (3 * ay * t + 2 * by) * t + cy
        return dx == 0 ? (dy == 0 ? 1 : .infinity) : dy / dx
    }
}

/// The solver POP inherited from an older WebKit (Newton from x, up to 8 steps, then bisection),
/// with POP's epsilon `1 / (1000 · duration)`. Kept separate because POP's basic animations
/// depend on its exact error.
public enum POPUnitBezier {
    public static func solve(
        x1: Double, y1: Double, x2: Double, y2: Double, x: Double, epsilon: Double
    ) -> Double {
        let cx = 3 * x1, bx = 3 * (x2 - x1) - 3 * x1
        let ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - 3 * y1
        let ay = 1 - cy - by
        func sx(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        func sy(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        var t2 = x
        for _ in 0..<8 {
            let x2v = sx(t2) - x
            if abs(x2v) < epsilon { return sy(t2) }
            let d2 = dx(t2)
            if abs(d2) < 1e-6 { break }
            t2 -= x2v / d2
        }
        var t0 = 0.0, t1 = 1.0
        t2 = x
        if t2 < t0 { return sy(t0) }
        if t2 > t1 { return sy(t1) }
        while t0 < t1 {
            let x2v = sx(t2)
            if abs(x2v - x) < epsilon { return sy(t2) }
            if x > x2v { t0 = t2 } else { t1 = t2 }
            t2 = (t1 - t0) * 0.5 + t0
        }
        return sy(t2)
    }
}
