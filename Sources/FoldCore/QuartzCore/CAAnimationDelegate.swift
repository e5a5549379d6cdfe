import Foundation

/// What an animation tells its delegate (CAAnimationDelegate). Both methods are optional, as in
/// Core Animation: the defaults do nothing.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time has begun on a frame.
    func animationDidStart(_ anim: CAAnimation)
    /// It has ended: `flag` is true when it ran to its end, false when it was removed first (or
    /// replaced by another under its key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
