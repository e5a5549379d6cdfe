import FoldCore
import Foundation

/// UIView's keyframe animations: `animateKeyframes` opens a block whose `addKeyframe` calls each
/// animate their changes over a part of the whole; changes made directly in the block animate
/// over the whole. See `KeyframeRecorder` for the animations this makes.
extension UIView {
    /// Animates the keyframes added in `animations` over `duration` after `delay`; `completion`
    /// gets whether every animation ran to its end. A duration of 0 or less makes the changes at
    /// once, as UIKit does.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil
    ) {
        guard duration > 0, duration.isFinite, areAnimationsEnabled else {
            return run(duration: 0, delay: 0, options: [], motion: nil, animations, completion)
        }
        let delay = delay.isFinite ? max(0, delay) : 0
        let recorder = KeyframeRecorder()
        let tracker = CompletionTracker(completion)
        let transaction = AnimationTransaction(
            duration: duration, delay: delay, options: options.animationOptions, motion: .keyframes(recorder),
            tracker: tracker)
        AnimationTransaction.$current.withValue(transaction) { animations() }
        recorder.commit(duration: duration, delay: delay, options: options)
        tracker.seal()
    }

    /// One keyframe of the enclosing `animateKeyframes` block: the changes in `animations`
    /// animate from `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole
    /// animation. Outside a keyframe block the changes are made as the enclosing code makes them
    /// (at once, or by the enclosing `UIView.animate`).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let outer = AnimationTransaction.current, case .keyframes = outer.motion else { return animations() }
        let inner = AnimationTransaction(
            duration: outer.duration, delay: outer.delay, options: outer.options, motion: outer.motion,
            tracker: outer.tracker, disablesAnimations: outer.disablesAnimations,
            segment: outer.segment.nested(start: frameStartTime, length: frameDuration))
        AnimationTransaction.$current.withValue(inner) { animations() }
    }
}
