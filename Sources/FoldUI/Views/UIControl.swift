import FoldCore
import Foundation

/// UIControl: target-action for touch events, and the highlighted state that follows the
/// finger in and out.
///
/// While tracking, the finger counts as inside within `trackingSlop` (UIKit's 70 pt) of the
/// bounds: the control stays highlighted there, and a touch-up there is `.touchUpInside`.
open class UIControl: UIView {
    /// An element, not enabled or selected as the control is.
    override var accessibilityDefaults: AccessibilityDefaults { controlAccessibilityDefaults }

    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0xFFF)
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How far outside its bounds a tracked touch still counts as inside (points).
    public static let trackingSlop = 70.0

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    public var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    /// The control's dispatch table: target-action pairs, `UIAction`s and closures, in the order
    /// they were added.
    var dispatchTable: [ControlTarget] = []

    /// Calls `action` for any of `events` (FoldKit's closure form of target-action).
    public func addAction(for events: Event, _ action: @escaping (UIControl) -> Void) {
        dispatchTable.append(ControlTarget(events: events, perform: action))
    }

    public func removeAllActions() { dispatchTable.removeAll() }

    /// Calls the actions registered for any of `events`, in the order they were added.
    /// Runs an action with this control as its sender (declared here to be overridable).
    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    open func sendActions(for controlEvents: Event) {
        for entry in dispatchTable where !entry.events.isDisjoint(with: controlEvents) { entry.perform(self) }
    }

    /// Called when highlighted, selected or enabled changed: update the appearance.
    open func stateDidChange() {}

    /// Whether a touch at a point (bounds coordinates) counts as inside while tracking.
    public func isInsideForTracking(_ point: CGPoint) -> Bool {
        let b = bounds
        let s = Self.trackingSlop
        return CGRect(x: b.minX - s, y: b.minY - s, width: b.width + 2 * s, height: b.height + 2 * s).contains(point)
    }

    /// Whether a finger that went down on the control is still down (the touch events follow
    /// it, whatever tracking answered).
    private var touchIsDown = false

    /// A touch went down on the control: return whether to follow it (UIKit's default: true).
    /// A slider, say, follows only a touch on its thumb.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved: return whether to keep following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled (a recognizer took it).
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchIsDown = true
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        let was = isTouchInside
        isTouchInside = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        isHighlighted = inside
        if inside != was { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        touchIsDown = false
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if inside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown else { return }
        if isTracking { cancelTracking(with: event) }
        touchIsDown = false
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// UIKit (iOS 6+): a single-tap recognizer of a view above a control does not take the
    /// control's tap; other recognizers (a pan) do.
    func allowsRecognizerAbove(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired != 1
    }
}
