#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The POP spring a page fold springs with, set as POP's properties are set, in POP's order:
/// `springBounciness` and `springSpeed` recompute tension, friction and mass (mass back to 1);
/// then `dynamicsMass`, `dynamicsTension` and `dynamicsFriction`, when given, override one each.
/// The default is the seed's: bounciness 18, then mass 2, then tension 200 (k 200, c 12.9589, m 2).
///
/// ```swift
/// var spring = PageFoldSpring()          // the seed's
/// spring.bounciness = 8                  // less bounce; mass and tension still override
/// let animation = POPSpringAnimation()
/// try spring.configure(animation)        // set in POP's order, or a clear error
/// ```
public struct PageFoldSpring: Sendable, Equatable {
    /// POP's springBounciness (0…20 in POP's UI; any finite number ≥ 0 works).
    public var bounciness: Double = 18
    /// POP's springSpeed (default 12).
    public var speed: Double = 12
    /// POP's dynamicsMass, set after bounciness and speed.
    public var mass: Double? = 2
    /// POP's dynamicsTension, set after the mass.
    public var tension: Double? = 200
    /// POP's dynamicsFriction, set last.
    public var friction: Double? = nil

    public init() {}

    public init(bounciness: Double = 18, speed: Double = 12, mass: Double? = 2, tension: Double? = 200, friction: Double? = nil) {
        self.bounciness = bounciness
        self.speed = speed
        self.mass = mass
        self.tension = tension
        self.friction = friction
    }

    /// Sets a POP spring's bounciness, speed, mass, tension and friction in POP's order;
    /// throws, leaving it unchanged, when a number cannot make a spring that comes to rest.
    public func configure(_ spring: POPSpringAnimation) throws {
        try validate()
        set(spring)
    }

    /// Checks that the numbers make a spring that comes to rest (with the reason when not).
    func validate() throws {
        try EffectConfigurationError.requireNonNegative(bounciness, "spring.bounciness")
        try EffectConfigurationError.requirePositive(speed, "spring.speed")
        if let mass { try EffectConfigurationError.requirePositive(mass, "spring.mass") }
        if let tension { try EffectConfigurationError.requirePositive(tension, "spring.tension") }
        if let friction { try EffectConfigurationError.requirePositive(friction, "spring.friction") }
        // Bounciness and speed convert to a friction that may come out ≤ 0 (no damping: the
        // spring never settles) or a tension ≤ 0 (no spring): POP's own conversion says.
        let trial = POPSpringAnimation()
        set(trial)
        let (k, c) = (trial.dynamicsTension, trial.dynamicsFriction)
        guard c > 0, c.isFinite, k > 0, k.isFinite else {
            throw EffectConfigurationError(
                setting: "spring",
                message: "bounciness \(bounciness) and speed \(speed) give tension \(k) and friction \(c); "
                    + "both must be above 0 for the spring to settle (lower the bounciness, or set tension and friction)")
        }
    }

    private func set(_ spring: POPSpringAnimation) {
        spring.springBounciness = bounciness
        spring.springSpeed = speed
        if let mass { spring.dynamicsMass = mass }
        if let tension { spring.dynamicsTension = tension }
        if let friction { spring.dynamicsFriction = friction }
    }
}
