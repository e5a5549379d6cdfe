import FoldCore
import FoldRender
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// The flip book: turning pages from code and by dragging, over `PageFoldView`.
@Suite struct FlipBookTests {
    static let colours = [
        CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
        CGColor(red: 0, green: 0, blue: 1, alpha: 1),
    ]

    final class Book {
        let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
        let loop: FrameLoop
        let book: FlipBookView
        var frame = 0
        var changes: [Int] = []

        init() throws {
            let pages = FlipBookTests.colours.enumerated().map { i, c in
                var b = Bitmap(width: 200, height: 300)
                b.fill(c)
                return UIImage(bitmap: b, name: "page-\(i)")
            }
            book = try FlipBookView(images: pages)
            window.addSubview(book)
            loop = FrameLoop(window: window)
            _ = loop.step(to: 0)
            book.pageDidChange = { [unowned self] _, i in self.changes.append(i) }
        }

        func step(_ events: InputEvent...) {
            for e in events { loop.send(e) }
            frame += 1
            _ = loop.step(to: Double(frame) / 60)
        }

        func settle() {
            var n = 0
            while book.pageView.isAnimating && n < 600 {
                step()
                n += 1
            }
        }

        func colour(at p: CGPoint) -> (Int, Int, Int) {
            let b = Compositor(images: window.images, threads: 1).render(loop.renderTree(at: Double(frame) / 60))
            let c = b.rgba(x: Int(p.x), y: Int(p.y))
            return (Int(c.r), Int(c.g), Int(c.b))
        }
    }

    @Test func turningFromCodeShowsTheNextPage() throws {
        let b = try Book()
        var finished: Bool?
        try b.book.turnToNextPage { finished = $0 }
        // POP starts the spring at the frame showing: 7 frames on is 7/60 s into the turn.
        for _ in 0..<7 { b.step() }
        // Mid-turn: the bottom half has lifted, the next page shows under it.
        #expect(b.book.pageView.foldAngle > 0.3 && b.book.pageView.foldAngle < .pi / 2)
        #expect(b.colour(at: CGPoint(x: 100, y: 290)) == (0, 255, 0), "the next page's bottom shows under the lifted half")
        b.settle()
        #expect(finished == true && b.book.pageIndex == 1 && b.changes == [1])
        #expect(b.colour(at: CGPoint(x: 100, y: 80)) == (0, 255, 0) && b.colour(at: CGPoint(x: 100, y: 220)) == (0, 255, 0))
    }

    /// The reduced-motion form: a turn dissolves the page into the next — part-way every point
    /// is red + green = 255 (a mix of the two pages, never a fold: the angle stays 0) — and a
    /// swipe turns the page without folding it; a short slow drag turns nothing.
    @Test func withReducedMotionATurnCrossFades() throws {
        let b = try Book()
        b.book.reducesMotion = true
        var finished: Bool?
        try b.book.turnToNextPage { finished = $0 }
        for _ in 0..<9 { b.step() }
        #expect(b.book.pageView.foldAngle == 0 && b.book.crossFadeTarget == 1)
        for p in [CGPoint(x: 100, y: 80), CGPoint(x: 100, y: 220)] {
            let c = b.colour(at: p)
            #expect(c.0 > 40 && c.1 > 40 && abs(c.0 + c.1 - 255) <= 3 && c.2 == 0, "a mix of red and green at \(p): \(c)")
        }
        for _ in 0..<20 { b.step() }
        #expect(finished == true && b.book.pageIndex == 1 && b.changes == [1] && b.book.crossFadeTarget == nil)
        #expect(b.colour(at: CGPoint(x: 100, y: 150)) == (0, 255, 0))
        // A slow drag of 40 points: nothing folds, nothing turns.
        b.step(.pointerDown(CGPoint(x: 100, y: 250)))
        for i in 1...20 { b.step(.pointerMoved(CGPoint(x: 100, y: 250 - Double(i) * 2))) }
        for _ in 0..<10 { b.step(.pointerMoved(CGPoint(x: 100, y: 210))) }
        b.step(.pointerUp(CGPoint(x: 100, y: 210)))
        for _ in 0..<30 { b.step() }
        #expect(b.book.pageIndex == 1 && b.changes == [1])
        // A swipe up of 100 points: no fold while the finger moves, then the fade to page 2.
        b.step(.pointerDown(CGPoint(x: 100, y: 250)))
        for i in 1...10 {
            b.step(.pointerMoved(CGPoint(x: 100, y: 250 - Double(i) * 10)))
            #expect(b.book.pageView.foldAngle == 0)
        }
        b.step(.pointerUp(CGPoint(x: 100, y: 150)))
        for _ in 0..<30 { b.step() }
        #expect(b.book.pageIndex == 2 && b.changes == [1, 2])
        #expect(b.colour(at: CGPoint(x: 100, y: 150)) == (0, 0, 255))
    }

