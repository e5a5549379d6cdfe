import FoldCore
import Foundation

/// UITouch: the one finger (the host's pointer) from touch-down to touch-up. An object per
/// sequence, hashed by identity (an `NSObject`), so it goes in the `Set<UITouch>` UIKit's touch
/// methods take.
open class UITouch: NSObject {
    /// UITouch.Phase, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// UITouch.TouchType: FoldKit's hosts have one finger on the screen (a mouse or a script's
    /// pointer stands in for it), so every touch is `.direct`.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
    }

    open internal(set) var phase: Phase
    /// The time of the last change, in seconds of the frame loop's clock.
    open internal(set) var timestamp: TimeInterval
    /// The view hit at touch-down; it keeps the touch wherever the finger goes.
    open internal(set) weak var view: UIView?
    /// The window the touch began in.
    open internal(set) weak var window: UIWindow?
    open var type: TouchType { .direct }
    /// The recognizers that receive this touch (those of the hit view and its ancestors).
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizers.compactMap(\.value) }
    /// Weak: the frame loop keeps the last touch after its sequence, which must not keep a
    /// freed view's recognizers alive.
    var recognizers: [Weak<UIGestureRecognizer>] = []
    /// Where the finger is, in window coordinates (it may be outside the window).
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(location: CGPoint, time: Double, view: UIView?, window: UIWindow) {
        phase = .began
        timestamp = time
        self.view = view
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
    }

    /// The location in a view's bounds coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// Still on the screen (began, moved or stationary).
    var isDown: Bool { phase == .began || phase == .moved || phase == .stationary }
}
