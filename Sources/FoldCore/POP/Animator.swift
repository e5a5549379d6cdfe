import Foundation

/// POP's animator: stateful animations advanced by a clock, writing model values each frame.
///
/// The first frame after an animation is added advances it by dt = 0 (its start time is that
/// frame's time). Adding under a key that is running replaces the animation there, and a new
/// spring starts from the current value and the running animation's velocity.
package final class Animator {
    /// The motion of one POP animation.
    public enum Motion: Sendable {
        case spring(POPSpringMotion)
        case decay(POPDecayMotion)
        case basic(POPBasicMotion)

        var velocity: [Double]? {
            switch self {
            case .spring(let s): s.velocity
            case .decay(let d): [d.velocity]
            case .basic: nil
            }
        }

        var isDone: Bool {
            switch self {
            case .spring(let s): s.isDone
            case .decay(let d): d.isDone
            case .basic(let b): b.isDone
            }
        }

        mutating func step(dt: Double) -> [Double] {
            switch self {
            case .spring(var s):
                s.step(dt: dt)
                self = .spring(s)
                return s.value
            case .decay(var d):
                let v = d.step(dt: dt)
                self = .decay(d)
                return [v]
            case .basic(var b):
                let v = b.step(dt: dt)
                self = .basic(b)
                return v
            }
        }
    }

    final class Entry {
        let key: String
        let property: AnimatedProperty
        var motion: Motion
        var lastTime: Double?
        let completion: ((Bool) -> Void)?

        init(key: String, property: AnimatedProperty, motion: Motion, completion: ((Bool) -> Void)?) {
            self.key = key
            self.property = property
            self.motion = motion
            self.completion = completion
        }
    }

    private var entries: [Entry] = []

    public init() {}

    public var isIdle: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    /// The running animation's motion under a key.
    public func motion(forKey key: String) -> Motion? { entries.first { $0.key == key }?.motion }

    /// The velocity of the animation under a key (units per second), if it has one.
    public func velocity(forKey key: String) -> [Double]? { motion(forKey: key)?.velocity }

    /// Adds a spring from the property's current value (or `from`) towards `to`. Without an
    /// explicit velocity, it inherits the velocity of the animation it replaces. Like POP, a
    /// spring drives one to four components (a number, point, size, rect or colour).
    public func addSpring(
        forKey key: String, property: AnimatedProperty, to: [Double], from: [Double]? = nil,
        velocity: [Double]? = nil, parameters: POPSpringParameters = POPSpringParameters(),
        threshold: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) throws {
        let start = from ?? property.read()
        guard (1...POPSpringMotion.maximumComponents).contains(start.count), to.count == start.count else {
            throw AnimationError(
                "a POP spring animates 1 to \(POPSpringMotion.maximumComponents) components with matching from and to (got \(start.count) and \(to.count)); animate a sub-key-path such as transform.rotation.x")
        }
        let inherited = velocity ?? self.velocity(forKey: key).flatMap { $0.count == start.count ? $0 : nil }
        if let from { property.write(from) }
        let spring = POPSpringMotion(
            from: start, to: to, velocity: inherited, parameters: parameters,
            threshold: threshold ?? property.threshold)
        add(Entry(key: key, property: property, motion: .spring(spring), completion: completion))
    }

    /// Adds a decay of a one-component property from its current value.
    public func addDecay(
        forKey key: String, property: AnimatedProperty, velocity: Double, deceleration: Double = 0.998,
        threshold: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        let decay = POPDecayMotion(
            from: property.read().first ?? 0, velocity: velocity, deceleration: deceleration,
            threshold: threshold ?? property.threshold)
        add(Entry(key: key, property: property, motion: .decay(decay), completion: completion))
    }

    /// Adds a tween from the current value (or `from`) to `to`.
    public func addBasic(
        forKey key: String, property: AnimatedProperty, to: [Double], from: [Double]? = nil,
        duration: Double = 0.4, timingFunction: TimingFunction = .default, completion: ((Bool) -> Void)? = nil
    ) {
        let basic = POPBasicMotion(
            from: from ?? property.read(), to: to, duration: duration, timingFunction: timingFunction)
        add(Entry(key: key, property: property, motion: .basic(basic), completion: completion))
    }

    private func add(_ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.key == entry.key }) {
            let old = entries.remove(at: i)
            old.completion?(false)
        }
        entries.append(entry)
    }

    public func removeAnimation(forKey key: String) {
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return }
        entries.remove(at: i).completion?(false)
    }

    public func removeAllAnimations() {
        let removed = entries
        entries.removeAll()
        for e in removed { e.completion?(false) }
    }

    /// Advances every animation to `time` (seconds on the host's clock) and writes the values.
    /// Completions run after all values of this frame are written.
    public func step(to time: Double) {
        var finished: [Entry] = []
        for entry in entries {
            let dt = entry.lastTime.map { max(0, time - $0) } ?? 0
            entry.lastTime = time
            let value = entry.motion.step(dt: dt)
            entry.property.write(value)
            if entry.motion.isDone { finished.append(entry) }
        }
        entries.removeAll { e in finished.contains { $0 === e } }
        for e in finished { e.completion?(true) }
    }
}
