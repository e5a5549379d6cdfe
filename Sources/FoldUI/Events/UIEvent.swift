import Foundation

/// UIEvent: the touch event a touch belongs to. The frame loop keeps one per touch sequence and
/// stamps it at each delivery, as UIKit reuses one event object for a sequence.
open class UIEvent: NSObject {
    /// UIEvent.EventType, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// UIEvent.EventSubtype (touch events have none).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// The time of the latest delivery, in seconds of the frame loop's clock.
    open internal(set) var timestamp: TimeInterval = 0
    let touch: UITouch

    init(touch: UITouch) {
        self.touch = touch
        timestamp = touch.timestamp
    }

    /// Every touch of the event (FoldKit's hosts have one finger).
    open var allTouches: Set<UITouch>? { [touch] }

    /// The touches that began in the window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touch.window === window ? [touch] : []
    }

    /// The touches that began in the view (whose hit view it is).
    open func touches(for view: UIView) -> Set<UITouch>? {
        touch.view === view ? [touch] : []
    }

    /// The touches delivered to the recognizer.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touch.recognizers.contains { $0.value === gesture } ? [touch] : []
    }
}
