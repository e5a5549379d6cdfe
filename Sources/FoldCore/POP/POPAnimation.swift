import Foundation

/// The base of POP's animations (POPAnimation), as Swift sees POP's Objective-C headers.
///
/// POP animations write the model, frame by frame, on the host's clock (`POPAnimator`): an
/// animation added with `pop_add(_:forKey:)` starts at the time of the frame shown when it was
/// added (POP processes its pending list before the next frame, at `CACurrentMediaTime()`), or
/// at the first frame at or after `beginTime`. As in POP, and unlike Core Animation, the
/// animation is not copied when added: setting `toValue` on a running animation retargets it,
/// and on a finished one kept by `removedOnCompletion == false` starts it again.
open class POPAnimation: NSObject, NSCopying, @unchecked Sendable {
    open var name: String?
    /// The media time (`CACurrentMediaTime()`) before which the animation does not start; 0 starts
    /// it at once.
    open var beginTime: CFTimeInterval = 0
    /// Not retained, as POP holds it weakly; told what a `POPAnimationDelegate` hears.
    open weak var delegate: AnyObject!
    open var animationDidStartBlock: ((POPAnimation?) -> Void)?
    open var animationDidReachToValueBlock: ((POPAnimation?) -> Void)?
    open var completionBlock: ((POPAnimation?, Bool) -> Void)?
    open var animationDidApplyBlock: ((POPAnimation?) -> Void)?
    /// False keeps a finished animation under its key, paused, for reuse (default true).
    open var removedOnCompletion = true
    /// Adding an animation unpauses it; it pauses when it finishes. Unpausing starts it again.
    open var isPaused: Bool {
        get { paused }
        set { setPaused(newValue) }
    }
    /// Runs to `toValue`, then back to `fromValue`: twice as long before it is finished. Turning
    /// it on sets `repeatCount` to 1 when it was 0.
    open var autoreverses = false {
        didSet { if autoreverses && storedRepeatCount == 0 { repeatCount = 1 } }
    }
    /// How many times the animation runs (0 and 1 run it once); counted in round trips when it
    /// autoreverses, as POP counts them.
    open var repeatCount: Int {
        get { autoreverses ? storedRepeatCount / 2 : storedRepeatCount }
        set {
            guard newValue > 0 else { return }
            let n = min(newValue, Int.max / 2)
            storedRepeatCount = autoreverses ? n * 2 : n
        }
    }
    open var repeatForever = false

    /// The runs left to make, as POP keeps them (doubled for autoreverses).
    var storedRepeatCount = 0
    // Where the animation is in its run (POP's animation state).
    private var paused = true
    /// Started and not removed (a finished animation kept for reuse stays active, paused).
    var isActive = false
    /// When it started; nil until it does.
    var startTime: Double?
    var lastTime = 0.0
    var isRunning: Bool { isActive && !paused }

    public required override init() { super.init() }

    /// Unpausing an animation makes it start again on the next frame.
    func setPaused(_ newValue: Bool) {
        guard newValue != paused else { return }
        paused = newValue
        if !paused { reset(all: false) }
    }

    /// Back to before its start; `all` also forgets its current value.
    func reset(all: Bool) {
        startTime = nil
        lastTime = 0
    }

    /// Starts the animation at `time` if it has not started and its begin time has come, and
    /// makes sure its values are there; true when it started now.
    @discardableResult
    func startIfNeeded(_ object: AnyObject, at time: Double) -> Bool {
        var started = false
        if startTime == nil && time >= beginTime {
            isActive = true
            setPaused(false)
            startTime = time
            lastTime = time
            started = true
        }
        if isRunning { willRun(started: started, object: object) }
        if started { tellStart() }
        return started
    }

    /// Ends the run: the delegate and completion hear `finished`. One stopped before it started
    /// hears that it started, then that it stopped unfinished, as Core Animation's do.
    func stop(removing: Bool, finished: Bool) {
        if isActive {
            if removing { isActive = false }
            tellStop(finished: finished)
        } else if startTime == nil {
            tellStart()
            tellStop(finished: false)
        }
        setPaused(true)
    }

    /// Advances to `time` and writes the value (POP's applyAnimationTime).
    func apply(to object: AnyObject, at time: Double) {
        guard advance(time: time, dt: time - lastTime, object: object) else { return }
        lastTime = time
        write(to: object)
        tellApplied()
    }

    /// A copy of the configuration, not of the running state (POP's NSCopying).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.copyConfiguration(from: self)
        return copy
    }

    func copyConfiguration(from other: POPAnimation) {
        name = other.name
        beginTime = other.beginTime
        delegate = other.delegate
        animationDidStartBlock = other.animationDidStartBlock
        animationDidReachToValueBlock = other.animationDidReachToValueBlock
        completionBlock = other.completionBlock
        animationDidApplyBlock = other.animationDidApplyBlock
        removedOnCompletion = other.removedOnCompletion
        autoreverses = other.autoreverses
        storedRepeatCount = other.storedRepeatCount
        repeatForever = other.repeatForever
    }

    var popDelegate: (any POPAnimationDelegate)? { delegate as? any POPAnimationDelegate }

    // The callouts run with actions enabled, as POP's do (its animator's writes are not).
    func tellStart() {
        withActions {
            popDelegate?.pop_animationDidStart(self)
            animationDidStartBlock?(self)
        }
    }

    func tellStop(finished: Bool) {
        withActions {
            popDelegate?.pop_animationDidStop(self, finished: finished)
            completionBlock?(self, finished)
        }
    }

    func tellReachedToValue() {
        withActions {
            popDelegate?.pop_animationDidReach(toValue: self)
            animationDidReachToValueBlock?(self)
        }
    }

    func tellApplied() {
        withActions {
            popDelegate?.pop_animationDidApply(self)
            animationDidApplyBlock?(self)
        }
    }

    private func withActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        body()
        CATransaction.commit()
    }

    // What each kind of animation does on its frames (overridden by the subclasses).

    /// Values it needs before it runs (the property animations read the object's).
    func willRun(started: Bool, object: AnyObject) {}
    /// Moves the animation to `time`, `dt` after its last frame; false when there was nothing to do.
    func advance(time: Double, dt: Double, object: AnyObject) -> Bool { true }
    /// Writes the current value to the object.
    func write(to object: AnyObject) {}
    var isDone: Bool { true }
    /// Sets the value to the end and writes it (the frame it finishes on).
    func writeToValue(to object: AnyObject) {}
    /// Sets the values up for the next repeat.
    func prepareRepeat() {}
}
