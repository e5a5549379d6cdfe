import FoldCore
import FoldTestSupport
import Testing

@testable import FoldRender

/// The rasterizer's shortcuts against the per-pixel truth they replace: a border's hole skipped
/// without tests (`PlaneClip.holeSpan`), and gradient runs filled in registers
/// (`PaintSampler.fill`).
@Suite struct SpanShortcutTests {
    /// Every pixel a hole span skips is one the per-pixel coverage leaves at exactly 0, for
    /// random affine maps (scaled, rotated, sheared, mirrored), holes and radii up to a circle.
    @Test func aHoleSpanHoldsOnlyPixelsTheClipLeavesUncovered() {
        var rng = SplitMix64(seed: 42)
        var skipped = 0
        for _ in 0..<300 {
            let rect = Rect(x: rng.uniform(-20, 40), y: rng.uniform(-20, 40), width: rng.uniform(0.5, 120), height: rng.uniform(0.5, 90))
            let radius = rng.unit() < 0.2 ? 1000 : rng.uniform(0, 30)
            let rotated = rng.unit() < 0.3
            let a = rng.uniform(0.2, 3) * (rng.unit() < 0.2 ? -1 : 1), d = rng.uniform(0.2, 3)
            let b = rotated ? rng.uniform(-1, 1) : 0, c = rotated ? rng.uniform(-1, 1) : 0
            let w = rng.uniform(0.5, 2)
            let g = Homography(a, b, 0, c, d, 0, rng.uniform(-100, 100), rng.uniform(-100, 100), w)
            let clip = PlaneClip(screenToPlane: g, rect: rect, radius: radius, mode: .outside)
            for y in stride(from: -50, to: 250, by: 3) {
                let py = Double(y) + 0.5
                let span = clip.holeSpan(py: py, lo: -100, hi: 400)
                for x in span {
                    skipped += 1
                    let c = clip.coverage(Double(x) + 0.5, py)
                    #expect(c == 0, "pixel (\(x), \(y)) in the hole span has coverage \(c)")
                    if c != 0 { return }
                }
            }
        }
        #expect(skipped > 100_000, "the spans skipped only \(skipped) pixels")
        // Perspective maps and the other mode get no span.
        let p = PlaneClip(screenToPlane: Homography(1, 0, 0.001, 0, 1, 0, 0, 0, 1), rect: Rect(x: 0, y: 0, width: 50, height: 50), radius: 4, mode: .outside)
        #expect(p.holeSpan(py: 20.5, lo: 0, hi: 100).isEmpty)
        var q = p
        q.screenToPlane = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)
        q.mode = .roundedCorners
        #expect(q.holeSpan(py: 20.5, lo: 0, hi: 100).isEmpty)
    }

    /// Every pixel a rounded clip's span marks as uncut has coverage exactly 1, for maps that
    /// scale and translate (the chord path, discs included) and for others (the band path).
    @Test func anUnclippedSpanHoldsOnlyPixelsAtFullCoverage() {
        var rng = SplitMix64(seed: 5)
        var checked = 0
        for i in 0..<300 {
            let rect = Rect(x: rng.uniform(-20, 40), y: rng.uniform(-20, 40), width: rng.uniform(1, 120), height: rng.uniform(1, 90))
            let radius = rng.unit() < 0.3 ? 1000 : rng.uniform(0, 30)
            let general = i % 3 == 0
            let g = Homography(
                rng.uniform(0.2, 3) * (rng.unit() < 0.2 ? -1 : 1), general ? rng.uniform(-1, 1) : 0,
                general && rng.unit() < 0.5 ? rng.uniform(-0.003, 0.003) : 0, general ? rng.uniform(-1, 1) : 0,
                rng.uniform(0.2, 3), 0, rng.uniform(-100, 100), rng.uniform(-100, 100), rng.uniform(0.5, 2))
            let clip = PlaneClip(screenToPlane: g, rect: rect, radius: radius, mode: .roundedCorners)
            for y in stride(from: -50, to: 250, by: 2) {
                let py = Double(y) + 0.5
                for x in clip.unclippedSpan(py: py, lo: -100, hi: 400) {
                    checked += 1
                    let c = clip.coverage(Double(x) + 0.5, py)
                    #expect(c == 1, "pixel (\(x), \(y)) in the span has coverage \(c)")
                    if c != 1 { return }
                }
            }
        }
        #expect(checked > 100_000)
        // Outside the covered span the clip leaves nothing, for every map.
        var rng2 = SplitMix64(seed: 6)
        var outside = 0
        for i in 0..<300 {
            let rect = Rect(x: rng2.uniform(-20, 40), y: rng2.uniform(-20, 40), width: rng2.uniform(1, 120), height: rng2.uniform(1, 90))
            let general = i % 4 == 0
            let g = Homography(
                rng2.uniform(0.2, 3) * (rng2.unit() < 0.2 ? -1 : 1), general ? rng2.uniform(-1, 1) : 0, 0,
                general ? rng2.uniform(-1, 1) : 0, rng2.uniform(0.2, 3), 0, rng2.uniform(-100, 100), rng2.uniform(-100, 100),
                rng2.uniform(0.5, 2))
            let clip = PlaneClip(screenToPlane: g, rect: rect, radius: rng2.unit() < 0.3 ? 1000 : rng2.uniform(0, 30), mode: .roundedCorners)
            for y in stride(from: -50, to: 250, by: 2) {
                let py = Double(y) + 0.5
                let covered = clip.coveredSpan(py: py, lo: -100, hi: 400)
                for x in -100..<400 where !covered.contains(x) {
                    outside += 1
                    let c = clip.coverage(Double(x) + 0.5, py)
                    #expect(c == 0, "pixel (\(x), \(y)) outside the covered span has coverage \(c)")
                    if c != 0 { return }
                }
            }
        }
        #expect(outside > 100_000)
        // A disc's middle row is one whole span (it used to be tested pixel by pixel).
        let disc = PlaneClip(screenToPlane: Homography(0.5, 0, 0, 0, 0.5, 0, -10, -10, 1), rect: Rect(x: 0, y: 0, width: 30, height: 30), radius: 15, mode: .roundedCorners)
        #expect(disc.unclippedSpan(py: 50.5, lo: 0, hi: 200).count >= 56)
    }

    /// A gradient run filled at once equals `next()` pixel by pixel, over random affine and
    /// perspective maps, opacities and destinations.
    @Test func aGradientRunEqualsItsPixelsOneByOne() {
        var rng = SplitMix64(seed: 9)
        let table = GradientTable(
            colors: [Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0.2, green: 0.1, blue: 0.7, alpha: 0.9), .black],
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
            let start = Point(x: rng.uniform(-20, 20), y: rng.uniform(-20, 20))
            let end = across ? Point(x: start.x, y: rng.uniform(-40, 80)) : Point(x: rng.uniform(-40, 80), y: rng.uniform(-40, 80))
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
}
