import Foundation

/// One drawing element in cubic Bézier form. Lines and quadratics are degree-elevated, which is
/// exact (same curve, same parameterisation), so evaluation, bounds, flattening and arc length
/// share one code path.
struct BezierSegment: Hashable, Sendable {
    var p0: CGPoint
    var p1: CGPoint
    var p2: CGPoint
    var p3: CGPoint
    /// The element's own degree (1 line, 2 quadratic, 3 cubic); lines take exact shortcuts.
    var degree: Int

    init(from start: CGPoint, lineTo end: CGPoint) {
        p0 = start
        p1 = start.interpolated(to: end, fraction: 1.0 / 3)
        p2 = start.interpolated(to: end, fraction: 2.0 / 3)
        p3 = end
        degree = 1
    }

    init(from start: CGPoint, quadTo end: CGPoint, control: CGPoint) {
        p0 = start
        p1 = start + (control - start) * (2.0 / 3)
        p2 = end + (control - end) * (2.0 / 3)
        p3 = end
        degree = 2
    }

    init(from start: CGPoint, curveTo end: CGPoint, control1: CGPoint, control2: CGPoint) {
        p0 = start
        p1 = control1
        p2 = control2
        p3 = end
        degree = 3
    }

    var isFinite: Bool { p0.isFinite && p1.isFinite && p2.isFinite && p3.isFinite }

    /// The point at parameter `t`; exact at both ends so segments join without gaps.
    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        if degree == 1 { return CGPoint(x: u * p0.x + t * p3.x, y: u * p0.y + t * p3.y) }
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The velocity dB/dt at `t`.
    func derivative(at t: Double) -> CGPoint {
        if degree == 1 { return p3 - p0 }
        let u = 1 - t
        return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
    }

    /// |dB/dt|: the integrand of arc length.
    func speed(at t: Double) -> Double { derivative(at: t).length }

    /// The largest distance from the start to any control point: the scale that "nearly zero"
    /// is measured against.
    var extent: Double { max(p0.distance(to: p1), p0.distance(to: p2), p0.distance(to: p3)) }

    /// Parameters in (0, 1) where x′ or y′ vanishes: the only interior points that can widen
    /// the bounds beyond the end points.
    func extremaParameters() -> [Double] {
        guard degree > 1 else { return [] }
        var result: [Double] = []
        for (q0, q1, q2, q3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            let a = q1 - q0, b = q2 - q1, c = q3 - q2
            for t in Self.quadraticRoots(a - 2 * b + c, 2 * (b - a), a) where t > 0 && t < 1 {
                result.append(t)
            }
        }
        return result
    }

    /// Real roots of a·t² + b·t + c, using the cancellation-free form; a near-zero `a` (as in
    /// elevated quadratics) falls back to the linear root.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= scale * 1e-12 { return b == 0 ? [] : [-c / b] }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let q = -0.5 * (b + (b >= 0 ? 1 : -1) * discriminant.squareRoot())
        return q == 0 ? [0] : [q / a, c / q]
    }

    /// The unit direction of travel at `t`, or nil when every point of the segment coincides.
    /// Where the speed vanishes (a control point on an end point, or a cusp) the curve still
    /// has a direction, taken from the control polygon or from the way the curve heads off.
    func tangent(at t: Double) -> CGPoint? {
        let scale = extent
        guard scale > 0, scale.isFinite else { return nil }
        let threshold = scale * 1e-9
        let d = derivative(at: t)
        if d.length > threshold { return d * (1 / d.length) }
        if t <= 0 {
            for q in [p1, p2, p3] where q.distance(to: p0) > threshold { return Self.unit(q - p0) }
        } else if t >= 1 {
            for q in [p2, p1, p0] where q.distance(to: p3) > threshold { return Self.unit(p3 - q) }
        }
        let here = point(at: t)
        if let ahead = Self.unit(point(at: min(1, t + 1e-6)) - here) { return ahead }
        return Self.unit(here - point(at: max(0, t - 1e-6)))
    }

    /// `v` scaled to length 1, or nil for a zero or non-finite vector.
    static func unit(_ v: CGPoint) -> CGPoint? {
        let l = v.length
        return l > 0 && l.isFinite ? v * (1 / l) : nil
    }

    /// How many equal parameter steps keep the chord polyline within `tolerance` of the curve.
    /// Wang's bound: a chord over a step h strays at most h²/8·max|B″|, and
    /// max|B″| ≤ 6·max|P[i] − 2P[i+1] + P[i+2]| for a cubic (an elevated quadratic gives the
    /// same count as the quadratic's own bound). Capped so absurd input still finishes.
    func flatteningStepCount(tolerance: Double, cap: Int) -> Int {
        guard degree > 1, isFinite else { return 1 }
        let m = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        guard m > 0 else { return 1 }
        let n = (6 * m / (8 * tolerance)).squareRoot().rounded(.up)
        guard n.isFinite, n < Double(cap) else { return cap }
        return max(Int(n), 1)
    }
}
