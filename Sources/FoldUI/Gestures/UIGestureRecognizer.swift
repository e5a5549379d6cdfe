import FoldCore
import Foundation

/// UIGestureRecognizer: turns the touch on a view (or its subviews) into a gesture, through
/// UIKit's state machine.
///
/// Continuous (pan, long press): possible → began → changed* → ended | cancelled, or failed.
/// Discrete (tap): possible → ended ("recognized") | failed. Actions run on every change except
/// to `.failed` (and the reset to `.possible`). The frame loop's `GestureArena` delivers the
/// touch, applies `require(toFail:)`, the delegate and simultaneity, and resets recognizers
/// once their touch sequence is over.
open class UIGestureRecognizer: NSObject {
    /// UIGestureRecognizer.State, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// A discrete gesture's success.
        public static let recognized = State.ended
    }

    public internal(set) var state = State.possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// When the gesture is recognized, the hit view's touch is cancelled (`touchesCancelled`),
    /// so a button under a pan loses its highlight when the pan begins.
    public var cancelsTouchesInView = true
    /// Disabling while recognizing cancels (with the action called); disabling a recognizer
    /// that is only watching fails it silently. Either way it ignores the finger still down:
    /// re-enabling arms it for new touches only.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { arena?.disable(self) } }
    }

    /// The name used in traces ("tap", "pan", "longPress").
    open var kind: String { "gesture" }
    /// Whether its state changes go to the trace (internal helpers that never recognize opt out).
    var isTraced: Bool { true }

    /// The target-action pairs and closures, called in the order they were added.
    var targets: [RecognizerTarget] = []
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [Weak<UIGestureRecognizer>] = []
    /// Whether it follows the current touch.
    var isTracking = false
    /// A recognition waiting for `failureRequirements` to fail.
    var pendingState: State?
    /// The touch it follows (the last one, between the taps of a multi-tap).
    var touch: UITouch?
    weak var arena: GestureArena?

    public override init() { super.init() }

    public func removeAllTargets() { targets.removeAll() }

    /// This recognizer waits until `other` has failed, and fails if `other` recognizes (a single
    /// tap that requires a double tap to fail fires only when no second tap comes).
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(Weak(other))
    }

    /// Where the touch is (nil: window coordinates).
    public func location(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        return touch.location(in: view)
    }

    public var numberOfTouches: Int { touch?.isDown == true ? 1 : 0 }

    // MARK: Subclass hooks (UIKit's names; the single finger as one touch)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { setState(.cancelled) } else if state == .possible { setState(.failed) }
    }
    /// Called every frame with the frame time (timers: taps' interval, long presses' duration).
    open func update(time: Double) {}
    /// Back to `.possible` with no memory of the last gesture.
    open func reset() {}

    /// Asks for a state change; the arena decides whether it happens (a recognition may wait
    /// for failure requirements, or fail because another gesture won).
    public func setState(_ new: State) {
        if let arena { arena.request(new, for: self) } else { commit(new) }
    }

    /// Performs a state change: records it for the trace and calls the actions.
    func commit(_ new: State) {
        state = new
        pendingState = nil
        arena?.log(self, new)
        if new != .failed && new != .possible {
            for target in targets { target.perform(self) }
        }
    }

    func resetToPossible() {
        state = .possible
        pendingState = nil
        isTracking = false
        reset()
    }
}

/// UIGestureRecognizerDelegate (every method optional).
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// False keeps the recognizer from leaving `.possible`: it fails.
    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool
    /// True lets both recognize at once (either side's delegate may allow it).
    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
    { false }
}

/// Target-action with the recognizer's own type: `pan.addTarget { pan in pan.translation(in: nil) }`.
public protocol GestureRecognizerTargets: UIGestureRecognizer {}
extension UIGestureRecognizer: GestureRecognizerTargets {}
extension GestureRecognizerTargets {
    /// Adds an action, called with the recognizer on each state change but `.failed`. The
    /// recognizer keeps the closure: a closure that captures the recognizer's view strongly makes
    /// a cycle (the view keeps its recognizers), so capture it `[weak]` or use
    /// `addTarget(_:action:)`.
    public func addTarget(_ action: @escaping (Self) -> Void) {
        targets.append(
            RecognizerTarget(object: nil) { recognizer in
                if let typed = recognizer as? Self { action(typed) }
            })
    }

    /// UIKit's target-action: `target` is held weakly, as UIKit holds it, and passed to `action`
    /// with the recognizer — `pan.addTarget(card) { card, pan in … }` makes no cycle even when the
    /// target is the view the recognizer is attached to. Once the target is gone the action is
    /// skipped.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target, Self) -> Void) {
        targets.append(
            RecognizerTarget(object: target) { [weak target] recognizer in
                guard let target, let typed = recognizer as? Self else { return }
                action(target, typed)
            })
    }
}
