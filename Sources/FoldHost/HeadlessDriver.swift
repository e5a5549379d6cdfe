import FoldCore
import FoldRender
import FoldUI
import Foundation

/// Runs a layer tree without a window (the test harness and script hosts use it): it owns the
/// media clock, which starts at 0 and moves only when the driver advances it, frame by frame,
/// so `CACurrentMediaTime()` reads exact frame times and an animation added at "now" begins on
/// the frame being made.
///
/// The screen is the root layer's superlayer space from (0, 0) to the root's bounds size: give
/// the root its frame there (`rootLayer.frame = CGRect(origin: .zero, size: …)`). One driver
/// runs at a time; the clock returns to the host's when it goes.
///
/// With a window (`init(window:scale:framesPerSecond:)`) it runs the window's frame loop and adds
/// one finger in window coordinates: `touchDown(_:)`, `touchMove(_:)` and `touchUp(_:)` are each
/// delivered at the next frame, and `tap`, `drag` and `press` advance the clock while they touch.
public final class HeadlessDriver {
    public let rootLayer: CALayer
    public let scale: CGFloat
    public let framesPerSecond: Double
    /// The window driven, when the driver was made with one.
    public let window: UIWindow?
    /// The media time of the frame shown.
    public private(set) var time: CFTimeInterval = 0
    private let compositor = Compositor(threads: 1)
    private let frameLoop: FrameLoop?

    /// How frames follow the wall clock.
    public enum Pacing: Sendable {
        /// Each frame as soon as the last is made (the default): exact frame times, and the
        /// fastest. Wall-clock deadlines (`DispatchQueue.main.asyncAfter`, `Timer`) land on
        /// whatever frame is being made when they pass, later in the animation than on a device.
        case asFastAsPossible
        /// Frame time t is made no earlier than t seconds after frame 0 (`RealTimePacer`), so
        /// wall-clock deadlines land on the frames a device would show them on.
        case realTime
    }

    /// How frames follow the wall clock (`.asFastAsPossible` by default). Either way the main run
    /// loop's due work runs at the start of each frame, when the driver runs on the main thread.
    public var pacing = Pacing.asFastAsPossible
    private var pacer = RealTimePacer()

    /// A `framesPerSecond` that is not a positive finite number is 60; a `scale` that is not a
    /// positive finite number is 1.
    public init(rootLayer: CALayer, scale: CGFloat = 1, framesPerSecond: Double = 60) {
        self.rootLayer = rootLayer
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        window = nil
        frameLoop = nil
        MediaClock.step(to: 0)
    }

    /// Runs a window (its views, recognizers, view animations, layout) on the driver's clock, and
    /// draws it at `scale` (which becomes the window's). The window's clock starts at 0.
    public init(window: UIWindow, scale: CGFloat = 2, framesPerSecond: Double = 60) {
        self.window = window
        rootLayer = window.layer
        self.scale = scale.isFinite && scale > 0 ? scale : 2
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        window.scale = Double(self.scale)
        MediaClock.step(to: 0)
        let loop = FrameLoop(window: window)
        frameLoop = loop
        _ = loop.step(to: 0)
    }

    deinit { MediaClock.step(to: nil) }

    /// Moves the clock on by `seconds`, one frame at a time (the last step may be shorter). On
    /// each frame it fires the display links, steps the POP animations, lays out the layers that
    /// asked for it, redraws those that asked for display (`setNeedsDisplay()`), commits the
    /// implicit transaction (`CATransaction.flush()`), and finishes the Core Animation
    /// animations that have ended (their delegates hear it, and completion blocks waiting for
    /// them run) and starts those that begin. A negative or non-finite `seconds` does nothing.
    public func advance(seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = time + seconds
        let frame = 1 / framesPerSecond
        // Frames counted from the start, so many small advances add up to the same times. A
        // time a hair short of frame n (sums of 1/60 fall short) is frame n: its next is n + 1,
        // and a frame within a hair of `end` is `end`'s own (never two steps for one frame).
        var n = (time * framesPerSecond + 1e-6).rounded(.down) + 1
        while n * frame < end - 1e-9 {
            step(to: n * frame)
            n += 1
        }
        step(to: end)
    }

