import FoldCore
import Foundation

/// Draws a draw list into a target, one band of rows at a time (bands run in parallel and
/// share nothing but read-only inputs).
enum Rasterizer {
    /// Draws `items` from `start` on (an occluder's position, `Occlusion`): what comes before
    /// it is hidden in these rows.
    /// `group`: the kept offscreen pixels of one of these items, faded instead of drawn again.
    /// `facts`: `DrawListFacts(items)`, when the caller has them (found here if not).
    static func draw(
        _ items: [DrawItem], into target: RenderTarget, rows: Range<Int>, from start: DrawStart? = nil, group: KeptGroup? = nil,
        facts known: DrawListFacts? = nil
    ) {
        var index = start?.item ?? 0
        let facts = known ?? DrawListFacts(items)
        let occluders = target.occludes ? facts.occluders : []
        while index < items.count {
            let extent = facts.extents[index]
            let y0 = max(rows.lowerBound, safeInt((extent.x - 1).rounded(.down)))
            let y1 = min(rows.upperBound, safeInt((extent.y + 1).rounded(.up)))
            if y0 < y1 {
                switch items[index] {
                case .op(let op):
                    draw(op, into: target, rows: y0..<y1, under: occluders.isEmpty ? [] : occluders.after(index, over: op))
                case .group(let opacity, let children, _, _, let minX, let maxX):
                    if let group, group.index == index {
                        drawKeptGroup(group, opacity: opacity, minX: minX, maxX: maxX, into: target, rows: y0..<y1)
                    } else {
                        drawGroup(children, opacity: opacity, minX: minX, maxX: maxX, into: target, rows: y0..<y1)
                    }
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
        var shifted = target.shifted(byX: content.offsetX, y: content.offsetY, columns: x0..<x1)
        let l0 = max(target.levelColumns.lowerBound, clip.minX), l1 = min(target.levelColumns.upperBound, clip.maxX)
        shifted.levelColumns = (l0 - content.offsetX)..<(max(l0, l1) - content.offsetX)
        draw(
            content.items, into: shifted, rows: (y0 - content.offsetY)..<(y1 - content.offsetY),
            from: inner.map { DrawStart(item: $0, inner: nil) }, facts: content.facts)
    }

    /// Group opacity: the children are composited together offscreen, then faded as one.
    static func drawGroup(
        _ items: [DrawItem], opacity: Double, minX: Double, maxX: Double, into target: RenderTarget, rows: Range<Int>
    ) {
        let columns = groupColumns(minX: minX, maxX: maxX, in: target)
        guard !columns.isEmpty else { return }
        let x0 = columns.lowerBound, x1 = columns.upperBound, w = x1 - x0
        // The offscreen covers a few rows at a time: nested groups each hold one such buffer at
        // once, so 200 nested groups on a wide canvas cost 200 small buffers, not 200 canvases.
        let chunk = max(1, min(rows.count, groupBufferPixels / w))
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: w * chunk)
        defer { buffer.deallocate() }
        let k = groupWeight(opacity)
        var y0 = rows.lowerBound
        while y0 < rows.upperBound {
            let part = y0..<min(rows.upperBound, y0 + chunk)
            var offscreen = RenderTarget(base: buffer, width: w, height: part.count, originX: x0, originY: part.lowerBound)
            offscreen.occludes = target.occludes
            var whole = target
            whole.columns = target.levelColumns
            offscreen.levelColumns = groupColumns(minX: minX, maxX: maxX, in: whole)
            // Rows under an opaque fill of the group (a sheet's backdrop) start at it, uncleared,
            // as the canvas's rows do (`Occlusion`).
            let starts = Occlusion.starts(items, rect: PixelRect(minX: x0, minY: part.lowerBound, maxX: x1, maxY: part.upperBound))
            Occlusion.forEachRun(of: starts, firstRow: part.lowerBound, in: part) { run, start in
                if start == nil { (offscreen.row(run.lowerBound) + x0).initialize(repeating: 0, count: w * run.count) }
                draw(items, into: offscreen, rows: run, from: start)
            }
            for y in part {
                SpanKernels.fade(target.row(y) + x0, offscreen.row(y) + x0, count: x1 - x0, k: k)
            }
            y0 = part.upperBound
        }
    }

    /// A group whose offscreen pixels are kept (`KeptGroup`, the whole canvas): faded as
    /// `drawGroup` fades its own, over the same columns. `under`: a whole canvas of pixels to lay
    /// them over (the kept screen under the group), written into the target, instead of the
    /// target's own.
    static func drawKeptGroup(
        _ group: KeptGroup, opacity: Double, minX: Double, maxX: Double, into target: RenderTarget, rows: Range<Int>,
        under: UnsafePointer<UInt32>? = nil
    ) {
        let columns = groupColumns(minX: minX, maxX: maxX, in: target).clamped(to: 0..<group.width)
        guard !columns.isEmpty else { return }
        let k = groupWeight(opacity)
        let all = group.pixels
        all.withUnsafeBufferPointer { p in
            guard let backdrop = group.backdrop else {
                for y in rows where y >= 0 && y < group.height {
                    let offset = y * group.width + columns.lowerBound
                    SpanKernels.fade(
                        target.row(y) + columns.lowerBound, p.baseAddress! + offset, under: under.map { $0 + offset }, count: columns.count, k: k)
                }
                return
            }
            // The backdrop's colour alone between the other items: faded once for the run,
            // without reading the kept pixels (`KeptGroup.Backdrop`).
            let color = scalePixel(backdrop.color, k)
            var band = 0
            for y in rows where y >= 0 && y < group.height {
                while backdrop.rowEnds[band] <= y { band += 1 }
                let row = target.row(y), offset = y * group.width
                var x = columns.lowerBound
                for i in backdrop.spanStarts[band]..<backdrop.spanStarts[band + 1] {
                    let span = backdrop.spans[i]
                    let a = min(max(span.lowerBound, x), columns.upperBound), b = min(max(span.upperBound, a), columns.upperBound)
                    if x < a { SpanKernels.overConstant(row + x, color, count: a - x, from: under.map { $0 + offset + x }) }
                    if a < b { SpanKernels.fade(row + a, p.baseAddress! + offset + a, under: under.map { $0 + offset + a }, count: b - a, k: k) }
                    x = max(x, b)
                }
                if x < columns.upperBound {
                    SpanKernels.overConstant(row + x, color, count: columns.upperBound - x, from: under.map { $0 + offset + x })
                }
            }
        }
    }

    /// Whether a kept group at `item` writes every pixel of `rows` × the target's columns (so
    /// it can be laid over kept pixels in place of copying them first).
    static func keptGroupCovers(_ item: DrawItem, _ group: KeptGroup, target: RenderTarget, rows: Range<Int>) -> Bool {
        guard case .group(_, _, let minY, let maxY, let minX, let maxX) = item else { return false }
        let columns = groupColumns(minX: minX, maxX: maxX, in: target).clamped(to: 0..<group.width)
        let y0 = safeInt((minY - 1).rounded(.down)), y1 = safeInt((maxY + 1).rounded(.up))
        return columns == target.columns && y0 <= rows.lowerBound && rows.upperBound <= min(y1, group.height) && rows.lowerBound >= 0
    }

    /// The columns a group's offscreen covers in `target`: a pixel beyond its extent each way.
    static func groupColumns(minX: Double, maxX: Double, in target: RenderTarget) -> Range<Int> {
        let x0 = max(target.columns.lowerBound, safeInt((minX - 1).rounded(.down)))
        let x1 = min(target.columns.upperBound, safeInt((maxX + 1).rounded(.up)))
        return x0 < x1 ? x0..<x1 : x0..<x0
    }

    /// A group opacity as a fade weight, 0…256.
    static func groupWeight(_ opacity: Double) -> UInt32 { UInt32(max(0, min(256, (opacity * 256).rounded()))) }

    /// Pixels of one group's offscreen rows (1 MB): small enough to nest deeply, large enough that
    /// a group's children are walked only a few times per band.
    static let groupBufferPixels = 1 << 18

    /// The pixel columns of a row where a region may have coverage (`outer`), and where its
    /// coverage is `coverage` at every pixel (`inner`): 1, or less on a row a horizontal edge
    /// crosses (a layer's top or bottom row at a fractional position), where that edge's
    /// coverage, the same at every pixel of the row, is the least of the row's.
    ///
    /// `exact` (for axis-aligned regions) leaves out of the outer span the pixels a soft edge
    /// gives no coverage, so a region on whole pixels has no ring of empty pixels around it to
    /// test one by one. Elsewhere the outer span stays a pixel wider on the right, as before:
    /// its middle picks a perspective image's mip level for the row.
    @inline(__always)
    static func spans(_ r: ConvexRegion, py: Double, lo: Int, hi: Int, exact: Bool = false)
        -> (outer: Range<Int>, inner: Range<Int>, coverage: Double)
    {
        var a0 = Double(lo), a1 = Double(hi)  // pixel-centre bounds, outer
        var b0 = Double(lo), b1 = Double(hi)  // inner
        var coverage = 1.0
        for (i, e) in r.edges.enumerated() {
            let hard = r.hard[i]
            let outerLimit = hard ? 0.0 : (exact ? -0.5 + zeroCoverage : -0.5), innerLimit = hard ? 0.0 : 0.5
            let rest = e.b * py + e.c
            if abs(e.a) < 1e-12 {
                if rest < outerLimit || (hard && rest < 0) { return (lo..<lo, lo..<lo, 0) }
                if rest < innerLimit {
                    // Exactly horizontal: `edgeCoverage` gives rest + 0.5 at every pixel.
                    if e.a == 0 { coverage = min(coverage, rest + 0.5) } else { b0 = 1; b1 = 0 }
                }
                continue
            }
            // Centre px = x + 0.5 satisfies a·px + rest ≥ limit.
            let o = (outerLimit - rest) / e.a - 0.5, n = (innerLimit - rest) / e.a - 0.5
            if e.a > 0 {
                a0 = max(a0, o)
                b0 = max(b0, n)
            } else {
                // Pixels x ≤ o (≤ n): the span ends at ⌊o⌋ + 1. A soft edge's outer span may
                // end a pixel later (its coverage there is tested: 0); a hard edge's may not, nor
                // may any inner span (its pixels are drawn as fully covered).
                a1 = min(a1, !hard && !exact ? o + 1 : o.rounded(.down) + 1)
                b1 = min(b1, n.rounded(.down) + 1)
            }
        }
        let os = max(lo, safeInt(a0.rounded(.up))), oe = min(hi, safeInt(a1.rounded(.up)))
        guard os < oe else { return (lo..<lo, lo..<lo, 0) }
        let ins = max(os, safeInt(b0.rounded(.up))), ine = min(oe, safeInt(b1.rounded(.up)))
        return (os..<oe, ins < ine ? ins..<ine : os..<os, max(0, coverage))
    }

    /// Coverage below which an exact span leaves a pixel out: it would add 0 of 256 anyway.
    static let zeroCoverage = 1e-7

    /// Whether every horizontal edge leaves this row fully inside (so only vertical edges bound it).
    @inline(__always) static func isInteriorRow(_ r: ConvexRegion, _ py: Double) -> Bool {
        for i in r.edges.indices where abs(r.edges[i].a) < 1e-12 {
            if r.edges[i].b * py + r.edges[i].c < (r.hard[i] ? 0 : 0.5) { return false }
        }
        return true
    }

    /// Coverage of a pixel centre by a region's edges: the smallest ramp d + 0.5, 0 outside a hard edge.
    @inline(__always) static func edgeCoverage(_ r: ConvexRegion, _ px: Double, _ py: Double) -> Double {
        var c = 1.0
        for i in r.edges.indices {
            let e = r.edges[i]
            let d = e.a * px + e.b * py + e.c
            if r.hard[i] {
                if d < 0 { return 0 }
            } else {
                c = min(c, d + 0.5)
            }
        }
        return max(0, c)
    }

    /// `under`: opaque ops drawn after this one (`Occluder`); the runs of a row they cover are
    /// skipped.
    static func draw(_ op: DrawOp, into target: RenderTarget, rows: Range<Int>, under occluders: ArraySlice<Occluder> = []) {
        // A region clipped to nothing (a BSP piece, a clip) draws nothing, as its damage says.
        guard !op.region.isEmptyByBounds else { return }
        let regionLo = safeInt((op.region.minX - 1).rounded(.down)), regionHi = safeInt((op.region.maxX + 1).rounded(.up))
        let lo = max(target.columns.lowerBound, regionLo), hi = min(target.columns.upperBound, regionHi)
        guard lo < hi else { return }
        // The columns a whole render gives the op, where a damage rect cuts them (`levelColumns`).
        let levelLo = max(target.levelColumns.lowerBound, regionLo), levelHi = min(target.levelColumns.upperBound, regionHi)
        let levelCut = target.levelColumns != target.columns && levelLo < levelHi
        let opacity = max(0, min(1, op.opacity))
        let fullK = UInt32((opacity * 256).rounded())
        guard fullK > 0 else { return }
        var sampler = PaintSampler(op.paint)
        defer { sampler.scratch.release() }
        let clipped = !op.clips.isEmpty
        // An axis-aligned region has the same spans on every row away from its top and bottom
        // edges: work them out once (a blit is memory-bound, so per-row work shows).
        let aligned = op.region.edges.allSatisfy { abs($0.a) < 1e-12 || abs($0.b) < 1e-12 }
        var cached: (outer: Range<Int>, inner: Range<Int>, coverage: Double)?
        let copy = fullK < 256 ? nil : RowCopy(op.paint)
        // Rows between every clip's corners: no clip cuts them, so none of their spans is worked out.
        var uncut = rows
        if clipped { for clip in op.clips { uncut = uncut.clamped(to: clip.wholeRows(in: rows)) } }
        for y in rows {
            let py = Double(y) + 0.5
            var rowSpans: (outer: Range<Int>, inner: Range<Int>, coverage: Double)
            let interior = aligned && isInteriorRow(op.region, py)
            if interior, let cached {
                rowSpans = cached
            } else {
                rowSpans = spans(op.region, py: py, lo: lo, hi: hi, exact: aligned)
                if interior { cached = rowSpans }
            }
            let (outer, inner, rowCoverage) = rowSpans
            guard !outer.isEmpty else { continue }
            // The weight of the inner pixels, as the per-pixel path works it out for each.
            let rowK = rowCoverage >= 1 ? fullK : roundedWeight(rowCoverage * opacity * 256)
            let dst = target.row(y)
            // Fully covered and unclipped: the fast kernels. Rounded-corner clips leave most of a
            // row at coverage 1: only the corner squares need the per-pixel test.
            var fast = inner
            // A border's hole: pixels there are skipped without a coverage test each.
            var hole = outer.lowerBound..<outer.lowerBound
            // Where any clip may leave coverage; pixels outside are skipped untested.
            var covered = outer
            // Where no clip cuts coverage: an edge pixel there needs only its edge test.
            var unclipped = outer
            if clipped && !uncut.contains(y) {
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
            // A run of the fast pixels that a later opaque op covers is left out of the fill.
            var hidden = fast.lowerBound..<fast.lowerBound
            if !occluders.isEmpty, !fast.isEmpty, let run = Occluder.coveredRun(occluders, py: py, columns: fast) { hidden = run }
            // The whole row fully covered and unclipped: a copy when the paint allows one.
            if fast == outer, rowK >= 256, let copy, copy.row(y, outer, into: dst) { continue }
            if levelCut, sampler.picksLevelPerRow {
                // The level from the span a whole render has in this row, not the rect's cut of it.
                let whole = spans(op.region, py: py, lo: levelLo, hi: levelHi, exact: aligned).outer
                sampler.beginRow(y: py, x0: outer.lowerBound, x1: outer.upperBound, levelFrom: whole.isEmpty ? outer : whole)
            } else {
                sampler.beginRow(y: py, x0: outer.lowerBound, x1: outer.upperBound)
            }
            // The whole row one run (a layer on whole pixels): filled here, without the call.
            if fast == outer, rowK > 0 {
                sampler.fill(dst, fast.lowerBound, fast.upperBound, k: rowK, leaving: hidden)
                continue
            }
            drawRow(
                op, &sampler, dst, py: py, from: outer.lowerBound, inner: inner, rowCoverage: rowCoverage, fast: fast, hidden: hidden,
                hole: hole, covered: covered, unclipped: unclipped, fullK: fullK, rowK: rowK, opacity: opacity)
        }
    }

    /// One row's pixels from `start` on, after its spans are known: the fast run filled by the
    /// paint's kernel (but for its `hidden` run, which a later opaque op covers), a border's
    /// hole skipped, every other pixel covered by its own edge and clip coverage. Apart from
    /// `draw`: in it, the size of the caller kept the coverage functions from being inlined (a
    /// badge's ring drew at 54 ns a pixel instead of 20).
    @inline(never)
    static func drawRow(
        _ op: DrawOp, _ sampler: inout PaintSampler, _ dst: UnsafeMutablePointer<UInt32>, py: Double, from start: Int,
        inner: Range<Int>, rowCoverage: Double, fast: Range<Int>, hidden: Range<Int>, hole: Range<Int>, covered: Range<Int>,
        unclipped: Range<Int>, fullK: UInt32, rowK: UInt32, opacity: Double
    ) {
        let clipped = !op.clips.isEmpty
        var x = start
        while x < covered.lowerBound {
            // Step the walk pixel by pixel, as the per-pixel path would (same rounding).
            sampler.skip()
            x += 1
        }
        while x < covered.upperBound {
            if x == fast.lowerBound && !fast.isEmpty {
                if rowK > 0 {
                    sampler.fill(dst, fast.lowerBound, fast.upperBound, k: rowK, leaving: hidden)
                } else {
                    for _ in fast { sampler.skip() }
                }
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
            var c = inner.contains(x) ? rowCoverage : edgeCoverage(op.region, px, py)
            if clipped && !unclipped.contains(x) {
                for clip in op.clips where c > 0 { c *= clip.coverage(px, py) }
            }
            if c <= 0 {
                sampler.skip()
                x += 1
                continue
            }
            let k = c >= 1 ? fullK : roundedWeight(c * opacity * 256)
            let s = sampler.next()
            if s != 0 && k != 0 { dst[x] = over(k >= 256 ? s : scalePixel(s, k), dst[x]) }
            x += 1
        }
    }
}
