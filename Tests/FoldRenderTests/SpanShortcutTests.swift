import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender

/// The rasterizer's shortcuts against the per-pixel truth they replace: a border's hole skipped
/// without tests (`PlaneClip.holeSpan`), and gradient runs filled in registers
/// (`PaintSampler.fill`).
@Suite struct SpanShortcutTests {
    /// A clip with a random rect, radius (up to a circle) and map: scale and translate, mirrored
    /// sometimes; `general` adds rotation and shear and, half the time, perspective; `turned`
    /// (without `general`) turns it about a horizontal axis under perspective, as a fold's panel
    /// (no x in V or W), sometimes far enough that rows lie behind the eye.
    static func randomClip(_ rng: inout SplitMix64, mode: PlaneClip.Mode, general: Bool, turned: Bool = false) -> PlaneClip {
        let rect = CGRect(x: rng.uniform(-20, 40), y: rng.uniform(-20, 40), width: rng.uniform(0.5, 120), height: rng.uniform(0.5, 90))
        let radius = rng.unit() < 0.25 ? 1000 : rng.uniform(0, 30)
        let perspective = general && rng.unit() < 0.5
        let g = Homography(
            rng.uniform(0.2, 3) * (rng.unit() < 0.2 ? -1 : 1), general ? rng.uniform(-1, 1) : 0,
            perspective ? rng.uniform(-0.003, 0.003) : 0, general || turned ? rng.uniform(-1, 1) : 0, rng.uniform(0.2, 3),
            turned ? rng.uniform(-0.006, 0.006) : 0, rng.uniform(-100, 100), rng.uniform(-100, 100), rng.uniform(0.5, 2))
        return PlaneClip(screenToPlane: g, rect: rect, radius: radius, mode: mode)
    }

    /// For 450 random clips (every third one general, every third turned), every pixel `pixels` lists on rows
    /// −50…250 has exactly the `expected` coverage; returns how many were checked.
    static func check(seed: UInt64, mode: PlaneClip.Mode, expected: Double, pixels: (PlaneClip, Double) -> [Int]) -> Int {
        var rng = SplitMix64(seed: seed)
        var checked = 0
        for i in 0..<450 {
            let clip = randomClip(&rng, mode: mode, general: i % 3 == 0, turned: i % 3 == 1)
            for y in stride(from: -50, to: 250, by: 2) {
                let py = Double(y) + 0.5
                for x in pixels(clip, py) {
                    checked += 1
                    let c = clip.coverage(Double(x) + 0.5, py)
                    if c != expected {
                        Issue.record("pixel (\(x), \(y)) has coverage \(c), not \(expected): \(clip)")
                        return checked
                    }
                }
            }
        }
        return checked
    }

