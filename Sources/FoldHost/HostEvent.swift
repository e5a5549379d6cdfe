import FoldCore

/// One input event a host delivers to an app, in window points (y down). The cases are FoldUI's
/// `InputEvent` one for one, so that a frame loop maps them without loss.
public enum HostEvent: Sendable, Equatable {
    /// The one finger (the mouse button) touches down, moves, lifts; points may be outside the window.
    case pointerDown(Point), pointerMoved(Point), pointerUp(Point)
    /// Scrolling by (dx, dy) points with the pointer at `at` (the mouse wheel).
    case wheel(dx: Double, dy: Double, at: Point)
    /// A key by name: "space", "s", "left", "right", "q", …
    case key(String)
}
