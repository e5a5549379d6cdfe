import FoldCore

/// A callback on every frame of one window's frame loop, with the frame time (FoldUI's own
/// machinery; apps use `CADisplayLink`).
///
/// Scroll views drive their deceleration, bounce and animated scrolls with one, so all their
/// time is the frame loop's (deterministic). Links fire after the input and recognizer timers
/// of a frame and before POP animators and layout, in the order they were added.
package final class DisplayLink {
    /// The frame time of the current (or last) call, in seconds.
    package private(set) var timestamp = 0.0
    /// A paused link stays attached but is not called.
    package var isPaused = false
    private let callback: (DisplayLink) -> Void
    private weak var window: UIWindow?

    package init(_ callback: @escaping (DisplayLink) -> Void) { self.callback = callback }

    /// Starts calling back on the window's frames (moves from another window, if any).
    package func add(to window: UIWindow) {
        if self.window === window { return }
        invalidate()
        self.window = window
        window.displayLinks.append(self)
    }

    /// Stops the callbacks and detaches from the window.
    package func invalidate() {
        window?.displayLinks.removeAll { $0 === self }
        window = nil
    }

    package var isAttached: Bool { window != nil }

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
