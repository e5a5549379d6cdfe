import FoldTestSupport
import FoldCore
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
        var layers = [RenderFixtures.layer(frame: Rect(x: 0, y: 0, width: 90, height: 90)) { $0.contents = "checker" }]
        var clip = RenderFixtures.layer(frame: Rect(x: 10, y: 70, width: 100, height: 60)) { $0.masksToBounds = true }
        clip.properties.bounds.origin = Point(x: 0, y: value(0...40).rounded())
        for i in 0..<14 {
            let whole = i % 2 == 0
            let frame = Rect(
                x: whole ? value(-10...60).rounded() : value(-10...60), y: whole ? value(-10...100).rounded() : value(-10...100),
                width: value(20...140), height: value(4...50))
            let layer = RenderFixtures.layer(frame: frame) { p in
                let alpha = [1, 1, 1, 0.5][Int.random(in: 0..<4, using: &random)]
                p.backgroundColor = Color(red: value(0...1), green: value(0...1), blue: value(0...1), alpha: alpha)
                if Int.random(in: 0..<5, using: &random) == 0 { p.cornerRadius = 5 }
                if Int.random(in: 0..<6, using: &random) == 0 { p.opacity = 0.7 }
                if Int.random(in: 0..<6, using: &random) == 0 { p.transform = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1) }
            }
            if i % 3 == 0 { clip.sublayers.append(layer) } else { layers.append(layer) }
        }
        layers.insert(clip, at: 5)
        return RenderTree(size: Size(width: 120, height: 140), scale: 2, background: Color(red: 0.2, green: 0.3, blue: 0.4), layers: layers)
    }

    @Test func culledFramesEqualUnculledOnes() {
        var random = SplitMix64(state: 42)
        let images = ["checker": RenderFixtures.checkerboard(size: 32, cell: 4)]
        let culled = Compositor(images: images, threads: 2), unculled = Compositor(images: images, threads: 2)
        unculled.cullsOccludedDrawing = false
        var culledRows = 0
        for n in 0..<40 {
            let tree = Self.scene(&random)
            let a = culled.render(tree), b = unculled.render(tree)
            #expect(a.pixels == b.pixels, "scene \(n): culling changed pixels")
            let items = culled.drawList(tree.layers, scale: 2)
            // Damage rects of a part of the canvas, too (the culling works per rect).
            let part = PixelRect(minX: 30, minY: 50, maxX: 150, maxY: 200)
            culledRows += Occlusion.starts(items, rect: part).compactMap { $0 }.count
            var c = a, d = a
            culled.draw(items, into: &c, damage: part, background: tree.background)
            unculled.draw(items, into: &d, damage: part, background: tree.background)
            #expect(c.pixels == d.pixels && c.pixels == a.pixels, "scene \(n): a culled damage rect differs")
        }
        // The scenes do exercise the culling.
        #expect(culledRows > 200, "\(culledRows) culled rows")
    }

    @Test func anOpaqueFillHidesTheClearAndWhatIsBelowIt() {
        let under = RenderFixtures.layer(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.backgroundColor = .black }
        let cover = RenderFixtures.layer(frame: Rect(x: 0, y: 10, width: 100, height: 20.5)) { $0.backgroundColor = .white }
        let compositor = Compositor(threads: 1)
        let items = compositor.drawList([under, cover], scale: 1)
        let starts = Occlusion.starts(items, rect: PixelRect(minX: 0, minY: 0, maxX: 100, maxY: 100))
        // Rows 0…99 under the black fill, 10…29 under the white one (row 30 is half covered).
        #expect(starts[0] == DrawStart(item: 0, inner: nil) && starts[99] == DrawStart(item: 0, inner: nil))
        #expect(starts[10] == DrawStart(item: 1, inner: nil) && starts[29] == DrawStart(item: 1, inner: nil))
        #expect(starts[30] == DrawStart(item: 0, inner: nil))
        // Not a cover: translucent, faded, rounded, rotated, or narrower than the rect.
        for configure in [
            { (p: inout LayerProperties) in p.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.99) },
            { (p: inout LayerProperties) in p.opacity = 0.99 },
            { (p: inout LayerProperties) in p.cornerRadius = 2 },
            { (p: inout LayerProperties) in p.transform = Transform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1) },
        ] {
            let layer = RenderFixtures.layer(frame: Rect(x: -10, y: 0, width: 120, height: 100)) {
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
