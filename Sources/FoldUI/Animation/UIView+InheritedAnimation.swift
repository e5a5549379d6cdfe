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
            return UIView.animate(withDuration: defaultDuration, options: defaultOptions, animations: animations, completion: completion)
        }
        let tracker = CompletionTracker(completion)
        let inner = AnimationTransaction(
            duration: outer.duration, delay: outer.delay, options: outer.options, motion: outer.motion, tracker: tracker)
        AnimationTransaction.$current.withValue(inner) { animations() }
        tracker.seal()
    }
}
