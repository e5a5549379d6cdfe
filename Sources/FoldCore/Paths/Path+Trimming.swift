import Foundation

extension Path {
    /// The part of the path between fractions `start` and `end` of its whole length (all
    /// subpaths together, in order), as `CAShapeLayer`'s `strokeStart` and `strokeEnd` cut the
    /// stroke. Each piece keeps its curves (split where they are cut); a closed subpath cut
    /// anywhere is open. The whole path when the range covers 0…1, nothing when it is empty.
    package func trimmed(from start: Double, to end: Double) -> Path {
        let a = start.isNaN ? 0 : min(max(start, 0), 1)
        let b = end.isNaN ? 1 : min(max(end, 0), 1)
        if a <= 0 && b >= 1 { return self }
        guard b > a else { return Path() }
        let parts = subpaths.map { subpath in
            subpath.segments.map { segment -> (BezierSegment, ArcLengthTable) in
                (segment, ArcLengthTable(segment, tolerance: 1e-6))
            }
        }
        let total = parts.joined().reduce(0) { $0 + $1.1.total }
        guard total > 0, total.isFinite else { return Path() }
        let (from, to) = (a * total, b * total)
        var out = Path()
        var travelled = 0.0
        for pieces in parts {
            var open = false
            for (segment, table) in pieces {
                let length = table.total
                defer { travelled += length }
                let s0 = max(from - travelled, 0)
                let s1 = min(to - travelled, length)
                guard s1 > s0 || (length == 0 && travelled >= from && travelled <= to) else {
                    open = false
                    continue
                }
                let t0 = length > 0 ? table.parameter(atLength: s0, on: segment) : 0
                let t1 = length > 0 ? table.parameter(atLength: s1, on: segment) : 1
                let piece = segment.split(from: t0, to: t1)
                if !open {
                    out.move(to: piece.p0)
                    open = true
                }
                switch segment.degree {
                case 1: out.addLine(to: piece.p3)
                default: out.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
                }
            }
        }
        return out
    }
}

extension BezierSegment {
    /// The part between parameters `t0` and `t1` (de Casteljau), the same degree.
    func split(from t0: Double, to t1: Double) -> BezierSegment {
        guard t0 > 0 || t1 < 1 else { return self }
        // The tail from t0, then its head up to t1 re-parameterised.
        let tail = t0 > 0 ? subdivided(at: t0).1 : self
        let u = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
        var piece = u < 1 ? tail.subdivided(at: u).0 : tail
        piece.degree = degree
        return piece
    }

    /// The two halves at `t`.
    private func subdivided(at t: Double) -> (BezierSegment, BezierSegment) {
        let a = p0.interpolated(to: p1, fraction: t)
        let b = p1.interpolated(to: p2, fraction: t)
        let c = p2.interpolated(to: p3, fraction: t)
        let ab = a.interpolated(to: b, fraction: t)
        let bc = b.interpolated(to: c, fraction: t)
        let mid = ab.interpolated(to: bc, fraction: t)
        return (
            BezierSegment(from: p0, curveTo: mid, control1: a, control2: ab),
            BezierSegment(from: mid, curveTo: p3, control1: bc, control2: c)
        )
    }
}
