import FoldCore
import Foundation

/// Draws a draw list into a target, one band of rows at a time (bands run in parallel and
/// share nothing but read-only inputs).
enum Rasterizer {
    /// Draws `items` from `start` on (an occluder's position, `Occlusion`): what comes before
    /// it is hidden in these rows.
    static func draw(_ items: [DrawItem], into target: RenderTarget, rows: Range<Int>, from start: DrawStart? = nil) {
        var index = start?.item ?? 0
        while index < items.count {
            let item = items[index]
            let (minY, maxY) = item.verticalExtent
            let y0 = max(rows.lowerBound, safeInt((minY - 1).rounded(.down)))
            let y1 = min(rows.upperBound, safeInt((maxY + 1).rounded(.up)))
            if y0 < y1 {
                switch item {
                case .op(let op):
                    draw(op, into: target, rows: y0..<y1)
                case .group(let opacity, let children, _, _, let minX, let maxX):
                    drawGroup(children, opacity: opacity, minX: minX, maxX: maxX, into: target, rows: y0..<y1)
                case .scrolled(let content):
                    let inner = index == start?.item ? start?.inner : nil
                    drawScrolled(content, into: target, rows: y0..<y1, from: inner)
                }
            }
            index += 1
        }
    }

    /// A clipping layer's content: its items in content pixels, within the clip.
    static func drawScrolled(_ content: ScrolledContent, into target: RenderTarget, rows: Range<Int>, from inner: Int?) {
        let clip = content.clip
        let x0 = max(target.columns.lowerBound, clip.minX), x1 = min(target.columns.upperBound, clip.maxX)
        let y0 = max(rows.lowerBound, clip.minY), y1 = min(rows.upperBound, clip.maxY)
        guard x0 < x1, y0 < y1 else { return }
        let shifted = target.shifted(byX: content.offsetX, y: content.offsetY, columns: x0..<x1)
        draw(
            content.items, into: shifted, rows: (y0 - content.offsetY)..<(y1 - content.offsetY),
            from: inner.map { DrawStart(item: $0, inner: nil) })
    }

