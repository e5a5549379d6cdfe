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
    /// The rows of `rows` this clip cuts nowhere: for rounded corners under a map that only
    /// scales and translates, the rows between the corners' rows, where `cornerChordSpan` (and so
    /// `unclippedSpan` and `coveredSpan`) gives the whole row; empty for any other clip. The
    /// rasterizer works out no clip spans on them (a card's background is 330 rows, 20 of them
    /// at its corners).
    func wholeRows(in rows: Range<Int>) -> Range<Int> {
        let none = rows.lowerBound..<rows.lowerBound
        let g = screenToPlane.m
        guard mode == .roundedCorners, !rows.isEmpty, g.1 == 0, g.2 == 0, g.3 == 0, g.5 == 0, g.0 != 0, g.8 > 0 else { return none }
        let w = g.8
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        // `cornerChordSpan`'s own test, to the bit.
        func whole(_ y: Int) -> Bool {
            let v = ((Double(y) + 0.5) * g.4 + g.7) / w
            return max(rect.minY + r - v, v - (rect.maxY - r), 0) == 0
        }
        guard g.4 != 0 else { return whole(rows.lowerBound) ? rows : none }
        // v is linear in the row and rounding keeps it monotone, so the rows that pass are one
        // run: its ends solved for, then moved (a step or two at most) to where the test holds.
        let ya = ((rect.minY + r) * w - g.7) / g.4 - 0.5, yb = ((rect.maxY - r) * w - g.7) / g.4 - 0.5
        guard ya.isFinite, yb.isFinite else { return none }
        var first = max(rows.lowerBound, safeInt(min(ya, yb).rounded(.up)))
        var last = min(rows.upperBound - 1, safeInt(max(ya, yb).rounded(.down)))
        for _ in 0..<4 where first <= last && !whole(first) { first += 1 }
        for _ in 0..<4 where first <= last && !whole(last) { last -= 1 }
        guard first <= last, whole(first), whole(last) else { return none }
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

    /// For a map that only scales and translates (nil for any other): the row is one line of the
    /// plane (v constant), and the pixels of it within lo..<hi whose centres lie between the two
    /// corner circles' chords, each circle's radius moved by `grow` half-pixel footprints and a
    /// hair — −1, shrunk and rounded inward: the pixels at coverage 1 (`unclippedSpan`, so a disc
    /// is filled, not tested pixel by pixel); +1, grown and rounded outward: every pixel that may
    /// have coverage (`coveredSpan`). A row between the corners' rows is not cut (lo..<hi; the
    /// straight edges are the region's); a row whose plane line is not finite gets `undefined`.
    func cornerChordSpan(py: Double, lo: Int, hi: Int, grow: Double, undefined: Range<Int>) -> Range<Int>? {
        let g = screenToPlane.m
        guard mode == .roundedCorners, g.1 == 0, g.2 == 0, g.3 == 0, g.5 == 0, g.0 != 0, g.8 > 0 else { return nil }
        let w = g.8
        let v = (py * g.4 + g.7) / w
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let dy = max(rect.minY + r - v, v - (rect.maxY - r), 0)
        guard dy.isFinite else { return undefined }
        if dy == 0 { return lo..<hi }
        // `coverage`'s footprint for this map; the margin absorbs rounding in its square root.
        let footprint = max(abs(g.0) / w, abs(g.4) / w, 1e-9)
        let reach = r + grow * Self.margin(footprint: footprint)
        let chord = reach > dy ? (reach * reach - dy * dy).squareRoot() : 0
        let u0 = rect.minX + r - chord, u1 = rect.maxX - r + chord
        guard u0 <= u1 else { return lo..<lo }
        // Pixel centres px with u = (g.0·px + g.6) / w in [u0, u1], a hair inward or outward.
        var a = (u0 * w - g.6) / g.0, b = (u1 * w - g.6) / g.0
        if a > b { swap(&a, &b) }
        let first = max(Double(lo), (a - 0.5 - grow * 1e-7).rounded(.up))
        let last = min(Double(hi - 1), (b - 0.5 + grow * 1e-7).rounded(.down))
        guard first <= last else { return lo..<lo }
        return Int(first)..<(Int(last) + 1)
    }
}
