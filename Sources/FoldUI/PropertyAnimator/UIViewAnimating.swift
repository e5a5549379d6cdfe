import FoldCore
import Foundation

/// UIViewAnimatingState: where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are gone.
    case inactive = 0
    /// Started or paused (`isRunning` tells which).
    case active = 1
    /// Stopped by `stopAnimation(false)`: the views hold the values shown then, and
    /// `finishAnimation(at:)` ends it.
    case stopped = 2
}

/// UIViewAnimatingPosition: where the animated properties end.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The values the animation blocks set.
    case end = 0
    /// The values before the animation blocks ran.
    case start = 1
    /// The values shown when the animation stopped.
    case current = 2
}

/// UIViewAnimating: an animation that can be started, paused, scrubbed, reversed and stopped.
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIViewImplicitlyAnimating: an animator that takes animation blocks and completions. UIKit
/// declares these four `optional` (an Objective-C protocol); Swift on Linux has no optional
/// requirements, so they are required here (UIViewPropertyAnimator has all four).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
