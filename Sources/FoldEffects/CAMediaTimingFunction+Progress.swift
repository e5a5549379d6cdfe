#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension CAMediaTimingFunction {
    /// The progress at a time fraction (clamped to 0…1): the y of the curve's point whose x is
    /// the fraction. Core Animation evaluates its curves privately; a fold that turns back
    /// mid-flight needs the angle and speed where it is, so the cell solves the curve itself
    /// from its control points.
    func progress(atFraction fraction: Double) -> Double {
        let x = min(1, max(0, fraction.isNaN ? 0 : fraction))
        let (x1, y1, x2, y2) = controlPoints
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * p1 + 6 * s * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        // Newton from t = x, then bisection if it strays (x(t) is monotonic: x1, x2 in 0…1).
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return bezier(t, y1, y2) }
            let d = slope(t, x1, x2)
            guard abs(d) > 1e-9 else { break }
            t -= error / d
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = bezier(t, x1, x2)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return bezier(t, y1, y2)
    }

    /// The two control points, x₁, y₁, x₂, y₂ (the curve runs from (0, 0) to (1, 1)).
    var controlPoints: (Double, Double, Double, Double) {
        var p1: [Float] = [0, 0]
        var p2: [Float] = [0, 0]
        getControlPoint(at: 1, values: &p1)
        getControlPoint(at: 2, values: &p2)
        return (Double(p1[0]), Double(p1[1]), Double(p2[0]), Double(p2[1]))
    }
}
