#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension PageFoldView {
    /// The seed's poke (a tap on the page): the spring back to flat with an initial velocity of
    /// `options.pokeVelocity` on the layer's rotation (5 rad/s: the half tips away, then settles).
    public func poke() {
        bringSubviewToFront(foldingHalf)
        drag = nil
        spring(to: 0, velocity: options.pokeVelocity * options.direction.layerRotation(foldAngle: 1))
    }

    /// Folds to `angle` (0 flat … π folded over) with the page's spring, or at once. The
    /// completion gets false when something else (a drag, another fold) takes over first.
    /// Without a window there is no clock: the fold happens at once.
    ///
    /// ```swift
    /// try page.fold(to: .pi) { finished in if finished { print("folded") } }
    /// ```
    public func fold(to angle: Double, animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws {
        guard angle.isFinite else {
            throw EffectConfigurationError(setting: "angle", message: "must be a finite number of radians (got \(angle))")
        }
        drag = nil
        bringSubviewToFront(foldingHalf)
        if animated {
            spring(to: angle, velocity: nil, completion: completion)
        } else {
            foldAngle = angle
            completion?(true)
            foldDidSettle?(self, angle)
        }
    }

    /// A POP spring on the fold angle under the drag's key (so a drag takes over from it).
    /// `velocity` nil inherits the velocity of the spring it replaces, as POP's springs do in
    /// FoldCore's animator. A spring towards π (landing on the other half) bounces off it rather
    /// than passing through.
    func spring(to target: Double, velocity: Double?, completion: ((Bool) -> Void)? = nil) {
        guard let animator = window?.animator else {
            angle = target
            completion?(true)
            foldDidSettle?(self, target)
            return
        }
        let landsOnOtherHalf = target >= .pi
        let property = AnimatedProperty(
            threshold: AnimatedProperty.threshold(for: .transform(sublayer: false, .rotationX)),
            read: { [weak self] in [self?.angle ?? 0] },
            write: { [weak self] values in
                guard let self, let a = values.first else { return }
                self.angle = landsOnOtherHalf && a > .pi ? 2 * .pi - a : a
            })
        do {
            try animator.addSpring(
                forKey: Self.animationKey, property: property, to: [target], velocity: velocity.map { [$0] },
                parameters: springParameters,
                completion: { [weak self] finished in
                    completion?(finished)
                    if finished, let self { self.foldDidSettle?(self, target) }
                })
        } catch {
            // One component always fits a POP spring; should that change, land at the target.
            angle = target
            completion?(true)
        }
    }

    /// Whether a fold animation is running.
    public var isAnimating: Bool { window?.animator.keys.contains(Self.animationKey) ?? false }
}
