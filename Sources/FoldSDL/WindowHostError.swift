import CSDL2
import FoldCore

/// A window that could not be opened or drawn, saying why and what to do instead.
public struct WindowHostError: Error, CustomStringConvertible {
    public var message: String
    /// There is no display to open a window on (rather than a window that failed): a caller
    /// can offer recording instead.
    public var isNoDisplay = false
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// No display: names the headless alternative.
    static func noDisplay(_ reason: String) -> WindowHostError {
        var e = WindowHostError(
            "\(reason). There is no display to open a window on (is DISPLAY set?). "
                + "Record headless instead: --script FILE --record OUT.mp4 (or OUT.gif) [--trace FILE]")
        e.isNoDisplay = true
        return e
    }

    /// SDL's message for the last failure.
    static func sdlError() -> String { String(cString: SDL_GetError()) }
}

extension WindowHostError: FoldKitError {
    public var cause: ErrorCause { .window }
    public var location: String? { nil }
}
