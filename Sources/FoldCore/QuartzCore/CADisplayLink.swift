import Foundation

/// A timer in step with the screen's frames (CADisplayLink): it calls its target once per frame
/// while it is added to a run loop and not paused.
///
/// iOS code names the method with `#selector(Type.method(_:))`; here it is the method itself,
/// `Type.method(_:)` (docs/porting.md), with or without the link argument. The target is held
/// weakly; a link whose target has gone invalidates itself. The host that shows frames fires
/// the links once per frame (`HeadlessDriver`, and a window's `FrameLoop` in the SDL window and
/// the recorder), on the thread that added them, as a run loop belongs to its thread.
open class CADisplayLink: NSObject, @unchecked Sendable {
    private let fire: (CADisplayLink) -> Bool
    /// The time of the frame shown last (the previous one), on the media clock.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the frame about to be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    public private(set) var duration: CFTimeInterval = 0
    /// 0 fires on every frame; a lower rate than the screen's fires on fewer of them.
    open var preferredFramesPerSecond = 0
    open var isPaused = false
    private var lastFired: Double?

    /// A link that calls `selector` on `target` with the link.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        weak let held = target
        fire = { link in
            guard let t = held else { return false }
            selector(t)(link)
            return true
        }
    }

    /// A link that calls `selector` on `target` (a method without arguments).
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        weak let held = target
        fire = { _ in
            guard let t = held else { return false }
            selector(t)()
            return true
        }
    }

    /// Starts the link on a run loop: it fires on the frames shown from the calling thread (an
    /// app's main thread; FoldKit's hosts have one frame loop per thread, so the run loop and
    /// mode say only that the link runs).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { DisplayLinks.add(self) }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { DisplayLinks.remove(self) }

    /// Stops the link for good and lets go of its target.
    open func invalidate() { DisplayLinks.remove(self) }

    /// One frame: the previous frame was at `previous`, this one is at `time`.
    func frame(previous: Double, time: Double) -> Bool {
        guard !isPaused else { return true }
        // Two loops stepping one thread to the same frame (two windows) fire a link once.
        if let last = lastFired, time == last { return true }
        if preferredFramesPerSecond > 0, let last = lastFired, time - last < 1 / Double(preferredFramesPerSecond) - 1e-9 {
            return true
        }
        timestamp = previous
        targetTimestamp = time
        duration = time - previous
        lastFired = time
        return fire(self)
    }
}

/// The display links that are running on each thread, fired by the host once per frame.
package enum DisplayLinks {
    private final class Running { var links: [CADisplayLink] = [] }
    private static let perThread = PerThread { Running() }

    static func add(_ link: CADisplayLink) {
        let running = perThread.value
        if !running.links.contains(where: { $0 === link }) { running.links.append(link) }
    }

    static func remove(_ link: CADisplayLink) { perThread.value.links.removeAll { $0 === link } }

    /// Fires this thread's running links for the frame at `time` (after one at `previous`), in
    /// the order they were added; a link added by a callback fires from the next frame, and
    /// links whose targets have gone are invalidated.
    package static func fire(previous: Double, time: Double) {
        for link in perThread.value.links where !link.frame(previous: previous, time: time) { remove(link) }
    }
}
