#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// One item on its way to the cart: waiting for its launch (staggered, or held by the cap),
/// flying, then landed or cancelled. Its layer exists only while it flies.
///
/// ```swift
/// let flights = try animator.fly(image, from: label.center, in: cell, count: 3)
/// flights[2].cancel()                      // the third never leaves
/// ```
///
/// Used on the frame loop's thread only, like views (the animation completion that reports the
/// landing runs there); `@unchecked Sendable` lets that completion hold it.
public final class FlyToCartFlight: @unchecked Sendable {
    public enum State: String, Sendable {
        case waiting, flying, landed, cancelled
    }

    public internal(set) var state = State.waiting
    /// The image's name, as the layer's contents.
    public let image: UIImage
    /// Where the item starts and ends, in the given views' coordinates (nil: the window's), read
    /// when the flight launches.
    public let start: (point: CGPoint, view: UIView?)
    public let end: (point: CGPoint, view: UIView?)
    /// The earliest launch time (window time): the call's time plus the stagger.
    public let dueTime: Double
    /// Set at launch: the curve in the container's coordinates and the times.
    public internal(set) var curve: FlyToCartPath?
    public internal(set) var beginTime: Double?
    public internal(set) var landingTime: Double?
    /// The flying layer (a sublayer of the container's layer while the item flies).
    public internal(set) var layer: CALayer?
    /// Launched under reduced motion (the target updates without a bounce).
    var landsAtReducedMotion = false
    /// Called once: true when the item landed, false when it was cancelled.
    var completion: ((Bool) -> Void)?
    weak var animator: FlyToCartAnimator?

    init(image: UIImage, start: (CGPoint, UIView?), end: (CGPoint, UIView?), dueTime: Double, completion: ((Bool) -> Void)?) {
        self.image = image
        self.start = start
        self.end = end
        self.dueTime = dueTime
        self.completion = completion
    }

    /// Stops the item: a waiting one never launches, a flying one disappears at once. The cart
    /// is not told (nothing landed).
    public func cancel() {
        animator?.cancel(self)
    }
}
