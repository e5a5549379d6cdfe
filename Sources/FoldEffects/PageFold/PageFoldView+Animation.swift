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
    /// `velocity` nil continues at the velocity of the spring it replaces (POP's retargeting:
    /// a new `toValue` keeps the motion going). A spring towards π (landing on the other half)
    /// bounces off it rather than passing through.
    func spring(to target: Double, velocity: Double?, completion: ((Bool) -> Void)? = nil) {
        guard window != nil, let spring = try? makeSpring() else {
            // Nothing shows a view outside a window; an unusable spring was refused at init.
            pop_removeAnimation(forKey: Self.animationKey)
            angle = target
            completion?(true)
            foldDidSettle?(self, target)
            return
        }
        let landsOnOtherHalf = target >= .pi
        let running = pop_animation(forKey: Self.animationKey) as? POPSpringAnimation
        spring.property =
            POPAnimatableProperty.property(withName: "pageFold.angle") { property in
                property?.readBlock = { object, values in values?[0] = (object as? PageFoldView)?.angle ?? 0 }
                property?.writeBlock = { object, values in
                    guard let view = object as? PageFoldView, let a = values?[0] else { return }
                    view.angle = landsOnOtherHalf && a > .pi ? 2 * .pi - a : a
                }
                // POP's threshold for rotations (kPOPThresholdRotation).
                property?.threshold = 0.01
            } as? POPAnimatableProperty
        spring.toValue = target
        spring.velocity = velocity ?? (running?.velocity as? NSNumber)?.doubleValue ?? 0
        spring.completionBlock = { [weak self] _, finished in
            completion?(finished)
            if finished, let self { self.foldDidSettle?(self, target) }
        }
        pop_add(spring, forKey: Self.animationKey)
    }

    /// A spring set as the options' `spring` says.
    private func makeSpring() throws -> POPSpringAnimation {
        let spring = POPSpringAnimation()
        try options.spring.configure(spring)
        return spring
    }

    /// Whether a fold animation is running.
    public var isAnimating: Bool { pop_animation(forKey: Self.animationKey) != nil }
}
