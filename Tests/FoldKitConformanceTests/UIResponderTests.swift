// UIKit's responder and touch classes, as UIKit declares them, and the behaviour its
// documentation states.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:) —
//   `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`; "The default
//   implementation of this method forwards the message up the responder chain."
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:) —
//   `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent)`; recognizers receive the
//   touches "before the view attached to the gesture recognizer receives them".
//   https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) —
//   `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`, which "calls the
//   point(inside:with:) method of each of its subviews";
//   https://developer.apple.com/documentation/uikit/uiview/point(inside:with:) —
//   `func point(inside point: CGPoint, with event: UIEvent?) -> Bool`;
//   https://developer.apple.com/documentation/uikit/uievent/touches(for:)-9neb4 — the touches
//   "that belong to the specified view" ("the view in which the touches originally occurred");
//   https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum — began, moved,
//   stationary, ended, cancelled, regionEntered, regionMoved, regionExited (raw values 0…7);
//   https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled — "the
//   default value of this property is false";
//   https://developer.apple.com/documentation/uikit/uiview/init(frame:),
//   https://developer.apple.com/documentation/uikit/uiview/init(coder:) —
//   `init(frame: CGRect)`, `init?(coder: NSCoder)`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIResponderTests {
    /// Records what reaches it, and says whether the touch's event knew the touch.
    final class Recorder: UIView {
        var log: [String] = []
        var touchViews: [UIView?] = []
        var eventsHeldTheTouch: [Bool] = []

        private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            log.append(name)
            let touch = touches.first
            touchViews.append(touch?.view)
            eventsHeldTheTouch.append(
                touches.count == 1 && event?.type == .touches && event?.allTouches == touches
                    && touch.map { event?.touches(for: $0.view!)?.contains($0) ?? false } == true)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    }

    /// Answers `point(inside:with:)` 20 points beyond its bounds on every side.
    final class Padded: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    /// Notes the event each hit test was given.
    final class EventNoting: UIView {
        var events: [UIEvent?] = []
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            events.append(event)
            return super.hitTest(point, with: event)
        }
    }

    @Test func declarations() {
        let began: (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void = UIResponder.touchesBegan(_:with:)
        let cancelled: (UIResponder) -> (Set<UITouch>, UIEvent?) -> Void = UIResponder.touchesCancelled(_:with:)
        let next: KeyPath<UIResponder, UIResponder?> = \.next
        let recognizerBegan: (UIGestureRecognizer) -> (Set<UITouch>, UIEvent) -> Void =
            UIGestureRecognizer.touchesBegan(_:with:)
        let hitTest: (UIView) -> (CGPoint, UIEvent?) -> UIView? = UIView.hitTest(_:with:)
        let inside: (UIView) -> (CGPoint, UIEvent?) -> Bool = UIView.point(inside:with:)
        let location: (UITouch) -> (UIView?) -> CGPoint = UITouch.location(in:)
        let previous: (UITouch) -> (UIView?) -> CGPoint = UITouch.previousLocation(in:)
        let phase: KeyPath<UITouch, UITouch.Phase> = \.phase
        let timestamp: KeyPath<UITouch, TimeInterval> = \.timestamp
        let touchView: KeyPath<UITouch, UIView?> = \.view
        let touchWindow: KeyPath<UITouch, UIWindow?> = \.window
        let recognizers: KeyPath<UITouch, [UIGestureRecognizer]?> = \.gestureRecognizers
        let allTouches: KeyPath<UIEvent, Set<UITouch>?> = \.allTouches
        let forView: (UIEvent) -> (UIView) -> Set<UITouch>? = UIEvent.touches(for:)
        let eventTime: KeyPath<UIEvent, TimeInterval> = \.timestamp
        let frame: (CGRect) -> UIView = UIView.init(frame:)
        let coder: (NSCoder) -> UIView? = UIView.init(coder:)
        _ = (began, cancelled, next, recognizerBegan, hitTest, inside, location, previous, phase, timestamp)
        _ = (touchView, touchWindow, recognizers, allTouches, forView, eventTime, coder)

        let responder: UIResponder = frame(CGRect(x: 1, y: 2, width: 3, height: 4))
        let object: NSObject = responder
        #expect((object as? UIView)?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIView().frame == .zero)
        let phases: [UITouch.Phase] = [
            .began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited,
        ]
        #expect(phases.map(\.rawValue) == Array(0...7))
        #expect(UIEvent.EventType.touches.rawValue == 0)
    }

    @Test func aViewsNextResponderIsItsSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test func touchesAViewDoesNotHandleGoUpTheResponderChain() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        window.addSubview(parent)
        let loop = FrameLoop(window: window)
        loop.send(.pointerDown(CGPoint(x: 100, y: 100)))
        _ = loop.step(to: 1.0 / 60)
        loop.send(.pointerMoved(CGPoint(x: 104, y: 100)))
        _ = loop.step(to: 2.0 / 60)
        loop.send(.pointerUp(CGPoint(x: 104, y: 100)))
        _ = loop.step(to: 3.0 / 60)
        #expect(parent.log == ["began", "moved", "ended"])
        // The touch still belongs to the view it hit, and its event says so.
        #expect(parent.touchViews.allSatisfy { $0 === child })
        #expect(parent.eventsHeldTheTouch == [true, true, true])
    }

    @Test func aLabelTakesNoTouchesByDefault() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let card = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 160, height: 40))
        card.addSubview(label)
        window.addSubview(card)
        #expect(!label.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 100, y: 40), with: nil) === card)
        label.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 100, y: 40), with: nil) === label)
    }

    @Test func hitTestingAsksEachViewsPointInside() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let padded = Padded(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        window.addSubview(padded)
        #expect(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === padded)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test func aTouchsHitTestIsGivenItsEvent() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let view = EventNoting(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let loop = FrameLoop(window: window)
        loop.send(.pointerDown(CGPoint(x: 100, y: 100)))
        _ = loop.step(to: 1.0 / 60)
        #expect(view.events.count == 1)
        #expect(view.events.first??.type == .touches)
        #expect(view.events.first??.allTouches?.first?.phase == .began)
    }
}
