import FoldCore
import Foundation

/// UITouch: the one finger (the host's pointer) from touch-down to touch-up.
public final class UITouch {
    public enum Phase: String, Sendable {
        case began, moved, ended, cancelled
    }

    public internal(set) var phase: Phase
    /// The frame time of the last change, in seconds.
    public internal(set) var timestamp: Double
    /// The view hit at touch-down; it keeps the touch wherever the finger goes.
    public internal(set) weak var view: UIView?
    /// Where the finger is, in window coordinates (it may be outside the window).
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    weak var window: UIWindow?

    init(location: CGPoint, time: Double, view: UIView?, window: UIWindow) {
        phase = .began
        timestamp = time
        self.view = view
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
    }

    /// The location in a view's bounds coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}
