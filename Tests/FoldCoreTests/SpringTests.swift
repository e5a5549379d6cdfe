import Foundation
import Testing

@testable import FoldCore

@Suite struct SpringTests {
    @Test(arguments: ["webkit_springsolver_ca_defaults_m1_k100_c10_v0", "webkit_springsolver_m1_k100_c10_v5"])
    func closedFormMatchesWebKit(name: String) throws {
        let group = try ReferenceVectors.group(name)
        let params = group["params"] as! [String: Any]
        let spring = Spring(
            mass: params.double("mass")!, stiffness: params.double("stiffness")!,
            damping: params.double("damping")!, initialVelocity: params.double("initialVelocity")!)
        let tol = group.double("tol")!
        for s in group["samples"] as! [[String: Any]] {
            let t = s.double("t")!, expected = s.double("progress")!
            let p = spring.progress(at: t)
            #expect(abs(p - expected) <= tol, "\(name) t \(t): \(p) vs \(expected)")
        }
    }

    @Test func settlingDurationMatchesCoreAnimation() {
        let spring = Spring(mass: 1, stiffness: pow(2 * .pi, 2), damping: 4 * .pi)
        let expected: [(Double, Double)] = [(0.01, 1.1), (0.02, 1.0), (0.03, 0.9), (0.04, 0.8), (0.05, 0.8)]
        for (epsilon, duration) in expected {
            let d = spring.settlingDuration(epsilon: epsilon)
            #expect(abs(d - duration) < 1e-9, "ε \(epsilon): \(d) vs \(duration)")
        }
    }

    @Test func overdampedSpringStartsAtZeroAndApproachesOne() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 3)
        #expect(spring.dampingRatio > 1)
        #expect(spring.progress(at: 0) == 0)
        // Initial slope equals the initial velocity.
        let h = 1e-7
        #expect(abs(spring.progress(at: h) / h - 3) < 1e-4)
        #expect(abs(spring.progress(at: 20) - 1) < 1e-6)
    }

    @Test func responseDampingFractionConversion() {
        let spring = Spring(response: 0.5, dampingFraction: 0.8)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    /// Energy ½kx² + ½mv² never increases for any damping.
    @Test func energyNonIncreasing() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let spring = Spring(
                mass: 0.2 + rng.unit() * 3, stiffness: 10 + rng.unit() * 500, damping: rng.unit() * 60,
                initialVelocity: rng.unit() * 20 - 10)
            var previous = Double.infinity
            for i in 0...400 {
                let t = Double(i) / 100, h = 1e-6
                let x = 1 - spring.progress(at: t)
                let v = -(spring.progress(at: t + h) - spring.progress(at: max(0, t - h))) / (t > 0 ? 2 * h : h)
                let energy = 0.5 * spring.stiffness * x * x + 0.5 * spring.mass * v * v
                #expect(energy <= previous * (1 + 1e-5) + 1e-9, "spring \(spring) energy rises at t \(t)")
                previous = energy
            }
        }
    }
}
