import FoldCore
import Foundation

extension PlaneClip {
    /// Whether the clip leaves every pixel the rasterizer may visit for `region` at coverage
    /// exactly 1: a rounded-corners clip whose four corner squares no such pixel centre maps into.
    /// The pixel centres lie in a rectangle; with W > 0 at its corners its image in the plane is
    /// the convex quad of theirs, inside the clip's middle band across or down when its bounds are.
    func leavesWhole(_ region: ConvexRegion) -> Bool {
        guard mode == .roundedCorners, region.minX.isFinite, region.maxX.isFinite, region.minY.isFinite, region.maxY.isFinite
        else { return false }
        // The centres of the pixels `Rasterizer.draw` visits: a pixel beyond the bounds each way.
        let x0 = (region.minX - 1).rounded(.down) + 0.5, x1 = (region.maxX + 1).rounded(.up) - 0.5
        let y0 = (region.minY - 1).rounded(.down) + 0.5, y1 = (region.maxY + 1).rounded(.up) - 0.5
        var u0 = Double.infinity, u1 = -Double.infinity, v0 = Double.infinity, v1 = -Double.infinity
        for (px, py) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            let (U, V, W) = screenToPlane.apply(px, py)
            guard W > 0 else { return false }
            let u = U / W, v = V / W
            guard u.isFinite, v.isFinite else { return false }
            u0 = min(u0, u)
            u1 = max(u1, u)
            v0 = min(v0, v)
            v1 = max(v1, v)
        }
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        // A hair inside the bands: a pixel between the corners may round a last bit outward.
        let hair = 1e-9 * (1 + max(abs(u0), abs(u1), abs(v0), abs(v1)))
        return (u0 >= rect.minX + r + hair && u1 <= rect.maxX - r - hair) || (v0 >= rect.minY + r + hair && v1 <= rect.maxY - r - hair)
    }

    /// The pixels of row `py` within lo..<hi whose centres the clip leaves at coverage exactly 1:
    /// for rounded corners, those whose plane point lies outside the four corner squares (with
    /// W > 0). Along a row U, V and W are linear in x, so each band is an interval of x; the
    /// larger of the two bands (or their union when they overlap) is returned. Empty for `.outside`.
    func unclippedSpan(py: Double, lo: Int, hi: Int) -> Range<Int> {
        guard mode == .roundedCorners, lo < hi else { return lo..<lo }
        let g = screenToPlane.m
        if let chords = cornerChordSpan(py: py, lo: lo, hi: hi, grow: -1, undefined: lo..<lo) { return chords }
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        // U = aU·px + bU etc.
        let aU = g.0, bU = py * g.3 + g.6, aV = g.1, bV = py * g.4 + g.7, aW = g.2, bW = py * g.5 + g.8
        // px interval where c·px + d ≥ 0 holds for the two conditions and W > 0 (no array:
        // this runs for every row).
        func interval(_ c0: Double, _ d0: Double, _ c1: Double, _ d1: Double) -> (Double, Double) {
            var a = -Double.infinity, b = Double.infinity, empty = false
            func hold(_ c: Double, _ d: Double) {
                if c == 0 {
                    if d < 0 { empty = true }
                } else if c > 0 {
                    a = max(a, -d / c)
                } else {
                    b = min(b, -d / c)
                }
            }
            hold(c0, d0)
            hold(c1, d1)
            hold(aW, bW - 1e-12)
            return empty ? (1, 0) : (a, b)
        }
        // x0 + r ≤ U/W ≤ x1 − r  ⇔  U − (x0 + r)W ≥ 0 and (x1 − r)W − U ≥ 0 (W > 0).
        let ux0 = rect.minX + r, ux1 = rect.maxX - r, vy0 = rect.minY + r, vy1 = rect.maxY - r
        let across = interval(aU - ux0 * aW, bU - ux0 * bW, ux1 * aW - aU, ux1 * bW - bU)
        let down = interval(aV - vy0 * aW, bV - vy0 * bW, vy1 * aW - aV, vy1 * bW - bV)
        func pixels(_ i: (Double, Double)) -> Range<Int> {
            guard i.0 <= i.1 else { return lo..<lo }
            // Centres x + 0.5 in [a, b], shrunk by a hair against rounding.
            let a = max(Double(lo), (i.0 - 0.5 + 1e-7).rounded(.up)), b = min(Double(hi - 1), (i.1 - 0.5 - 1e-7).rounded(.down))
            guard a <= b else { return lo..<lo }
            return Int(a)..<(Int(b) + 1)
        }
        // Inside a corner's circle shrunk by half a pixel's footprint, coverage is 1 too: with the
        // two bands, the row's pixels at coverage 1 (the largest run of their union).
        let p = pixels(across), q = pixels(down)
        if p.count == hi - lo || q.count == hi - lo { return p.count == hi - lo ? p : q }
        var runs = [p, q]
        for d in cornerDiscIntervals(aU: aU, bU: bU, aV: aV, bV: bV, aW: aW, bW: bW, lo: lo, hi: hi) { runs.append(pixels(d)) }
        return Self.largestRun(of: runs, lo: lo)
    }

    /// The longest run of pixels covered by the union of `runs`.
    static func largestRun(of runs: [Range<Int>], lo: Int) -> Range<Int> {
        runs.unioned().max { $0.count < $1.count } ?? lo..<lo
    }

    /// For a general map, the row's stretches (in pixel-centre x) inside each corner's circle
    /// shrunk by the most `coverage`'s footprint can be on this row, and a hair: there, a pixel in
    /// that corner's square has coverage 1 (and one in another corner's square is nearer that
    /// corner's centre, so inside its circle too; one in no square has 1 anyway). Along the row
    /// (U, V, W) are linear in x, so each stretch is where a quadratic is ≤ 0. None when W is not
    /// positive over the row, or the radius leaves no circle.
    func cornerDiscIntervals(
        aU: Double, bU: Double, aV: Double, bV: Double, aW: Double, bW: Double, lo: Int, hi: Int
    ) -> [(Double, Double)] {
        let g = screenToPlane.m
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let w0 = aW * Double(lo) + bW, w1 = aW * Double(hi) + bW
        guard r > 0, w0 > 0, w1 > 0, rect.width.isFinite, rect.height.isFinite else { return [] }
        // The footprint at a pixel whose plane point (u, v) lies in the rect is at most this
        // (|u|, |v| bounded by the rect's extent, W by its smallest value on the row).
        let su = max(abs(rect.minX), abs(rect.maxX)), sv = max(abs(rect.minY), abs(rect.maxY))
        let wMin = min(w0, w1)
        let fx = ((abs(g.0) + su * abs(g.2)) * (abs(g.0) + su * abs(g.2)) + (abs(g.1) + sv * abs(g.2)) * (abs(g.1) + sv * abs(g.2))).squareRoot()
        let fy = ((abs(g.3) + su * abs(g.5)) * (abs(g.3) + su * abs(g.5)) + (abs(g.4) + sv * abs(g.5)) * (abs(g.4) + sv * abs(g.5))).squareRoot()
        let footprint = max(fx, fy) / wMin
        let rho = r - Self.margin(footprint: footprint) - 1e-6 * max(1, r)
        guard rho > 0, rho.isFinite else { return [] }
        var out: [(Double, Double)] = []
        let centres = [
            (rect.minX + r, rect.minY + r), (rect.maxX - r, rect.minY + r), (rect.minX + r, rect.maxY - r), (rect.maxX - r, rect.maxY - r),
        ]
        for (cx, cy) in centres {
            // (U − cx·W)² + (V − cy·W)² − ρ²W² ≤ 0, with U − cx·W = p1·x + p0 etc.
            let p1 = aU - cx * aW, p0 = bU - cx * bW, q1 = aV - cy * aW, q0 = bV - cy * bW
            let a = p1 * p1 + q1 * q1 - rho * rho * aW * aW
            let b = 2 * (p1 * p0 + q1 * q0 - rho * rho * aW * bW)
            let c = p0 * p0 + q0 * q0 - rho * rho * bW * bW
            guard a > 0 else { continue }
            let discriminant = b * b - 4 * a * c
            guard discriminant > 0, discriminant.isFinite else { continue }
            // Stable roots (no cancellation between −b and the square root).
            let s = discriminant.squareRoot()
            let q = -0.5 * (b + (b >= 0 ? s : -s))
            guard q != 0 else { continue }
            var x0 = q / a, x1 = c / q
            if x0 > x1 { swap(&x0, &x1) }
            // Pixel-centre coordinates of the whole row are where W > 0 (checked at both ends).
            out.append((max(x0, Double(lo)), min(x1, Double(hi))))
        }
        return out
    }

    /// Coverage of a screen pixel centre, anti-aliased over the pixel's footprint in the plane.
    @inline(__always) func coverage(_ px: Double, _ py: Double) -> Double {
        let g = screenToPlane.m
        let (U, V, W) = screenToPlane.apply(px, py)
        guard W > 0 else { return mode == .outside ? 1 : 0 }
        let u = U / W, v = V / W
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        // Signed distance to the rounded rect in plane units (negative inside).
        let qx = max(x0 + r - u, u - (x1 - r), 0), qy = max(y0 + r - v, v - (y1 - r), 0)
        var inCorner = qx > 0 && qy > 0
        if inCorner && corners != 0b1111 {
            // A square corner: the rect's own edges.
            let bit = (u > (x0 + x1) / 2 ? 1 : 0) + (v > (y0 + y1) / 2 ? 2 : 0)
            if corners & (1 << bit) == 0 { inCorner = false }
        }
        if mode == .roundedCorners && !inCorner { return 1 }
        let d: Double
        if inCorner {
            d = (qx * qx + qy * qy).squareRoot() - r
        } else {
            d = max(x0 - u, u - x1, y0 - v, v - y1)
        }
        // Plane units per pixel, from the map's derivatives at this pixel.
        let dudx = (g.0 - u * g.2) / W, dvdx = (g.1 - v * g.2) / W
        let dudy = (g.3 - u * g.5) / W, dvdy = (g.4 - v * g.5) / W
        let footprint = max((dudx * dudx + dvdx * dvdx).squareRoot(), (dudy * dudy + dvdy * dvdy).squareRoot(), 1e-9)
        let inside = max(0, min(1, 0.5 - d / footprint))
        return mode == .outside ? 1 - inside : inside
    }
}
