import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// CALayer.contentsScale: an image's natural size in points is its pixels ÷ the layer's
/// contentsScale (default 1), whatever the render scale.
@Suite struct ContentsScaleTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A solid red image of the given pixel size.
    static func image(width: Int, height: Int) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for i in b.pixels.indices { b.pixels[i] = Bitmap.pixel(red) }
        return b
    }

    /// The pixel box (x, y, width, height) covered by pixels that are mostly red.
    static func redBox(_ bitmap: Bitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixels[y * bitmap.width + x]
                let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF)
                if r > 200 && g < 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    func render(scale: Double, contentsScale: Double?, gravity: CALayerContentsGravity = .center) -> Bitmap {
        let compositor = Compositor(images: ["img": Self.image(width: 20, height: 10)], threads: 1)
        let layer = RenderFixtures.layer(frame: CGRect(x: 10, y: 10, width: 80, height: 60)) { p in
            p.contentsName = "img"
            p.contentsGravity = gravity
            if let contentsScale { p.contentsScale = contentsScale }
        }
        return compositor.render(RenderTree(size: CGSize(width: 100, height: 80), scale: scale, background: .white, layers: [layer]))
    }

    @Test func defaultIsOnePointPerImagePixelAtEveryRenderScale() throws {
        // 20 × 10 px at contentsScale 1 is 20 × 10 pt: 40 × 20 px at scale 2, centred in the
        // 80 × 60 pt bounds at (10, 10) — origin (10 + 30, 10 + 25) pt = (80, 70) px.
        let box = try #require(Self.redBox(render(scale: 2, contentsScale: nil)))
        #expect(box.width == 40 && box.height == 20, "\(box)")
        #expect(box.x == 80 && box.y == 70, "\(box)")
        let one = try #require(Self.redBox(render(scale: 1, contentsScale: nil)))
        #expect(one.width == 20 && one.height == 10 && one.x == 40 && one.y == 35, "\(one)")
    }

    @Test func retinaImageIsHalfItsPixelSizeInPoints() throws {
        // contentsScale 2: 10 × 5 pt, so one image pixel per output pixel at scale 2.
        let box = try #require(Self.redBox(render(scale: 2, contentsScale: 2)))
        #expect(box.width == 20 && box.height == 10 && box.x == 90 && box.y == 75, "\(box)")
        // Corner gravities use the same natural size: topLeft at the bounds' origin.
        let corner = try #require(Self.redBox(render(scale: 3, contentsScale: 2, gravity: .topLeft)))
        #expect(corner.width == 30 && corner.height == 15 && corner.x == 30 && corner.y == 30, "\(corner)")
    }

    @Test func resizeGravitiesIgnoreContentsScale() {
        for gravity in [CALayerContentsGravity.resize, .resizeAspect, .resizeAspectFill] {
            #expect(render(scale: 2, contentsScale: 3, gravity: gravity) == render(scale: 2, contentsScale: nil, gravity: gravity))
        }
    }

    @Test func invalidContentsScaleCountsAsOne() {
        for bad in [0, -1, Double.nan, .infinity] {
            #expect(render(scale: 2, contentsScale: bad) == render(scale: 2, contentsScale: nil), "\(bad)")
        }
    }

    /// Text is rasterised at the render scale and fills its bounds: contentsScale does not
    /// change it, and at render scale s its ink spans s× the pixels it spans at scale 1.
    @Test func textKeepsItsRenderScaleRaster() throws {
        func text(scale: Double, contentsScale: Double? = nil) -> Bitmap {
            let layer = RenderFixtures.layer(.text, frame: CGRect(x: 10, y: 10, width: 200, height: 40)) { p in
                p.string = "Fold HHH"
                p.fontSize = 24
                p.foregroundColor = Self.red
                if let contentsScale { p.contentsScale = contentsScale }
            }
            return Compositor(threads: 1).render(
                RenderTree(size: CGSize(width: 220, height: 60), scale: scale, background: .white, layers: [layer]))
        }
        let two = text(scale: 2)
        #expect(text(scale: 2, contentsScale: 1) == two)
        #expect(text(scale: 2, contentsScale: 4) == two)
        let a = try #require(Self.redBox(text(scale: 1))), b = try #require(Self.redBox(two))
        // Edges land on different pixel phases, so allow two pixels.
        #expect(abs(b.width - 2 * a.width) <= 2 && abs(b.height - 2 * a.height) <= 2, "\(a) vs \(b)")
        #expect(abs(b.x - 2 * a.x) <= 2 && abs(b.y - 2 * a.y) <= 2, "\(a) vs \(b)")
    }
}
