import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender

/// Occlusion culling: rows under an opaque, axis-aligned fill skip the clear and what is drawn
/// before it — with exactly the pixels of drawing everything.
@Suite struct OcclusionTests {
    /// Random layers over a checkerboard: opaque, translucent, rounded, rotated, faded, at
    /// fractional positions, some nested in a clipping layer.
    static func scene(_ random: inout SplitMix64) -> RenderTree {
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var layers = [RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 90, height: 90)) { $0.contentsName = "checker" }]
        var clip = RenderFixtures.layer(frame: CGRect(x: 10, y: 70, width: 100, height: 60)) { $0.masksToBounds = true }
        clip.properties.bounds.origin = CGPoint(x: 0, y: value(0...40).rounded())
        for i in 0..<14 {
            let whole = i % 2 == 0
            let frame = CGRect(
                x: whole ? value(-10...60).rounded() : value(-10...60), y: whole ? value(-10...100).rounded() : value(-10...100),
                width: value(20...140), height: value(4...50))
            let layer = RenderFixtures.layer(frame: frame) { p in
                let alpha = [1, 1, 1, 0.5][Int.random(in: 0..<4, using: &random)]
                p.backgroundColor = CGColor(red: value(0...1), green: value(0...1), blue: value(0...1), alpha: alpha)
                if Int.random(in: 0..<5, using: &random) == 0 { p.cornerRadius = 5 }
                if Int.random(in: 0..<6, using: &random) == 0 { p.opacity = 0.7 }
                if Int.random(in: 0..<6, using: &random) == 0 { p.transform = CATransform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1) }
            }
            if i % 3 == 0 { clip.sublayers.append(layer) } else { layers.append(layer) }
        }
        layers.insert(clip, at: 5)
        // Panels turning about x under perspective, overlapping (an unfolding card): the whole
        // opaque checker, or a strip of an image whose corners are clear, sometimes faded.
        for i in 0..<3 {
            let strip = value(0...0.7)
            let panel = RenderFixtures.layer(frame: CGRect(x: value(-20...30), y: value(0...80), width: value(60...120), height: value(30...60))) { p in
                p.contentsName = i == 1 ? "corners" : "checker"
                if i == 1 { p.contentsRect = CGRect(x: 0, y: strip, width: 1, height: 0.3) }
                p.anchorPoint = CGPoint(x: 0.5, y: 0)
                p.transform = CATransform3D(rotationAngle: value(-1.2...1.2), x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 300))
                if Int.random(in: 0..<6, using: &random) == 0 { p.opacity = 0.8 }
            }
            if i == 2 { clip.sublayers.append(panel) } else { layers.append(panel) }
        }
        return RenderTree(size: CGSize(width: 120, height: 140), scale: 2, background: CGColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1), layers: layers)
    }

    @Test func culledFramesEqualUnculledOnes() {
        var random = SplitMix64(state: 42)
        let images = ["checker": RenderFixtures.checkerboard(size: 32, cell: 4), "corners": Self.clearCorners]
        let culled = Compositor(images: images, threads: 2), unculled = Compositor(images: images, threads: 2)
        unculled.cullsOccludedDrawing = false
        var culledRows = 0, splitRows = 0
        for n in 0..<40 {
            let tree = Self.scene(&random)
            let a = culled.render(tree), b = unculled.render(tree)
            let diffs = a.pixels.indices.filter { a.pixels[$0] != b.pixels[$0] }
            #expect(diffs.isEmpty, "scene \(n): culling changed \(diffs.count) pixels, first at \(diffs.first.map { ($0 % a.width, $0 / a.width) } as Any): \(diffs.prefix(3).map { String(a.pixels[$0], radix: 16) + " vs " + String(b.pixels[$0], radix: 16) })")
            let items = culled.drawList(tree.layers, scale: 2)
            // Damage rects of a part of the canvas, too (the culling works per rect).
            let part = PixelRect(minX: 30, minY: 50, maxX: 150, maxY: 200)
            culledRows += Occlusion.starts(items, rect: part).compactMap { $0 }.count
            // Rows of an op a later opaque op covers in part (`Occluder`).
            let occluders = Occluder.occluders(in: items)
            for (index, item) in items.enumerated() {
                guard case .op(let op) = item, op.clips.isEmpty else { continue }
                let over = occluders.after(index, over: op)
                for y in 0..<280 where !over.isEmpty {
                    let outer = Rasterizer.spans(op.region, py: Double(y) + 0.5, lo: 0, hi: 240).outer
                    if !outer.isEmpty, Occluder.coveredRun(over, py: Double(y) + 0.5, columns: outer) != nil { splitRows += 1 }
                }
            }
            var c = a, d = a
            culled.draw(items, into: &c, damage: part, background: tree.background)
            unculled.draw(items, into: &d, damage: part, background: tree.background)
            // (Not against `a`: a resampled panel's walk starts at the rect's edge, so its
            // pixels may differ from the whole canvas's by a rounding.)
            #expect(c.pixels == d.pixels, "scene \(n): a culled damage rect differs")
        }
        // The scenes do exercise the culling.
        #expect(culledRows > 200, "\(culledRows) culled rows")
        #expect(splitRows > 2000, "\(splitRows) rows drawn around an opaque op over them")
    }

    /// 40×40, opaque but for a 6×6 clear square at each corner (a card's rounded corners).
    static let clearCorners: Bitmap = {
        var b = RenderFixtures.checkerboard(size: 40, cell: 5)
        for y in 0..<40 where y < 6 || y >= 34 {
            for x in 0..<40 where x < 6 || x >= 34 { b.pixels[y * 40 + x] = 0 }
        }
        return b
    }()

    /// An image op covers what is under it only where every texel it may sample is opaque: a
    /// strip away from the clear corners does, the whole image or a strip at its edge does not,
    /// nor a strip sampled from a coarse mip level whose texels reach the corners.
    @Test func anImageOccludesOnlyWhereItsTexelsAreOpaque() {
        let image = MipImage(Self.clearCorners)
        #expect(!image.isOpaque(columns: 0..<40, rows: 0..<40))
        #expect(image.isOpaque(columns: 0..<40, rows: 6..<34) && image.isOpaque(columns: 6..<34, rows: 0..<40))
        #expect(!image.isOpaque(columns: 0..<40, rows: 5..<34) && !image.isOpaque(columns: 5..<34, rows: 0..<40))
        func occludes(_ rows: (Double, Double), pixelHeight: Double) -> Bool {
            // Texel rows rows.0…rows.1 drawn over 200 × pixelHeight pixels at (10, 10).
            let sy = (rows.1 - rows.0) / pixelHeight
            let map = Homography(40.0 / 200, 0, 0, 0, sy, 0, -10 * 40.0 / 200, rows.0 - 10 * sy, 1)
            let region = ConvexRegion([CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10), CGPoint(x: 210, y: 10 + pixelHeight), CGPoint(x: 10, y: 10 + pixelHeight)])!
            return Occluder.drawsOpaque(image, map, region)
        }
        #expect(occludes((14, 26), pixelHeight: 60))
        #expect(!occludes((0, 20), pixelHeight: 60))
        #expect(!occludes((30, 40), pixelHeight: 60))
        // The same strip squeezed into 2 pixel rows: 6 texels a pixel, a level whose taps reach 8.
        #expect(!occludes((14, 26), pixelHeight: 2))
    }

    @Test func anOpaqueFillHidesTheClearAndWhatIsBelowIt() {
        let under = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { $0.backgroundColor = .black }
        let cover = RenderFixtures.layer(frame: CGRect(x: 0, y: 10, width: 100, height: 20.5)) { $0.backgroundColor = .white }
        let compositor = Compositor(threads: 1)
        let items = compositor.drawList([under, cover], scale: 1)
        let starts = Occlusion.starts(items, rect: PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100))
        // Rows 0…99 under the black fill, 10…29 under the white one (row 30 is half covered).
        #expect(starts[0] == DrawStart(item: 0, inner: nil) && starts[99] == DrawStart(item: 0, inner: nil))
        #expect(starts[10] == DrawStart(item: 1, inner: nil) && starts[29] == DrawStart(item: 1, inner: nil))
        #expect(starts[30] == DrawStart(item: 0, inner: nil))
        // Not a cover: translucent, faded, rounded, rotated, or narrower than the rect.
        for configure in [
            { (p: inout LayerProperties) in p.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.99) },
            { (p: inout LayerProperties) in p.opacity = 0.99 },
            { (p: inout LayerProperties) in p.cornerRadius = 2 },
            { (p: inout LayerProperties) in p.transform = CATransform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1) },
        ] {
            let layer = RenderFixtures.layer(frame: CGRect(x: -10, y: 0, width: 120, height: 100)) {
                $0.backgroundColor = .white
                configure(&$0)
            }
            let s = Occlusion.starts(compositor.drawList([layer], scale: 1), rect: PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100))
            #expect(s.allSatisfy { $0 == nil })
        }
        let narrow = Occlusion.starts(items, rect: PixelRect(minX: 0, minY: 0, maxX: 101, maxY: 100))
        #expect(narrow.allSatisfy { $0 == nil })
    }
}