    /// Every pixel a hole span skips is one the per-pixel coverage leaves at exactly 0.
    @Test func aHoleSpanHoldsOnlyPixelsTheClipLeavesUncovered() {
        let skipped = Self.check(seed: 42, mode: .outside, expected: 0) { clip, py in Array(clip.holeSpan(py: py, lo: -100, hi: 400)) }
        #expect(skipped > 100_000, "the spans skipped only \(skipped) pixels")
        // Perspective maps and the other mode get no span.
        let p = PlaneClip(screenToPlane: Homography(1, 0, 0.001, 0, 1, 0, 0, 0, 1), rect: CGRect(x: 0, y: 0, width: 50, height: 50), radius: 4, mode: .outside)
        #expect(p.holeSpan(py: 20.5, lo: 0, hi: 100).isEmpty)
        var q = p
        q.screenToPlane = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)
        q.mode = .roundedCorners
        #expect(q.holeSpan(py: 20.5, lo: 0, hi: 100).isEmpty)
    }

    /// A clip left out of an op (`leavesWhole`) leaves every pixel the rasterizer visits for the
    /// op's region at coverage exactly 1; and clips that do cut are kept, so ops keep their
    /// rounded corners.
    @Test func aClipLeftOutOfAnOpCutsNoPixelOfIt() {
        var rng = SplitMix64(seed: 31)
        var leftOut = 0, kept = 0
        for i in 0..<3000 {
            let clip = Self.randomClip(&rng, mode: .roundedCorners, general: i % 3 == 0)
            // Half the regions start at a point of the clip's rect (mapped back to the screen),
            // so that many lie between its corners.
            var x = rng.uniform(-60, 200), y = rng.uniform(-60, 200)
            if rng.unit() < 0.5, let back = clip.screenToPlane.inverted {
                let (X, Y, W) = back.apply(rng.uniform(clip.rect.minX, clip.rect.maxX), rng.uniform(clip.rect.minY, clip.rect.maxY))
                guard W > 0 else { continue }
                (x, y) = (X / W, Y / W)
            }
            let size = rng.unit() < 0.5 ? rng.uniform(0.3, 8) : rng.uniform(8, 80)
            let corners = [CGPoint(x: x, y: y), CGPoint(x: x + size, y: y), CGPoint(x: x + size * 0.8, y: y + size), CGPoint(x: x, y: y + size * 1.2)]
            guard let region = ConvexRegion(corners) else { continue }
            let op = DrawOp(region: region, paint: .solid(0xFF00_00FF), opacity: 1, clips: [clip])
            guard op.clips.isEmpty else {
                kept += 1
                continue
            }
            leftOut += 1
            let x0 = Int((region.minX - 1).rounded(.down)), x1 = Int((region.maxX + 1).rounded(.up))
            let y0 = Int((region.minY - 1).rounded(.down)), y1 = Int((region.maxY + 1).rounded(.up))
            for py in y0..<y1 {
                for px in x0..<x1 where clip.coverage(Double(px) + 0.5, Double(py) + 0.5) != 1 {
                    Issue.record("pixel (\(px), \(py)) of a region at (\(x), \(y)) size \(size) has coverage \(clip.coverage(Double(px) + 0.5, Double(py) + 0.5)): \(clip)")
                    return
                }
            }
        }
        #expect(leftOut > 300 && kept > 300, "left out \(leftOut), kept \(kept)")
        // An op over a card's corner keeps the card's rounded clip; one in its middle drops it.
        let card = PlaneClip(screenToPlane: Homography(0.5, 0, 0, 0, 0.5, 0, 0, 0, 1), rect: CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10, mode: .roundedCorners)
        let corner = ConvexRegion([CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 40), CGPoint(x: 0, y: 40)])!
        let middle = ConvexRegion([CGPoint(x: 60, y: 10), CGPoint(x: 120, y: 10), CGPoint(x: 120, y: 100), CGPoint(x: 60, y: 100)])!
        #expect(DrawOp(region: corner, paint: .solid(0xFF00_0000), opacity: 1, clips: [card]).clips.count == 1)
        #expect(DrawOp(region: middle, paint: .solid(0xFF00_0000), opacity: 1, clips: [card]).clips.isEmpty)
    }

    /// A row a horizontal edge crosses (a layer's top or bottom at a fractional position) is
    /// filled as one run at that edge's coverage: the same pixels as each pixel's own coverage
    /// and weight, for regions with level and slanted sides, soft and hard edges, any opacity.
    @Test func aRowAHorizontalEdgeCrossesEqualsEachPixelsCoverage() {
        var rng = SplitMix64(seed: 44)
        let width = 64, height = 48
        var runs = 0
        for round in 0..<400 {
            let top = rng.uniform(2, 20), bottom = top + rng.uniform(0.2, 24), left = rng.uniform(1, 20), right = left + rng.uniform(0.5, 40)
            let lean = round % 2 == 0 ? 0 : rng.uniform(-6, 6)
            let corners = [CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: right + lean, y: bottom), CGPoint(x: left + lean, y: bottom)]
            guard let region = ConvexRegion(corners, hardEdges: round % 5 == 0) else { continue }
            let alpha = UInt32(rng.next() % 256)
            let c = { UInt32(rng.next() % UInt64(alpha + 1)) }
            let color = alpha << 24 | c() << 16 | c() << 8 | c()
            let opacity = round % 3 == 0 ? 1 : rng.unit()
            let op = DrawOp(region: region, paint: .solid(color), opacity: opacity, clips: [])
            let background = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            var drawn = background
            drawn.withUnsafeMutableBufferPointer {
                Rasterizer.draw(op, into: RenderTarget(base: $0.baseAddress!, width: width, height: height, originX: 0, originY: 0), rows: 0..<height)
            }
            var expected = background
            let fullK = UInt32((max(0, min(1, opacity)) * 256).rounded())
            // The pixels the rasterizer visits: one beyond the region's bounds each way.
            let columns = Int((region.minX - 1).rounded(.down))..<Int((region.maxX + 1).rounded(.up))
            let rows = Int((region.minY - 1).rounded(.down))..<Int((region.maxY + 1).rounded(.up))
            for y in rows.clamped(to: 0..<height) {
                for x in columns.clamped(to: 0..<width) {
                    let cover = Rasterizer.edgeCoverage(region, Double(x) + 0.5, Double(y) + 0.5)
                    guard cover > 0, fullK > 0 else { continue }
                    let k = cover >= 1 ? fullK : UInt32((cover * opacity * 256).rounded())
                    if color != 0 && k != 0 { expected[y * width + x] = over(k >= 256 ? color : scalePixel(color, k), expected[y * width + x]) }
                }
            }
            if let i = drawn.indices.first(where: { drawn[$0] != expected[$0] }) {
                Issue.record("pixel (\(i % width), \(i / width)): \(String(drawn[i], radix: 16)), not \(String(expected[i], radix: 16)); region \(corners), opacity \(opacity)")
                return
            }
            runs += 1
        }
        #expect(runs > 300)
    }

    /// The rounding without library calls equals `rounded()` and `rounded(.down)`: halves,
    /// whole numbers, the ends of the range, values a hair off a half, random ones.
    @Test func weightRoundingEqualsTheLibrarys() {
        var rng = SplitMix64(seed: 9)
        var weights: [Double] = [0, 0.5, 1, 1.5, 255.5, 256, 0.49999999999999994, 0.5000000000000001, 127.49999999999999]
        weights += (0..<100_000).map { _ in rng.uniform(0, 256) } + (0...512).map { Double($0) / 2 }
        for x in weights { #expect(roundedWeight(x) == UInt32(x.rounded()), "\(x)") }
        var values: [Double] = [0, -0.0, -0.5, -1, -1.5, 1e6, -1e6, -0.9999999999999999, 2.9999999999999996]
        values += (0..<100_000).map { _ in rng.uniform(-2000, 2000) }
        for x in values { #expect(floorInt(x) == Int(x.rounded(.down)), "\(x)") }
    }

    /// Every pixel a rounded clip's span marks as uncut has coverage exactly 1 (the chord path
    /// for scale-and-translate maps, discs included; the band path for the others), and every
    /// pixel outside its covered span has coverage 0.
    @Test func aRoundedClipsSpansHoldOnlyPixelsAtFullAndNoCoverage() {
        let full = Self.check(seed: 5, mode: .roundedCorners, expected: 1) { clip, py in Array(clip.unclippedSpan(py: py, lo: -100, hi: 400)) }
        #expect(full > 100_000)
        let none = Self.check(seed: 6, mode: .roundedCorners, expected: 0) { clip, py in
            let covered = clip.coveredSpan(py: py, lo: -100, hi: 400)
            return (-100..<400).filter { !covered.contains($0) }
        }
        #expect(none > 100_000)
        // A disc's middle row is one whole span (it used to be tested pixel by pixel).
        let disc = PlaneClip(screenToPlane: Homography(0.5, 0, 0, 0, 0.5, 0, -10, -10, 1), rect: CGRect(x: 0, y: 0, width: 30, height: 30), radius: 15, mode: .roundedCorners)
        #expect(disc.unclippedSpan(py: 50.5, lo: 0, hi: 200).count >= 56)
    }

    /// The rows a clip cuts nowhere (`wholeRows`, whose clip spans the rasterizer skips) are
    /// only rows whose clip spans are the whole row, both ways — for a map that only scales, all
    /// of them; turned about a horizontal axis, one run of them; general maps and border holes
    /// get none.
    @Test func aClipsWholeRowsAreExactlyThoseItsSpansLeaveWhole() {
        var rng = SplitMix64(seed: 77)
        var whole = 0, turnedWhole = 0
        for i in 0..<900 {
            let clip = Self.randomClip(&rng, mode: .roundedCorners, general: i % 3 == 0, turned: i % 3 == 1)
            let rows = Int(rng.uniform(-60, 20))..<Int(rng.uniform(30, 260))
            let found = clip.wholeRows(in: rows)
            let general = clip.screenToPlane.m.1 != 0 || clip.screenToPlane.m.2 != 0
            for y in rows {
                let py = Double(y) + 0.5
                let uncut = clip.unclippedSpan(py: py, lo: -100, hi: 400) == -100..<400 && clip.coveredSpan(py: py, lo: -100, hi: 400) == -100..<400
                // General maps are left to the per-row spans (their rows may still be uncut); a
                // turned one's rows behind the eye may leave a second run uncut, not found.
                let scales = !general && clip.screenToPlane.m.5 == 0
                if found.contains(y) ? !uncut || general : uncut && scales {
                    Issue.record("row \(y) of \(rows): wholeRows says \(found.contains(y)), the spans \(uncut): \(clip)")
                    return
                }
                if found.contains(y) {
                    whole += 1
                    if !scales { turnedWhole += 1 }
                }
            }
        }
        #expect(whole > 5_000 && turnedWhole > 2_000, "only \(whole) whole rows, \(turnedWhole) of turned clips")
        let hole = PlaneClip(screenToPlane: Homography(1, 0, 0, 0, 1, 0, 0, 0, 1), rect: CGRect(x: 0, y: 0, width: 50, height: 50), radius: 4, mode: .outside)
        #expect(hole.wholeRows(in: 0..<50).isEmpty)
    }

    /// A gradient run filled at once equals `next()` pixel by pixel, over random affine and
    /// perspective maps, opacities and destinations.
    @Test func aGradientRunEqualsItsPixelsOneByOne() {
        var rng = SplitMix64(seed: 9)
        let table = GradientTable(
            colors: [CGColor(red: 0, green: 0, blue: 0, alpha: 0), CGColor(red: 0.2, green: 0.1, blue: 0.7, alpha: 0.9), .black],
            locations: [0, 0.4, 1])
        for i in 0..<300 {
            // The last third: axis-aligned gradients under axis-aligned maps (a shadow along a
            // hinge), which run as solid colour.
            let across = i >= 200
            let perspective = !across && rng.unit() < 0.5
            let g = Homography(
                rng.uniform(-2, 2), across ? 0 : rng.uniform(-2, 2), perspective ? rng.uniform(-0.004, 0.004) : 0,
                across ? 0 : rng.uniform(-2, 2), rng.uniform(-2, 2), perspective ? rng.uniform(-0.004, 0.004) : 0,
                rng.uniform(-50, 50), rng.uniform(-50, 50), 1)
            let start = CGPoint(x: rng.uniform(-20, 20), y: rng.uniform(-20, 20))
            let end = across ? CGPoint(x: start.x, y: rng.uniform(-40, 80)) : CGPoint(x: rng.uniform(-40, 80), y: rng.uniform(-40, 80))
            let paint = Paint.gradient(table, screenToPlane: g, start: start, end: end)
            let k = rng.unit() < 0.5 ? 256 : UInt32(rng.next() % 257)
            let y = rng.uniform(0, 100).rounded() + 0.5
            let n = 300
            var background = (0..<n).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
            var byRun = background
            var run = PaintSampler(paint), one = PaintSampler(paint)
            run.beginRow(y: y, x0: 0, x1: n)
            one.beginRow(y: y, x0: 0, x1: n)
            byRun.withUnsafeMutableBufferPointer { run.fill($0.baseAddress!, 0, n, k: k) }
            for x in 0..<n {
                var s = one.next()
                if k < 256 { s = scalePixel(s, k) }
                if s >> 24 == 255 { background[x] = s } else if s != 0 { background[x] = over(s, background[x]) }
            }
            #expect(byRun == background)
            // Across the axis the ignored coordinate is stepped at once (it cannot change a pixel).
            #expect((across || run.U == one.U) && run.V == one.V && run.W == one.W, "the walk ended elsewhere")
        }
    }

    /// A translucent colour over a run, four sources over four pixels, and a faded group's run,
    /// at once, equal `over` pixel by pixel for every premultiplied colour and destination
    /// (random, and the extremes).
    @Test func aTranslucentRunEqualsOverPixelByPixel() {
        var rng = SplitMix64(seed: 12)
        func premultiplied(_ alpha: UInt32) -> UInt32 {
            let c = { UInt32(rng.next() % UInt64(alpha + 1)) }
            return alpha << 24 | c() << 16 | c() << 8 | c()
        }
        for round in 0..<2000 {
            let alpha = round < 4 ? [1, 128, 254, 0][round] : UInt32(rng.next() % 255)
            let s = premultiplied(alpha)
            let n = Int(rng.next() % 40)
            let destination = (0..<n).map { _ in premultiplied(rng.next() % 2 == 0 ? 255 : UInt32(rng.next() % 256)) }
            var run = destination
            run.withUnsafeMutableBufferPointer { if n > 0 { SpanKernels.overConstant($0.baseAddress!, s, count: n) } }
            #expect(run == destination.map { over(s, $0) }, "colour \(String(s, radix: 16))")
        }
        // Four sources at once (a text blit): opaque, clear and translucent mixed.
        for _ in 0..<5000 {
            let sources = (0..<4).map { _ in premultiplied([0, 255, UInt32(rng.next() % 256)][Int(rng.next() % 3)]) }
            let destination = (0..<4).map { _ in premultiplied(rng.next() % 2 == 0 ? 255 : UInt32(rng.next() % 256)) }
            var four = destination
            four.withUnsafeMutableBufferPointer { d in sources.withUnsafeBufferPointer { SpanKernels.overFour(d.baseAddress!, $0.baseAddress!) } }
            #expect(four == zip(sources, destination).map { over($0, $1) })
        }
        // A group's pixels faded by k and laid over (group opacity), clear ones among them.
        for round in 0..<2000 {
            let k = round < 3 ? [0, 256, 1][round] : UInt32(rng.next() % 257)
            let n = Int(rng.next() % 40)
            let sources = (0..<n).map { _ in premultiplied([0, 255, UInt32(rng.next() % 256)][Int(rng.next() % 3)]) }
            let destination = (0..<n).map { _ in premultiplied(rng.next() % 2 == 0 ? 255 : UInt32(rng.next() % 256)) }
            var faded = destination
            faded.withUnsafeMutableBufferPointer { d in
                sources.withUnsafeBufferPointer { if n > 0 { SpanKernels.fade(d.baseAddress!, $0.baseAddress!, count: n, k: k) } }
            }
            #expect(faded == zip(sources, destination).map { $0 == 0 ? $1 : over(scalePixel($0, k), $1) }, "k \(k)")
        }
    }

    /// The vector lerps of a resampled row — two rows blended, then each pixel from its two taps
    /// (`blendRows`, `lerpQuads`) — equal `lerpPixel` pixel by pixel, any pixels and weights;
    /// laid over a destination (a translucent level), they equal `store` of each lerped pixel.
    @Test func aResampledRowEqualsLerpPixelByPixel() {
        var rng = SplitMix64(seed: 13)
        func premultiplied(_ alpha: UInt32) -> UInt32 {
            let c = { UInt32(rng.next() % UInt64(alpha + 1)) }
            return alpha << 24 | c() << 16 | c() << 8 | c()
        }
        for _ in 0..<500 {
            let n = Int(rng.next() % 70)
            let a = (0..<n + 2).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            let b = (0..<n + 2).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
            let wy = UInt16(rng.next() % 257)
            var out = [UInt32](repeating: 0, count: n)
            out.withUnsafeMutableBufferPointer { o in
                a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        if n > 0 { SpanKernels.blendRows(o.baseAddress!, a.baseAddress!, b.baseAddress!, n, wy) }
                    }
                }
            }
            #expect(out == (0..<n).map { lerpPixel(a[$0], b[$0], UInt32(wy)) }, "weight \(wy)")
            // Texel columns in 32.32 fixed point, stepping by 0.3 to 2.5 texels, within the row.
            let su = Int64(rng.uniform(0.3, 2.5) * 4_294_967_296)
            let count = n == 0 ? 0 : min(n, Int(Double(n - 1) / (Double(su) / 4_294_967_296)))
            let u0 = Int64(rng.next() % (1 << 32))
            var pixels = [UInt32](repeating: 7, count: count)
            let stopped = pixels.withUnsafeMutableBufferPointer { d in
                a.withUnsafeBufferPointer { SpanKernels.lerpQuads(d.baseAddress!, 0, count, $0.baseAddress!, u0, su, over: false) }
            }
            #expect(stopped == count - count % 4)
            for i in 0..<stopped {
                let u = u0 + su * Int64(i)
                let x = Int(u >> 32), w = UInt32(u >> 24) & 0xFF
                #expect(pixels[i] == lerpPixel(a[x], a[x + 1], w), "pixel \(i) of \(count)")
            }
            // Over a destination: text and sprites, clear runs (skipped four at a time), opaque
            // and translucent texels mixed.
            let clearRun = rng.next() % 3 == 0
            let texels = (0..<n + 2).map { _ in clearRun ? 0 : premultiplied([0, 255, UInt32(rng.next() % 256)][Int(rng.next() % 3)]) }
            let destination = (0..<count).map { _ in premultiplied(rng.next() % 2 == 0 ? 255 : UInt32(rng.next() % 256)) }
            var laid = destination
            let laidStop = laid.withUnsafeMutableBufferPointer { d in
                texels.withUnsafeBufferPointer { SpanKernels.lerpQuads(d.baseAddress!, 0, count, $0.baseAddress!, u0, su, over: true) }
            }
            #expect(laidStop == stopped)
            for i in 0..<laidStop {
                let u = u0 + su * Int64(i)
                var expected = [destination[i]]
                expected.withUnsafeMutableBufferPointer {
                    SpanKernels.store($0.baseAddress!, 0, lerpPixel(texels[Int(u >> 32)], texels[Int(u >> 32) + 1], UInt32(u >> 24) & 0xFF), 256)
                }
                #expect(laid[i] == expected[0], "pixel \(i) of \(count) over")
            }
        }
    }
}
