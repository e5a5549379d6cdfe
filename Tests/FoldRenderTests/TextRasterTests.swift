import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// A text layer's raster keeps only its glyphs' bounds, and draws the pixels the whole raster
/// would.
@Suite struct TextRasterTests {
    static func textLayer(_ frame: CGRect, _ string: String) -> LayerSnapshot {
        RenderFixtures.layer(.text, frame: frame) {
            $0.string = string
            $0.fontSize = 17
        }
    }

    @Test func aLabelsRasterCoversItsGlyphsNotItsWidth() throws {
        let whole = TextRenderer.render(
            string: "Row 12", fontSize: 17, fontFamily: nil, color: .black, alignment: .natural, wrapped: false,
            size: CGSize(width: 343, height: 21), scale: 2)
        let raster = TextRaster(whole)
        let r = raster.glyphRect
        #expect(raster.width == whole.width && raster.height == whole.height)
        #expect(r.maxX - r.minX < whole.width / 4, "the glyphs' box \(r) is not much narrower than \(whole.width) texels")
        // Every visible texel is inside the box, with a transparent margin around the glyphs.
        for y in 0..<whole.height {
            for x in 0..<whole.width where whole.pixels[y * whole.width + x] != 0 {
                #expect(x >= r.minX + TextRaster.margin && x < r.maxX - TextRaster.margin && y >= r.minY && y < r.maxY)
            }
        }
        // The cut-out holds the whole raster's texels.
        let glyphs = try #require(raster.glyphs).levels[0]
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX {
                #expect(glyphs.pixels[(y - r.minY) * glyphs.width + (x - r.minX)] == whole.pixels[y * whole.width + x])
            }
        }
        #expect(try #require(raster.wholeImage).levels[0].pixels == whole.pixels)
        #expect(TextRaster(Bitmap(width: 30, height: 10)).glyphs == nil)
    }

    /// Independent truth: the whole raster drawn as an image layer's contents (the image path,
    /// unchanged) at whole-pixel, fractional and scaled positions, and minified (mip levels).
    @Test func theCutOutDrawsTheWholeRastersPixels() {
        let string = "Row 7 行 7 · 第7行"
        for (frame, scale) in [
            (CGRect(x: 16, y: 11.5, width: 343, height: 21), 2.0), (CGRect(x: 16.3, y: 11.37, width: 343, height: 21), 2.0),
            (CGRect(x: 5, y: 3.25, width: 200, height: 21), 1.0), (CGRect(x: 0, y: 0, width: 343, height: 21), 3.0),
        ] {
            let compositor = Compositor(threads: 1)
            let raster = Compositor.textRasterScale(wanted: scale, size: frame.size, fontSize: 17)
            let whole = TextRenderer.render(
                string: string, fontSize: 17, fontFamily: nil, color: .black, alignment: .natural, wrapped: false,
                size: frame.size, scale: raster)
            compositor.setImage(whole, named: "whole")
            let image = RenderFixtures.layer(frame: frame) { $0.contentsName = "whole" }
            for transform in [CATransform3D.identity, CATransform3D(scaleX: 0.4, y: 0.4, z: 1)] {
                var text = Self.textLayer(frame, string), reference = image
                text.properties.transform = transform
                reference.properties.transform = transform
                let size = CGSize(width: 375, height: 40)
                let a = compositor.render(RenderTree(size: size, scale: scale, layers: [text]))
                let b = compositor.render(RenderTree(size: size, scale: scale, layers: [reference]))
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "\(frame) at scale \(scale), \(transform == .identity ? "unscaled" : "minified"): \(differing) pixels differ")
            }
        }
    }
}
