// CAKeyframeAnimation's cubic modes with tensionValues, continuityValues and biasValues: the
// Kochanek–Bartels spline (Kochanek & Bartels, "Interpolating Splines with Local Tension,
// Continuity, and Bias Control", 1984), worked out here from the paper's tangent formulas.
//
// Source: https://developer.apple.com/documentation/quartzcore/cakeyframeanimation —
// tensionValues ("Positive values indicate a tighter curve, while negative values indicate a
// rounder curve. The first value defines the tension of the curve at the first keyframe"),
// continuityValues, biasValues ([NSNumber]?), used by the cubic calculation modes.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CAKeyframeTCBTests {
    /// position.x at `fraction` of a 1 s cubic animation through `values`, evenly timed.
    private func x(
        _ values: [CGFloat], at fraction: Double, tension: [NSNumber]? = nil, continuity: [NSNumber]? = nil,
        bias: [NSNumber]? = nil
    ) -> Double {
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.calculationMode = .cubic
        a.tensionValues = tension
        a.continuityValues = continuity
        a.biasValues = bias
        a.duration = 1
        a.beginTime = 100
        layer.add(a, forKey: "k")
        return layer.presentation(at: 100 + fraction).properties.position.x
    }

    /// The paper's spline on one segment, from P1 to P2 between P0 and P3, with the parameters
    /// of the keyframes at either end.
    private func expected(
        _ p: [Double], _ u: Double, _ start: (t: Double, c: Double, b: Double), _ end: (t: Double, c: Double, b: Double)
    ) -> Double {
        let out =
            (1 - start.t) * (1 + start.b) * (1 + start.c) / 2 * (p[1] - p[0]) + (1 - start.t) * (1 - start.b) * (1 - start.c) / 2
            * (p[2] - p[1])
        let inc =
            (1 - end.t) * (1 + end.b) * (1 - end.c) / 2 * (p[2] - p[1]) + (1 - end.t) * (1 - end.b) * (1 + end.c) / 2
            * (p[3] - p[2])
        let h = (2 * u * u * u - 3 * u * u + 1, u * u * u - 2 * u * u + u, -2 * u * u * u + 3 * u * u, u * u * u - u * u)
        return h.0 * p[1] + h.1 * out + h.2 * p[2] + h.3 * inc
    }

    @Test func declarationsAndTheSpline() {
        let lists: [ReferenceWritableKeyPath<CAKeyframeAnimation, [NSNumber]?>] = [
            \.tensionValues, \.continuityValues, \.biasValues,
        ]
        let a = CAKeyframeAnimation(keyPath: "position.x")
        #expect(lists.allSatisfy { a[keyPath: $0] == nil })

        // Values 0, 10, 0, 10: the second segment (10 → 0) has neighbours 0 and 10.
        let values: [CGFloat] = [0, 10, 0, 10]
        let p = [0.0, 10, 0, 10]
        let zero = (t: 0.0, c: 0.0, b: 0.0)
        for u in [0.25, 0.5, 0.75] {
            let f = (1 + u) / 3
            // No parameters: Catmull–Rom.
            #expect(abs(x(values, at: f) - expected(p, u, zero, zero)) < 1e-9)
            // Tension 1 at every keyframe: flat tangents.
            #expect(abs(x(values, at: f, tension: [1, 1, 1, 1]) - expected(p, u, (1, 0, 0), (1, 0, 0))) < 1e-9)
            // Each parameter on its own keyframe.
            let got = x(values, at: f, tension: [0, 0.5, -0.5, 0], continuity: [0, -0.3, 0.7, 0], bias: [0, 0.4, -0.2, 0])
            #expect(abs(got - expected(p, u, (0.5, -0.3, 0.4), (-0.5, 0.7, -0.2))) < 1e-9, "u = \(u)")
        }
        // Tension 1 makes the midpoint the plain average; Catmull-Rom's overshoots it.
        #expect(abs(x(values, at: 0.5, tension: [1, 1, 1, 1]) - 5) < 1e-9 && abs(x(values, at: 0.5) - 5) < 1e-9)
        #expect(x(values, at: 1.0 / 3 + 0.05) > x(values, at: 1.0 / 3 + 0.05, tension: [1, 1, 1, 1]) - 1e-9)
        // Copies keep them.
        a.tensionValues = [1]
        #expect((a.copy() as? CAKeyframeAnimation)?.tensionValues == [1])
    }
}
