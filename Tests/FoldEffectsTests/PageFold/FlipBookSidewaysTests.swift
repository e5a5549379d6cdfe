import FoldCore
import FoldRender
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// A book that turns sideways: forwards toward the leading side — left to right the right half
/// turns over to the left, right to left the left half turns over to the right — from code, by
/// a drag toward the leading side and by a reduced-motion swipe.
@Suite struct FlipBookSidewaysTests {
    final class Book {
        let window = UIWindow(size: CGSize(width: 300, height: 200), scale: 1)
        let loop: FrameLoop
        let book: FlipBookView
        var frame = 0

        init(rightToLeft: Bool) throws {
            let pages = FlipBookTests.colours.enumerated().map { i, c in
                var b = Bitmap(width: 300, height: 200)
                b.fill(c)
                return UIImage(bitmap: b, name: "side-page-\(i)")
            }
            var options = PageFoldView.Options()
            options.direction = .left
            book = try FlipBookView(images: pages, options: options)
            if rightToLeft { book.semanticContentAttribute = .forceRightToLeft }
            window.addSubview(book)
            loop = FrameLoop(window: window)
            _ = loop.step(to: 0)
        }

        func step(_ events: InputEvent...) {
            for e in events { loop.send(e) }
            frame += 1
            _ = loop.step(to: Double(frame) / 60)
        }

        func settle() {
            for _ in 0..<600 where book.pageView.isAnimating || book.crossFadeTarget != nil { step() }
        }

        func colour(at p: CGPoint) -> (Int, Int, Int) {
            let b = Compositor(images: window.images, threads: 1).render(loop.renderTree(at: Double(frame) / 60))
            let c = b.rgba(x: Int(p.x), y: Int(p.y))
            return (Int(c.r), Int(c.g), Int(c.b))
        }

        /// A drag across the middle row from `x0` to `x1` in 12 steps.
        func drag(from x0: Double, to x1: Double) {
            step(.pointerDown(CGPoint(x: x0, y: 100)))
            for i in 1...12 { step(.pointerMoved(CGPoint(x: x0 + (x1 - x0) * Double(i) / 12, y: 100))) }
            step(.pointerUp(CGPoint(x: x1, y: 100)))
        }
    }

    @Test(arguments: [false, true])
    func aTurnFromCodeLiftsTheLeadingHalfsOpposite(rightToLeft: Bool) throws {
        let b = try Book(rightToLeft: rightToLeft)
        #expect(b.book.turnsSideways)
        try b.book.turnToNextPage()
        for _ in 0..<7 { b.step() }
        #expect(b.book.pageView.options.direction == (rightToLeft ? .right : .left))
        #expect(b.book.pageView.foldAngle > 0.3 && b.book.pageView.foldAngle < .pi / 2)
        // The turning half has lifted off its outer edge: the next page (green) shows there;
        // the fixed half is still the first page (red).
        let outer = CGPoint(x: rightToLeft ? 5 : 295, y: 100)
        let fixed = CGPoint(x: rightToLeft ? 295 : 5, y: 100)
        #expect(b.colour(at: outer) == (0, 255, 0), "rightToLeft \(rightToLeft): \(b.colour(at: outer)) at \(outer)")
        let f = b.colour(at: fixed)
        #expect(f.0 > 240 && f.1 == 0 && f.2 == 0, "the first page, under the fixed half's light shadow: \(f)")
        b.settle()
        #expect(b.book.pageIndex == 1 && b.colour(at: outer) == (0, 255, 0) && b.colour(at: fixed) == (0, 255, 0))
    }

    /// Toward the leading side is forwards; the other way, on the first page, springs back.
    @Test(arguments: [false, true])
    func aDragTowardTheLeadingSideTurnsForwards(rightToLeft: Bool) throws {
        let b = try Book(rightToLeft: rightToLeft)
        let (trailingEdge, leadingEdge) = rightToLeft ? (30.0, 270.0) : (270.0, 30.0)
        b.drag(from: leadingEdge, to: trailingEdge)  // backwards: there is no page before the first
        b.settle()
        #expect(b.book.pageIndex == 0)
        b.drag(from: trailingEdge, to: leadingEdge)
        b.settle()
        #expect(b.book.pageIndex == 1, "rightToLeft \(rightToLeft)")
        b.drag(from: leadingEdge, to: trailingEdge)
        b.settle()
        #expect(b.book.pageIndex == 0, "and back")
    }

    @Test(arguments: [false, true])
    func aReducedMotionSwipeTowardTheLeadingSideTurnsForwards(rightToLeft: Bool) throws {
        let b = try Book(rightToLeft: rightToLeft)
        b.book.reducesMotion = true
        b.drag(from: rightToLeft ? 50 : 250, to: rightToLeft ? 250 : 50)
        b.settle()
        #expect(b.book.pageIndex == 1 && b.book.pageView.foldAngle == 0)
    }
}
