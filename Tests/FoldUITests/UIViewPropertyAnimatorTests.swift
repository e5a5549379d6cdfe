import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// UIViewPropertyAnimator against its documented behaviour: states, the curve's values, scrubbing,
/// reversing, stopping and finishing, blocks added late (Apple's worked numbers), springs.
@Suite struct UIViewPropertyAnimatorTests {
    func setUp() -> (Driver, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(v)
        return (Driver(window: window), v)
    }

    func shownX(_ v: UIView, _ driver: Driver) -> Double { v.layer.presentationProperties(at: driver.time).position.x }
    func shownAlpha(_ v: UIView, _ driver: Driver) -> Double { v.layer.presentationProperties(at: driver.time).opacity }

    @Test func aStartedAnimatorFollowsItsCurveAndCompletesAtTheEnd() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 300 }
        animator.addCompletion { ended.append($0) }
        // Inactive until started: the block has not run.
        #expect(animator.state == .inactive && v.center.x == 100)
        let t0 = driver.time
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && v.center.x == 300)
        for _ in 0..<5 {
            driver.wait(0.15)
            let u = TimingFunction.easeIn.evaluate(driver.time - t0)
            #expect(approx(shownX(v, driver), 100 + 200 * u, 1e-9), "t = \(driver.time - t0)")
        }
        driver.wait(0.2)
        #expect(ended.isEmpty)
        driver.wait(0.1)
        #expect(ended == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(shownX(v, driver) == 300 && v.layer.attachedKeys.isEmpty)
    }

    /// Pause, scrub linearly (the default), and continue on the curve for the rest of the way.
    @Test func aPausedAnimatorScrubsLinearlyAndContinuesFromThere() {
        let (driver, v) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 300 }
        animator.startAnimation()
        driver.wait(0.3)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        let paused = TimingFunction.easeInEaseOut.evaluate(0.3)
        #expect(approx(animator.fractionComplete, paused, 1e-9))
        driver.wait(0.2)
        #expect(approx(shownX(v, driver), 100 + 200 * paused, 1e-9), "a paused animator holds")
        animator.fractionComplete = 0.6
        driver.step()
        #expect(approx(shownX(v, driver), 100 + 200 * 0.6, 1e-9), "linear scrub")
        // durationFactor 0 keeps the duration: the remaining 0.4 of it, eased from 0.6 to 1.
        let t0 = driver.time
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        driver.wait(0.2)
        let u = 0.6 + 0.4 * TimingFunction.easeInEaseOut.evaluate((driver.time - t0) / 0.4)
        #expect(approx(shownX(v, driver), 100 + 200 * u, 1e-9))
        driver.wait(0.25)
        #expect(animator.state == .inactive && shownX(v, driver) == 300)
    }

    @Test func withoutLinearScrubbingTheFractionIsTimeOnTheCurve() {
        let (driver, v) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 300 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        driver.step()
        #expect(approx(shownX(v, driver), 100 + 200 * TimingFunction.easeIn.evaluate(0.5), 1e-9))
        #expect(approx(animator.fractionComplete, 0.5, 1e-12))
    }

    /// Reversed while running, it retraces its curve back and ends at `.start`, the views at their
    /// values from before the block.
    @Test func reversingRetracesAndEndsAtTheStart() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.center.x = 300
            v.alpha = 0.2
        }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        driver.wait(0.4)
        animator.isReversed = true
        driver.wait(0.1)
        #expect(approx(shownX(v, driver), 100 + 200 * 0.3, 1e-9))
        driver.wait(0.25)
        #expect(ended.isEmpty)
        driver.wait(0.1)
        #expect(ended == [.start])
        #expect(v.center.x == 100 && v.alpha == 1)
        #expect(shownX(v, driver) == 100)
    }

    @Test func stoppingLeavesTheShownValuesAndFinishingPicksAnEnd() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var ended: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 300 }
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        driver.wait(0.5)
        a.stopAnimation(true)
        #expect(a.state == .inactive && ended.isEmpty)
        #expect(approx(v.center.x, 200, 1e-9) && v.layer.attachedKeys.isEmpty)

        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 0 }
        b.addCompletion { ended.append($0) }
        b.startAnimation()
        driver.wait(0.25)
        b.stopAnimation(false)
        #expect(b.state == .stopped && approx(v.center.x, 150, 1e-9))
        // A stopped animator cannot start; it is finished.
        b.startAnimation()
        #expect(b.state == .stopped && ended.isEmpty)
        b.finishAnimation(at: .start)
        #expect(b.state == .inactive && ended == [.start] && approx(v.center.x, 200, 1e-9))
        // Finishing one that was not stopped is refused.
        b.finishAnimation(at: .end)
        #expect(ended == [.start])
    }

    @Test func pausesOnCompletionKeepsItActiveToBeReversed() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var ended: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.alpha = 0 }
        a.pausesOnCompletion = true
        a.addCompletion { ended.append($0) }
        a.startAnimation()
        driver.wait(0.6)
        #expect(a.state == .active && !a.isRunning && ended.isEmpty)
        #expect(shownAlpha(v, driver) == 0 && a.fractionComplete == 1)
        a.isReversed = true
        a.startAnimation()
        driver.wait(0.25)
        #expect(approx(shownAlpha(v, driver), 0.5, 1e-9))
    }

    /// Apple's numbers: duration 2, blocks added at fractionComplete 0.5 run over the remaining
    /// 1 s; a delay factor of 0.5 on an inactive animator starts them after 1 s.
    @Test func blocksAddedLateOrWithADelayFactorEndWithTheOthers() {
        let (driver, v) = setUp()
        let a = UIViewPropertyAnimator(duration: 2, curve: .linear) { v.center.x = 300 }
        a.startAnimation()
        driver.wait(1)
        a.addAnimations { v.alpha = 0 }
        driver.wait(0.5)
        #expect(approx(shownAlpha(v, driver), 0.5, 1e-9))
        driver.wait(0.6)
        #expect(a.state == .inactive && shownAlpha(v, driver) == 0)

        let b = UIViewPropertyAnimator(duration: 2, curve: .linear)
        b.addAnimations({ v.alpha = 1 }, delayFactor: 0.5)
        b.startAnimation()
        driver.wait(0.9)
        #expect(shownAlpha(v, driver) == 0)
        driver.wait(0.6)
        #expect(approx(shownAlpha(v, driver), 0.5, 1e-9))
    }

    /// A damping-ratio spring settles at the duration, as UIView.animate's spring of the same
    /// numbers does (the two show the same values).
    @Test func aDampingRatioSpringMatchesTheBlockAnimationSpring() {
        let (driver, v) = setUp()
        let w = UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        v.superview?.addSubview(w)
        let a = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.5) { v.center.x = 300 }
        a.startAnimation()
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { w.center.x = 300 })
        for _ in 0..<6 {
            driver.wait(0.1)
            let expected = w.layer.presentationProperties(at: driver.time).position.x
            #expect(approx(shownX(v, driver), expected, 1e-6), "t = \(driver.time)")
        }
        driver.wait(0.3)
        #expect(a.state == .inactive)
    }

    @Test func aRunningAnimatorStartsItselfAfterItsDelay() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var ended: [UIViewAnimatingPosition] = []
        let a = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { v.alpha = 0 }
        ) { ended.append($0) }
        #expect(a.state == .active && a.isRunning && a.delay == 0.25)
        driver.wait(0.2)
        #expect(shownAlpha(v, driver) == 1)
        driver.wait(0.3)
        #expect(approx(shownAlpha(v, driver), 0.5, 1e-9))
        driver.wait(0.3)
        #expect(ended == [.end])
    }

    @Test func settingsThatMustBeSetBeforeStartingAreRefusedAfter() {
        let (driver, v) = setUp()
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 120 }
        a.isUserInteractionEnabled = false
        a.startAnimation()
        a.isInterruptible = false
        a.isUserInteractionEnabled = true
        #expect(a.isInterruptible && !a.isUserInteractionEnabled)
        // Touches skip the view while it animates without interaction, and reach it after.
        driver.wait(0.5)
        #expect(v.window?.hitTest(CGPoint(x: 140, y: 100), with: nil) !== v)
        driver.wait(0.6)
        #expect(v.window?.hitTest(CGPoint(x: 140, y: 100), with: nil) === v)
    }
}
