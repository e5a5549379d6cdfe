// UIKit's keyframe animations, property animator, timing parameters and the table's old batch
// calls, bound to the types Apple's documentation declares (a wrong label, type, optionality or
// settability does not compile), with the raw values of UIKit's headers.
//
// Sources (Apple's documentation, Swift declarations):
//   …/uiview/animatekeyframes(withduration:delay:options:animations:completion:) — `options:
//   UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable
//   (Bool) -> Void)? = nil`; …/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:);
//   …/uiviewpropertyanimator and its members; …/uiviewanimating; …/uiviewimplicitlyanimating;
//   …/uitimingcurveprovider; …/uicubictimingparameters; …/uispringtimingparameters ("sets the
//   initial velocity to 0.0 and the damping ratio to 4.56"); …/uitableview/beginupdates(),
//   …/endupdates(), …/estimatedrowheight. Raw values: UIView.h (UIViewKeyframeAnimationOption…,
//   UIViewAnimationCurve), UIViewAnimating.h (UIViewAnimatingState, UIViewAnimatingPosition),
//   UITimingCurveProvider.h (UITimingCurveType).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIViewPropertyAnimatorDeclarationTests {
    @Test func keyframes() {
        let animate:
            (
                TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void,
                (@Sendable (Bool) -> Void)?
            ) -> Void = UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
        let add: (Double, Double, @escaping () -> Void) -> Void =
            UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
        _ = (animate, add)
        let options: [UIView.KeyframeAnimationOptions] = [
            .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse, .calculationModeLinear,
            .calculationModeDiscrete, .calculationModePaced, .calculationModeCubic, .calculationModeCubicPaced,
        ]
        #expect(options.map(\.rawValue) == [2, 4, 8, 16, 0, 1024, 2048, 3072, 4096])
    }

    @Test func propertyAnimator() {
        let curve: (TimeInterval, UIView.AnimationCurve, (() -> Void)?) -> UIViewPropertyAnimator =
            UIViewPropertyAnimator.init(duration:curve:animations:)
        let points: (TimeInterval, CGPoint, CGPoint, (() -> Void)?) -> UIViewPropertyAnimator =
            UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)
        let damping: (TimeInterval, CGFloat, (() -> Void)?) -> UIViewPropertyAnimator =
            UIViewPropertyAnimator.init(duration:dampingRatio:animations:)
        let timing: (TimeInterval, any UITimingCurveProvider) -> UIViewPropertyAnimator =
            UIViewPropertyAnimator.init(duration:timingParameters:)
        let running:
            (
                TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void,
                ((UIViewAnimatingPosition) -> Void)?
            ) -> UIViewPropertyAnimator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration:delay:options:animations:completion:)
        _ = (curve, points, damping, timing, running)

        let a = UIViewPropertyAnimator(duration: 1, curve: .linear)
        let parameters: (any UITimingCurveProvider)? = a.timingParameters
        let duration: TimeInterval = a.duration, delay: TimeInterval = a.delay
        #expect(parameters != nil && duration == 1 && delay == 0)
        #expect(a.isUserInteractionEnabled && !a.isManualHitTestingEnabled && a.isInterruptible)
        #expect(a.scrubsLinearly && !a.pausesOnCompletion)
        a.isUserInteractionEnabled = true
        a.isManualHitTestingEnabled = false
        a.isInterruptible = true
        a.scrubsLinearly = true
        a.pausesOnCompletion = false
        let state: UIViewAnimatingState = a.state
        let running2: Bool = a.isRunning
        a.isReversed = false
        let fraction: CGFloat = a.fractionComplete
        #expect(state == .inactive && !running2 && fraction == 0)
        let add: (@escaping () -> Void) -> Void = a.addAnimations(_:)
        let addLater: (@escaping () -> Void, CGFloat) -> Void = a.addAnimations(_:delayFactor:)
        let completion: (@escaping (UIViewAnimatingPosition) -> Void) -> Void = a.addCompletion(_:)
        let proceed: ((any UITimingCurveProvider)?, CGFloat) -> Void = a.continueAnimation(withTimingParameters:durationFactor:)
        let start: () -> Void = a.startAnimation
        let startLater: (TimeInterval) -> Void = a.startAnimation(afterDelay:)
        let pause: () -> Void = a.pauseAnimation
        let stop: (Bool) -> Void = a.stopAnimation(_:)
        let finish: (UIViewAnimatingPosition) -> Void = a.finishAnimation(at:)
        _ = (add, addLater, completion, proceed, start, startLater, pause, stop, finish)
        let implicitly: any UIViewImplicitlyAnimating = a
        let animating: any UIViewAnimating = a
        _ = (implicitly, animating)

        #expect([UIViewAnimatingState.inactive, .active, .stopped].map(\.rawValue) == [0, 1, 2])
        #expect([UIViewAnimatingPosition.end, .start, .current].map(\.rawValue) == [0, 1, 2])
        #expect([UITimingCurveType.builtin, .cubic, .spring, .composed].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func timingParameters() {
        let system = UICubicTimingParameters()
        #expect(system.timingCurveType == .builtin && system.springTimingParameters == nil)
        let named = UICubicTimingParameters(animationCurve: .easeOut)
        // Built from a curve, the control points are zero (Apple's documentation).
        #expect(named.animationCurve == .easeOut && named.controlPoint1 == .zero && named.controlPoint2 == .zero)
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom)
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.2) && custom.controlPoint2 == CGPoint(x: 0.3, y: 0.4))

        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        let velocity: CGVector = spring.initialVelocity
        #expect(velocity == CGVector(dx: 2, dy: 0) && spring.timingCurveType == .spring)
        #expect(spring.springTimingParameters === spring && spring.cubicTimingParameters == nil)
        let ratio: (CGFloat) -> UISpringTimingParameters = UISpringTimingParameters.init(dampingRatio:)
        let physical: (CGFloat, CGFloat, CGFloat, CGVector) -> UISpringTimingParameters =
            UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)
        let perceptual: (TimeInterval, CGFloat) -> UISpringTimingParameters = UISpringTimingParameters.init(duration:bounce:)
        let perceptualMoving: (TimeInterval, CGFloat, CGVector) -> UISpringTimingParameters =
            UISpringTimingParameters.init(duration:bounce:initialVelocity:)
        _ = (ratio, physical, perceptual, perceptualMoving)
        #expect(UISpringTimingParameters().initialVelocity == .zero)
    }

    @Test func tableBatches() {
        let begin: (UITableView) -> () -> Void = UITableView.beginUpdates
        let end: (UITableView) -> () -> Void = UITableView.endUpdates
        _ = (begin, end)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        table.estimatedRowHeight = 179
        let estimate: CGFloat = table.estimatedRowHeight
        #expect(estimate == 179)
    }
}
