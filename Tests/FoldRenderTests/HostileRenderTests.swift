import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// Geometry that once trapped, drew nothing or asked for gigabytes: each renders, in bounded
/// memory, with the pixels it should have.
@Suite struct HostileRenderTests {
    func render(_ layers: [LayerSnapshot], size: CGSize, scale: Double = 1) -> Bitmap {
        Compositor().render(RenderTree(size: size, scale: scale, background: .white, layers: layers))
    }

    /// Count of pixels that are clearly not the white background.
    func ink(_ bitmap: Bitmap) -> Int {
        bitmap.pixels.reduce(0) { count, p in
            let r = p & 0xFF, g = p >> 8 & 0xFF, b = p >> 16 & 0xFF
            return r + g + b < 600 ? count + 1 : count
        }
    }

    @Test func textZoomedFiftyTimesIsStillDrawn() {
        // 40×20 pt of text scaled ×50 about its centre: the wanted raster (2000×1000 pt at scale 2
        // → 4000×2000 px… ×50 of the layer) is capped, and the text is drawn magnified.
        let text = RenderFixtures.layer(.text, frame: CGRect(x: 80, y: 90, width: 40, height: 20)) { p in
            p.fontFamily = "DejaVu Sans"
            p.string = "████"
            p.fontSize = 16
            p.foregroundColor = .black
            p.transform = CATransform3D(scaleX: 50, y: 50, z: 1)
        }
        let bitmap = render([text], size: CGSize(width: 200, height: 200), scale: 2)
        #expect(ink(bitmap) > 1000, "the zoomed text vanished")
        #expect(Compositor.textRasterScale(wanted: 100, size: CGSize(width: 40, height: 20)) <= 8192 / 40)
    }

    @Test func hugeTextBoundsAreRasterizedWithinTheBudget() {
        let scale = Compositor.textRasterScale(wanted: 2, size: CGSize(width: 32_000, height: 32_000))
        #expect(32_000 * scale <= Double(Compositor.maxTextRasterSide))
        #expect(32_000 * 32_000 * scale * scale <= Double(Compositor.maxTextRasterPixels) * 1.0001)
        // Small text keeps its quarter-rounded scale exactly.
        #expect(Compositor.textRasterScale(wanted: 2.1, size: CGSize(width: 100, height: 20)) == 2)
    }

    @Test func deeplyNestedGroupsComposeLikeTheirProduct() {
        // 60 nested groups at opacity 0.99 of black squares, on a canvas wide and tall enough
        // that each group's offscreen is drawn in several row chunks.
        var inner = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 1400, height: 700)) { p in
            p.backgroundColor = .black
        }
        // A second child (a dot in the corner) keeps the group from being folded into its one
        // op's opacity, so every level really composites offscreen.
        let dot = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 2, height: 2)) { p in p.backgroundColor = .black }
        for _ in 0..<60 {
            var group = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 1400, height: 700)) { p in p.opacity = 0.99 }
            group.sublayers = [inner, dot]
            inner = group
        }
        let bitmap = render([inner], size: CGSize(width: 1400, height: 700))
        #expect(1400 * 700 > Rasterizer.groupBufferPixels * 2)
        // Each level fades the level inside it once, with the kernels' own pixel math; the result
        // is the same however the rows are chunked.
        var pixel = Bitmap.pixel(.black)
        for _ in 0..<60 { pixel = scalePixel(pixel, 253) }
        let expected = Int(over(pixel, Bitmap.pixel(.white)) & 0xFF)
        #expect(expected > 100 && expected < 160)
        for (x, y) in [(700, 350), (1399, 699), (13, 517), (1000, 3)] {
            let (r, g, b, a) = bitmap.rgba(x: x, y: y)
            #expect(a == 255)
            #expect(abs(Int(r) - expected) <= 2 && r == g && g == b, "(\(x), \(y)): \(r) \(g) \(b) vs \(expected)")
        }
    }

    @Test(arguments: [Double.nan, .infinity, 1e308, -1e308])
    func degenerateGradientPointsDoNotTrap(_ value: Double) {
        let gradient = RenderFixtures.layer(.gradient, frame: CGRect(x: 10, y: 10, width: 80, height: 80)) { p in
            p.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            p.startPoint = CGPoint(x: value, y: 0)
            p.endPoint = CGPoint(x: 1, y: value)
        }
        let bitmap = render([gradient], size: CGSize(width: 100, height: 100))
        #expect(bitmap.width == 100)
    }

    @Test func thousandsOfCrossingPlanesStayWithinTheSplitBudget() {
        // 400 planes fanned about one axis all cross each other: unbounded splitting would make
        // O(n²) pieces; the budget keeps the draw list linear.
        var t3d = RenderFixtures.layer(.transform, frame: CGRect(x: 0, y: 0, width: 200, height: 200)) { p in
            p.sublayerTransform = CATransform3D(perspective: 600)
        }
        t3d.sublayers = (0..<400).map { i in
            RenderFixtures.layer(frame: CGRect(x: 20, y: 20, width: 160, height: 160)) { p in
                p.backgroundColor = CGColor(red: Double(i % 7) / 7, green: 0.5, blue: 0.5, alpha: 1)
                p.transform = CATransform3D(rotationAngle: Double(i) * .pi / 400, x: 0, y: 1, z: 0)
            }
        }
        let items = Compositor().drawList([t3d], scale: 1)
        #expect(items.count <= 400 + BSPTree.splitBudget(400) + 1)
    }
}
