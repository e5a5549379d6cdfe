import FoldCore
import Foundation

/// One input event a host delivers to an app (FoldHost's hosts, FoldUI's frame loop), in window
/// points (y down).
public enum InputEvent: Sendable, Equatable {
    /// The one finger (the mouse button) touches down, moves, lifts; points may be outside the window.
    case pointerDown(CGPoint)
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint)
    /// The mouse wheel with the pointer at `at`: the content moves by (dx, dy) points, as under a
    /// finger dragging that way (positive dy: the content moves down, showing what is above).
    case wheel(dx: Double, dy: Double, at: CGPoint)
    /// A key by name, as the window host names it (`KeyNames`): "space", "s", "left", "q", …
    case key(String)
    /// The user changes a system setting (appearance, text size, Reduce Motion).
    case settings(SystemSettings)
}

/// One gesture recognizer's state change, for traces: `kind` is "tap", "pan", "longPress",
/// `state` "began", "changed", "ended", "cancelled" or "failed".
public struct GestureStateChange: Sendable, Equatable {
    public var kind: String
    public var state: String

    public init(kind: String, state: String) {
        self.kind = kind
        self.state = state
    }
}
