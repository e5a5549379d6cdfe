import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// shouldRasterize: a subtree drawn once into a bitmap in its plane and reused while unchanged.
@Suite struct RasterCacheTests {
    func card(rasterize: Bool, angle: Double) -> LayerSnapshot {
        var card = RenderFixtures.layer(frame: CGRect(x: 40, y: 40, width: 160, height: 120)) { p in
            p.backgroundColor = CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
            p.cornerRadius = 16
            p.masksToBounds = true
            p.shouldRasterize = rasterize
            p.transform = CATransform3D(rotationAngle: angle, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 500))
        }
        card.sublayers = [
            RenderFixtures.layer(frame: CGRect(x: 10, y: 10, width: 60, height: 60)) { p in p.contentsName = "checker" },
            RenderFixtures.layer(frame: CGRect(x: 80, y: 20, width: 70, height: 12)) { p in p.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.3, alpha: 1) },
        ]
        return card
    }

    func render(_ c: Compositor, _ layer: LayerSnapshot) -> Bitmap {
        c.render(RenderTree(size: CGSize(width: 240, height: 200), scale: 1, layers: [layer]))
    }

    @Test func flatRasterMatchesDirectDrawing() {
        let c = Compositor(images: ["checker": RenderFixtures.checkerboard(size: 64)])
        let direct = render(c, card(rasterize: false, angle: 0))
        let cached = render(c, card(rasterize: true, angle: 0))
        var worst = 0
        for (a, b) in zip(direct.pixels, cached.pixels) {
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
        }
        #expect(worst <= 2, "rasterized and direct differ by \(worst)")
    }

    @Test func reusedWhileOnlyTheLayerMoves() {
        let c = Compositor(images: ["checker": RenderFixtures.checkerboard(size: 64)])
        for i in 0..<10 { _ = render(c, card(rasterize: true, angle: Double(i) * 0.1)) }
        #expect(c.rasterCache.misses == 1 && c.rasterCache.hits == 9, "misses \(c.rasterCache.misses), hits \(c.rasterCache.hits)")
        // Under a tilt the raster is resampled: close to drawing directly.
        let direct = render(c, card(rasterize: false, angle: 0.6)), cached = render(c, card(rasterize: true, angle: 0.6))
        var total = 0.0
        for (a, b) in zip(direct.pixels, cached.pixels) {
            total += Double(abs(Int(a & 0xFF) - Int(b & 0xFF)))
        }
        #expect(total / Double(direct.pixels.count) < 3)
        // A change inside the subtree draws it again.
        var changed = card(rasterize: true, angle: 0)
        changed.sublayers[1].properties.backgroundColor = .black
        _ = render(c, changed)
        #expect(c.rasterCache.misses == 2)
    }
}
