// POP's run semantics, as its headers document them (facebookarchive/pop: POPAnimation.h —
// beginTime, removedOnCompletion, paused, autoreverses, repeatCount, repeatForever, the apply
// block; POPPropertyAnimation.h — fromValue/toValue read on start, roundingFactor, clampMode,
// additive; POPCustomAnimation.h; POPDecayAnimation.h — originalVelocity, reversedVelocity) and
// as its animator runs them (an animation starts at the media time its pending list is
// processed, before the next frame; a basic animation is at `toValue` once its duration has
// passed; a spring starts at rest unless given a velocity).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct POPSemanticsTests {
        final class Listener: NSObject, POPAnimationDelegate {
            var heard: [String] = []
            func pop_animationDidStart(_ anim: POPAnimation!) { heard.append("start") }
            func pop_animationDidReach(toValue anim: POPAnimation!) { heard.append("reach") }
            func pop_animationDidStop(_ anim: POPAnimation!, finished: Bool) { heard.append("stop \(finished)") }
        }

        @Test func declarations() {
            let begin: ReferenceWritableKeyPath<POPAnimation, CFTimeInterval> = \.beginTime
            let flags: [ReferenceWritableKeyPath<POPAnimation, Bool>] = [
                \.removedOnCompletion, \.isPaused, \.autoreverses, \.repeatForever,
            ]
            let repeats: ReferenceWritableKeyPath<POPAnimation, Int> = \.repeatCount
            let delegate: ReferenceWritableKeyPath<POPAnimation, AnyObject?> = \.delegate
            let apply: ReferenceWritableKeyPath<POPAnimation, ((POPAnimation?) -> Void)?> = \.animationDidApplyBlock
            let rounding: ReferenceWritableKeyPath<POPPropertyAnimation, CGFloat> = \.roundingFactor
            let clamp: ReferenceWritableKeyPath<POPPropertyAnimation, UInt> = \.clampMode
            let additive: ReferenceWritableKeyPath<POPPropertyAnimation, Bool> = \.isAdditive
            let custom: (POPCustomAnimationBlock?) -> POPCustomAnimation? = POPCustomAnimation.init(block:)
            let times: [KeyPath<POPCustomAnimation, CFTimeInterval>] = [\.currentTime, \.elapsedTime]
            let reversed: (POPDecayAnimation) -> () -> Any? = POPDecayAnimation.reversedVelocity
            let original: KeyPath<POPDecayAnimation, Any?> = \.originalVelocity
            let copy: (POPAnimation) -> (NSZone?) -> Any = POPAnimation.copy(with:)
            let names = [
                kPOPLayerScaleXY, kPOPLayerSubscaleXY, kPOPLayerSubtranslationX, kPOPLayerSubtranslationXY,
                kPOPLayerSubtranslationY, kPOPLayerSubtranslationZ, kPOPLayerTranslationXY, kPOPLayerShadowColor,
                kPOPLayerShadowOffset, kPOPLayerShadowOpacity, kPOPLayerShadowRadius, kPOPShapeLayerStrokeStart,
                kPOPShapeLayerStrokeEnd, kPOPShapeLayerStrokeColor, kPOPShapeLayerFillColor, kPOPShapeLayerLineWidth,
                kPOPShapeLayerLineDashPhase,
            ]
            #expect(names.allSatisfy { POPAnimatableProperty.property(withName: $0) != nil })
            #expect(kPOPShapeLayerStrokeEnd == "shapeLayer.strokeEnd" && kPOPLayerScaleXY == "scaleXY")
            #expect(kPOPAnimationClampBoth == kPOPAnimationClampStart | kPOPAnimationClampEnd && kPOPAnimationClampNone == 0)

            let a = POPBasicAnimation(propertyNamed: kPOPLayerOpacity)!
            // POP's defaults: starts at once, removed when done, paused until added, once.
            #expect(a[keyPath: begin] == 0 && flags.map { a[keyPath: $0] } == [true, true, false, false])
            #expect(a[keyPath: repeats] == 0 && a[keyPath: delegate] == nil && a[keyPath: apply] == nil)
            #expect(a[keyPath: rounding] == 0 && a[keyPath: clamp] == kPOPAnimationClampNone && !a[keyPath: additive])
            // Turning autoreverses on makes one round trip; the count is in round trips after.
            a.autoreverses = true
            #expect(a.repeatCount == 1)
            a.repeatCount = 3
            #expect(a.repeatCount == 3)
            a.repeatCount = -2
            #expect(a.repeatCount == 3)
            let c = custom { _, _ in false }!
            #expect(times.map { c[keyPath: $0] } == [0, 0])
            let d = POPDecayAnimation(propertyNamed: kPOPLayerPositionX)!
            d.velocity = 300
            #expect((reversed(d)() as? NSNumber)?.doubleValue == -300 && (d[keyPath: original] as? NSNumber)?.doubleValue == 300)
            // A copy has the configuration, not the run, and is its own object.
            a.toValue = 0.5
            a.duration = 2
            let b = copy(a)(nil) as! POPBasicAnimation
            #expect(b !== a && b.duration == 2 && (b.toValue as? Double) == 0.5 && b.repeatCount == 3 && b.autoreverses)
            #expect(b.property?.name == kPOPLayerOpacity)
        }

        @Test func anAnimationStartsAtTheFrameShowingWhenItWasAdded() {
            // The seed's drag: every move adds a 0.01 s basic rotation; each frame shows the
            // move's angle, as POP (whose duration has passed by the next frame) does.
            let page = CALayer()
            let driver = HeadlessDriver(rootLayer: page)
            let listener = Listener()
            for (i, angle) in [0.2, 0.5, 0.9, 1.4].enumerated() {
                let drag = POPBasicAnimation(propertyNamed: kPOPLayerRotationX)!
                drag.duration = 0.01
                drag.toValue = angle
                if i == 3 { drag.delegate = listener }
                page.pop_add(drag, forKey: "drag")
                // Nothing happens before the animator's next step.
                #expect(listener.heard.isEmpty)
                driver.advance(seconds: 1.0 / 60)
                #expect(abs((page.value(forKeyPath: "transform.rotation.x") as! Double) - angle) < 1e-9)
            }
            #expect(listener.heard == ["start", "reach", "stop true"] && page.pop_animationKeys() == nil)
        }

        @Test func beginTimeDelaysTheStartToTheFirstFrameAtOrAfterIt() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            driver.advance(seconds: 0.5)
            let listener = Listener()
            let fade = POPBasicAnimation.linear()!
            fade.property = POPAnimatableProperty.property(withName: kPOPLayerOpacity) as? POPAnimatableProperty
            fade.toValue = 0
            fade.duration = 0.2
            fade.beginTime = CACurrentMediaTime() + 0.1
            fade.delegate = listener
            layer.pop_add(fade, forKey: "fade")
            driver.advance(seconds: 0.09)
            #expect(layer.opacity == 1 && listener.heard.isEmpty)
            // 0.6 is frame 36 exactly: the animation starts there (0 time passed), then runs 0.2 s.
            driver.advance(seconds: 0.1 - 0.09)
            #expect(layer.opacity == 1 && listener.heard == ["start"])
            driver.advance(seconds: 0.1)
            #expect(abs(layer.opacity - 0.5) < 1e-6)
            driver.advance(seconds: 0.1)
            #expect(layer.opacity == 0 && listener.heard == ["start", "reach", "stop true"])
        }

        @Test func autoreversesGoesThereAndBackAndEachLegIsReported() {
            let layer = CALayer()
            layer.position = .zero
            let driver = HeadlessDriver(rootLayer: layer)
            let listener = Listener()
            let move = POPBasicAnimation.linear()!
            move.property = POPAnimatableProperty.property(withName: kPOPLayerPositionX) as? POPAnimatableProperty
            move.toValue = 60
            move.duration = 0.5
            move.autoreverses = true
            move.repeatCount = 2
            move.delegate = listener
            layer.pop_add(move, forKey: "move")
            driver.advance(seconds: 0.25)
            #expect(abs(layer.position.x - 30) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(layer.position.x == 60)
            driver.advance(seconds: 0.25)
            #expect(abs(layer.position.x - 30) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(layer.position.x == 0)
            driver.advance(seconds: 1)
            #expect(layer.position.x == 0 && layer.pop_animationKeys() == nil)
            // Two round trips: four legs, each starting and stopping; only the last is finished.
            let leg = ["start", "reach", "stop false"]
            #expect(listener.heard == leg + leg + leg + ["start", "reach", "stop true"])
        }

        @Test func aKeptAnimationStaysUnderItsKeyAndANewToValueRunsItAgain() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            let spring = POPSpringAnimation(propertyNamed: kPOPLayerPositionY)!
            spring.removedOnCompletion = false
            spring.toValue = 100
            var finished: [Bool] = []
            spring.completionBlock = { _, f in finished.append(f) }
            layer.pop_add(spring, forKey: "y")
            driver.advance(seconds: 3)
            #expect(layer.position.y == 100 && finished == [true])
            #expect(layer.pop_animation(forKey: "y") as? POPSpringAnimation === spring && spring.isPaused)
            spring.toValue = 40
            #expect(!spring.isPaused)
            // It starts again on the animator's next frame (no time passed there), from where it is.
            driver.advance(seconds: 1.0 / 60)
            #expect(layer.position.y == 100)
            driver.advance(seconds: 1.0 / 60)
            #expect(layer.position.y < 100 && layer.position.y > 40)
            driver.advance(seconds: 3)
            #expect(layer.position.y == 40 && finished == [true, true])
            layer.pop_removeAnimation(forKey: "y")
            #expect(layer.pop_animation(forKey: "y") == nil)
        }

        @Test func aNewToValueRetargetsARunningSpring() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            let spring = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)!
            spring.toValue = 200
            layer.pop_add(spring, forKey: "x")
            driver.advance(seconds: 0.1)
            let midway = layer.position.x
            #expect(midway > 0 && midway < 200)
            spring.toValue = -50
            driver.advance(seconds: 4)
            #expect(layer.position.x == -50 && layer.pop_animationKeys() == nil)
        }

        @Test func aSpringWithNoVelocityStartsAtRest() {
            // POP gives a spring no velocity but the one set: one that replaces a moving spring
            // moves as a spring let go at rest from the same place.
            let a = CALayer(), b = CALayer()
            let driver = HeadlessDriver(rootLayer: a)
            let first = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)!
            first.toValue = 300
            a.pop_add(first, forKey: "x")
            driver.advance(seconds: 0.1)
            #expect((first.velocity as? NSNumber).map { $0.doubleValue > 100 } == true)
            b.position.x = a.position.x
            func back() -> POPSpringAnimation {
                let s = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)!
                s.toValue = 0
                return s
            }
            a.pop_add(back(), forKey: "x")
            b.pop_add(back(), forKey: "x")
            for _ in 0..<30 {
                driver.advance(seconds: 1.0 / 60)
                #expect(a.position.x == b.position.x)
            }
        }

        @Test func theReachedToValueCallIsWhenTheValueFirstPassesIt() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            let spring = POPSpringAnimation(propertyNamed: kPOPLayerPositionX)!
            spring.springBounciness = 20
            spring.toValue = 100
            var reachedAt: Double?
            var stoppedAt: Double?
            var xWhenReached = 0.0
            spring.animationDidReachToValueBlock = { _ in
                reachedAt = driver.time
                xWhenReached = layer.position.x
            }
            spring.completionBlock = { _, _ in stoppedAt = driver.time }
            layer.pop_add(spring, forKey: "x")
            driver.advance(seconds: 5)
            let r = try! #require(reachedAt), s = try! #require(stoppedAt)
            #expect(r < s && xWhenReached >= 100)
        }

        @Test func rawValuesClampingAdditiveAndRounding() {
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 0)
            let driver = HeadlessDriver(rootLayer: layer)
            // Additive: the change from 0 to 10 is added to whatever the value is.
            let nudge = POPBasicAnimation(propertyNamed: kPOPLayerPositionX)!
            nudge.isAdditive = true
            nudge.fromValue = 0
            nudge.toValue = 10
            layer.pop_add(nudge, forKey: "nudge")
            driver.advance(seconds: 1)
            #expect(layer.position.x == 110)
            // Rounding to whole numbers; clamped at the end, an overshooting spring stops at it.
            var seen: [CGFloat] = []
            let spring = POPSpringAnimation(propertyNamed: kPOPLayerPositionY)!
            spring.springBounciness = 20
            spring.toValue = 50
            spring.roundingFactor = 1
            spring.clampMode = kPOPAnimationClampEnd
            spring.animationDidApplyBlock = { _ in seen.append(layer.position.y) }
            layer.pop_add(spring, forKey: "y")
            driver.advance(seconds: 3)
            #expect(seen.count > 10 && seen.allSatisfy { $0 == $0.rounded() && $0 <= 50 } && layer.position.y == 50)
        }

        @Test func twoComponentNamesAndADecayOfAPoint() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            let grow = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)!
            grow.toValue = CGPoint(x: 2, y: 3)
            layer.pop_add(grow, forKey: "grow")
            let slide = POPDecayAnimation(propertyNamed: kPOPLayerPosition)!
            slide.velocity = NSValue(cgPoint: CGPoint(x: 500, y: -200))
            layer.pop_add(slide, forKey: "slide")
            driver.advance(seconds: 5)
            #expect(layer.value(forKeyPath: "transform.scale.x") as? Double == 2)
            #expect(layer.value(forKeyPath: "transform.scale.y") as? Double == 3)
            // A decay glides on in the velocity's direction and stops where POP's formula says.
            #expect(layer.position.x > 100 && layer.position.y < -40 && layer.pop_animationKeys() == nil)
            let x = POPDecayMotion(from: 0, velocity: 500, deceleration: 0.998, threshold: 1)
            let y = POPDecayMotion(from: 0, velocity: -200, deceleration: 0.998, threshold: 1)
            #expect(abs(layer.position.x - x.toValue) < 1e-3 && abs(layer.position.y - y.toValue) < 1e-3)
        }

        @Test func aCustomAnimationRunsItsBlockEachFrame() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            var calls: [(Double, Double)] = []
            var finished: Bool?
            let custom = POPCustomAnimation { target, anim in
                guard let layer = target as? CALayer, let anim else { return false }
                calls.append((anim.currentTime, anim.elapsedTime))
                layer.opacity = Float(max(0, 1 - anim.currentTime))
                return anim.currentTime < 0.5
            }!
            custom.completionBlock = { _, f in finished = f }
            layer.pop_add(custom, forKey: nil)
            #expect((layer.pop_animationKeys() as? [String])?.first.map { UUID(uuidString: $0) != nil } == true)
            driver.advance(seconds: 1)
            // Called at the start (0 elapsed), then every frame until it said no, at 0.5 s.
            #expect(calls.first! == (0, 0) && calls.count == 31 && finished == true)
            #expect(calls.dropFirst().allSatisfy { abs($0.1 - 1.0 / 60) < 1e-9 })
            #expect(abs(layer.opacity - 0.5) < 1e-6)
        }

        @Test func removingOneThatHasNotStartedReportsAStartAndAnUnfinishedStop() {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            let listener = Listener()
            let later = POPBasicAnimation(propertyNamed: kPOPLayerOpacity)!
            later.toValue = 0
            later.beginTime = 10
            later.delegate = listener
            layer.pop_add(later, forKey: "later")
            driver.advance(seconds: 0.1)
            layer.pop_removeAllAnimations()
            #expect(listener.heard == ["start", "stop false"] && layer.opacity == 1)
        }
    }
}
