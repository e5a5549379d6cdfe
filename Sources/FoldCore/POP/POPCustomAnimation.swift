import Foundation

/// Called on each frame of a custom animation with its target and the animation (whose
/// `currentTime` and `elapsedTime` are the frame's); false ends the animation.
public typealias POPCustomAnimationBlock = (Any?, POPCustomAnimation?) -> Bool

/// An animation whose frames a block computes (POPCustomAnimation).
open class POPCustomAnimation: POPAnimation, @unchecked Sendable {
    private var animate: POPCustomAnimationBlock?
    private var finished = false
    /// The media time of the frame.
    open private(set) var currentTime: CFTimeInterval = 0
    /// Seconds since the last frame (0 on the first).
    open private(set) var elapsedTime: CFTimeInterval = 0

    /// POP's `+animationWithBlock:`, as Swift imports its unannotated header.
    public convenience init!(block: POPCustomAnimationBlock!) {
        self.init()
        animate = block
    }

    override func copyConfiguration(from other: POPAnimation) {
        super.copyConfiguration(from: other)
        animate = (other as? POPCustomAnimation)?.animate
    }

    override func reset(all: Bool) {
        super.reset(all: all)
        finished = false
    }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        currentTime = time
        elapsedTime = dt
        finished = !(animate?(object, self) ?? false)
        return true
    }

    override var isDone: Bool { finished }
}
