// `clearsContextBeforeDrawing` (true by default: `draw(_:)` starts from transparent black) and
// `isOpaque` (true by default), as UIKit documents them: with clearing off, what the last
// `draw(_:)` painted is still there under the next one.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIViewClearsContextTests {
    /// Paints its top-left quarter red on the first drawing, its right half blue on the next.
    final class HalfPainter: UIView {
        var drawings = 0
        override func draw(_ rect: CGRect) {
            drawings += 1
            let half =
                drawings == 1
                ? CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2)
                : CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
            (drawings == 1 ? UIColor.red : UIColor.blue).setFill()
            UIRectFill(half)
        }
    }

    /// The layer's bitmap after two drawings: a pixel of the top-left quarter, of the
    /// bottom-left one, and of the right half.
    func pixels(clears: Bool) throws -> (topLeft: [Int], bottomLeft: [Int], right: [Int]) {
        let view = HalfPainter(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.contentScaleFactor = 1
        view.clearsContextBeforeDrawing = clears
        view.layer.displayIfNeeded()
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.drawings == 2)
        let image = try #require(view.layer.contents as? CGImage)
        let c = try rgbaContext(20, 10)
        c.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 10))
        return (rgba(c, 3, 2), rgba(c, 3, 7), rgba(c, 16, 5))
    }

    @Test func defaults() {
        let view = UIView()
        #expect(view.isOpaque && view.clearsContextBeforeDrawing)
    }

    @Test func clearingStartsEachDrawingFromTransparent() throws {
        let p = try pixels(clears: true)
        #expect(p.topLeft == [0, 0, 0, 0] && p.bottomLeft == [0, 0, 0, 0])
        #expect(p.right == [0, 0, 255, 255])
    }

    @Test func withoutClearingTheLastDrawingStaysUnderTheNext() throws {
        let p = try pixels(clears: false)
        #expect(p.topLeft == [255, 0, 0, 255], "kept where it was, not flipped")
        #expect(p.bottomLeft == [0, 0, 0, 0])
        #expect(p.right == [0, 0, 255, 255])
    }
}