    private func step(to t: Double) {
        if pacing == .realTime { pacer.wait(untilFrameTime: t) }
        let previous = time
        time = t
        MediaClock.step(to: t)
        if let frameLoop {
            // The window's loop: input, recognizers, display links, animators, POP, layout,
            // display, commits.
            _ = frameLoop.step(to: t)
            return
        }
        DisplayLinks.fire(previous: previous, time: t)
        MainRunLoop.runDueWork()
        POPAnimator.sharedAnimator().step(to: t)
        rootLayer.layoutIfNeeded()
        CALayer.displayPendingLayers()
        // The frame's changes commit (a layer made this frame animates its changes from the
        // next), then the animations that ended by now finish.
        CATransaction.flush()
        rootLayer.finishAnimations(upTo: t)
    }

    /// The frame at the current time, as the screen shows it: the presentation of the tree,
    /// drawn over transparent pixels at `scale`.
    public func render() -> CGImage {
        if let frameLoop { return CGImage(compositor.render(frameLoop.renderTree(at: time))) }
        let size = rootLayer.bounds.size
        let tree = RenderTree(
            size: CGSize(width: max(0, size.width), height: max(0, size.height)), scale: scale,
            background: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0), layers: [rootLayer.presentation(at: time)])
        return CGImage(compositor.render(tree))
    }
}

// MARK: One finger

extension HeadlessDriver {
    /// The finger goes down at a point of the window (delivered at the next frame).
    public func touchDown(_ point: CGPoint) { send(.pointerDown(point)) }

    /// The finger moves to a point (delivered at the next frame).
    public func touchMove(_ point: CGPoint) { send(.pointerMoved(point)) }

    /// The finger lifts at a point (delivered at the next frame).
    public func touchUp(_ point: CGPoint) { send(.pointerUp(point)) }

    /// Down on the next frame, up on the one after: two frames.
    public func tap(_ point: CGPoint) {
        touchDown(point)
        advanceFrame()
        touchUp(point)
        advanceFrame()
    }

    /// Down at `from`, then one move per frame along the straight line for `duration`, arriving
    /// at `to`, then up there on the next frame.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        drag(through: [from, to], duration: duration)
    }

    /// Down at the first point, then one move per frame along the polyline through the points,
    /// at a constant speed over `duration`, then up at the last point on the next frame. With one
    /// point it is a press there for `duration`; with none it does nothing.
    public func drag(through points: [CGPoint], duration: TimeInterval) {
        guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        touchDown(first)
        advanceFrame()
        let frames = max(1, Int((max(0, duration.isFinite ? duration : 0) * framesPerSecond).rounded()))
        var lengths = [0.0]
        for (a, b) in zip(points, points.dropFirst()) {
            lengths.append(lengths.last! + Double(hypot(b.x - a.x, b.y - a.y)))
        }
        let total = lengths.last!
        for k in 1...frames {
            touchMove(Self.point(at: total * Double(k) / Double(frames), along: points, lengths: lengths))
            advanceFrame()
        }
        touchUp(points.last!)
        advanceFrame()
    }

    /// Down at a point, held for `duration`, then up (a long press when it is long enough).
    public func press(_ point: CGPoint, duration: TimeInterval) {
        touchDown(point)
        advanceFrame()
        advance(seconds: max(0, duration.isFinite ? duration : 0) - 1 / framesPerSecond)
        touchUp(point)
        advanceFrame()
    }

    /// The user changes system settings (appearance, text size, Reduce Motion), at the next frame.
    public func change(_ settings: SystemSettings) { send(.settings(settings)) }

    private func send(_ event: InputEvent) {
        guard let frameLoop else {
            FileHandle.standardError.write(
                Data("HeadlessDriver: touches need a window; make the driver with init(window:…)\n".utf8))
            return
        }
        frameLoop.send(event)
    }

    private func advanceFrame() { advance(seconds: 1 / framesPerSecond) }

    /// The point at an arc length along a polyline.
    private static func point(at distance: Double, along points: [CGPoint], lengths: [Double]) -> CGPoint {
        guard let i = lengths.indices.dropFirst().first(where: { lengths[$0] >= distance - 1e-9 }) else {
            return points.last!
        }
        let span = lengths[i] - lengths[i - 1]
        let f = span > 0 ? (distance - lengths[i - 1]) / span : 1
        let a = points[i - 1]
        let b = points[i]
        return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
}
