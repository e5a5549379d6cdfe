import FoldCore

extension PlaneClip {
    /// The pixels of row `py` within lo..<hi whose centres an `.outside` clip (a border's hole)
    /// certainly leaves at coverage 0: inside the hole by more than half a pixel's footprint and
    /// not in its rounded corner squares. A border is drawn as its whole rect minus the hole, so
    /// without this every pixel of a bordered button would be tested one by one.
    ///
    /// Only for affine maps (the footprint is the same everywhere); empty otherwise. Of the two
    /// bands that avoid the corners, the larger (or their union when they touch) is returned.
    func holeSpan(py: Double, lo: Int, hi: Int) -> Range<Int> {
        let g = screenToPlane.m
        guard mode == .outside, lo < hi, g.2 == 0, g.5 == 0, g.8 > 0, rect.width > 0, rect.height > 0 else { return lo..<lo }
        let w = g.8
        // `coverage`'s footprint, constant for an affine map; the margin keeps rounding from
        // letting in a pixel whose coverage would be a hair above 0.
        let footprint = max(
            ((g.0 / w) * (g.0 / w) + (g.1 / w) * (g.1 / w)).squareRoot(),
            ((g.3 / w) * (g.3 / w) + (g.4 / w) * (g.4 / w)).squareRoot(), 1e-9)
        let m = Self.margin(footprint: footprint)
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let mr = max(m, r)
        // Plane u = aU·px + bU and v = aV·px + bV along the row.
        let aU = g.0 / w, bU = (py * g.3 + g.6) / w, aV = g.1 / w, bV = (py * g.4 + g.7) / w
        /// Pixel centres with u in [u0, u1] and v in [v0, v1].
        func band(_ u0: Double, _ u1: Double, _ v0: Double, _ v1: Double) -> Range<Int> {
            guard u0 <= u1, v0 <= v1 else { return lo..<lo }
            var a = -Double.infinity, b = Double.infinity
            // slope·px in [low, high], for u and then v (no array: this runs for every row).
            func limit(_ slope: Double, _ low: Double, _ high: Double) -> Bool {
                if slope == 0 { return !(low > 0 || high < 0) }
                if slope > 0 {
                    a = max(a, low / slope)
                    b = min(b, high / slope)
                } else {
                    a = max(a, high / slope)
                    b = min(b, low / slope)
                }
                return true
            }
            guard limit(aU, u0 - bU, u1 - bU), limit(aV, v0 - bV, v1 - bV), a <= b else { return lo..<lo }
            let first = max(Double(lo), (a - 0.5 + 1e-7).rounded(.up)), last = min(Double(hi - 1), (b - 0.5 - 1e-7).rounded(.down))
            guard first <= last else { return lo..<lo }
            return Int(first)..<(Int(last) + 1)
        }
        let p = band(rect.minX + mr, rect.maxX - mr, rect.minY + m, rect.maxY - m)
        let q = band(rect.minX + m, rect.maxX - m, rect.minY + mr, rect.maxY - mr)
        if p.isEmpty { return q }
        if q.isEmpty { return p }
        if p.overlaps(q) || p.upperBound == q.lowerBound || q.upperBound == p.lowerBound {
            return min(p.lowerBound, q.lowerBound)..<max(p.upperBound, q.upperBound)
        }
        return p.count >= q.count ? p : q
    }
}

extension PlaneClip {
    /// The rows of `rows` this clip cuts nowhere: for rounded corners under a map that keeps each
    /// row on one line of the plane (`cornerChordSpan`'s), the rows between the corners' rows,
    /// where `cornerChordSpan` (and so `unclippedSpan` and `coveredSpan`) gives the whole row;
    /// empty for any other clip. The rasterizer works out no clip spans on them (a card's
    /// background is 330 rows, 20 of them at its corners).
    func wholeRows(in rows: Range<Int>) -> Range<Int> {
        let none = rows.lowerBound..<rows.lowerBound
        let g = screenToPlane.m
        guard mode == .roundedCorners, !rows.isEmpty, g.1 == 0, g.2 == 0, g.0 != 0 else { return none }
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        // `cornerChordSpan`'s own test.
        func whole(_ y: Int) -> Bool {
            let line = rowLine(py: Double(y) + 0.5, radius: r)
            return line.w > 0 && line.dy == 0
        }
        guard g.4 != 0 || g.5 != 0 else { return whole(rows.lowerBound) && whole(rows.upperBound - 1) ? rows : none }
        // v is monotone along the rows (a ratio of linear functions whose denominator, W, keeps its
        // sign), so the rows that pass are one run: its ends solved for (row centres py with
        // v = c: py = (c·g.8 − g.7) / (g.4 − c·g.5)), then moved to where the test holds.
        func row(_ c: Double) -> Double { (c * g.8 - g.7) / (g.4 - c * g.5) - 0.5 }
        let ya = row(rect.minY + r), yb = row(rect.maxY - r)
        guard ya.isFinite, yb.isFinite else { return none }
        var first = max(rows.lowerBound, safeInt(min(ya, yb).rounded(.up)))
        var last = min(rows.upperBound - 1, safeInt(max(ya, yb).rounded(.down)))
        for _ in 0..<4 where first <= last && !whole(first) { first += 1 }
        for _ in 0..<4 where first <= last && !whole(last) { last -= 1 }
        guard first <= last, whole(first), whole(last) else { return none }
        // Under perspective each row is checked (a few operations each), not trusted to rounding.
        if g.5 != 0, !(first...last).allSatisfy(whole) { return none }
        return first..<(last + 1)
    }

