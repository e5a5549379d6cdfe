import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// `UIView.animateKeyframes` / `addKeyframe`, checked against the piecewise values UIKit's
/// documentation describes: each keyframe moves its properties over its part of the whole, and
/// they hold between keyframes.
@Suite struct UIViewKeyframeTests {
    func setUp() -> (Driver, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(v)
        return (Driver(window: window), v)
    }

    func shown(_ v: UIView, at t: Double) -> LayerProperties { v.layer.presentationProperties(at: t) }

    /// iOS code passes a curve through the raw value; linear here so each piece is a straight line.
    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesMoveInTurnAndHoldBetween() {
        let (driver, v) = setUp()
        driver.wait(0.5)
        let t0 = driver.time
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 300 }
        } completion: {
            finished.append($0)
        }
        // The model is the last keyframe's at once.
        #expect(v.center.x == 300)
        func expected(_ t: Double) -> Double {
            switch t {
            case ..<0.5: 100 + 100 * t / 0.5
            case ..<1: 200
            default: 200 + 100 * min(1, (t - 1) / 1)
            }
        }
        for t in [0.0, 0.2, 0.45, 0.5, 0.7, 0.99, 1.3, 1.8, 1.99] {
            #expect(approx(shown(v, at: t0 + t).position.x, expected(t), 1e-9), "t = \(t)")
        }
        driver.wait(1.9)
        #expect(finished.isEmpty)
        driver.wait(0.2)
        #expect(finished == [true])
        #expect(shown(v, at: driver.time).position.x == 300)
    }

    /// Without a curve in the options the whole animation eases in and out: the keyframes are
    /// looked up at easeInEaseOut(t / duration).
    @Test func theWholeAnimationEasesByDefault() {
        let (driver, v) = setUp()
        let t0 = driver.time
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0 }
        }
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let u = TimingFunction.easeInEaseOut.evaluate(t)
            let alpha = 1 - min(1, max(0, (u - 0.25) / 0.5))
            #expect(approx(shown(v, at: t0 + t).opacity, alpha, 1e-9), "t = \(t)")
        }
    }

    /// Changes made in the block outside `addKeyframe` animate over the whole; a keyframe inside a
    /// keyframe is timed within it; each property gets its own animation.
    @Test func directChangesSpanTheWholeAndNestedKeyframesAreRelative() {
        let (driver, v) = setUp()
        let t0 = driver.time
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
            v.alpha = 0
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.y = 200 }
            }
        }
        #expect(Set(v.layer.attachedKeys) == ["opacity", "position"])
        for t in [0.1, 0.5, 0.74, 0.8, 0.9] {
            #expect(approx(shown(v, at: t0 + t).opacity, 1 - t, 1e-9))
            let y = t < 0.75 ? 100 : 100 + 100 * (t - 0.75) / 0.25
            #expect(approx(shown(v, at: t0 + t).position.y, y, 1e-9), "t = \(t)")
        }
    }

    @Test func aDelayHoldsTheStartAndDiscreteModeJumps() {
        let (driver, v) = setUp()
        let t0 = driver.time
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [linear, .calculationModeDiscrete]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 200 }
        }
        #expect(shown(v, at: t0 + 0.25).position.x == 100)
        // Discrete: no value in between; the new one from the keyframe's end.
        #expect(shown(v, at: t0 + 0.5 + 0.4).position.x == 100)
        #expect(shown(v, at: t0 + 0.5 + 0.6).position.x == 200)
    }

    @Test func zeroDurationOrAKeyframeOutsideABlockChangesAtOnce() {
        let (_, v) = setUp()
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 0, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.5 }
        } completion: {
            finished.append($0)
        }
        #expect(finished == [true])
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 10 }
        #expect(v.layer.attachedKeys.isEmpty && v.alpha == 0.5 && v.center.x == 10)
    }

    /// The completion waits for every property and hears `false` when one was removed early.
    @Test func removingOneAnimationReportsUnfinished() {
        let (driver, v) = setUp()
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 10 }
        } completion: {
            finished.append($0)
        }
        driver.wait(0.3)
        v.layer.removeAnimation(forKey: "opacity")
        #expect(finished.isEmpty)
        driver.wait(1)
        #expect(finished == [false])
    }
}
