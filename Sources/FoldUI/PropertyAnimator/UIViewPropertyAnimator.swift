import FoldCore
import Foundation

/// UIViewPropertyAnimator: view animations that can be started, paused, scrubbed, reversed,
/// continued with new timing and stopped — the way to write an interactive fold.
///
/// The animation blocks run when the animator becomes active (`startAnimation`,
/// `pauseAnimation`, or setting `fractionComplete`); as in UIKit, the views' model values are
/// the blocks' at once, and what is shown follows the animator. Every frame of the window the
/// animated views are in, the animator places each animated property at its value for the
/// animator's progress (see `AnimatorSegment`), so any timing, scrub or reversal shows exactly.
///
/// Scrubbing: with `scrubsLinearly` (the default) a paused animator's `fractionComplete` is how
/// far the values have gone, and setting it moves them linearly; resuming continues from there
/// to the end on the animator's curve, in the remaining time. Without it, `fractionComplete`
/// is the elapsed fraction of the duration and the values follow the curve.
///
/// UIKit raises on what its documentation calls programmer errors (starting a stopped animator,
/// finishing one that was not stopped, pausing a non-interruptible one, changing
/// `isInterruptible` or `isUserInteractionEnabled` while active); FoldKit refuses the call and
/// says why on standard error, and the animator stays as it was.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying, @unchecked Sendable {
    /// The timing given at creation.
    public let timingParameters: (any UITimingCurveProvider)?
    public let duration: TimeInterval
    /// Set by `startAnimation(afterDelay:)`; 0 before.
    public private(set) var delay: TimeInterval = 0

    /// Whether the animated views receive touches while animating (default true).
    open var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard refuseUnlessInactive("isUserInteractionEnabled") else { return }
            userInteraction = newValue
        }
    }
    /// Accepted for source compatibility; FoldKit's hit-testing of animating views is the same
    /// either way (by model frames).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, scrubbed, reversed and stopped (default true).
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard refuseUnlessInactive("isInterruptible") else { return }
            interruptible = newValue
        }
    }
    open var scrubsLinearly = true
    /// Whether a finished animation stays active, paused at its end, without running its
    /// completions (so it can be reversed).
    open var pausesOnCompletion = false

    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false

    private var userInteraction = true
    private var interruptible = true
    private var reversed = false
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [AnimatorTrack] = []
    /// The timeline: τ is the fraction elapsed, u the fraction of the way the values have gone.
    private var tau = 0.0
    private var progress = 0.0
    private var segment: AnimatorSegment
    /// While running: the time and τ it ran from, and τ per second.
    private var anchor: (time: Double, tau: Double)?
    private var rate = 0.0
    private var link: DisplayLink?
    private weak var clock: UIWindow?
    /// Started without blocks: it runs once a block is added (UIKit's transient pause).
    private var startsWithFirstBlock = false

    /// The designated initializer: blocks are added with `addAnimations`.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timingParameters = parameters
        segment = .whole(.cubic(.linear))
        super.init()
        segment = .whole(curve(for: parameters, seconds: naturalLength(parameters)))
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts after `delay`, on the curve in `options` (ease-in-out without
    /// one); `.allowUserInteraction` lets the views take touches. Repeat, autoreverse and
    /// transition options are ignored, as in UIKit.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.userInteraction = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration, timing and settings (no blocks).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
        copy.userInteraction = userInteraction
        copy.interruptible = interruptible
        copy.isManualHitTestingEnabled = isManualHitTestingEnabled
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        return copy
    }

    // MARK: UIViewAnimating

    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            guard isRunning else {
                reversed = newValue
                return
            }
            guard interruptible else { return refuse("reverse", "it is not interruptible") }
            let now = currentTime
            advance(to: now)
            reversed = newValue
            run(from: now, delay: 0, parameters: nil, factor: 1)
        }
    }

    open var fractionComplete: CGFloat {
        get { scrubsLinearly ? progress : tau }
        set {
            guard newValue.isFinite else { return refuse("set fractionComplete to \(newValue)", "it is not finite") }
            guard interruptible else { return refuse("scrub", "it is not interruptible") }
            guard state != .stopped else { return refuse("scrub", "it is stopped") }
            if state == .inactive { activate() }
            // A running animator's fraction follows its clock (UIKit: "usually a no-op").
            guard !isRunning else { return }
            let f = min(1, max(0, Double(newValue)))
            if scrubsLinearly {
                tau = f
                progress = f
            } else {
                segment = .whole(baseCurve(factor: 1))
                tau = f
                progress = segment.value(at: f)
            }
            show()
        }
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return refuse("start", "it is stopped (call finishAnimation(at:))") }
        let delay = delay.isFinite ? max(0, delay) : 0
        self.delay = delay
        if state == .inactive { activate() }
        guard !isRunning else { return }
        if tracks.isEmpty {
            startsWithFirstBlock = true
            return
        }
        run(from: currentTime, delay: delay, parameters: nil, factor: 1)
    }

    open func pauseAnimation() {
        guard state != .stopped else { return refuse("pause", "it is stopped") }
        guard interruptible else { return refuse("pause", "it is not interruptible") }
        if state == .inactive { activate() }
        startsWithFirstBlock = false
        guard isRunning else { return }
        advance(to: currentTime)
        isRunning = false
        anchor = nil
        show()
    }

    /// Leaves the views at the values shown now; `true` ends the animator (no completions),
    /// `false` stops it until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        guard interruptible else { return refuse("stop", "it is not interruptible") }
        if isRunning { advance(to: currentTime) }
        isRunning = false
        anchor = nil
        link?.invalidate()
        link = nil
        settle { track in track.value(tau: tau, progress: progress) }
        if withoutFinishing {
            end()
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator with its views at `finalPosition`, and runs its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return refuse("finish", "it was not stopped with stopAnimation(false)")
        }
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Animations that start after `delayFactor` (0…1) of the remaining duration and end with
    /// the others.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return refuse("add animations to", "it is stopped") }
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        guard state == .active else { return pending.append((animation, factor)) }
        record(animation, delayFactor: factor)
        if startsWithFirstBlock && !tracks.isEmpty {
            startsWithFirstBlock = false
            run(from: currentTime, delay: delay, parameters: nil, factor: 1)
        } else {
            show()
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with new timing (nil: its own) for the rest of the way, taking
    /// `durationFactor` × the duration (scaled to what remains); a factor of 0 keeps the duration.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active, !isRunning else {
            return refuse("continue", state == .active ? "it is running" : "it is not active and paused")
        }
        guard interruptible else { return refuse("continue", "it is not interruptible") }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        startsWithFirstBlock = false
        run(from: currentTime, delay: 0, parameters: parameters, factor: factor)
    }

    // MARK: Recording (called by `ViewAnimation.record` inside the animator's blocks)

    /// A change of `key` on `view`'s layer made in one of this animator's blocks.
    func track(
        _ view: UIView, _ key: AnimatableKeyPath, shown: AnimationValue, before: AnimationValue, after: AnimationValue,
        delayFactor: Double
    ) {
        let layer = view.layer
        let startTau = reversed ? tau : tau + delayFactor * (1 - tau)
        let startProgress = segment.reaches(1) && startTau >= segment.tau0 ? segment.value(at: startTau) : progress
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[i].from = shown
            tracks[i].to = after
            tracks[i].startTau = startTau
            tracks[i].startProgress = startProgress
        } else {
            // What else animates this property gives way: the animator shows it from here on.
            for name in layer.attachedKeys {
                if let a = layer.attachedAnimation(forKey: name) as? any PropertyAnimation, a.keyPath == key {
                    layer.removeAnimation(forKey: name)
                }
            }
            tracks.append(
                AnimatorTrack(
                    view: view, layer: layer, key: key, name: "animator.\(key.description)", startModel: before,
                    from: shown, to: after, startTau: startTau, startProgress: startProgress))
        }
        if clock == nil, let window = view.window { clock = window }
        view.animationKeysBlockingTouches["animator.\(key.description)"] = !userInteraction
    }

    // MARK: The clock

    private var currentTime: Double { clock?.animationTime ?? 0 }

    /// Inactive → active: the blocks run now.
    private func activate() {
        state = .active
        tau = 0
        progress = 0
        segment = .whole(baseCurve(factor: 1))
        let blocks = pending
        pending.removeAll()
        for (block, factor) in blocks { record(block, delayFactor: factor) }
        show()
    }

    private func record(_ block: () -> Void, delayFactor: Double) {
        let remaining = (reversed ? tau : 1 - tau) * duration
        let transaction = AnimationTransaction(
            duration: remaining, delay: 0, options: [], motion: .animator(self, delayFactor: delayFactor),
            tracker: CompletionTracker(nil))
        AnimationTransaction.$current.withValue(transaction) { block() }
    }

    /// Runs from the current point towards the end the direction points at.
    private func run(from now: Double, delay: Double, parameters: (any UITimingCurveProvider)?, factor: Double) {
        let target = reversed ? 0.0 : 1.0
        let length = naturalLength(parameters ?? timingParameters) * factor
        let onSegment = abs(segment.value(at: tau) - progress) < 1e-12
        if parameters != nil || !segment.reaches(target) || !onSegment {
            let seconds = abs(target - tau) * length
            segment = AnimatorSegment(
                tau0: tau, u0: progress, tau1: target, u1: target,
                curve: curve(for: parameters ?? timingParameters, seconds: seconds))
        }
        rate = length > 0 ? 1 / length : .infinity
        anchor = (now + delay, tau)
        isRunning = true
        if link == nil, let window = clock {
            let link = DisplayLink { [self] link in tick(at: link.timestamp) }
            link.add(to: window)
            self.link = link
        }
    }

    /// Moves τ and u to time `now`.
    private func advance(to now: Double) {
        guard let anchor else { return }
        let elapsed = max(0, now - anchor.time)
        let step = rate.isFinite ? rate * elapsed : (elapsed > 0 || now >= anchor.time ? 1 : 0)
        tau = min(1, max(0, anchor.tau + (reversed ? -step : step)))
        progress = segment.value(at: tau)
    }

    private func tick(at now: Double) {
        guard state == .active, isRunning else { return }
        advance(to: now)
        let target = reversed ? 0.0 : 1.0
        guard tau == target else { return show() }
        progress = target
        if pausesOnCompletion {
            isRunning = false
            anchor = nil
            show()
        } else {
            finish(at: reversed ? .start : .end)
        }
    }

    /// Places every track at its value for the current progress.
    private func show() {
        let now = currentTime
        for track in tracks {
            var held = BasicAnimation(keyPath: track.key, from: nil, to: nil)
            let value = track.value(tau: tau, progress: progress)
            held.fromValue = value
            held.toValue = value
            held.speed = 0
            held.fillMode = .both
            try? track.layer.add(held, forKey: track.name, now: now)
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        switch position {
        case .end: settle { $0.to }
        case .start: settle { $0.startModel }
        case .current: break
        }
        end()
        let done = completions
        completions.removeAll()
        for completion in done { completion(position) }
    }

    /// Sets each track's model to a value and lets go of its animation.
    private func settle(_ value: (AnimatorTrack) -> AnimationValue) {
        for track in tracks {
            let v = value(track)
            track.layer.removeAnimation(forKey: track.name)
            track.view?.animationKeysBlockingTouches[track.name] = nil
            if let view = track.view {
                UIView.performWithoutAnimation { view.setAnimatable([track.key]) { track.layer.properties[track.key] = v } }
            } else {
                track.layer.properties[track.key] = v
            }
        }
    }

    /// Back to inactive: no tracks, no clock.
    private func end() {
        for track in tracks {
            track.layer.removeAnimation(forKey: track.name)
            track.view?.animationKeysBlockingTouches[track.name] = nil
        }
        tracks.removeAll()
        link?.invalidate()
        link = nil
        state = .inactive
        isRunning = false
        anchor = nil
        tau = 0
        progress = 0
        startsWithFirstBlock = false
    }

    // MARK: Timing

    /// The seconds the whole timeline takes: the duration, or for a physical or perceptual
    /// spring the time it takes to settle.
    private func naturalLength(_ parameters: (any UITimingCurveProvider)?) -> Double {
        guard let spring = springParameters(parameters), !spring.settlesAtTheDuration else { return duration }
        return spring.spring(duration: duration).settlingDuration()
    }

    private func baseCurve(factor: Double) -> AnimatorSegment.Curve {
        curve(for: timingParameters, seconds: naturalLength(timingParameters) * factor)
    }

    private func springParameters(_ parameters: (any UITimingCurveProvider)?) -> UISpringTimingParameters? {
        guard let parameters, parameters.timingCurveType == .spring else { return nil }
        return parameters.springTimingParameters
    }

    /// The curve of a piece that lasts `seconds`.
    private func curve(for parameters: (any UITimingCurveProvider)?, seconds: Double) -> AnimatorSegment.Curve {
        if let spring = springParameters(parameters) {
            if spring.settlesAtTheDuration {
                return .spring(spring.spring(duration: seconds), settle: seconds)
            }
            let physical = spring.spring(duration: duration)
            return .spring(physical, settle: physical.settlingDuration())
        }
        return .cubic(parameters?.cubicTimingParameters?.timingFunction ?? .easeInEaseOut)
    }

    // MARK: Refusals

    private func refuse(_ action: String, _ reason: String) {
        FileHandle.standardError.write(Data("UIViewPropertyAnimator: cannot \(action) the animator: \(reason).\n".utf8))
    }

    private func refuseUnlessInactive(_ property: String) -> Bool {
        guard state == .inactive else {
            refuse("change \(property) of", "it is active (set it before starting)")
            return false
        }
        return true
    }
}
