import FoldCore

extension View {
    /// Runs `animations` with the duration, delay, curve (or spring) and options of the
    /// enclosing `View.animate` block when there is one, else as `View.animate` with the given
    /// defaults; `completion` runs when *these* animations end. Inside `performWithoutAnimation`
    /// the changes apply at once. (UIKit's table updates follow the enclosing block this way.)
    static func animateInheriting(
        defaultDuration: Double, defaultOptions: AnimationOptions = [], _ animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        guard let outer = AnimationTransaction.current else {
            return View.animate(withDuration: defaultDuration, options: defaultOptions, animations: animations, completion: completion)
        }
        let tracker = CompletionTracker(completion)
        let inner = AnimationTransaction(
            duration: outer.duration, delay: outer.delay, options: outer.options, motion: outer.motion, tracker: tracker)
        AnimationTransaction.$current.withValue(inner) { animations() }
        tracker.seal()
    }
}
