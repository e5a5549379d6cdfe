import FoldCore

/// CADisplayLink: a callback on every frame of the window's frame loop, with the frame time.
///
/// Scroll views drive their deceleration, bounce and animated scrolls with one, so all their
/// time is the frame loop's (deterministic). Links fire after the input and recognizer timers
/// of a frame and before POP animators and layout, in the order they were added.
public final class DisplayLink {
    /// The frame time of the current (or last) call, in seconds.
    public private(set) var timestamp = 0.0
    /// A paused link stays attached but is not called.
    public var isPaused = false
    private let callback: (DisplayLink) -> Void
    private weak var window: UIWindow?

    public init(_ callback: @escaping (DisplayLink) -> Void) { self.callback = callback }

    /// Starts calling back on the window's frames (moves from another window, if any).
    public func add(to window: UIWindow) {
        if self.window === window { return }
        invalidate()
        self.window = window
        window.displayLinks.append(self)
    }

    /// Stops the callbacks and detaches from the window.
    public func invalidate() {
        window?.displayLinks.removeAll { $0 === self }
        window = nil
    }

    public var isAttached: Bool { window != nil }

    func fire(at time: Double) {
        timestamp = time
        if !isPaused { callback(self) }
    }
}

extension UIWindow {
    /// Fires the display links attached at the start of the call (a callback may add or remove
    /// links; those added fire from the next frame).
    func fireDisplayLinks(at time: Double) {
        for link in displayLinks where link.isAttached { link.fire(at: time) }
    }
}
