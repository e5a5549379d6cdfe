import Foundation

/// CASpringAnimation's closed-form damped spring (WebKit's SpringSolver, which matches Core
/// Animation), extended to over-damped springs, which WebKit leaves out.
///
/// `progress(at:)` runs from 0 at t = 0 towards 1; `initialVelocity` is in fractions of the
/// distance per second, positive towards the target.
package struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI-style parameters: `response` is the period of the undamped spring in seconds,
    /// `dampingFraction` is ζ (1 = critically damped).
    public init(response: Double, dampingFraction: Double, mass: Double = 1, initialVelocity: Double = 0) {
        let stiffness = pow(2 * .pi / response, 2) * mass
        let damping = 4 * .pi * dampingFraction * mass / response
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Why a spring cannot be evaluated; nil when it can.
    public var validationError: String? {
        if !(mass > 0 && mass.isFinite) { return "mass must be a positive number (got \(mass))" }
        if !(stiffness > 0 && stiffness.isFinite) { return "stiffness must be a positive number (got \(stiffness))" }
        if !(damping >= 0 && damping.isFinite) { return "damping must be zero or positive (got \(damping))" }
        if !initialVelocity.isFinite { return "initialVelocity must be a finite number" }
        return nil
    }

    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The remaining displacement x(t) (1 at t = 0, → 0), and its envelope: a bound on |x| from
    /// t on, used to decide when the spring has settled.
    func displacement(at t: Double) -> (x: Double, envelope: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = 1.0, b = (zeta * w0 - v0) / wd
            let decay = exp(-zeta * w0 * t)
            return (decay * (a * cos(wd * t) + b * sin(wd * t)), decay * (a * a + b * b).squareRoot())
        } else if zeta == 1 {
            let x = (1 + (w0 - v0) * t) * exp(-w0 * t)
            return (x, abs(x))
        } else {
            let root = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
            let a = (-v0 - r2) / (r1 - r2), b = 1 - a
            let e1 = a * exp(r1 * t), e2 = b * exp(r2 * t)
            return (e1 + e2, abs(e1) + abs(e2))
        }
    }

    /// Progress 1 − x(t): 0 at t ≤ 0, approaching 1.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t).x
    }

    /// Core Animation's settlingDuration: t stepped by 0.1 s until the spring stays within
    /// `epsilon` of the target (the envelope of its remaining motion is under epsilon).
    /// For a critically damped spring this is exactly `|1 − progress(t)| < ε`.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        guard validationError == nil, epsilon > 0 else { return 0 }
        var step = 0
        // 10 000 steps = 1000 s: a bound for springs with next to no damping.
        while step < 10_000 {
            let t = Double(step) / 10
            if displacement(at: t).envelope < epsilon { return t }
            step += 1
        }
        return 1000
    }
}