    /// Half a pixel's footprint and a hair: how far inside (or outside) a clip's edge a pixel
    /// centre must be for `coverage` to be exactly 1 (or 0) despite rounding.
    static func margin(footprint: Double) -> Double { 0.5 * footprint * (1 + 1e-9) + 1e-7 }

    /// The pixels of row `py` within lo..<hi that a rounded-corner clip may leave any coverage:
    /// outside it the row crosses a corner square beyond the corner's circle by more than half a
    /// pixel's footprint (coverage exactly 0). For maps that only scale and translate; the whole
    /// of lo..<hi otherwise. With `unclippedSpan` this leaves only a disc's anti-aliased ring to
    /// test pixel by pixel.
    func coveredSpan(py: Double, lo: Int, hi: Int) -> Range<Int> {
        guard mode == .roundedCorners, lo < hi else { return lo..<hi }
        return cornerChordSpan(py: py, lo: lo, hi: hi, grow: 1, undefined: lo..<hi) ?? lo..<hi
    }

    /// For a map that keeps each row on one line of the plane (nil for any other): no x in V or W
    /// (g.1 = g.2 = 0), so along a row v and W are constant and u is linear — scaling, and
    /// turning about a horizontal axis under perspective (a fold's panels, a page fold). The
    /// pixels of the row within lo..<hi whose centres lie between the two corner circles'
    /// chords, each circle's radius moved by `grow` half-pixel footprints and a hair — −1, shrunk
    /// and rounded inward: the pixels at coverage 1 (`unclippedSpan`, so a disc is filled, not
    /// tested pixel by pixel); +1, grown and rounded outward: every pixel that may have coverage
    /// (`coveredSpan`). A row between the corners' rows is not cut (lo..<hi; the straight edges
    /// are the region's); a row behind the eye (W ≤ 0) has no coverage; a row whose plane line
    /// is not finite gets `undefined`.
    func cornerChordSpan(py: Double, lo: Int, hi: Int, grow: Double, undefined: Range<Int>) -> Range<Int>? {
        let g = screenToPlane.m
        guard mode == .roundedCorners, g.1 == 0, g.2 == 0, g.0 != 0 else { return nil }
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let (w, v, dy) = rowLine(py: py, radius: r)
        guard w > 0 else { return w.isNaN ? undefined : lo..<lo }
        guard dy.isFinite else { return undefined }
        if dy == 0 { return lo..<hi }
        // `coverage`'s footprint: for a map that only scales, the same at every pixel; turned,
        // its y derivative of u, (g.3 − u·g.5) / W, is bounded over the u of the row's pixels
        // (linear along it: its largest size is at an end). The margin absorbs rounding in the
        // square roots.
        let shift = g.3 * py + g.6
        let footprint: Double
        if g.3 == 0 && g.5 == 0 {
            footprint = max(abs(g.0) / w, abs(g.4) / w, 1e-9)
        } else {
            let uMost = max(abs((g.0 * Double(lo) + shift) / w), abs((g.0 * Double(hi) + shift) / w))
            let dudy = (abs(g.3) + uMost * abs(g.5)) / w, dvdy = abs(g.4 - v * g.5) / w
            footprint = max(abs(g.0) / w, (dudy * dudy + dvdy * dvdy).squareRoot(), 1e-9)
        }
        let reach = r + grow * Self.margin(footprint: footprint)
        let chord = reach > dy ? (reach * reach - dy * dy).squareRoot() : 0
        // A square corner leaves its side of the row to the region (coverage 1 up to the edge).
        let top = v < (rect.minY + rect.maxY) / 2
        let roundLeft = corners & (top ? 1 : 4) != 0, roundRight = corners & (top ? 2 : 8) != 0
        if !roundLeft && !roundRight { return lo..<hi }
        let u0 = roundLeft ? rect.minX + r - chord : -Double.infinity
        let u1 = roundRight ? rect.maxX - r + chord : Double.infinity
        guard u0 <= u1 else { return lo..<lo }
        // Pixel centres px with u = (g.0·px + g.3·py + g.6) / w in [u0, u1], a hair inward or outward.
        func px(_ u: Double) -> Double { u.isInfinite ? ((u > 0) == (g.0 > 0) ? .infinity : -.infinity) : (u * w - shift) / g.0 }
        var a = px(u0), b = px(u1)
        guard a.isFinite || u0.isInfinite, b.isFinite || u1.isInfinite else { return undefined }
        if a > b { swap(&a, &b) }
        let first = max(Double(lo), (a - 0.5 - grow * 1e-7).rounded(.up))
        let last = min(Double(hi - 1), (b - 0.5 + grow * 1e-7).rounded(.down))
        guard first <= last else { return lo..<lo }
        return Int(first)..<(Int(last) + 1)
    }

    /// For a map with no x in V or W, row `py`'s W and v — `coverage`'s for every pixel of it, to
    /// the bit (x·g.2 and x·g.1 are 0) — and how far v lies beyond the rows between the corners
    /// (0 between them). Meaningful where W > 0.
    @inline(__always) func rowLine(py: Double, radius r: Double) -> (w: Double, v: Double, dy: Double) {
        let g = screenToPlane.m
        let w = py * g.5 + g.8
        let v = (py * g.4 + g.7) / w
        return (w, v, max(rect.minY + r - v, v - (rect.maxY - r), 0))
    }
}
