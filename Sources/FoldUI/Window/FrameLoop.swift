import FoldCore
import FoldRender
import Foundation

/// Runs a window one frame at a time on the host's clock.
///
/// One step: the main run loop's due work (`MainRunLoop`) → the queued input (hit-test → recognizers → actions, in arrival order) → timers of
/// recognizers → display links (scroll physics, then the thread's `CADisplayLink`s) → POP-style animators (the window's and POP's shared one) step to the frame time → layout → display → the implicit
/// transaction commits (`CATransaction.flush()`) → CA-style animations that ended finish (their completions run) → the presentation at the frame time as a `RenderTree`.
/// Nothing reads a wall clock and every collection is ordered, so the same events at the same
/// times give the same trees.
public final class FrameLoop {
    public let window: UIWindow
    /// The current frame time, in seconds.
    public private(set) var time: Double
    /// Keys the app wants (the host may handle some itself first).
    public var keyHandler: ((String) -> Void)?

    private var queue: [InputEvent] = []
    /// Whether a frame has been shown (settings before it are the ones the app starts under).
    var hasPresentedFrame = false
    /// The picture of the screen fading out after an appearance change.
    weak var appearanceFade: UIView?
    private let arena: GestureArena

    public init(window: UIWindow) {
        self.window = window
        time = window.animationTime
        arena = GestureArena(window: window)
        // The thread's media clock (what CA and POP start animations at) reads this loop's clock.
        MediaClock.step(to: time)
    }

    /// Queues an event; it is handled at the start of the next step.
    public func send(_ event: InputEvent) { queue.append(event) }

    /// The last pointer location while the pointer is down (window points), else nil.
    public var pointer: CGPoint? {
        guard arena.isTouching, let touch = arena.touch else { return nil }
        return touch.locationInWindow
    }

    /// One frame at `time` (an earlier time than the last step's is taken as the last step's).
    public func step(to time: Double) -> RenderTree {
        let t = time.isFinite ? max(time, self.time) : self.time
        let previous = self.time
        self.time = t
        window.animationTime = t
        // `CACurrentMediaTime()` reads this frame's time: a CA or POP animation added by an event,
        // a timer or a display link of this frame begins at it, whatever clock the host keeps
        // (the window's starts at 0 and may run slower).
        MediaClock.step(to: t)
        // The main run loop's due work (main-queue blocks, timers) first, as on a device.
        MainRunLoop.runDueWork()
        let events = queue
        queue.removeAll()
        for event in events { handle(event, at: t) }
        arena.update(time: t)
        window.fireDisplayLinks(at: t)
        DisplayLinks.fire(previous: previous, time: t)
        window.animator.step(to: t)
        POPAnimator.sharedAnimator().step(to: t)
        window.layoutIfNeeded()
        CALayer.displayPendingLayers()
        CATransaction.flush()
        window.layer.finishAnimations(upTo: t)
        // Completions may have changed the tree (new animations, new layout, new drawing).
        window.layoutIfNeeded()
        CALayer.displayPendingLayers()
        CATransaction.flush()
        hasPresentedFrame = true
        return renderTree(at: t)
    }

    /// The window's presentation at a time, without advancing anything; scroll views' offsets
    /// are drawn on the device-pixel grid (`UIView.snapScrollOffsets`).
    public func renderTree(at time: Double) -> RenderTree {
        var root = window.layer.presentation(at: time)
        window.snapScrollOffsets(in: &root, scale: window.scale)
        return RenderTree(
            size: window.bounds.size, scale: window.scale, background: window.layer.backgroundColor ?? .white, layers: [root])
    }

    /// Gesture state changes since the last call, in order.
    public func drainGestureChanges() -> [GestureStateChange] {
        let changes = arena.changes
        arena.changes.removeAll()
        return changes
    }

    private func handle(_ event: InputEvent, at t: Double) {
        switch event {
        case .pointerDown(let p): if p.isFinite { arena.pointerDown(at: p, time: t) }
        case .pointerMoved(let p): if p.isFinite { arena.pointerMoved(to: p, time: t) }
        case .pointerUp(let p): if p.isFinite { arena.pointerUp(at: p, time: t) }
        case .wheel(let dx, let dy, let at):
            // The wheel moves the content; a scroll view's offset moves the other way.
            var v = window.hitTest(at, with: nil)
            while let view = v, !view.scrollWheel(dx: -dx, dy: -dy) { v = view.superview }
        case .key(let name):
            keyHandler?(name)
        case .settings(let settings):
            applyFadingAppearance(settings)
        }
    }
}
