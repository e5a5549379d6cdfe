import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct ViewAnimationTests {
    func setUp() -> (Driver, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(v)
        return (Driver(window: window), v)
    }

    func shownX(_ v: UIView, at t: Double) -> Double { v.layer.presentationProperties(at: t).position.x }

    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseInOut, TimingFunction.easeInEaseOut), (.curveEaseIn, .easeIn),
        (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ])
    func presentationFollowsTheCurveFromShownToModel(options: UIView.AnimationOptions, curve: TimingFunction) {
        let (driver, v) = setUp()
        driver.wait(0.5)
        let start = driver.time
        UIView.animate(withDuration: 0.6, delay: 0, options: options) { v.center = CGPoint(x: 300, y: 100) }
        // The model changes at once.
        #expect(v.center == CGPoint(x: 300, y: 100))
        for k in 0...12 {
            let t = start + 0.05 * Double(k)
            let expected = 100 + 200 * curve.evaluate((t - start) / 0.6)
            #expect(approx(shownX(v, at: t), expected, 1e-9), "t = \(t)")
        }
        // Afterwards the model shows.
        #expect(shownX(v, at: start + 0.7) == 300)
    }

    @Test func aDelayedAnimationHoldsItsStartValue() {
        let (driver, v) = setUp()
        driver.wait(1)
        UIView.animate(withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { v.alpha = 0 })
        #expect(v.alpha == 0)
        let start = driver.time
        #expect(v.layer.presentationProperties(at: start + 0.1).opacity == 1)
        #expect(approx(v.layer.presentationProperties(at: start + 0.5).opacity, 0.5))
    }

    /// iOS 8+: a geometry change in flight is additive — old model − new model → 0, summed with
    /// the animation already running, which runs on and finishes `true`.
    @Test func interruptingGeometryAddsToTheAnimationInFlight() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var first: [Bool] = []
        nonisolated(unsafe) var second: [Bool] = []
        let t0 = driver.time
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center = CGPoint(x: 300, y: 100) }) {
            first.append($0)
        }
        driver.wait(0.5)
        let t1 = driver.time
        let shown = shownX(v, at: t1)
        #expect(approx(shown, 100 + 200 * (t1 - t0)))
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { v.center = CGPoint(x: 0, y: 100) }) {
            second.append($0)
        }
        #expect(first.isEmpty && v.layer.attachedKeys.count == 2)
        // The model is 0; the first contributes −200 → 0 linearly over [t0, t0 + 1], the second
        // +300 → 0 eased out over [t1, t1 + 1].
        func expected(_ t: Double) -> Double {
            let a1 = -200 * (1 - min(1, max(0, t - t0)))
            let a2 = 300 * (1 - TimingFunction.easeOut.evaluate(min(1, max(0, t - t1))))
            return 0 + a1 + a2
        }
        #expect(approx(shownX(v, at: t1), shown, 1e-9), "continuous where the second begins")
        for dt in [0.1, 0.3, 0.49, 0.7, 0.95] {
            #expect(approx(shownX(v, at: t1 + dt), expected(t1 + dt), 1e-9), "at t1 + \(dt)")
        }
        driver.wait(0.6)
        #expect(first == [true])
        #expect(second.isEmpty)
        driver.wait(0.6)
        #expect(second == [true])
        #expect(shownX(v, at: driver.time) == 0 && v.layer.attachedKeys.isEmpty)
    }

    /// Properties UIKit does not animate additively (alpha) replace the animation in flight from
    /// the value shown, and the replaced block finishes `false`; so does every property with
    /// `.beginFromCurrentState`.
    @Test func interruptingAlphaOrWithBeginFromCurrentStateReplacesFromTheShownValue() {
        for useOption in [false, true] {
            let (driver, v) = setUp()
            nonisolated(unsafe) var first: [Bool] = []
            nonisolated(unsafe) var second: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                if useOption { v.center = CGPoint(x: 300, y: 100) } else { v.alpha = 0 }
            }) { first.append($0) }
            driver.wait(0.5)
            let t1 = driver.time
            func shown(_ t: Double) -> Double {
                useOption ? shownX(v, at: t) : v.layer.presentationProperties(at: t).opacity
            }
            let before = shown(t1)
            let target = useOption ? 0.0 : 1.0
            UIView.animate(
                withDuration: 1, delay: 0, options: useOption ? [.curveEaseOut, .beginFromCurrentState] : .curveEaseOut,
                animations: { if useOption { v.center = CGPoint(x: 0, y: 100) } else { v.alpha = 1 } }
            ) { second.append($0) }
            #expect(first == [false], "option \(useOption)")
            #expect(v.layer.attachedKeys.count == 1)
            #expect(approx(shown(t1), before, 1e-9))
            #expect(approx(shown(t1 + 0.4), before + (target - before) * TimingFunction.easeOut.evaluate(0.4), 1e-9))
            driver.wait(1.1)
            #expect(first == [false] && second == [true])
            #expect(shown(driver.time) == target)
        }
    }

    /// CGSize, transform and springs interrupted mid-flight: the shown values never jump, and both
    /// animations' deltas are in the sum until each ends.
    @Test func additiveSizeTransformAndSpringStayContinuous() {
        let (driver, v) = setUp()
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            v.bounds.size = CGSize(width: 300, height: 60)
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        driver.wait(0.3)
        let t1 = driver.time
        let before = v.layer.presentationProperties(at: t1)
        UIView.animate(withDuration: 0.5, animations: {
            v.bounds.size = CGSize(width: 50, height: 50)
            v.transform = .identity
        })
        let after = v.layer.presentationProperties(at: t1)
        #expect(approx(after.bounds.size.width, before.bounds.size.width, 1e-6))
        #expect(approx(after.bounds.size.height, before.bounds.size.height, 1e-6))
        for i in 0..<16 { #expect(abs(after.transform.values[i] - before.transform.values[i]) < 1e-6, "m[\(i)]") }
        driver.wait(1.0)
        let end = v.layer.presentationProperties(at: driver.time)
        #expect(end.bounds.size == CGSize(width: 50, height: 50) && end.transform == .identity)
    }

    @Test func removingAnAnimationReportsUnfinished() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var result: [Bool] = []
        UIView.animate(withDuration: 1, animations: { v.alpha = 0.5; v.center = CGPoint(x: 10, y: 10) }) { result.append($0) }
        driver.wait(0.2)
        v.layer.removeAnimation(forKey: "opacity")
        #expect(result.isEmpty)  // the position is still running
        driver.wait(1)
        #expect(result == [false])
    }

    @Test func completionRunsOnceWhenEverythingEnded() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var result: [(Bool, Double)] = []
        let start = driver.time
        UIView.animate(withDuration: 0.5, animations: {
            v.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }) { result.append(($0, driver.loop.time)) }
        #expect(Set(v.layer.attachedKeys) == ["position", "bounds", "backgroundColor"])
        driver.wait(1)
        #expect(result.count == 1)
        #expect(result.first?.0 == true)
        // At the first frame at or after the end.
        #expect(result.first.map { $0.1 >= start + 0.5 && $0.1 < start + 0.5 + 1 / 60.0 + 1e-9 } == true)
    }

    @Test func nothingToAnimateCompletesAtOnce() {
        let (_, v) = setUp()
        nonisolated(unsafe) var result: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { v.center = v.center }) { result.append($0) }
        #expect(result == [true])
        #expect(v.layer.attachedKeys.isEmpty)
    }

    /// iOS 17's spring with bounce 0 is critically damped with ω = 2π / springDuration, so from
    /// rest x(t) = 1 − (1 + ωt)·e^(−ωt) of the distance (the closed form, not FoldKit's solver).
    @Test func springDurationAndBounceFollowTheCriticallyDampedClosedForm() {
        let (driver, v) = setUp()
        let start = v.center.x
        var finishedAt: Double?
        UIView.animate(springDuration: 0.5, bounce: 0) {
            v.center.x = start + 100
        } completion: { _ in
            finishedAt = driver.time
        }
        let w = 2 * Double.pi / 0.5
        for t in [0.05, 0.1, 0.25, 0.4] {
            let expected = Double(start) + 100 * (1 - (1 + w * t) * exp(-w * t))
            #expect(abs(shownX(v, at: t) - expected) < 1e-6, "t = \(t)")
        }
        // The completion runs once the spring has settled (within 0.1 % of the distance).
        driver.wait(2)
        let settled = try! #require(finishedAt)
        let remaining = (1 + w * settled) * exp(-w * settled)
        #expect(remaining < 0.001 && remaining > 0.001 / 10, "settled at \(settled)")
    }

    @Test func setAnimationsEnabledFalseAppliesChangesAtOnce() {
        let (driver, v) = setUp()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: []) {
            v.center = CGPoint(x: 10, y: 20)
        } completion: { finished = $0 }
        #expect(v.layer.attachedKeys.isEmpty)
        #expect(v.layer.presentationProperties(at: driver.time + 0.1).position == CGPoint(x: 10, y: 20))
        #expect(finished == true)
    }

    @Test func performWithoutAnimationSetsAtOnce() {
        let (driver, v) = setUp()
        UIView.animate(withDuration: 1) {
            v.alpha = 0.5
            UIView.performWithoutAnimation { v.center = CGPoint(x: 1, y: 2) }
        }
        #expect(v.layer.attachedKeys == ["opacity"])
        #expect(v.layer.presentationProperties(at: driver.time + 0.1).position == CGPoint(x: 1, y: 2))
        // UIKit's answer: animations are enabled outside blocks, and not inside
        // performWithoutAnimation.
        #expect(UIView.areAnimationsEnabled)
        var insideWithout = true
        UIView.performWithoutAnimation { insideWithout = UIView.areAnimationsEnabled }
        #expect(!insideWithout)
        var inside: [Double] = []
        UIView.animate(withDuration: 0.7) {
            inside.append(UIView.inheritedAnimationDuration)
            UIView.performWithoutAnimation { inside.append(UIView.inheritedAnimationDuration) }
        }
        #expect(inside == [0.7, 0])
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test(arguments: [(0.8, 0.5, 2.0), (0.5, 0.3, 0.0), (1.2, 0.9, -1.0)])
    func springsSettleAtTheDurationAndFollowTheClosedForm(duration: Double, zeta: Double, velocity: Double) {
        let (driver, v) = setUp()
        let start = driver.time
        nonisolated(unsafe) var finishedAt: Double?
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: zeta, initialSpringVelocity: velocity,
            animations: { v.center = CGPoint(x: 300, y: 100) }) { _ in finishedAt = driver.loop.time }
        let spring = UIView.springParameters(duration: duration, dampingRatio: zeta, initialVelocity: velocity)
        #expect(spring.mass == 1)
        let w0 = spring.stiffness.squareRoot()
        #expect(approx(spring.damping, 2 * zeta * w0, 1e-12))
        // The defining condition: the envelope of what remains is 0.001 at the duration.
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (zeta * w0 - velocity) / wd
        #expect(approx(exp(-zeta * w0 * duration) * (1 + b * b).squareRoot(), 0.001, 1e-9))
        // The presentation follows the closed form of that spring.
        var overshoot = false
        for k in 1...20 {
            let t = duration * Double(k) / 21
            let x = 100 + 200 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t)))
            #expect(approx(shownX(v, at: start + t), x, 1e-6), "t = \(t)")
            overshoot = overshoot || shownX(v, at: start + t) > 300
        }
        if zeta <= 0.5 { #expect(overshoot) }  // a light spring visibly overshoots
        // It lasts exactly the duration: the completion runs at the first frame after it.
        driver.wait(duration + 0.1)
        #expect(finishedAt.map { $0 >= start + duration && $0 < start + duration + 1 / 60.0 + 1e-9 } == true)
    }

    @Test func aCriticallyDampedSpringSettlesAtTheDuration() {
        // (1 + ω₀d)·e^(−ω₀d) = 0.001 ⇒ ω₀d ≈ 9.2335 (the same root CA's settlingDuration uses).
        let spring = UIView.springParameters(duration: 2, dampingRatio: 1, initialVelocity: 0)
        let x = spring.stiffness.squareRoot() * 2
        #expect(approx((1 + x) * exp(-x), 0.001, 1e-12))
        #expect(abs(x - 9.2335) < 1e-3)
        #expect(approx(spring.dampingRatio, 1, 1e-12))
    }

    @Test func animatingInsideLayoutAnimatesTheLayout() {
        final class Stack: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10) }

            required init?(coder: NSCoder) { return nil }
        }
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let stack = Stack(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(stack)
        let driver = Driver(window: window)
        let start = driver.time
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            stack.layoutIfNeeded()
        }
        #expect(stack.child.bounds.width == 300)
        #expect(approx(stack.child.layer.presentationProperties(at: start + 0.5).bounds.width, 200))
    }

    @Test func popAnimatorIsSteppedByTheFrameLoop() throws {
        let (driver, v) = setUp()
        // The same spring on a bare layer, stepped by hand at the same times, is the reference.
        let reference = CALayer()
        reference.position = v.center
        let animator = Animator()
        try animator.addSpring(forKey: "x", property: .layer(reference, .positionX), to: [250])
        try driver.loop.window.animator.addSpring(forKey: "x", property: .view(v, .positionX), to: [250])
        var steps = 0
        while !driver.loop.window.animator.isIdle && steps < 600 {
            driver.step()
            animator.step(to: driver.time)
            steps += 1
            #expect(v.center.x == reference.position.x)
        }
        #expect(v.center.x == 250)
        #expect(steps > 10)
    }
}

@Suite struct ViewAnimationLifetimeTests {
    @Test func leavingTheWindowEndsAnimationsUnfinished() {
        let window = UIWindow(size: CGSize(width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        nonisolated(unsafe) var result: [Bool] = []
        UIView.animate(withDuration: 1, animations: { child.alpha = 0 }) { result.append($0) }
        // Moving within the window keeps the animation.
        window.addSubview(child)
        #expect(result.isEmpty && child.layer.attachedKeys == ["opacity"])
        parent.addSubview(child)
        parent.removeFromSuperview()
        #expect(result == [false])
        #expect(child.layer.attachedKeys.isEmpty)
    }
}
