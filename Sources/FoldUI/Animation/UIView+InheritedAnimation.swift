import FoldCore

extension UIView {
    /// Runs `animations` with the duration, delay, curve (or spring) and options of the
    /// enclosing `UIView.animate` block when there is one, else as `UIView.animate` with the given
    /// defaults; `completion` runs when *these* animations end. Inside `performWithoutAnimation`
    /// the changes apply at once. (UIKit's table updates follow the enclosing block this way.)
    static func animateInheriting(
        defaultDuration: Double, defaultOptions: AnimationOptions = [], _ animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        guard let outer = AnimationTransaction.current else {
            let motion: AnimationTransaction.Motion? =
                defaultDuration > 0 && defaultDuration.isFinite ? .curve(defaultOptions.timingFunction) : nil
            return run(
                duration: defaultDuration, delay: 0, options: defaultOptions, motion: motion, animations, completion)
        }
        let tracker = CompletionTracker(completion)
        let inner = AnimationTransaction(
            duration: outer.duration, delay: outer.delay, options: outer.options, motion: outer.motion, tracker: tracker,
            disablesAnimations: outer.disablesAnimations, segment: outer.segment)
        AnimationTransaction.$current.withValue(inner) { animations() }
        tracker.seal()
    }
}
