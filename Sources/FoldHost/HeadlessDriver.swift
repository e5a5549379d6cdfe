import FoldCore
import FoldRender
import Foundation

/// Runs a layer tree without a window (the test harness and script hosts use it): it owns the
/// media clock, which starts at 0 and moves only when the driver advances it, frame by frame,
/// so `CACurrentMediaTime()` reads exact frame times and an animation added at "now" begins on
/// the frame being made.
///
/// The screen is the root layer's superlayer space from (0, 0) to the root's bounds size: give
/// the root its frame there (`rootLayer.frame = CGRect(origin: .zero, size: …)`). One driver
/// runs at a time; the clock returns to the host's when it goes.
public final class HeadlessDriver {
    public let rootLayer: CALayer
    public let scale: CGFloat
    public let framesPerSecond: Double
    /// The media time of the frame shown.
    public private(set) var time: CFTimeInterval = 0
    private let compositor = Compositor(threads: 1)

    /// A `framesPerSecond` that is not a positive finite number is 60; a `scale` that is not a
    /// positive finite number is 1.
    public init(rootLayer: CALayer, scale: CGFloat = 1, framesPerSecond: Double = 60) {
        self.rootLayer = rootLayer
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
        MediaClock.step(to: 0)
        POPAnimator.sharedAnimator().setClock(to: 0)
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
        let previous = time
        time = t
        MediaClock.step(to: t)
        DisplayLinks.fire(previous: previous, time: t)
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
        let size = rootLayer.bounds.size
        let tree = RenderTree(
            size: CGSize(width: max(0, size.width), height: max(0, size.height)), scale: scale,
            background: CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0), layers: [rootLayer.presentation(at: time)])
        return CGImage(compositor.render(tree))
    }
}
