// Declarations the other conformance files use only in passing, bound here with Apple's types,
// and key-value coding on layers and animations.
//
// Sources (Apple's documentation, Swift declarations):
//   CGRect — insetBy(dx:dy:), offsetBy(dx:dy:), standardized, integral, divided(atDistance:from:),
//   union(_:), intersection(_:), minX…maxY; NSValue — cgSizeValue, cgRectValue;
//   Core Animation Programming Guide, "Key-Value Coding Extensions": "The CAAnimation and CALayer
//   classes are key-value coding compliant container classes, which means that you can set values
//   for arbitrary keys";
//   CADisplayLink — remove(from:forMode:); CGPath — mutableCopy(using:); CGImage — isMask,
//   shouldInterpolate;
//   POP (facebookarchive/pop: POPAnimation.h, POPBasicAnimation.h, POPAnimatableProperty.h,
//   POPLayerExtras): the layer property names and their strings, the blocks, the delegate.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct KeyValueAndGeometryConformanceTests {
        @Test func rectGeometry() {
            let inset: (CGRect) -> (CGFloat, CGFloat) -> CGRect = CGRect.insetBy(dx:dy:)
            let offset: (CGRect) -> (CGFloat, CGFloat) -> CGRect = CGRect.offsetBy(dx:dy:)
            let divided: (CGRect) -> (CGFloat, CGRectEdge) -> (slice: CGRect, remainder: CGRect) = CGRect.divided(atDistance:from:)
            let union: (CGRect) -> (CGRect) -> CGRect = CGRect.union
            let intersection: (CGRect) -> (CGRect) -> CGRect = CGRect.intersection
            let edges: [KeyPath<CGRect, CGFloat>] = [\.minX, \.midX, \.maxX, \.minY, \.midY, \.maxY, \.width, \.height]
            let standardized: KeyPath<CGRect, CGRect> = \.standardized
            let integral: KeyPath<CGRect, CGRect> = \.integral

            let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            #expect(inset(r)(10, 5) == CGRect(x: 10, y: 5, width: 80, height: 40))
            // "If the resulting rectangle would have a negative height or width, a null rectangle is returned."
            #expect(inset(r)(60, 0).isNull)
            #expect(offset(r)(3, -4) == CGRect(x: 3, y: -4, width: 100, height: 50))
            let parts = divided(r)(10, .minXEdge)
            #expect(parts.slice == CGRect(x: 0, y: 0, width: 10, height: 50) && parts.remainder == CGRect(x: 10, y: 0, width: 90, height: 50))
            #expect(union(r)(CGRect(x: 90, y: 40, width: 20, height: 20)) == CGRect(x: 0, y: 0, width: 110, height: 60))
            #expect(union(r)(.null) == r && intersection(r)(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull)
            #expect(edges.map { r[keyPath: $0] } == [0, 50, 100, 0, 25, 50, 100, 50])
            #expect(CGRect(x: 10, y: 10, width: -5, height: -5)[keyPath: standardized] == CGRect(x: 5, y: 5, width: 5, height: 5))
            #expect(CGRect(x: 0.5, y: 0.5, width: 1.2, height: 1.2)[keyPath: integral] == CGRect(x: 0, y: 0, width: 2, height: 2))
        }

        @Test func valueAccessorsAndSmallDeclarations() {
            let size: KeyPath<NSValue, CGSize> = \.cgSizeValue
            let rect: KeyPath<NSValue, CGRect> = \.cgRectValue
            #expect(NSValue(cgSize: CGSize(width: 3, height: 4))[keyPath: size] == CGSize(width: 3, height: 4))
            #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))[keyPath: rect] == CGRect(x: 1, y: 2, width: 3, height: 4))

            let remove: (CADisplayLink) -> (RunLoop, RunLoop.Mode) -> Void = CADisplayLink.remove(from:forMode:)
            let timestamps: [KeyPath<CADisplayLink, CFTimeInterval>] = [\.timestamp, \.targetTimestamp, \.duration]
            final class Target { var ticks = 0; func tick(_ link: CADisplayLink) { ticks += 1 } }
            let target = Target()
            let root = CALayer()
            let driver = HeadlessDriver(rootLayer: root)
            let link = CADisplayLink(target: target, selector: Target.tick)
            link.add(to: .main, forMode: .common)
            driver.advance(seconds: 2.0 / 60)
            remove(link)(.main, .common)
            driver.advance(seconds: 2.0 / 60)
            #expect(target.ticks == 2 && timestamps.count == 3)

            let copy: (CGPath) -> (UnsafePointer<CGAffineTransform>?) -> CGMutablePath? = CGPath.mutableCopy(using:)
            var shift = CGAffineTransform(translationX: 10, y: 0)
            let moved = copy(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))(&shift)
            #expect(moved?.boundingBox == CGRect(x: 10, y: 0, width: 1, height: 1))
            let flags: [KeyPath<CGImage, Bool>] = [\.isMask, \.shouldInterpolate]
            let image = driver.render()
            #expect(flags.map { image[keyPath: $0] } == [false, true])
        }

        @Test func layersAndAnimationsKeepValuesForAnyKey() {
            let layer = CALayer()
            let get: (CALayer) -> (String) -> Any? = CALayer.value(forKey:)
            let set: (CALayer) -> (Any?, String) -> Void = CALayer.setValue(_:forKey:)
            set(layer)("card-3", "identifier")
            set(layer)(0.5, "opacity")
            #expect(get(layer)("identifier") as? String == "card-3" && layer.opacity == 0.5)
            #expect((get(layer)("opacity") as? NSNumber)?.floatValue == 0.5)
            #expect(layer.value(forKeyPath: "identifier") as? String == "card-3")
            set(layer)(nil, "identifier")
            #expect(get(layer)("identifier") == nil)

            // The common idiom: tag an animation, and know it again in the delegate, which is
            // handed the copy the layer made.
            final class Listener: NSObject, CAAnimationDelegate {
                var tags: [String] = []
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    tags.append(anim.value(forKey: "tag") as? String ?? "?")
                }
            }
            let listener = Listener()
            let driver = HeadlessDriver(rootLayer: layer)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 0.1
            fade.setValue("fade-out", forKey: "tag")
            fade.delegate = listener
            layer.add(fade, forKey: "fade")
            fade.setValue("changed after adding", forKey: "tag")
            driver.advance(seconds: 0.2)
            #expect(listener.tags == ["fade-out"])
            #expect((fade.value(forKey: "duration") as? NSNumber)?.doubleValue == 0.1)
        }

        @Test func popNamesBlocksAndDelegate() {
            // POP's strings for its layer names (POPAnimatableProperty.mm).
            let names: [(String, String)] = [
                (kPOPLayerBackgroundColor, "backgroundColor"), (kPOPLayerBounds, "bounds"),
                (kPOPLayerCornerRadius, "cornerRadius"), (kPOPLayerBorderWidth, "borderWidth"),
                (kPOPLayerBorderColor, "borderColor"), (kPOPLayerRotation, "rotation"), (kPOPLayerRotationY, "rotationY"),
                (kPOPLayerScaleX, "scaleX"), (kPOPLayerScaleY, "scaleY"), (kPOPLayerSize, "size"),
                (kPOPLayerTranslationX, "translationX"), (kPOPLayerTranslationY, "translationY"),
                (kPOPLayerTranslationZ, "translationZ"), (kPOPLayerZPosition, "zPosition"),
            ]
            #expect(names.allSatisfy { $0.0 == $0.1 && POPAnimatableProperty.property(withName: $0.0) != nil })
            let curves: [() -> POPBasicAnimation?] = [
                POPBasicAnimation.default, POPBasicAnimation.easeOut, POPBasicAnimation.easeInEaseOut,
            ]
            #expect(curves.map { $0()?.timingFunction } == [.default, .easeOut, .easeInEaseOut].map { CAMediaTimingFunction(name: $0) })
            let blocks: [ReferenceWritableKeyPath<POPAnimation, ((POPAnimation?) -> Void)?>] = [
                \.animationDidStartBlock, \.animationDidReachToValueBlock, \.animationDidApplyBlock,
            ]
            let settable: [ReferenceWritableKeyPath<POPMutableAnimatableProperty, CGFloat>] = [\.threshold]
            let named: ReferenceWritableKeyPath<POPMutableAnimatableProperty, String> = \.name
            let reads: ReferenceWritableKeyPath<POPMutableAnimatableProperty, POPAnimatablePropertyReadBlock?> = \.readBlock
            let writes: ReferenceWritableKeyPath<POPMutableAnimatableProperty, POPAnimatablePropertyWriteBlock?> = \.writeBlock
            #expect(settable.count == 1 && named == \.name && reads == \.readBlock && writes == \.writeBlock)

            final class Listener: NSObject, POPAnimationDelegate {
                var applied = 0
                func pop_animationDidApply(_ anim: POPAnimation!) { applied += 1 }
            }
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            let listener = Listener()
            var heard: [String] = []
            let grow = POPBasicAnimation.linear()!
            grow.property = POPAnimatableProperty.property(withName: kPOPLayerCornerRadius) as? POPAnimatableProperty
            grow.toValue = 8
            grow.duration = 0.1
            grow.delegate = listener
            grow[keyPath: blocks[0]] = { _ in heard.append("start") }
            grow[keyPath: blocks[1]] = { _ in heard.append("reach") }
            layer.pop_add(grow, forKey: "grow")
            driver.advance(seconds: 0.2)
            // Applied on its first frame, each frame after, and once more with the end value.
            #expect(heard == ["start", "reach"] && layer.cornerRadius == 8 && listener.applied >= 7)
        }
    }
}
