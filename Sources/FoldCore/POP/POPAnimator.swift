import Foundation

/// POP's animator (POPAnimator): steps every running POP animation once per frame on the host's
/// clock. `HeadlessDriver` steps it; so does any host that runs POP animations added with
/// `pop_add(_:forKey:)`.
public final class POPAnimator: @unchecked Sendable {
    private static let shared = POPAnimator()

    /// The one animator (POP's `+sharedAnimator`).
    public static func sharedAnimator() -> POPAnimator { shared }

    /// Layers with running POP animations, each with its engine animator.
    private var running: [ObjectIdentifier: (layer: Weak<CALayer>, engine: Animator)] = [:]

    func engine(for layer: CALayer) -> Animator {
        // The entry must be this layer's: a layer that went may have left one at the same address.
        if let e = running[ObjectIdentifier(layer)], e.layer.value === layer { return e.engine }
        let e = Animator()
        running[ObjectIdentifier(layer)] = (Weak(layer), e)
        return e
    }

    func existingEngine(for layer: CALayer) -> Animator? {
        guard let e = running[ObjectIdentifier(layer)], e.layer.value === layer else { return nil }
        return e.engine
    }

    /// Advances every POP animation to `time` and writes its values, with actions disabled (as
    /// POP's animator writes them: a frame's value is shown as it is, not animated towards).
    package func step(to time: Double) {
        guard !running.isEmpty else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for (id, entry) in running {
            guard entry.layer.value != nil else {
                running[id] = nil
                continue
            }
            entry.engine.step(to: time)
            if entry.engine.isIdle { running[id] = nil }
        }
    }
}

extension CALayer {
    /// Runs a POP animation on this layer under `key`, replacing the one there (whose completion
    /// hears `finished` false). An animation with no property, or values not of its property's
    /// kind, is refused: its completion hears `finished` false at once.
    public func pop_add(_ anim: POPAnimation!, forKey key: String!) {
        guard let anim else { return }
        let k = key ?? "\u{1}pop-\(ObjectIdentifier(anim).hashValue)"
        guard let a = anim as? POPPropertyAnimation, let property = a.property, let read = property.readBlock,
            let write = property.writeBlock
        else { return anim.reportStop(finished: false) }
        let n = property.componentCount
        let target = AnimatedProperty(
            threshold: Double(property.threshold),
            read: { [unowned self] in
                var v = [CGFloat](repeating: 0, count: n)
                v.withUnsafeMutableBufferPointer { read(self, $0.baseAddress) }
                return v.map { Double($0) }
            },
            write: { [unowned self] values in
                let v = (0..<n).map { CGFloat($0 < values.count ? values[$0] : 0) }
                v.withUnsafeBufferPointer { write(self, $0.baseAddress) }
            })
        let engine = POPAnimator.sharedAnimator().engine(for: self)
        let completion: (Bool) -> Void = { [weak self] finished in
            if self?.popAnimations[k] === a { self?.popAnimations[k] = nil }
            if finished {
                a.animationDidReachToValueBlock?(a)
                a.delegate?.pop_animationDidReach(toValue: a)
            }
            a.reportStop(finished: finished)
        }
        let from = a.components(a.fromValue)
        popAnimations[k] = a
        switch a {
        case let s as POPSpringAnimation:
            guard let to = s.components(s.toValue) else { return refuse(a, k) }
            do {
                try engine.addSpring(
                    forKey: k, property: target, to: to, from: from, velocity: s.components(s.velocity),
                    parameters: s.springParameters, completion: completion)
            } catch { return refuse(a, k) }
        case let b as POPBasicAnimation:
            guard let to = b.components(b.toValue) else { return refuse(a, k) }
            engine.addBasic(
                forKey: k, property: target, to: to, from: from, duration: b.duration,
                timingFunction: b.timingFunction?.curve ?? .default, completion: completion)
        case let d as POPDecayAnimation:
            if let from { target.write(from) }
            engine.addDecay(
                forKey: k, property: target, velocity: d.components(d.velocity)?.first ?? 0,
                deceleration: Double(d.deceleration), completion: completion)
        default:
            return refuse(a, k)
        }
        a.reportStart()
    }

    private func refuse(_ a: POPAnimation, _ key: String) {
        popAnimations[key] = nil
        a.reportStop(finished: false)
    }

    /// The POP animation running under `key`.
    public func pop_animation(forKey key: String!) -> Any! {
        guard let key, POPAnimator.sharedAnimator().existingEngine(for: self)?.keys.contains(key) == true else { return nil }
        return popAnimations[key]
    }

    public func pop_removeAnimation(forKey key: String!) {
        guard let key else { return }
        POPAnimator.sharedAnimator().existingEngine(for: self)?.removeAnimation(forKey: key)
        popAnimations[key] = nil
    }

    public func pop_removeAllAnimations() {
        POPAnimator.sharedAnimator().existingEngine(for: self)?.removeAllAnimations()
        popAnimations = [:]
    }

    /// The keys of the running POP animations; nil when there are none.
    public func pop_animationKeys() -> [Any]! {
        let keys = POPAnimator.sharedAnimator().existingEngine(for: self)?.keys.filter { !$0.hasPrefix("\u{1}") } ?? []
        return keys.isEmpty ? nil : keys
    }
}