    /// Group opacity: the children are composited together offscreen, then faded as one.
    static func drawGroup(
        _ items: [DrawItem], opacity: Double, minX: Double, maxX: Double, into target: RenderTarget, rows: Range<Int>
    ) {
        let x0 = max(target.columns.lowerBound, safeInt((minX - 1).rounded(.down)))
        let x1 = min(target.columns.upperBound, safeInt((maxX + 1).rounded(.up)))
        guard x0 < x1 else { return }
        let w = x1 - x0
        // The offscreen covers a few rows at a time: nested groups each hold one such buffer at
        // once, so 200 nested groups on a wide canvas cost 200 small buffers, not 200 canvases.
        let chunk = max(1, min(rows.count, groupBufferPixels / w))
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: w * chunk)
        defer { buffer.deallocate() }
        let k = UInt32(max(0, min(256, (opacity * 256).rounded())))
        var y0 = rows.lowerBound
        while y0 < rows.upperBound {
            let part = y0..<min(rows.upperBound, y0 + chunk)
            buffer.initialize(repeating: 0, count: w * part.count)
            let offscreen = RenderTarget(base: buffer, width: w, height: part.count, originX: x0, originY: part.lowerBound)
            draw(items, into: offscreen, rows: part)
            for y in part {
                SpanKernels.fade(target.row(y) + x0, offscreen.row(y) + x0, count: x1 - x0, k: k)
            }
            y0 = part.upperBound
        }
    }

    /// Pixels of one group's offscreen rows (1 MB): small enough to nest deeply, large enough that
    /// a group's children are walked only a few times per band.
    static let groupBufferPixels = 1 << 18

    /// The pixel columns of a row where a region may have coverage (`outer`) and where it is
    /// fully covered (`inner`).
    @inline(__always)
    ///
    /// `exact` (for axis-aligned regions) leaves out of the outer span the pixels a soft edge
    /// gives no coverage, so a region on whole pixels has no ring of empty pixels around it to
    /// test one by one. Elsewhere the outer span stays a pixel wider on the right, as before:
    /// its middle picks a perspective image's mip level for the row.
    static func spans(_ r: ConvexRegion, py: Double, lo: Int, hi: Int, exact: Bool = false) -> (outer: Range<Int>, inner: Range<Int>) {
        var a0 = Double(lo), a1 = Double(hi)  // pixel-centre bounds, outer
        var b0 = Double(lo), b1 = Double(hi)  // inner
        for (i, e) in r.edges.enumerated() {
            let hard = r.hard[i]
            let outerLimit = hard ? 0.0 : (exact ? -0.5 + zeroCoverage : -0.5), innerLimit = hard ? 0.0 : 0.5
            let rest = e.b * py + e.c
            if abs(e.a) < 1e-12 {
                if rest < outerLimit || (hard && rest < 0) { return (lo..<lo, lo..<lo) }
                if rest < innerLimit { b0 = 1; b1 = 0 }
                continue
            }
            // Centre px = x + 0.5 satisfies a·px + rest ≥ limit.
            let o = (outerLimit - rest) / e.a - 0.5, n = (innerLimit - rest) / e.a - 0.5
            if e.a > 0 {
                a0 = max(a0, o)
                b0 = max(b0, n)
            } else {
                a1 = min(a1, hard || !exact ? o + 1 : o.rounded(.down) + 1)
                b1 = min(b1, n + 1)
            }
        }
        let os = max(lo, safeInt(a0.rounded(.up))), oe = min(hi, safeInt(a1.rounded(.up)))
        guard os < oe else { return (lo..<lo, lo..<lo) }
        let ins = max(os, safeInt(b0.rounded(.up))), ine = min(oe, safeInt(b1.rounded(.up)))
        return (os..<oe, ins < ine ? ins..<ine : os..<os)
    }

    /// Coverage below which an exact span leaves a pixel out: it would add 0 of 256 anyway.
    static let zeroCoverage = 1e-7

    /// An opaque image at a whole-texel translation of its first level: a fully covered row is
    /// a copy of texels (what `SpanKernels.image` does for such a span), made without starting
    /// the sampler's walk — a photo's thousand rows are copied with no other work per row.
    struct RowCopy {
        /// The level's texels, held so that `texels` stays valid (an immutable array's storage
        /// does not move while referenced): a row's copy then retains nothing.
        let pixels: [UInt32]
        let texels: UnsafePointer<UInt32>
        let width: Int, height: Int
        /// Texel (x + dx, y + dy) is drawn at pixel (x, y).
        let dx: Int, dy: Int

        init?(_ paint: Paint) {
            guard case .image(let image, let g) = paint else { return nil }
            let m = g.m
            guard m.0 == 1, m.1 == 0, m.2 == 0, m.3 == 0, m.4 == 1, m.5 == 0, m.8 == 1, abs(m.6) < 1e9, abs(m.7) < 1e9,
                m.6.rounded() == m.6, m.7.rounded() == m.7
            else { return nil }
            let level = image.level(0)
            guard level.isOpaque else { return nil }
            guard let base = level.pixels.withUnsafeBufferPointer({ $0.baseAddress }) else { return nil }
            pixels = level.pixels
            texels = base
            width = level.width
            height = level.height
            dx = Int(m.6)
            dy = Int(m.7)
        }

        /// Copies row y's pixels in `columns`; false (nothing done) when they reach past the texels.
        @inline(__always) func row(_ y: Int, _ columns: Range<Int>, into dst: UnsafeMutablePointer<UInt32>) -> Bool {
            let sy = y + dy, sx = columns.lowerBound + dx
            guard sy >= 0, sy < height, sx >= 0, sx + columns.count <= width else { return false }
            (dst + columns.lowerBound).update(from: texels + sy * width + sx, count: columns.count)
            return true
        }
    }

    /// A region's horizontal edges, picked out once per op: whether every one of them leaves a
    /// row fully inside (so only vertical edges bound it, and its spans are those of any such row).
    struct HorizontalEdges {
        let edges: [(b: Double, c: Double, limit: Double)]

        init(_ r: ConvexRegion) {
            edges = r.edges.indices.compactMap { i in
                let e = r.edges[i]
                return abs(e.a) < 1e-12 ? (e.b, e.c, r.hard[i] ? 0 : 0.5) : nil
            }
        }

        @inline(__always) func leaveInside(_ py: Double) -> Bool {
            for e in edges where e.b * py + e.c < e.limit { return false }
            return true
        }
    }

    /// A region's edges for the pixels of one row that need a coverage test: each edge's
    /// `b·py + c` worked out once per row, so a pixel costs a multiply-add per edge.
    struct EdgeRow {
        let count: Int
        let a: UnsafeMutablePointer<Double>, rest: UnsafeMutablePointer<Double>, hard: UnsafeMutablePointer<Bool>
        let b: [Double], c: [Double]

        init(_ region: ConvexRegion) {
            count = region.edges.count
            a = .allocate(capacity: max(1, count))
            rest = .allocate(capacity: max(1, count))
            hard = .allocate(capacity: max(1, count))
            for i in 0..<count {
                a[i] = region.edges[i].a
                hard[i] = region.hard[i]
            }
            b = region.edges.map(\.b)
            c = region.edges.map(\.c)
        }

        func deallocate() {
            a.deallocate()
            rest.deallocate()
            hard.deallocate()
        }

        func begin(py: Double) {
            for i in 0..<count { rest[i] = b[i] * py + c[i] }
        }

        /// Coverage of pixel centre (px, the row's py) by the edges: the smallest ramp d + 0.5,
        /// 0 outside a hard edge.
        @inline(__always) func coverage(_ px: Double) -> Double {
            var c = 1.0
            for i in 0..<count {
                let d = a[i] * px + rest[i]
                if hard[i] {
                    if d < 0 { return 0 }
                } else {
                    c = min(c, d + 0.5)
                }
            }
            return max(0, c)
        }
    }

    static func draw(_ op: DrawOp, into target: RenderTarget, rows: Range<Int>) {
        let lo = max(target.columns.lowerBound, safeInt((op.region.minX - 1).rounded(.down)))
        let hi = min(target.columns.upperBound, safeInt((op.region.maxX + 1).rounded(.up)))
        guard lo < hi else { return }
        let opacity = max(0, min(1, op.opacity))
        let fullK = UInt32((opacity * 256).rounded())
        guard fullK > 0 else { return }
        var sampler = PaintSampler(op.paint)
        let clipped = !op.clips.isEmpty
        var edges = EdgeRow(op.region)
        defer { edges.deallocate() }
        // An axis-aligned region has the same spans on every row away from its top and bottom
        // edges: work them out once (a blit is memory-bound, so per-row work shows).
        let aligned = op.region.edges.allSatisfy { abs($0.a) < 1e-12 || abs($0.b) < 1e-12 }
        var cached: (outer: Range<Int>, inner: Range<Int>)?
        // The horizontal edges, which alone decide whether a row is interior.
        let across = aligned ? HorizontalEdges(op.region) : nil
        let copy = fullK < 256 ? nil : RowCopy(op.paint)
        for y in rows {
            let py = Double(y) + 0.5
            var rowSpans: (outer: Range<Int>, inner: Range<Int>)
            let interior = across?.leaveInside(py) ?? false
            if interior, let cached {
                rowSpans = cached
            } else {
                rowSpans = spans(op.region, py: py, lo: lo, hi: hi, exact: aligned)
                if interior { cached = rowSpans }
            }
            let (outer, inner) = rowSpans
            guard !outer.isEmpty else { continue }
            let dst = target.row(y)
            var x = outer.lowerBound
            // Fully covered and unclipped: the fast kernels. Rounded-corner clips leave most of a
            // row at coverage 1: only the corner squares need the per-pixel test.
            var fast = inner
            // A border's hole: pixels there are skipped without a coverage test each.
            var hole = outer.lowerBound..<outer.lowerBound
            // Where any clip may leave coverage; pixels outside are skipped untested.
            var covered = outer
            // Where no clip cuts coverage: an edge pixel there needs only its edge test.
            var unclipped = outer
            if clipped {
                for clip in op.clips {
                    let free = clip.unclippedSpan(py: py, lo: unclipped.lowerBound, hi: unclipped.upperBound)
                    unclipped = free.isEmpty ? unclipped.lowerBound..<unclipped.lowerBound : free
                    if unclipped.isEmpty { break }
                }
                fast = unclipped.isEmpty ? fast.lowerBound..<fast.lowerBound : fast.clamped(to: unclipped)
                for clip in op.clips {
                    if clip.mode == .outside {
                        let h = clip.holeSpan(py: py, lo: outer.lowerBound, hi: outer.upperBound)
                        if h.count > hole.count { hole = h }
                    } else {
                        covered = covered.clamped(to: clip.coveredSpan(py: py, lo: outer.lowerBound, hi: outer.upperBound))
                    }
                }
                if covered.isEmpty { continue }
            }
            // The whole row fully covered and unclipped: a copy when the paint allows one.
            if fast == outer, let copy, copy.row(y, outer, into: dst) { continue }
            sampler.beginRow(y: py, x0: outer.lowerBound, x1: outer.upperBound)
            if outer != inner { edges.begin(py: py) }
            while x < covered.lowerBound {
                // Step the walk pixel by pixel, as the per-pixel path would (same rounding).
                sampler.skip()
                x += 1
            }
            while x < covered.upperBound {
                if x == fast.lowerBound && !fast.isEmpty {
                    sampler.fill(dst, fast.lowerBound, fast.upperBound, k: fullK)
                    x = fast.upperBound
                    continue
                }
                if x == hole.lowerBound && !hole.isEmpty {
                    // Step the walk pixel by pixel, as the per-pixel path would (same rounding).
                    for _ in hole { sampler.skip() }
                    x = hole.upperBound
                    continue
                }
                let px = Double(x) + 0.5
                var c = inner.contains(x) ? 1 : edges.coverage(px)
                if clipped && !unclipped.contains(x) {
                    for clip in op.clips where c > 0 { c *= clip.coverage(px, py) }
                }
                if c <= 0 {
                    sampler.skip()
                    x += 1
                    continue
                }
                let k = c >= 1 ? fullK : UInt32((c * opacity * 256).rounded())
                let s = sampler.next()
                if s != 0 && k != 0 { dst[x] = over(k >= 256 ? s : scalePixel(s, k), dst[x]) }
                x += 1
            }
        }
    }
}

