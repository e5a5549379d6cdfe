import Foundation
import Testing

@testable import FoldCore

/// CAMediaTiming and CABasicAnimation semantics, evaluated through a layer's presentation.
@Suite struct AnimationTimingTests {
    func layer(opacity: Double = 0.5) -> CALayer {
        let l = CALayer()
        l.opacity = Float(opacity)
        return l
    }

    func opacity(_ a: any LayerAnimation, at t: Double, model: Double = 0.5) throws -> Double {
        let l = layer(opacity: model)
        try l.add(a, forKey: "a")
        return l.presentationProperties(at: t).opacity
    }

    func basic(_ from: Double?, _ to: Double?, by: Double? = nil) -> BasicAnimation {
        var a = BasicAnimation(
            keyPath: .opacity, from: from.map { .number($0) }, to: to.map { .number($0) }, by: by.map { .number($0) })
        a.duration = 1
        return a
    }

    @Test func basicInterpolatesAndModelIsUntouched() throws {
        let l = layer()
        try l.add(basic(0, 1), forKey: "fade")
        #expect(l.presentationProperties(at: 0.25).opacity == 0.25)
        #expect(l.opacity == 0.5)
    }

    @Test func fromToByRules() throws {
        #expect(try opacity(basic(0.2, nil, by: 0.4), at: 1 - 1e-9) > 0.5999)
        #expect(abs(try opacity(basic(nil, 1, by: 0.5), at: 0) - 0.5) < 1e-12)
        #expect(abs(try opacity(basic(0, nil), at: 0.5) - 0.25) < 1e-12)  // from → model
        #expect(abs(try opacity(basic(nil, 1), at: 0.5) - 0.75) < 1e-12)  // model → to
        #expect(abs(try opacity(basic(nil, nil, by: 0.2), at: 0.5) - 0.6) < 1e-12)
    }

    @Test func fillModesAndRemovalOnCompletion() throws {
        var a = basic(0, 1)
        a.beginTime = 1
        #expect(try opacity(a, at: 0.5) == 0.5)  // not started: model
        a.fillMode = .backwards
        #expect(try opacity(a, at: 0.5) == 0)
        #expect(try opacity(a, at: 3) == 0.5)  // ended, removed
        a.fillMode = .forwards
        #expect(try opacity(a, at: 3) == 0.5)  // forwards alone does not hold: it is removed
        a.isRemovedOnCompletion = false
        #expect(try opacity(a, at: 3) == 1)
        #expect(try opacity(a, at: 2) == 1)  // the exact end holds the end value
    }

    @Test func repeatAutoreverseSpeedOffset() throws {
        var a = basic(0, 1)
        a.repeatCount = 2.5
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        #expect(abs(try opacity(a, at: 1.25) - 0.25) < 1e-12)
        #expect(abs(try opacity(a, at: 2.5) - 0.5) < 1e-12)  // stops half-way through the third
        #expect(abs(try opacity(a, at: 9) - 0.5) < 1e-12)
        var r = basic(0, 1)
        r.autoreverses = true
        #expect(abs(try opacity(r, at: 1.5) - 0.5) < 1e-12)
        #expect(abs(try opacity(r, at: 1.75) - 0.25) < 1e-12)
        var s = basic(0, 1)
        s.speed = 2
        #expect(abs(try opacity(s, at: 0.25) - 0.5) < 1e-12)
        var o = basic(0, 1)
        o.timeOffset = 0.5
        #expect(abs(try opacity(o, at: 0.25) - 0.75) < 1e-12)
        var d = basic(0, 1)
        d.repeatDuration = 1.5
        d.isRemovedOnCompletion = false
        d.fillMode = .forwards
        #expect(abs(try opacity(d, at: 5) - 0.5) < 1e-12)
    }

    @Test func timingFunctionAppliesToFraction() throws {
        var a = basic(0, 1)
        a.timingFunction = .easeIn
        #expect(abs(try opacity(a, at: 0.25) - TimingFunction.easeIn.evaluate(0.25)) < 1e-12)
    }

