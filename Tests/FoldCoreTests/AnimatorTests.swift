import Foundation
import Testing

@testable import FoldCore

@Suite struct AnimatorTests {
    @Test func springWritesTheModelAndFinishes() throws {
        let layer = CALayer()
        layer.transform = CATransform3D(perspective: 800)
        let animator = Animator()
        let rotation = AnimatableKeyPath.transform(sublayer: false, .rotationX)
        layer.properties[rotation] = .number(1)
        var p = POPSpringParameters()
        p.setBounciness(18)
        p.setMass(2)
        p.setTension(200)
        nonisolated(unsafe) var finished: [Bool] = []
        try animator.addSpring(
            forKey: "fold", property: .layer(layer, rotation), to: [0], parameters: p, completion: { finished.append($0) })
        var frame = 0
        var minimum = 1.0
        while !animator.isIdle && frame < 1000 {
            animator.step(to: Double(frame) / 60)
            minimum = min(minimum, layer.properties[rotation].number!)
            frame += 1
        }
        #expect(frame - 1 == 90, "done at frame \(frame - 1)")
        #expect(abs(minimum - -0.3403) < 1e-3)
        #expect(layer.properties[rotation].number == 0)
        #expect(abs(layer.transform.m34 - -1.0 / 800) < 1e-15)  // perspective kept
        #expect(finished == [true])
    }

    @Test func retargetKeepsVelocityAndReportsInterruption() throws {
        nonisolated(unsafe) var value = [0.0]
        let property = AnimatedProperty(read: { value }, write: { value = $0 })
        let animator = Animator()
        nonisolated(unsafe) var first: [Bool] = []
        try animator.addSpring(forKey: "x", property: property, to: [100], completion: { first.append($0) })
        for i in 0...6 { animator.step(to: Double(i) / 60) }
        let velocity = animator.velocity(forKey: "x")![0]
        #expect(velocity > 100)
        try animator.addSpring(forKey: "x", property: property, to: [0])
        #expect(first == [false])
        #expect(animator.velocity(forKey: "x")![0] == velocity)
        let before = value[0]
        animator.step(to: 7 / 60.0)  // first frame of the new spring: dt = 0
        #expect(value[0] == before)
        animator.step(to: 8 / 60.0)
        #expect(value[0] > before)  // still moving the old way: momentum carried
    }

    @Test func decayAndBasicRunToTheirEnds() {
        nonisolated(unsafe) var value = [0.0]
        let property = AnimatedProperty(read: { value }, write: { value = $0 })
        let animator = Animator()
        animator.addDecay(forKey: "d", property: property, velocity: 1000)
        var t = 0.0
        while !animator.isIdle && t < 10 {
            animator.step(to: t)
            t += 1 / 60.0
        }
        #expect(abs(value[0] - 496.50482177734375) < 1e-9)
        animator.addBasic(forKey: "b", property: property, to: [10], duration: 0.4)
        for i in 0...30 { animator.step(to: 10 + Double(i) / 60) }
        #expect(value[0] == 10 && animator.isIdle)
    }
}

@Suite struct AnimatorLimitsTests {
    @Test func moreThanFourComponentsIsAnError() {
        let layer = CALayer()
        let animator = Animator()
        #expect(throws: AnimationError.self) {
            try animator.addSpring(forKey: "t", property: .layer(layer, .transform(sublayer: false, .whole)), to: CATransform3D.identity.values)
        }
        #expect(animator.isIdle)
    }
}
