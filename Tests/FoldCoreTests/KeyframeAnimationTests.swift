import Foundation
import Testing

@testable import FoldCore

@Suite struct KeyframeAnimationTests {
    func value(_ a: KeyframeAnimation, at t: Double, in layer: CALayer = CALayer()) throws -> LayerProperties {
        try layer.add(a, forKey: "k")
        return layer.presentationProperties(at: t)
    }

    @Test func pacedKeyTimesMatchTheSpecExample() {
        var a = KeyframeAnimation(keyPath: .positionY, values: [310, 60, 120, 60, 310].map { .number($0) })
        a.calculationMode = .paced
        let times = a.effectiveKeyTimes(count: 5) { zip(a.values, a.values.dropFirst()).map { $0.distance(to: $1) } }
        let expected = [0, 0.4032258, 0.5, 0.5967742, 1]
        for (t, e) in zip(times, expected) { #expect(abs(t - e) < 1e-7, "\(times)") }
    }

    @Test func linearWithKeyTimesAndSegmentTimingFunctions() throws {
        var a = KeyframeAnimation(keyPath: .opacity, values: [0, 1, 0.5].map { .number($0) })
        a.duration = 1
        a.keyTimes = [0, 0.25, 1]
        a.timingFunctions = [.linear, .easeIn]
        #expect(abs(try value(a, at: 0.125).opacity - 0.5) < 1e-12)
        let u = (0.625 - 0.25) / 0.75
        #expect(abs(try value(a, at: 0.625).opacity - (1 - 0.5 * TimingFunction.easeIn.evaluate(u))) < 1e-12)
    }

    @Test func discreteJumpsAtKeyTimes() throws {
        var a = KeyframeAnimation(keyPath: .opacity, values: [0.1, 0.2, 0.3].map { .number($0) })
        a.duration = 3
        a.calculationMode = .discrete
        #expect(try value(a, at: 0.5).opacity == 0.1)
        #expect(try value(a, at: 1.5).opacity == 0.2)
        #expect(try value(a, at: 2.5).opacity == 0.3)
    }

    @Test func cubicPassesThroughKeyframes() throws {
        var a = KeyframeAnimation(keyPath: .positionX, values: [0, 10, 40, 50].map { .number($0) })
        a.duration = 3
        a.calculationMode = .cubic
        for (t, x) in [(0.0, 0.0), (1.0, 10.0), (2.0, 40.0)] {
            #expect(abs(try value(a, at: t).position.x - x) < 1e-9)
        }
        let mid = try value(a, at: 1.5).position.x
        #expect(mid > 10 && mid < 40)
    }

    @Test func pacedPathMovesAtConstantSpeed() throws {
        var a = KeyframeAnimation(keyPath: .position)
        a.path = try Path(svgPathData: "M0,0 Q50,100 100,0")
        a.calculationMode = .paced
        a.duration = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        var previous = try value(a, at: 0).position
        var steps: [Double] = []
        for i in 1...100 {
            let p = try value(a, at: Double(i) / 100).position
            steps.append(p.distance(to: previous))
            previous = p
        }
        // Short chords of equal arcs agree to within the chords' own curvature error.
        #expect(steps.max()! / steps.min()! < 1.001, "\(steps)")
        #expect(previous.distance(to: CGPoint(x: 100, y: 0)) < 1e-9)
    }

    @Test func linearPathAppliesTimingToTheCurveParameter() throws {
        var a = KeyframeAnimation(keyPath: .position)
        a.path = try Path(svgPathData: "M0,0 Q50,100 100,0")
        a.duration = 1
        let u = 0.3
        let expected = CGPoint(x: 2 * (1 - u) * u * 50 + u * u * 100, y: 2 * (1 - u) * u * 100)
        #expect(try value(a, at: 0.3).position.distance(to: expected) < 1e-9)
    }

    @Test func rotationModeFollowsTheTangent() throws {
        var a = KeyframeAnimation(keyPath: .position)
        a.path = try Path(svgPathData: "M0,0 L100,100")
        a.duration = 1
        a.rotationMode = .auto
        let p = try value(a, at: 0.5)
        #expect(abs((p.transform.decomposition?.rotation.z ?? 0) - .pi / 4) < 1e-9)
        a.rotationMode = .autoReverse
        let q = try value(a, at: 0.5)
        #expect(abs(abs(q.transform.decomposition?.rotation.z ?? 0) - 3 * .pi / 4) < 1e-9)
    }

    @Test func invalidKeyframesAreRefusedWithAReason() {
        var a = KeyframeAnimation(keyPath: .opacity, values: [0, 1, 0].map { .number($0) })
        a.keyTimes = [0, 0.8, 0.5]
        #expect(a.validate()?.message.contains("ascending") == true)
        a.keyTimes = [0, 1]
        #expect(a.validate()?.message.contains("one per value") == true)
        a.keyTimes = nil
        a.timingFunctions = [.linear]
        #expect(a.validate()?.message.contains("one per segment") == true)
        #expect(KeyframeAnimation(keyPath: .opacity).validate() != nil)
    }

    @Test func rotationSubKeyPathKeepsPerspective() throws {
        let l = CALayer()
        var t = CATransform3D.identity
        t.m34 = -1.0 / 500
        l.transform = t
        var a = BasicAnimation(keyPath: .transform(sublayer: false, .rotationX), from: .number(0), to: .number(.pi / 2))
        a.duration = 1
        try l.add(a, forKey: "fold")
        let p = l.presentationProperties(at: 0.5).transform
        let expected = t.rotated(by: .pi / 4, x: 1, y: 0, z: 0)
        let worst = zip(p.values, expected.values).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-12, "\(p) vs \(expected)")
    }
}
