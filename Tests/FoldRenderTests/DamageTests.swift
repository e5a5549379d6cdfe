import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// Damage rectangles: an incrementally rendered frame equals a full render, and only what
/// changed is redrawn.
@Suite struct DamageTests {
    @Test func incrementalFramesEqualFullRendersOfTheExamples() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        for name in ["folding-cell", "fly-to-cart", "page-fold"] {
            let scene = try SceneLoader.load(contentsOf: examples.appendingPathComponent("\(name).scene.json"))
            var images: [String: Bitmap] = [:]
            for (key, path) in scene.images { images[key] = try ImageLoader.load(contentsOf: URL(fileURLWithPath: path)) }
            let incremental = Compositor(images: images), full = Compositor(images: images)
            var bitmap: Bitmap?
            var damaged = 0, total = 0
            for frame in 0..<24 {
                let t = Double(frame) / 12
                let tree = RenderTree(size: scene.size, scale: 1, background: scene.background, layers: scene.presentation(at: t))
                if bitmap == nil { bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: 1) }
                let damage = incremental.renderIncrementally(tree, into: &bitmap!)
                let reference = full.render(tree)
                #expect(bitmap!.pixels == reference.pixels, "\(name) frame \(frame): incremental render differs (damage \(damage))")
                if frame > 0 {
                    damaged += damage.area
                    total += reference.width * reference.height
                }
            }
            // Animations that move part of the screen redraw part of it.
            #expect(damaged < total, "\(name): every frame was fully damaged")
        }
    }

    @Test func aStillFrameHasNoDamageAndAMovedLayerOnlyItsFootprints() {
        let compositor = Compositor(threads: 2)
        func tree(_ x: Double) -> RenderTree {
            RenderTree(size: Size(width: 200, height: 200), layers: [
                RenderFixtures.layer(frame: Rect(x: 0, y: 0, width: 200, height: 40)) { p in p.backgroundColor = .black },
                RenderFixtures.layer(frame: Rect(x: x, y: 100, width: 20, height: 20)) { p in p.backgroundColor = Color(red: 1, green: 0, blue: 0) },
            ])
        }
        var bitmap = Bitmap(width: 200, height: 200)
        #expect(compositor.renderIncrementally(tree(10), into: &bitmap).area == 200 * 200)
        #expect(compositor.renderIncrementally(tree(10), into: &bitmap).isEmpty)
        let d = compositor.renderIncrementally(tree(50), into: &bitmap)
        #expect(d.minY >= 98 && d.maxY <= 122 && d.minX >= 8 && d.maxX <= 72, "\(d)")
        #expect(bitmap.pixels == compositor.render(tree(50)).pixels)
    }

    /// Changes far apart are redrawn as separate rects, not their bounds, and the frame still
    /// equals a full render; many changes are merged down to a few rects.
    @Test func distantChangesAreSeparateRects() {
        let compositor = Compositor(threads: 2)
        func tree(_ x: Double, dots: Int) -> RenderTree {
            var layers: [LayerSnapshot] = [
                RenderFixtures.layer(frame: Rect(x: 0, y: 0, width: 300, height: 400)) { p in p.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95) },
                RenderFixtures.layer(frame: Rect(x: x, y: 10, width: 20, height: 20)) { p in p.backgroundColor = Color(red: 1, green: 0, blue: 0) },
                RenderFixtures.layer(frame: Rect(x: 280 - x, y: 370, width: 20, height: 20)) { p in
                    p.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
                    p.cornerRadius = 10
                },
            ]
            for i in 0..<dots {
                let frame = Rect(x: Double(i * 13 % 280) + x / 10, y: Double(i * 37 % 380), width: 6, height: 6)
                layers.append(RenderFixtures.layer(frame: frame) { p in p.backgroundColor = Color(red: 0, green: 0.6, blue: 0) })
            }
            return RenderTree(size: Size(width: 300, height: 400), layers: layers)
        }
        var bitmap = Bitmap(width: 300, height: 400)
        compositor.renderIncrementally(tree(10, dots: 0), into: &bitmap)
        let rects = compositor.renderDamage(tree(14, dots: 0), into: &bitmap)
        #expect(rects.count == 2, "\(rects)")
        #expect(rects.map(\.area).reduce(0, +) < 2000, "\(rects)")
        #expect(bitmap.pixels == compositor.render(tree(14, dots: 0)).pixels)
        // Forty moving dots: a few rects, and the same pixels.
        compositor.renderIncrementally(tree(14, dots: 40), into: &bitmap)
        let many = compositor.renderDamage(tree(30, dots: 40), into: &bitmap)
        #expect(many.count <= DamagePlan.maximumRects && !many.isEmpty)
        #expect(bitmap.pixels == compositor.render(tree(30, dots: 40)).pixels)
    }
}