    /// The book follows the system's Reduce Motion until the app sets its own.
    @Test func theBookFollowsTheSystemsReduceMotionUntilSet() throws {
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        let b = try Book()
        #expect(!b.book.reducesMotion)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(b.book.reducesMotion)
        b.book.reducesMotion = false
        #expect(!b.book.reducesMotion)
    }

    @Test func pastNinetyDegreesTheBackShowsTheNextPagesTopHalf() throws {
        let b = try Book()
        try b.book.turnToNextPage(animated: false)  // to page 1 (green)
        try b.book.prepareTurn(forward: true)
        b.book.pageView.foldAngle = 0.7 * .pi
        b.step()
        // Part-way, past 90°: the lifted bottom half's back (page 2's top half, blue) lies over
        // the top half near the hinge; page 2's bottom half shows underneath.
        #expect(b.book.pageIndex == 1)
        #expect(b.colour(at: CGPoint(x: 100, y: 140)) == (0, 0, 255))
        #expect(b.colour(at: CGPoint(x: 100, y: 250)) == (0, 0, 255))
        // Far from the hinge the back has not reached yet: page 1's top half (green) is still there.
        // (The fixed half's shadow, black at the hinge, has all but faded out there.)
        let far = b.colour(at: CGPoint(x: 100, y: 3))
        #expect(far.0 == 0 && far.1 > 240 && far.2 == 0, "\(far)")
    }

    @Test func aFlickUpTurnsForwardsAndASmallDragDownReturns() throws {
        let b = try Book()
        // Up at 20 pt per frame from the bottom half: a fling.
        b.step(.pointerDown(CGPoint(x: 100, y: 260)))
        for k in 1...3 { b.step(.pointerMoved(CGPoint(x: 100, y: 260 - Double(k) * 20))) }
        b.step(.pointerUp(CGPoint(x: 100, y: 200)))
        b.settle()
        #expect(b.book.pageIndex == 1)
        #expect(b.colour(at: CGPoint(x: 100, y: 150 - 60)) == (0, 255, 0))
        // Down slowly a little: the top half lifts and falls back; still page 1.
        b.step(.pointerDown(CGPoint(x: 100, y: 40)))
        b.step(.pointerMoved(CGPoint(x: 100, y: 52)))
        b.step(.pointerMoved(CGPoint(x: 100, y: 80)))
        #expect(b.book.pageView.options.direction == .down && b.book.pageView.foldAngle > 0)
        for _ in 0..<8 { b.step() }
        b.step(.pointerUp(CGPoint(x: 100, y: 80)))
        b.settle()
        #expect(b.book.pageIndex == 1 && b.book.pageView.foldAngle == 0)
        // Down far: back to page 0.
        b.step(.pointerDown(CGPoint(x: 100, y: 40)))
        b.step(.pointerMoved(CGPoint(x: 100, y: 52)))
        b.step(.pointerMoved(CGPoint(x: 100, y: 250)))
        for _ in 0..<8 { b.step() }
        b.step(.pointerUp(CGPoint(x: 100, y: 250)))
        b.settle()
        #expect(b.book.pageIndex == 0 && b.changes == [1, 0])
        #expect(b.colour(at: CGPoint(x: 100, y: 220)) == (255, 0, 0))
    }

    @Test func thereIsNoPageBeforeTheFirstOrAfterTheLast() throws {
        let b = try Book()
        #expect(throws: EffectConfigurationError.self) { try b.book.turnToPreviousPage() }
        try b.book.turnToNextPage(animated: false)
        try b.book.turnToNextPage(animated: false)
        #expect(b.book.pageIndex == 2)
        #expect(throws: EffectConfigurationError.self) { try b.book.turnToNextPage() }
    }
}
