import Foundation

// Core Animation's animation API on a layer: animations are copied when added, run on the
// media clock (`CACurrentMediaTime()`), and tell their delegates when they start and stop.

extension CALayer {
    /// Adds a copy of `anim` (so changing `anim` afterwards changes nothing), replacing any
    /// animation under `key` (whose delegate hears `finished` false). A `beginTime` of 0 is the
    /// layer's current time (the media time, unless its timing or its superlayers' differ). A nil key adds the animation without a key: it runs, and
    /// `animationKeys()` does not list it.
    ///
    /// Never fails: an animation Core Animation would not run (an unknown key path, values of
    /// the wrong type, non-finite timing) runs its time without changing anything, and its
    /// delegate still hears when it ends.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        var engine = copy.engineAnimation()
        if engine.validate() != nil {
            engine = InertAnimation(timing: engine.timing, isRemovedOnCompletion: engine.isRemovedOnCompletion)
        }
        // A begin time of 0 is now, in the layer's own time (`CAMediaTiming`).
        if engine.timing.beginTime == 0 {
            engine.timing.beginTime = localTime(media: CACurrentMediaTime())
            // The copy the layer keeps (what `animation(forKey:)` hands out) says when it began.
            copy.beginTime = engine.timing.beginTime
        }
        // The open transactions' completion blocks wait for it (after its delegate hears).
        let transactionsWaiting = TransactionStack.current.animationAdded()
        if copy.delegate != nil || transactionsWaiting != nil {
            let held = HeldAnimation(copy)
            engine.completion = { finished in
                held.animation.delegate?.animationDidStop(held.animation, finished: finished)
                transactionsWaiting?()
            }
        }
        let k = key ?? Self.anonymousKey()
        // Any animation under the key goes first (its delegate hears false), then the copy is
        // recorded, so pruning the old one does not drop the new.
        removeAnimation(forKey: k)
        try? add(engine, forKey: k)
        added[k] = copy
        if copy.delegate != nil { awaitingStart.append(k) }
    }

    /// The animation under `key`: the copy the layer runs (a copy of it, in fact, as Core
    /// Animation hands out), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        (added[key]?.copy() as? CAAnimation)
    }

    /// The keys of the animations added with one, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = attachedKeys.filter { !$0.hasPrefix(Self.anonymousPrefix) }
        return keys.isEmpty ? nil : keys
    }

    /// Drops the copies of animations no longer attached.
    func forgetRemovedAnimations() {
        let live = Set(animations.map(\.key))
        added = added.filter { live.contains($0.key) }
        awaitingStart.removeAll { !live.contains($0) }
    }

    /// Tells the delegates of animations whose active time has begun by `time`.
    func reportStarts(upTo time: Double) {
        var started: [CAAnimation] = []
        awaitingStart.removeAll { key in
            guard let engine = attachedAnimation(forKey: key), engine.timing.beginTime <= time else { return false }
            if let copy = added[key] { started.append(copy) }
            return true
        }
        for a in started { a.delegate?.animationDidStart(a) }
    }

    private static let anonymousPrefix = "\u{1}anonymous-"
    nonisolated(unsafe) private static var anonymousCount = 0
    private static func anonymousKey() -> String {
        anonymousCount += 1
        return anonymousPrefix + String(anonymousCount)
    }
}

/// An animation handed to the engine's completion (which must be Sendable): layers and their
/// animations live on the thread that drives them, as in Core Animation.
private final class HeldAnimation: @unchecked Sendable {
    let animation: CAAnimation
    init(_ animation: CAAnimation) { self.animation = animation }
}