extension PlaneClip {
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
        // px interval where all of c·px + d ≥ 0 hold.
        func interval(_ conditions: [(Double, Double)]) -> (Double, Double) {
            var a = -Double.infinity, b = Double.infinity
            for (c, d) in conditions {
                if c == 0 {
                    if d < 0 { return (1, 0) }
                } else if c > 0 {
                    a = max(a, -d / c)
                } else {
                    b = min(b, -d / c)
                }
            }
            return (a, b)
        }
        let w = (aW, bW - 1e-12)
        // x0 + r ≤ U/W ≤ x1 − r  ⇔  U − (x0 + r)W ≥ 0 and (x1 − r)W − U ≥ 0 (W > 0).
        let ux0 = rect.minX + r, ux1 = rect.maxX - r, vy0 = rect.minY + r, vy1 = rect.maxY - r
        let across = interval([(aU - ux0 * aW, bU - ux0 * bW), (ux1 * aW - aU, ux1 * bW - bU), w])
        let down = interval([(aV - vy0 * aW, bV - vy0 * bW), (vy1 * aW - aV, vy1 * bW - bV), w])
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
        var best = lo..<lo, current = lo..<lo
        for r in runs.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if !current.isEmpty && r.lowerBound <= current.upperBound {
                current = current.lowerBound..<max(current.upperBound, r.upperBound)
            } else {
                current = r
            }
            if current.count > best.count { best = current }
        }
        return best
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
        let inCorner = qx > 0 && qy > 0
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
