import Foundation

/// POP's animator (POPAnimator): steps every running POP animation once per frame on the host's
/// clock. `HeadlessDriver` and the window's frame loop step it.
///
/// As POP's: an animation added between frames is pending until the next step, which first
/// starts it at the time of the frame that was showing when it was added (its first value is
/// written at that time, with no time passed), then moves it on to the new frame's time with
/// the others. Animations run in the order they were added.
///
/// There is one per thread, as there is one transaction stack per thread: POP's runs on the
/// main thread, and so do FoldKit's hosts; tests that run in parallel each have their own.
public final class POPAnimator: @unchecked Sendable {
    /// The thread's animator (POP's `+sharedAnimator`: the main thread's is the app's).
    public static func sharedAnimator() -> POPAnimator { perThread.value }
    private static let perThread = PerThread { POPAnimator() }

    private init() {}

    final class Item {
        let object: Weak<AnyObject>
        let objectID: ObjectIdentifier
        let key: String
        let animation: POPAnimation
        /// `CACurrentMediaTime()` when it was added: under a host, the frame showing then.
        let addedAt: Double
        /// Added since the last step.
        var isPending = true
        /// Taken off the list (replaced, removed, finished, or its object gone).
        var isRemoved = false

        init(object: AnyObject, key: String, animation: POPAnimation, addedAt: Double) {
            self.object = Weak(object)
            objectID = ObjectIdentifier(object)
            self.key = key
            self.animation = animation
            self.addedAt = addedAt
        }
    }

    private var items: [Item] = []

    private func item(_ object: AnyObject, _ key: String) -> Item? {
        items.first { $0.objectID == ObjectIdentifier(object) && $0.key == key && $0.object.value === object }
    }

    /// Adds `animation` to `object` under `key` (a new UUID string when nil), replacing the one
    /// there, which stops unfinished. Adding the animation already under the key does nothing.
    func add(_ animation: POPAnimation, to object: AnyObject, forKey key: String?) {
        let key = key ?? UUID().uuidString
        if let existing = item(object, key) {
            if existing.animation === animation { return }
            remove(existing)
        }
        // POP processes its pending list at `CACurrentMediaTime()`: the animation starts then.
        items.append(Item(object: object, key: key, animation: animation, addedAt: MediaClock.now))
        animation.reset(all: true)
    }

    func animation(_ object: AnyObject, forKey key: String) -> POPAnimation? { item(object, key)?.animation }

    /// The keys on `object` in the order their animations are applied; nil when there are none.
    func keys(_ object: AnyObject) -> [String]? {
        let keys = items.filter { $0.objectID == ObjectIdentifier(object) && $0.object.value === object }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    func removeAnimation(_ object: AnyObject, forKey key: String) {
        if let i = item(object, key) { remove(i) }
    }

    func removeAllAnimations(_ object: AnyObject) {
        let gone = items.filter { $0.objectID == ObjectIdentifier(object) && $0.object.value === object }
        items.removeAll { i in gone.contains { $0 === i } }
        for i in gone {
            i.isRemoved = true
            i.animation.stop(removing: true, finished: !i.animation.isActive)
        }
    }

    private func remove(_ item: Item) {
        drop(item)
        item.animation.stop(removing: true, finished: !item.animation.isActive && !item.animation.isPaused)
    }

    private func drop(_ item: Item) {
        item.isRemoved = true
        items.removeAll { $0 === item }
    }

    /// Advances every POP animation to `time` and writes its values, with actions disabled (as
    /// POP's animator writes them: a frame's value is shown as it is, not animated towards).
    package func step(to time: Double) {
        guard !items.isEmpty else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for item in items where item.isPending {
            item.isPending = false
            render(item, at: min(item.addedAt, time))
        }
        for item in items { render(item, at: time) }
    }

    private func render(_ item: Item, at time: Double) {
        // A callout may have removed it.
        guard !item.isRemoved else { return }
        let anim = item.animation
        guard let object = item.object.value else {
            drop(item)
            return anim.stop(removing: true, finished: false)
        }
        anim.startIfNeeded(object, at: time)
        guard anim.isRunning else { return }
        anim.apply(to: object, at: time)
        guard anim.isDone else { return }
        anim.writeToValue(to: object)
        anim.tellApplied()
        anim.storedRepeatCount -= 1
        if anim.repeatForever || anim.storedRepeatCount > 0 {
            anim.prepareRepeat()
            anim.stop(removing: false, finished: false)
            anim.reset(all: true)
            anim.startIfNeeded(object, at: time)
        } else {
            if anim.removedOnCompletion { drop(item) }
            anim.stop(removing: anim.removedOnCompletion, finished: true)
        }
    }
}
