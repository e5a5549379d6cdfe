import FoldCore

/// What a host sends the frame loop: the pointer as one finger, the wheel, keys.
public enum InputEvent: Sendable, Equatable {
    /// Window points; they may be outside the window.
    case pointerDown(Point), pointerMoved(Point), pointerUp(Point)
    /// Points to scroll, over the view under `at`.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A key name: "space", "s", "left", "q", …
    case key(String)
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
