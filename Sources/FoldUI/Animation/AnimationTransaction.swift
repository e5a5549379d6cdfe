import FoldCore

/// The animation block being run by `UIView.animate` (or `performWithoutAnimation`): what
/// property changes made inside it turn into.
///
/// Bound as a task-local value for the duration of the block, so it is scoped (nested blocks
/// restore the outer one) and never shared between threads.
final class AnimationTransaction: @unchecked Sendable {
    enum Motion {
        case curve(TimingFunction)
        case spring(Spring)
        /// Inside `animateKeyframes`: changes are collected and become keyframes when the block
        /// returns.
        case keyframes(KeyframeRecorder)
        /// Inside a `UIViewPropertyAnimator`'s block: changes become the animator's tracks.
        case animator(UIViewPropertyAnimator, delayFactor: Double)
    }

    let duration: Double
    let delay: Double
    let options: UIView.AnimationOptions
    /// Nil: changes apply without animation (`performWithoutAnimation`).
    let motion: Motion?
    let tracker: CompletionTracker
    /// Set by `performWithoutAnimation`: `UIView.areAnimationsEnabled` is false inside.
    let disablesAnimations: Bool
    /// Inside `animateKeyframes`: the part of the whole animation (start and length, fractions of
    /// it) that changes made now animate over; (0, 1) outside `addKeyframe`.
    let segment: KeyframeSegment

    init(
        duration: Double, delay: Double, options: UIView.AnimationOptions, motion: Motion?, tracker: CompletionTracker,
        disablesAnimations: Bool = false, segment: KeyframeSegment = .whole
    ) {
        self.disablesAnimations = disablesAnimations
        self.segment = segment
        self.duration = duration
        self.delay = delay
        self.options = options
        self.motion = motion
        self.tracker = tracker
    }

    @TaskLocal static var current: AnimationTransaction?

    /// Attaches the animation of one property of a layer: from the value it shows now to its new
    /// model value under the key path's name (replacing one in flight there), or, `additive`, from
    /// the old model value minus the new one to zero under a name of its own (running summed
    /// with any in flight). Returns the animation's key, nil when nothing was attached.
    @discardableResult
    func animate(
        _ layer: CALayer, _ key: AnimatableKeyPath, from: AnimationValue, to: AnimationValue, additive: Bool = false, now: Double
    ) -> String? {
        var animation: any PropertyAnimation
        switch motion {
        case nil, .keyframes, .animator:
            return nil
        case .curve(let curve):
            var basic = BasicAnimation(keyPath: key, from: from, to: to)
            basic.timingFunction = curve
            basic.duration = duration
            animation = basic
        case .spring(let spring):
            // UIKit's spring settles at the block's duration (see `UIView.springParameters`).
            var springAnimation = SpringAnimation(keyPath: key, from: from, to: to, spring: spring)
            springAnimation.duration = duration
            animation = springAnimation
        }
        animation.isAdditive = additive
        animation.beginTime = now + delay
        // A delayed animation shows its start value while it waits, as UIKit's do.
        if delay > 0 { animation.fillMode = .backwards }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        let tracker = self.tracker
        animation.completion = { finished in tracker.end(finished: finished) }
        tracker.begin()
        var name = key.description
        if additive {
            var n = 1
            while layer.attachedAnimation(forKey: name) != nil {
                n += 1
                name = "\(key.description)-\(n)"
            }
        }
        do {
            try layer.add(animation, forKey: name, now: now)
            return name
        } catch {
            // A value that cannot animate (not finite) is simply set, as without animation.
            tracker.end(finished: true)
            return nil
        }
    }
}

/// Calls a block's completion once every animation it started has ended: `finished` is false
/// when any of them was removed or replaced before its end.
final class CompletionTracker: @unchecked Sendable {
    private var pending = 0
    private var allFinished = true
    private var isSealed = false
    private var completion: ((Bool) -> Void)?

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    func begin() { pending += 1 }

    func end(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        fireIfDone()
    }

    /// The block has returned: no more animations will be added.
    func seal() {
        isSealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard isSealed, pending == 0, let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}
