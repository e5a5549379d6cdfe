import Foundation

/// POP's spring parameters and its bounciness/speed conversion.
///
/// Order matters, as in POP: setting `bounciness` or `speed` recomputes tension, friction and
/// mass (mass back to 1); setting `tension`, `friction` or `mass` afterwards overrides that one.
public struct POPSpringParameters: Hashable, Sendable {
    public private(set) var tension: Double
    public private(set) var friction: Double
    public private(set) var mass: Double
    public private(set) var bounciness: Double
    public private(set) var speed: Double

    /// POP's defaults: bounciness 4, speed 12 (tension 342.1, friction 30.49, mass 1).
    public init() {
        bounciness = 4
        speed = 12
        (tension, friction, mass) = Self.convert(bounciness: 4, speed: 12)
    }

    public mutating func setBounciness(_ b: Double) {
        bounciness = b
        (tension, friction, mass) = Self.convert(bounciness: bounciness, speed: speed)
    }

    public mutating func setSpeed(_ s: Double) {
        speed = s
        (tension, friction, mass) = Self.convert(bounciness: bounciness, speed: speed)
    }

    public mutating func setTension(_ k: Double) { tension = k }
    public mutating func setFriction(_ c: Double) { friction = c }
    public mutating func setMass(_ m: Double) { mass = m }

    static func noBounce(_ x: Double) -> Double {
        if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
        if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
        return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
    }

    /// POP's `convertBounciness:speed:toTension:friction:mass:`.
    public static func convert(bounciness: Double, speed: Double) -> (tension: Double, friction: Double, mass: Double) {
        let b = (bounciness / 1.7) / 20 * 0.8
        let s = (speed / 1.7) / 20
        let tq = 0.5 + s * 199.5
        let nb = noBounce(tq)
        let fq = nb + (0.01 - nb) * (2 * b - b * b)
        let tension = 194 + (tq - 30) / 50 * 181
        let friction = 25 + (fq - 8) / 2 * 6
        return (tension, friction, 1)
    }

    /// The inverse: POP's `convertTension:friction:toBounciness:speed:`.
    public static func convert(tension: Double, friction: Double) -> (bounciness: Double, speed: Double) {
        let tq = (tension - 194) * 50 / 181 + 30
        let fq = (friction - 25) * 2 / 6 + 8
        let s = (tq - 0.5) / 199.5
        let nb = noBounce(tq)
        let x = (fq - nb) / (0.01 - nb)  // = 2b − b²
        let b = 1 - max(0, 1 - x).squareRoot()
        return (b / 0.8 * 20 * 1.7, s * 20 * 1.7)
    }
}