    @Test func additiveAndCumulative() throws {
        var a = BasicAnimation(keyPath: .positionX, from: .number(0), to: .number(10))
        a.duration = 1
        a.isAdditive = true
        let l = CALayer()
        l.position = CGPoint(x: 100, y: 0)
        try l.add(a, forKey: "shake")
        #expect(l.presentationProperties(at: 0.5).position.x == 105)
        var c = BasicAnimation(keyPath: .positionX, from: .number(0), to: .number(10))
        c.duration = 1
        c.repeatCount = 3
        c.isCumulative = true
        let m = CALayer()
        try m.add(c, forKey: "walk")
        #expect(abs(m.presentationProperties(at: 2.5).position.x - 25) < 1e-9)
    }

    @Test func laterAnimationsApplyOnTopAndKeysReplace() throws {
        let l = layer()
        try l.add(basic(0, 1), forKey: "a")
        try l.add(basic(1, 1), forKey: "b")
        #expect(l.presentationProperties(at: 0.5).opacity == 1)
        try l.add(basic(0, 0), forKey: "b")
        #expect(l.attachedKeys == ["a", "b"])
        #expect(l.presentationProperties(at: 0.5).opacity == 0)
        l.removeAnimation(forKey: "b")
        #expect(l.presentationProperties(at: 0.5).opacity == 0.5)
    }

    @Test func completionCallbacks() throws {
        final class Box: @unchecked Sendable { var calls: [Bool] = [] }
        let box = Box()
        let l = layer()
        var a = basic(0, 1)
        a.completion = { box.calls.append($0) }
        try l.add(a, forKey: "a")
        l.finishAnimations(upTo: 0.5)
        #expect(box.calls.isEmpty)
        l.finishAnimations(upTo: 1)
        #expect(box.calls == [true])
        #expect(l.attachedKeys.isEmpty)
        try l.add(a, forKey: "a")
        try l.add(basic(0, 1), forKey: "a")  // replaced: not finished
        #expect(box.calls == [true, false])
    }

    @Test func springAnimationFollowsClosedForm() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let a = SpringAnimation(keyPath: .opacity, from: .number(0), to: .number(1), spring: spring)
        #expect(a.duration == spring.settlingDuration())
        #expect(abs(try opacity(a, at: 0.3) - spring.progress(at: 0.3)) < 1e-12)
    }

    @Test func groupRunsChildrenInItsTime() throws {
        var child = basic(0, 1)
        child.beginTime = 0.5
        var group = AnimationGroup(animations: [child])
        group.beginTime = 1
        group.duration = 1
        #expect(try opacity(group, at: 1.25) == 0.5)  // child not started: model
        #expect(abs(try opacity(group, at: 1.75) - 0.25) < 1e-12)
        #expect(try opacity(group, at: 2.5) == 0.5)  // group over
    }

    @Test func degenerateTimingIsDefined() throws {
        var zero = basic(0, 1)
        zero.duration = 0
        zero.fillMode = .both
        zero.isRemovedOnCompletion = false
        #expect(try opacity(zero, at: 0) == 1)
        #expect(try opacity(basic(0, 1), at: .nan) == 0.5)
        var bad = basic(0, 1)
        bad.duration = -1
        #expect(throws: AnimationError.self) { try layer().add(bad, forKey: "x") }
        let nan = BasicAnimation(keyPath: .opacity, to: .number(.nan))
        #expect(throws: AnimationError.self) { try layer().add(nan, forKey: "x") }
        let wrongKind = BasicAnimation(keyPath: .position, to: .number(1))
        #expect(throws: AnimationError.self) { try layer().add(wrongKind, forKey: "x") }
        var zeroSpeed = basic(0, 1)
        zeroSpeed.speed = 0
        zeroSpeed.timeOffset = 0.5
        #expect(try opacity(zeroSpeed, at: 100) == 0.5)
    }
}
