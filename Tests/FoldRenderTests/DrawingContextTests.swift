import FoldCore
import FoldRender
import Foundation
import Testing

@Suite struct DrawingContextTests {
    @Test func fillsARectWithTheExactColourAtExactPixels() {
        let bitmap = DrawingContext.draw(size: CGSize(width: 10, height: 8), scale: 1) { context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 2, y: 3, width: 4, height: 2))
        }
        #expect(bitmap.width == 10 && bitmap.height == 8 && bitmap.scale == 1)
        #expect(bitmap.rgba(x: 2, y: 3) == (255, 0, 0, 255))
        #expect(bitmap.rgba(x: 5, y: 4) == (255, 0, 0, 255))
        #expect(bitmap.pixels[4 * 10 + 5] == Bitmap.pixel(CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(bitmap.rgba(x: 1, y: 3) == (0, 0, 0, 0))
        #expect(bitmap.rgba(x: 6, y: 3) == (0, 0, 0, 0))
        #expect(bitmap.rgba(x: 2, y: 5) == (0, 0, 0, 0))
    }

    @Test func halfTransparentColourIsStoredPremultiplied() {
        let colour = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let bitmap = DrawingContext.draw(size: CGSize(width: 4, height: 4), scale: 1) { context in
            context.setFillColor(colour)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let p = bitmap.rgba(x: 1, y: 2)
        #expect(p.r == 0 && p.g == 0)
        #expect((127...128).contains(p.a))
        #expect(p.b == p.a)  // premultiplied: blue 1 × alpha 0.5
    }

    @Test func triangleCoversItsCentroidButNotOutsidePoints() {
        let triangle = Path([
            .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 50, y: 10)), .line(to: CGPoint(x: 10, y: 50)),
            .closeSubpath,
        ])
        let bitmap = DrawingContext.draw(size: CGSize(width: 60, height: 60), scale: 1) { context in
            context.setFillColor(CGColor(red: 0, green: 0.5, blue: 0, alpha: 1))
            context.fill(triangle)
        }
        #expect(bitmap.rgba(x: 23, y: 23) == (0, 128, 0, 255))  // centroid (23.3, 23.3)
        #expect(bitmap.alpha(x: 40, y: 40) == 0)  // beyond the hypotenuse
        #expect(bitmap.alpha(x: 5, y: 30) == 0)  // left of it
        #expect(bitmap.alpha(x: 30, y: 5) == 0)  // above it
    }

    @Test func scaleTwoDoublesThePixelSize() {
        let bitmap = DrawingContext.draw(size: CGSize(width: 10, height: 5), scale: 2) { context in
            context.setFillColor(.black)
            context.fill(CGRect(x: 2, y: 1, width: 3, height: 2))
        }
        #expect(bitmap.width == 20 && bitmap.height == 10 && bitmap.scale == 2)
        #expect(bitmap.size == CGSize(width: 10, height: 5))
        #expect(bitmap.inkBounds()?.x == 4...9)
        #expect(bitmap.inkBounds()?.y == 2...5)
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 3),
        CGSize(width: CGFloat.infinity, height: 3), CGSize(width: 1e9, height: 1e9),
    ])
    func invalidSizesGiveAnEmptyBitmap(size: CGSize) {
        var ran = false
        let bitmap = DrawingContext.draw(size: size, scale: 1) { context in
            ran = true
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.drawText("x", in: CGRect(x: 0, y: 0, width: 10, height: 10), font: .system(size: 12), color: .black)
        }
        #expect(ran)
        #expect(bitmap.width == 0 && bitmap.height == 0 && bitmap.pixels.isEmpty)
    }

    @Test func nonFiniteCoordinatesAreIgnored() {
        let bitmap = DrawingContext.draw(size: CGSize(width: 10, height: 10), scale: 1) { context in
            context.setFillColor(.black)
            context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
            context.translateBy(x: CGFloat.infinity, y: 0)
            context.scaleBy(x: CGFloat.nan, y: 1)
            context.rotate(by: .nan)
            context.fill(Path([.move(to: CGPoint(x: CGFloat.nan, y: 1)), .line(to: CGPoint(x: 3, y: CGFloat.infinity))]))
            // The context still works afterwards: NaN did not put cairo into an error state.
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(bitmap.alpha(x: 1, y: 1) == 255)
        #expect(bitmap.alpha(x: 5, y: 5) == 0)
    }

    @Test func zeroScaleCollapsesDrawingUntilRestored() {
        let bitmap = DrawingContext.draw(size: CGSize(width: 10, height: 10), scale: 1) { context in
            context.setFillColor(.black)
            context.saveGState()
            context.scaleBy(x: 0, y: 1)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.restoreGState()  // unbalanced: ignored
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(bitmap.alpha(x: 0, y: 0) == 255)
        #expect(bitmap.alpha(x: 5, y: 5) == 0)
    }

    @Test func clipAndTransformsApply() {
        let bitmap = DrawingContext.draw(size: CGSize(width: 20, height: 20), scale: 1) { context in
            context.setFillColor(.black)
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.translateBy(x: 5, y: 5)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // x 5..<15, clipped at 10
            context.restoreGState()
        }
        #expect(bitmap.inkBounds()?.x == 5...9)
        #expect(bitmap.inkBounds()?.y == 5...14)
    }

    @Test func drawsABitmapIntoARect() {
        var source = Bitmap(width: 2, height: 2)
        source.fill(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let bitmap = DrawingContext.draw(size: CGSize(width: 8, height: 8), scale: 1) { context in
            context.draw(source, in: CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        #expect(bitmap.pixels[3 * 8 + 3] == source.pixels[0])
        #expect(bitmap.inkBounds()?.x == 2...5)
        #expect(bitmap.inkBounds()?.y == 2...5)
    }

    @Test func strokesUseTheStrokeColourAndWidth() {
        let bitmap = DrawingContext.draw(size: CGSize(width: 20, height: 20), scale: 1) { context in
            context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setLineWidth(4)
            context.stroke(Path([.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 20, y: 10))]))
        }
        #expect(bitmap.rgba(x: 10, y: 8) == (0, 0, 255, 255))
        #expect(bitmap.rgba(x: 10, y: 11) == (0, 0, 255, 255))
        #expect(bitmap.alpha(x: 10, y: 7) == 0 && bitmap.alpha(x: 10, y: 12) == 0)
    }

    @Test func aContextKeptPastTheBodyDrawsIntoNothing() {
        var kept: DrawingContext?
        let bitmap = DrawingContext.draw(size: CGSize(width: 4, height: 4), scale: 1) { kept = $0 }
        kept?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        kept?.drawText("late", in: CGRect(x: 0, y: 0, width: 4, height: 4), font: .system(size: 4), color: .black)
        #expect(bitmap.isFullyTransparent)
    }
}
