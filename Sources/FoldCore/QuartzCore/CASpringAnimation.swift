import Foundation

/// A spring's motion between two values (CASpringAnimation): a damped harmonic oscillator of
/// `mass`, `stiffness` and `damping`, starting with `initialVelocity`.
///
/// As in Core Animation, the animation lasts `duration` (0 is 0.25 s), not the spring's
/// settling time: set `duration = settlingDuration` to see the spring come to rest.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// In units of the distance per second, positive towards the target.
    open var initialVelocity: CGFloat = 0
    /// iOS 17: false (the default) treats a damping past critical as critical, as Core
    /// Animation's springs always have; true lets the spring creep in over-damped.
    open var allowsOverdamping = false

    /// iOS 17's perceptual parameters: the period of the undamped spring, and its bounce
    /// (0 critically damped, up to 1 undamped; below 0 over-damped). Mass is 1.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        stiffness = pow(2 * .pi / d, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + bounce))
        allowsOverdamping = bounce < 0
    }

    /// The period of the undamped spring (iOS 17).
    open var perceptualDuration: CFTimeInterval { 2 * .pi / (stiffness / mass).squareRoot() }

    /// How much the spring overshoots (iOS 17): 1 − ζ for an under-damped spring, and below 0
    /// for an over-damped one.
    open var bounce: CGFloat {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The time the spring takes to come to rest (within Core Animation's ε of 0.001).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration() }

    private var spring: Spring {
        let critical = 2 * (stiffness * mass).squareRoot()
        let d = !allowsOverdamping && damping > critical ? critical : damping
        return Spring(mass: mass, stiffness: stiffness, damping: d, initialVelocity: initialVelocity)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CASpringAnimation
        c.mass = mass
        c.stiffness = stiffness
        c.damping = damping
        c.initialVelocity = initialVelocity
        c.allowsOverdamping = allowsOverdamping
        return c
    }

    package override func engineAnimation() -> any LayerAnimation {
        guard let path = animatedKeyPath else { return super.engineAnimation() }
        var a = SpringAnimation(
            keyPath: path, from: engineValue(fromValue, for: path), to: engineValue(toValue, for: path),
            by: engineValue(byValue, for: path), spring: spring)
        configure(&a)
        return a
    }
}
