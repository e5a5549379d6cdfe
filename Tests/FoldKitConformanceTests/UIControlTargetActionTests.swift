// UIKit's target-action on controls and recognizers, and UIAction, as UIKit declares them, with
// the porting rule: `#selector(Type.method(_:))` is written `Type.method(_:)` (docs/porting.md).
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:) —
//   `func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)`;
//   https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) — "UIActions are
//   uniqued based on their identifier, and subsequent actions with the same identifier replace
//   previously added actions";
//   https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:),
//   https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:),
//   https://developer.apple.com/documentation/uikit/uicontrol/init(frame:primaryaction:);
//   https://developer.apple.com/documentation/uikit/uicontrol/event — raw values (touchDown
//   1 << 0 … touchCancel 1 << 8, valueChanged 1 << 12, primaryActionTriggered 1 << 13,
//   menuActionTriggered 1 << 14, editing events 1 << 16 … 1 << 19, allTouchEvents 0x0FFF,
//   allEditingEvents 0xF0000, allEvents 0xFFFFFFFF);
//   https://developer.apple.com/documentation/uikit/uiaction — `identifier`, `sender`, `title`,
//   `UIActionHandler`;
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:),
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum —
//   possible, began, changed, ended, cancelled, failed (0…5), `recognized` = `ended`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIControlTargetActionTests {
    /// A controller as iOS code writes one: actions are methods.
    final class Controller {
        var taps: [UIButton] = []
        var plainTaps = 0
        var switchChanges = 0
        var recognized: [UIGestureRecognizer.State] = []

        func buttonTapped(_ sender: UIButton) { taps.append(sender) }
        func tappedWithoutSender() { plainTaps += 1 }
        func switchChanged(_ sender: UISwitch) { switchChanges += 1 }
        func handleTap(_ recognizer: UITapGestureRecognizer) { recognized.append(recognizer.state) }
    }

    /// A window with one button, and a tap on it through the frame loop.
    struct Scene {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        let loop: FrameLoop
        var time = 0.0

        init() {
            window.addSubview(button)
            loop = FrameLoop(window: window)
        }

        mutating func tap(at point: CGPoint = CGPoint(x: 100, y: 72)) {
            for event in [InputEvent.pointerDown(point), .pointerUp(point)] {
                loop.send(event)
                time += 1.0 / 60
                _ = loop.step(to: time)
            }
            // Past a double tap's interval, so single taps recognize.
            time += 1
            _ = loop.step(to: time)
        }
    }

    @Test func declarations() {
        let add: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.addAction(_:for:)
        let remove: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.removeAction(_:for:)
        let removeNamed: (UIControl) -> (UIAction.Identifier, UIControl.Event) -> Void =
            UIControl.removeAction(identifiedBy:for:)
        let send: (UIControl) -> (UIControl.Event) -> Void = UIControl.sendActions(for:)
        let sendOne: (UIControl) -> (UIAction) -> Void = UIControl.sendAction(_:)
        let primary: (CGRect, UIAction?) -> UIControl = UIControl.init(frame:primaryAction:)
        let handler: UIActionHandler = { _ in }
        let identifier: KeyPath<UIAction, UIAction.Identifier> = \.identifier
        let sender: KeyPath<UIAction, Any?> = \.sender
        let title: ReferenceWritableKeyPath<UIAction, String> = \.title
        _ = (add, remove, removeNamed, send, sendOne, primary, handler, identifier, sender, title)

        let events: [UIControl.Event] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
            .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
        ]
        #expect(events.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 16, 17, 18, 19].map { UInt(1) << $0 })
        #expect(UIControl.Event.allTouchEvents.rawValue == 0x0FFF)
        #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == Array(0...5) && UIGestureRecognizer.State.recognized == .ended)
        #expect(UIAction.Identifier(rawValue: "a") == UIAction.Identifier("a"))
    }

    @Test func aTapCallsTheTargetsMethodsWithTheButton() {
        var scene = Scene()
        let controller = Controller()
        scene.button.addTarget(controller, action: Controller.buttonTapped(_:), for: .touchUpInside)
        scene.button.addTarget(controller, action: Controller.tappedWithoutSender, for: .touchUpInside)
        scene.tap()
        #expect(controller.taps.count == 1 && controller.taps.first === scene.button)
        #expect(controller.plainTaps == 1)
        // A touch that ends outside the button is not a touch-up inside.
        scene.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.taps.count == 1)
    }

    @Test func theTargetIsHeldWeakly() {
        var scene = Scene()
        var controller: Controller? = Controller()
        weak let weakController = controller
        scene.button.addTarget(controller!, action: Controller.tappedWithoutSender, for: .touchUpInside)
        controller = nil
        #expect(weakController == nil)
        scene.tap()  // the action is skipped; nothing to call
    }

    @Test func aMethodThatCannotTakeTheControlIsRefused() {
        var scene = Scene()
        let controller = Controller()
        scene.button.addTarget(controller, action: Controller.switchChanged(_:), for: .touchUpInside)
        scene.tap()
        #expect(controller.switchChanges == 0)
    }

    @Test func removeTargetStopsItsActions() {
        var scene = Scene()
        let controller = Controller()
        scene.button.addTarget(controller, action: Controller.tappedWithoutSender, for: [.touchUpInside, .touchDown])
        scene.button.removeTarget(controller, action: nil, for: .touchUpInside)
        scene.tap()
        #expect(controller.plainTaps == 1)  // still on touch-down
        scene.button.removeTarget(nil, action: nil, for: .allEvents)
        scene.tap()
        #expect(controller.plainTaps == 1)
    }

    @Test func aUIActionRunsWithTheControlAsSenderAndIsUniquedByIdentifier() {
        var scene = Scene()
        var senders: [Any?] = []
        var runs: [String] = []
        let first = UIAction(title: "Order", identifier: UIAction.Identifier("order")) { action in
            senders.append(action.sender)
            runs.append("first")
        }
        let second = UIAction(identifier: UIAction.Identifier("order")) { _ in runs.append("second") }
        scene.button.addAction(first, for: .touchUpInside)
        scene.tap()
        #expect(runs == ["first"])
        #expect((senders.first as? UIButton) === scene.button && first.sender == nil)
        scene.button.addAction(second, for: .touchUpInside)
        scene.tap()
        #expect(runs == ["first", "second"])
        scene.button.removeAction(identifiedBy: UIAction.Identifier("order"), for: .touchUpInside)
        scene.tap()
        #expect(runs == ["first", "second"])
        // Distinct identifiers both run; sendActions runs them without a touch.
        scene.button.addAction(UIAction { _ in runs.append("a") }, for: .valueChanged)
        scene.button.addAction(UIAction { _ in runs.append("b") }, for: .valueChanged)
        scene.button.sendActions(for: .valueChanged)
        #expect(runs.suffix(2) == ["a", "b"])
    }

    @Test func thePrimaryActionRunsOnATap() {
        var ran = 0
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 44), primaryAction: UIAction { _ in ran += 1 })
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        window.addSubview(control)
        let loop = FrameLoop(window: window)
        loop.send(.pointerDown(CGPoint(x: 100, y: 72)))
        loop.send(.pointerUp(CGPoint(x: 100, y: 72)))
        _ = loop.step(to: 1.0 / 60)
        #expect(ran == 1)
    }

    @Test func aRecognizerCallsItsTargetsMethod() {
        var scene = Scene()
        let controller = Controller()
        let tap = UITapGestureRecognizer(target: controller, action: Controller.handleTap(_:))
        scene.window.addGestureRecognizer(tap)
        scene.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.recognized == [.ended])
        tap.removeTarget(controller, action: nil)
        scene.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.recognized == [.ended])
    }

    @Test func aRecognizerRefusesAMethodThatCannotTakeIt() {
        let window = UIWindow(size: CGSize(width: 200, height: 200))
        let controller = Controller()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(controller, action: Controller.handleTap(_:))
        var seen: [UIGestureRecognizer.State] = []
        pan.addTarget { seen.append($0.state) }
        window.addGestureRecognizer(pan)
        let loop = FrameLoop(window: window)
        var time = 0.0
        for y in stride(from: 20.0, through: 120, by: 20) {
            loop.send(y == 20 ? .pointerDown(CGPoint(x: 100, y: y)) : .pointerMoved(CGPoint(x: 100, y: y)))
            time += 1.0 / 60
            _ = loop.step(to: time)
        }
        loop.send(.pointerUp(CGPoint(x: 100, y: 120)))
        _ = loop.step(to: time + 1.0 / 60)
        #expect(seen.first == .began && seen.last == .ended)
        #expect(controller.recognized.isEmpty)
    }
}
