import Foundation

/// Cumulative arc length of one segment at the parameters where adaptive Gauss–Legendre
/// quadrature settled. Lookups then need only a binary search and a short Newton solve inside
/// one small, smooth piece, instead of re-integrating the whole curve.
struct ArcLengthTable: Sendable {
    /// Increasing parameters from 0 to 1: the boundaries of the quadrature pieces.
    private(set) var parameters: [Double] = [0]
    /// Arc length from the segment's start to each entry of `parameters`.
    private(set) var lengths: [Double] = [0]

    /// Guards against pathological input; smooth curves settle after a few dozen pieces.
    private static let maximumDepth = 30
    private static let maximumPieces = 4096

    /// The segment's whole arc length.
    var total: Double { lengths[lengths.count - 1] }

    /// Measures `segment` so that its length is off by at most about `tolerance`. Non-finite
    /// segments measure 0, so they can never be landed on by distance.
    init(_ segment: BezierSegment, tolerance: Double) {
        guard segment.isFinite else {
            parameters = [0, 1]
            lengths = [0, 0]
            return
        }
        if segment.degree == 1 {
            parameters = [0, 1]
            lengths = [0, segment.p0.distance(to: segment.p3)]
            return
        }
        // Below ~1e-13 of the curve's size, rounding noise would keep the pieces splitting.
        let polygon = segment.p0.distance(to: segment.p1) + segment.p1.distance(to: segment.p2)
            + segment.p2.distance(to: segment.p3)
        let floor = polygon * 1e-13
        let tol = tolerance > floor ? tolerance : max(floor, 1e-12)
        // Start from quarters so a curve whose halves happen to agree cannot stop too early.
        for k in 0..<4 {
            let a = Double(k) / 4, b = Double(k + 1) / 4
            refine(segment, a, b, segment.arcLength(from: a, to: b), depth: 2, tolerance: tol)
        }
    }

    /// Splits [a, b] until the two halves agree with the whole to within the piece's share of
    /// the tolerance, then records the (more accurate) sum of the halves.
    private mutating func refine(
        _ segment: BezierSegment, _ a: Double, _ b: Double, _ whole: Double, depth: Int,
        tolerance: Double
    ) {
        let m = (a + b) / 2
        let left = segment.arcLength(from: a, to: m)
        let right = segment.arcLength(from: m, to: b)
        let settled = abs(left + right - whole) <= tolerance * (b - a)
        if settled || depth >= Self.maximumDepth || parameters.count >= Self.maximumPieces
            || !(left + right).isFinite
        {
            parameters.append(b)
            lengths.append(total + (left + right).clampedToFinite)
        } else {
            refine(segment, a, m, left, depth: depth + 1, tolerance: tolerance)
            refine(segment, m, b, right, depth: depth + 1, tolerance: tolerance)
        }
    }

    /// The arc length from the start to parameter `t` (clamped to [0, 1]).
    func length(at t: Double, on segment: BezierSegment) -> Double {
        let t = min(max(t.isNaN ? 0 : t, 0), 1)
        if t >= 1 { return total }
        // The last piece starting at or before t.
        var lo = 0, hi = parameters.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if parameters[mid] <= t { lo = mid } else { hi = mid }
        }
        if t == parameters[lo] { return lengths[lo] }
        return min(lengths[lo] + segment.arcLength(from: parameters[lo], to: t), lengths[hi])
    }

    /// The parameter whose arc length from the start is `distance` (clamped to [0, total]):
    /// binary search for the piece, then safeguarded Newton steps on s(t) − distance.
    func parameter(atLength distance: Double, on segment: BezierSegment) -> Double {
        let s = distance.isNaN ? 0 : distance
        // The ends exactly, so walking a whole path lands on its element end points.
        if s <= 0 { return 0 }
        if s >= total { return 1 }
        // The first piece ending at or after s.
        var lo = 0, hi = lengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] < s { lo = mid } else { hi = mid }
        }
        let base = lengths[lo], span = lengths[hi] - base
        let start = parameters[lo]
        var low = start, high = parameters[hi]
        guard span > 0 else { return s >= lengths[hi] ? high : low }
        var t = low + (high - low) * (s - base) / span
        for _ in 0..<12 {
            let error = base + segment.arcLength(from: start, to: t) - s
            if abs(error) <= 1e-12 * max(1, total) { break }
            if error > 0 { high = t } else { low = t }
            let v = segment.speed(at: t)
            var next = v > 0 ? t - error / v : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == t { break }
            t = next
        }
        return t
    }
}

extension BezierSegment {
    /// Five-point Gauss–Legendre nodes on [-1, 1] and their weights: exact for polynomials of
    /// degree 9, and the speed of a cubic is smooth away from cusps.
    private static let gaussNodes: [(x: Double, w: Double)] = [
        (0, 0.568_888_888_888_888_9),
        (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
        (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]

    /// ∫ |B′(t)| dt over [a, b] by one Gauss–Legendre rule.
    func arcLength(from a: Double, to b: Double) -> Double {
        if degree == 1 { return p0.distance(to: p3) * (b - a) }
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for node in Self.gaussNodes { sum += node.w * speed(at: mid + half * node.x) }
        return sum * half
    }
}

extension Double {
    /// Zero in place of NaN or infinity, so one bad piece cannot poison a cumulative table.
    fileprivate var clampedToFinite: Double { isFinite ? self : 0 }
}
