// POP's names as Swift sees its Objective-C headers (facebookarchive/pop: POPAnimation.h,
// POPPropertyAnimation.h, POPSpringAnimation.h, POPBasicAnimation.h, POPDecayAnimation.h,
// POPAnimatableProperty.h, POPAnimator.h, NSObject+POP: pop_addAnimation:forKey: &c.), and the
// page-fold seed's spring written the iOS way, driven by HeadlessDriver, against POP's own
// trajectory (Tests/FoldEffectsTests/PageFold/Reference/springs-pagefold-seed.json: POP's
// setters, conversion and POPSpringSolver run on POP's animator clock).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct POPConformanceTests {
        @Test func declarations() {
            let named: (String) -> Any? = POPAnimatableProperty.property(withName:)
            let spring: (String?) -> POPSpringAnimation? = POPSpringAnimation.init(propertyNamed:)
            let basic: (String?) -> POPBasicAnimation? = POPBasicAnimation.init(propertyNamed:)
            let decay: (String?) -> POPDecayAnimation? = POPDecayAnimation.init(propertyNamed:)
            let dynamics: [ReferenceWritableKeyPath<POPSpringAnimation, CGFloat>] = [
                \.springBounciness, \.springSpeed, \.dynamicsTension, \.dynamicsFriction, \.dynamicsMass,
            ]
            let values: [ReferenceWritableKeyPath<POPPropertyAnimation, Any?>] = [\.fromValue, \.toValue]
            let completion: ReferenceWritableKeyPath<POPAnimation, ((POPAnimation?, Bool) -> Void)?> = \.completionBlock
            let name: ReferenceWritableKeyPath<POPAnimation, String?> = \.name
            let add: (CALayer) -> (POPAnimation?, String?) -> Void = CALayer.pop_add(_:forKey:)
            let lookup: (CALayer) -> (String?) -> Any? = CALayer.pop_animation(forKey:)
            let keys: (CALayer) -> () -> [Any]? = CALayer.pop_animationKeys
            let remove: (CALayer) -> (String?) -> Void = CALayer.pop_removeAnimation(forKey:)
            let removeAll: (CALayer) -> () -> Void = CALayer.pop_removeAllAnimations

            let property = named(kPOPLayerRotationX) as? POPAnimatableProperty
            #expect(property?.name == "rotationX" && property?.threshold == 0.01 && named("noSuchProperty") == nil)
            let s = spring(kPOPLayerRotationX)!
            // POP's defaults, and its coupling: bounciness 4, speed 12 → tension 342.1…, friction
            // 30.49…, mass 1; setting a dynamic afterwards overrides just that one.
            #expect(dynamics.map { s[keyPath: $0] }[0...1] == [4, 12] && s.dynamicsMass == 1)
            #expect(abs(s.dynamicsTension - 342.1) < 0.1 && abs(s.dynamicsFriction - 30.5) < 0.05)
            s.springBounciness = 18
            s.dynamicsMass = 2
            s.dynamicsTension = 200
            #expect(s.dynamicsTension == 200 && s.dynamicsMass == 2 && abs(s.dynamicsFriction - 12.958_859_526_974_94) < 1e-12)
            #expect(values.allSatisfy { s[keyPath: $0] == nil } && s[keyPath: completion] == nil)
            #expect(s[keyPath: name] == nil)
            #expect(basic(kPOPLayerOpacity)?.duration == 0.4 && decay(kPOPLayerPositionX)?.deceleration == 0.998)
            #expect(POPBasicAnimation.easeIn()!.timingFunction == CAMediaTimingFunction(name: .easeIn))

            let root = CALayer()
            let driver = HeadlessDriver(rootLayer: root)
            var heard: [Bool] = []
            let fade = basic(kPOPLayerOpacity)!
            fade.toValue = 0
            fade.completionBlock = { _, finished in heard.append(finished) }
            add(root)(fade, "fade")
            #expect((keys(root)() as? [String]) == ["fade"] && lookup(root)("fade") as? POPBasicAnimation === fade)
            driver.advance(seconds: 0.5)
            #expect(root.opacity == 0 && heard == [true] && keys(root)() == nil)
            // POP's animator writes with actions disabled: a custom property that sets the layer's
            // opacity is shown as written, with no implicit animation following it.
            let custom =
                POPAnimatableProperty.property(withName: "test.opacity") { p in
                    p?.readBlock = { object, values in values?[0] = CGFloat((object as? CALayer)?.opacity ?? 0) }
                    p?.writeBlock = { object, values in (object as? CALayer)?.opacity = Float(values?[0] ?? 0) }
                    p?.threshold = 0.01
                } as? POPAnimatableProperty
            let back = POPBasicAnimation.linear()!
            back.property = custom
            back.toValue = 1
            back.duration = 0.5
            add(root)(back, "back")
            driver.advance(seconds: 0.25)
            #expect(root.animationKeys() == nil && root.presentation()?.opacity == root.opacity && root.opacity > 0)
            add(root)(fade, "fade")
            remove(root)("fade")
            add(root)(fade, "again")
            removeAll(root)()
            #expect(heard == [true, false, false])
        }

        /// POP's own frames of the seed's recover spring from 1 rad (value, at rest), from
        /// Tests/FoldEffectsTests/PageFold/Reference/springs-pagefold-seed.json.
        static func seedSpringSamples() throws -> [(Double, Bool)] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("FoldEffectsTests/PageFold/Reference/springs-pagefold-seed.json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let group = try #require(
                (json["groups"] as? [[String: Any]])?.first { $0["name"] as? String == "pop_pagefold_seed_1_to_0" })
            return try #require(group["samples"] as? [[String: Any]]).map { ($0["value"] as! Double, $0["done"] as! Bool) }
        }

        @Test func thePageFoldSeedsSpringMovesAsPOPs() throws {
            let samples = try Self.seedSpringSamples()

            // The seed, as its iOS code writes it.
            let page = CALayer()
            page.setValue(1, forKeyPath: "transform.rotation.x")
            let driver = HeadlessDriver(rootLayer: page, framesPerSecond: 60)
            let spring = POPSpringAnimation(propertyNamed: kPOPLayerRotationX)!
            spring.springBounciness = 18
            spring.dynamicsMass = 2
            spring.dynamicsTension = 200
            spring.toValue = 0
            var done = false
            spring.completionBlock = { _, finished in done = finished }
            page.pop_add(spring, forKey: "rotation")
            // POP starts an animation at the time of the frame showing when it was added (its
            // pending list is processed before the next frame): that is POP's frame 0, and each
            // frame after it is the next sample. On the frame it comes to rest POP writes the
            // target itself (the sample holds the value before that snap).
            #expect(samples.first?.0 == 1)
            for (frame, (value, atRest)) in samples.enumerated().dropFirst() {
                driver.advance(seconds: 1.0 / 60)
                let shown = try #require(page.value(forKeyPath: "transform.rotation.x") as? Double)
                #expect(abs(shown - (atRest ? 0 : value)) <= 1e-9, "frame \(frame): \(shown) vs POP's \(value)")
                #expect(done == atRest, "frame \(frame)")
            }
            #expect(samples.last?.1 == true)
        }
    
        /// The seed's pan handler (the page fold's top half), written the iOS way: each move adds a
        /// 0.01 s basic rotation under "topViewAnimation" and sets the shadows from the drag; the
        /// release adds the recover spring under "recoverAnimation". POP's spring is linear, so from
        /// the release angle a₀ its frames are a₀ times the reference's frames from 1 (until it
        /// nears rest, where POP's absolute threshold ends it).
        @Test func thePageFoldSeedsDragAndReleaseAsPOPs() throws {
            let unit = try Self.seedSpringSamples().map(\.0)

            let pageView = CALayer()
            pageView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            let topView = CALayer(), topShadowLayer = CALayer(), bottomShadowLayer = CALayer()
            topView.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
            topView.anchorPoint = CGPoint(x: 0.5, y: 1)
            topView.position = CGPoint(x: 150, y: 150)
            // The seed's setTransform3D.
            var transform = CATransform3DIdentity
            transform.m34 = 2.5 / -2000
            topView.transform = transform
            pageView.addSublayer(topView)
            let driver = HeadlessDriver(rootLayer: pageView)
            let startY: CGFloat = 150
            func shadows(_ y: CGFloat) {
                let progress0 = 1 / (pageView.bounds.height - startY) * (y - startY)
                let angle = (topView.value(forKeyPath: "transform.rotation.x") as? NSNumber)?.floatValue ?? 0
                bottomShadowLayer.opacity = Float(progress0)
                topShadowLayer.opacity = angle > -Float.pi / 2 ? Float(progress0) : 0
            }
            var angle: CGFloat = 0
            for y: CGFloat in [160, 185, 230, 262] {
                shadows(y)
                let percent = -CGFloat.pi / (pageView.bounds.height - startY)
                angle = percent * (y - startY)
                let rotationAnim = POPBasicAnimation(propertyNamed: kPOPLayerRotationX)!
                rotationAnim.duration = 0.01
                rotationAnim.toValue = angle
                topView.pop_add(rotationAnim, forKey: "topViewAnimation")
                driver.advance(seconds: 1.0 / 60)
                // The page follows the finger one frame on, turned about x inside its perspective
                // (POP recomposes the transform with the perspective outermost).
                let shown = try #require(topView.value(forKeyPath: "transform.rotation.x") as? Double)
                let expected = CATransform3DConcat(CATransform3DMakeRotation(angle, 1, 0, 0), transform)
                let a = topView.transform
                let off = [
                    a.m11 - expected.m11, a.m12 - expected.m12, a.m13 - expected.m13, a.m14 - expected.m14,
                    a.m21 - expected.m21, a.m22 - expected.m22, a.m23 - expected.m23, a.m24 - expected.m24,
                    a.m31 - expected.m31, a.m32 - expected.m32, a.m33 - expected.m33, a.m34 - expected.m34,
                    a.m41 - expected.m41, a.m42 - expected.m42, a.m43 - expected.m43, a.m44 - expected.m44,
                ].map(abs).max() ?? 1
                #expect(abs(shown - angle) < 1e-9 && off < 1e-12, "at y \(y): matrix off by \(off)")
            }
            // Past a right angle the top half's shadow goes (the seed's read of transform.rotation.x).
            shadows(262)
            #expect(angle < -.pi / 2 && topShadowLayer.opacity == 0 && bottomShadowLayer.opacity > 0.7)

            let recoverAnim = POPSpringAnimation(propertyNamed: kPOPLayerRotationX)!
            recoverAnim.springBounciness = 18
            recoverAnim.dynamicsMass = 2
            recoverAnim.dynamicsTension = 200
            recoverAnim.toValue = 0
            topView.pop_add(recoverAnim, forKey: "recoverAnimation")
            for frame in 1..<40 {
                driver.advance(seconds: 1.0 / 60)
                let shown = try #require(topView.value(forKeyPath: "transform.rotation.x") as? Double)
                #expect(abs(shown - Double(angle) * unit[frame]) < 1e-9, "frame \(frame)")
            }
            driver.advance(seconds: 3)
            #expect(topView.value(forKeyPath: "transform.rotation.x") as? Double == 0 && topView.pop_animationKeys() == nil)
        }
}
}
