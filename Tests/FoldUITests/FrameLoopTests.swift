import FoldCore
import FoldRender
import Foundation
import Testing

@testable import FoldUI

@Suite struct FrameLoopTests {
    /// A small app: a card that follows a pan, springs back with POP on release, and fades with
    /// a view animation on a tap.
    final class App {
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 60, y: 100, width: 200, height: 120))
        let label = UILabel(text: "拖动我 👆", fontSize: 20)

        init() {
            card.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            card.layer.cornerRadius = 12
            label.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
            card.addSubview(label)
            window.addSubview(card)
            let pan = UIPanGestureRecognizer()
            let home = card.center
            pan.addTarget { [unowned self] p in
                let t = p.translation(in: nil)
                switch p.state {
                case .changed: card.center = CGPoint(x: home.x + t.x, y: home.y + t.y)
                case .ended:
                    try? window.animator.addSpring(forKey: "home", property: .view(card, .position), to: [home.x, home.y])
                default: break
                }
            }
            let tap = UITapGestureRecognizer()
            tap.addTarget { [unowned self] _ in
                UIView.animate(withDuration: 0.3) { self.card.alpha = self.card.alpha < 1 ? 1 : 0.4 }
            }
            card.addGestureRecognizer(pan)
            card.addGestureRecognizer(tap)
        }
    }

    static let script: [(Double, InputEvent)] = [
        (0.1, .pointerDown(CGPoint(x: 150, y: 150))), (0.12, .pointerUp(CGPoint(x: 150, y: 150))),
        (0.5, .pointerDown(CGPoint(x: 160, y: 160))), (0.52, .pointerMoved(CGPoint(x: 170, y: 190))),
        (0.54, .pointerMoved(CGPoint(x: 190, y: 260))), (0.56, .pointerMoved(CGPoint(x: 230, y: 400))),
        (0.58, .pointerUp(CGPoint(x: 240, y: 500))), (0.9, .key("space")),
    ]

    func run(_ app: App, frames: Int) -> [RenderTree] {
        let loop = FrameLoop(window: app.window)
        var pending = Self.script
        var trees: [RenderTree] = []
        for f in 0..<frames {
            let t = Double(f) / 60
            while let (at, e) = pending.first, at <= t {
                loop.send(e)
                pending.removeFirst()
            }
            trees.append(loop.step(to: t))
        }
        return trees
    }

    @Test func theSameEventsGiveTheSameTrees() {
        let a = run(App(), frames: 90)
        let b = run(App(), frames: 90)
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.layers == y.layers && x.size == y.size && x.scale == y.scale && x.background == y.background)
        }
        // The frames do change: the card moved and faded along the way.
        #expect(Set(a.map(\.layers)).count > 20)
    }

    @Test func theTreeIsThePresentationAtTheFrameTime() {
        let app = App()
        let loop = FrameLoop(window: app.window)
        _ = loop.step(to: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { app.card.center = CGPoint(x: 0, y: 0) }
        let tree = loop.step(to: 1.25)
        #expect(tree.scale == 2 && tree.size == CGSize(width: 320, height: 480))
        let card = tree.layers[0].sublayers[0].properties
        #expect(approx(card.position.x, 160 * 0.75) && approx(card.position.y, 160 * 0.75))
        #expect(loop.time == 1.25)
        // Time never runs backwards.
        _ = loop.step(to: 0.5)
        #expect(loop.time == 1.25)
    }

    @Test func pointerKeysAndWheel() {
        final class Scroller: UIView {
            var scrolled = CGPoint.zero
            override func scrollWheel(dx: Double, dy: Double) -> Bool {
                scrolled = scrolled + CGPoint(x: dx, y: dy)
                return true
            }
        }
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let scroller = Scroller(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scroller.addSubview(child)
        window.addSubview(scroller)
        let loop = FrameLoop(window: window)
        var keys: [String] = []
        loop.keyHandler = { keys.append($0) }
        #expect(loop.pointer == nil)
        loop.send(.pointerDown(CGPoint(x: 10, y: 10)))
        loop.send(.pointerMoved(CGPoint(x: -30, y: 250)))
        // Queued: nothing happens before the step.
        #expect(loop.pointer == nil)
        _ = loop.step(to: 0.1)
        #expect(loop.pointer == CGPoint(x: -30, y: 250))
        loop.send(.pointerUp(CGPoint(x: -30, y: 250)))
        loop.send(.key("space"))
        // The wheel over the child reaches the scroller (the child does not handle it); the wheel
        // moves the content up, so the scroller's offset moves down.
        loop.send(.wheel(dx: 0, dy: -12, at: CGPoint(x: 10, y: 10)))
        _ = loop.step(to: 0.2)
        #expect(loop.pointer == nil)
        #expect(keys == ["space"])
        #expect(scroller.scrolled == CGPoint(x: 0, y: 12))
    }

    /// The example of docs/foldui.md, as written there, then driven by a drag.
    @Test func theDocsExampleRuns() {
        let window = UIWindow(size: CGSize(width: 375, height: 667))      // scale 2 by default
        let card = UIView(frame: CGRect(x: 40, y: 100, width: 295, height: 180))
        card.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 12
        window.addSubview(card)

        let pan = UIPanGestureRecognizer()
        pan.addTarget(card) { card, pan in          // the target is held weakly, as in UIKit
            if pan.state == .ended {
                UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut) { card.center.y = 190 }
            }
        }
        card.addGestureRecognizer(pan)

        let loop = FrameLoop(window: window)
        loop.send(.pointerDown(CGPoint(x: 180, y: 190)))
        let tree = loop.step(to: 1.0 / 60)
        #expect(tree.layers.count == 1)

        card.center.y = 400
        for (k, y) in [200.0, 230, 260].enumerated() {
            loop.send(.pointerMoved(CGPoint(x: 180, y: y)))
            _ = loop.step(to: Double(k + 2) / 60)
        }
        loop.send(.pointerUp(CGPoint(x: 180, y: 260)))
        let end = loop.step(to: 5.0 / 60)
        // The model is home at once; the frame shows the start of the ease-out from 400.
        #expect(card.center.y == 190)
        #expect(end.layers[0].sublayers[0].properties.position.y == 400)
        #expect(loop.step(to: 1).layers[0].sublayers[0].properties.position.y == 190)
    }

    /// A target-action whose target is the recognizer's own view makes no cycle: window, view and
    /// recognizer are freed when the last outside reference goes (UIKit holds targets weakly).
    @Test func aViewAsItsOwnRecognizersTargetIsFreed() {
        weak var weakWindow: UIWindow?
        weak var weakCard: UIView?
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(card)
            let pan = UIPanGestureRecognizer()
            pan.addTarget(card) { card, pan in card.center = pan.location(in: nil) }
            card.addGestureRecognizer(pan)
            let loop = FrameLoop(window: window)
            loop.send(.pointerDown(CGPoint(x: 50, y: 50)))
            _ = loop.step(to: 1.0 / 60)
            loop.send(.pointerMoved(CGPoint(x: 80, y: 80)))
            _ = loop.step(to: 2.0 / 60)
            loop.send(.pointerUp(CGPoint(x: 80, y: 80)))
            _ = loop.step(to: 3.0 / 60)
            #expect(card.center.x > 50)
            (weakWindow, weakCard, weakPan) = (window, card, pan)
        }
        #expect(weakWindow == nil && weakCard == nil && weakPan == nil)
    }

    /// POP animations added with `pop_add(_:forKey:)` run in a window too: its frame loop steps
    /// the thread's POP animator on the frame times.
    @Test func popAnimationsRunOnTheWindowsFrames() {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 10)
        let slide = POPBasicAnimation.linear()!
        slide.property = POPAnimatableProperty.property(withName: kPOPLayerPositionX) as? POPAnimatableProperty
        slide.toValue = 125
        slide.duration = 0.5
        view.layer.pop_add(slide, forKey: "slide")
        _ = loop.step(to: 10.25)
        #expect(abs(view.layer.position.x - 75) < 1e-9)
        _ = loop.step(to: 10.5)
        #expect(view.layer.position.x == 125 && view.layer.pop_animationKeys() == nil)
    }
}
