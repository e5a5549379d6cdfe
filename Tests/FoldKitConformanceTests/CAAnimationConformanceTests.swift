// Core Animation's animation classes as Apple declares them, and their documented behaviour,
// used through the porting block. The media clock is stepped (as a recording steps it), so
// every time below is exact.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/caanimation (timingFunction, delegate
//   "The delegate object is retained by the receiver", isRemovedOnCompletion "defaults to true")
//   https://developer.apple.com/documentation/quartzcore/camediatiming (beginTime, duration,
//   speed: Float, timeOffset, repeatCount: Float, repeatDuration, autoreverses, fillMode)
//   https://developer.apple.com/documentation/quartzcore/capropertyanimation (init(keyPath:),
//   keyPath: String?, isAdditive, isCumulative)
//   https://developer.apple.com/documentation/quartzcore/cabasicanimation (fromValue, toValue,
//   byValue: Any?; "Both fromValue and toValue are non-nil. Interpolates between fromValue and
//   toValue." … "toValue is non-nil. Interpolates between the layer's current value of the
//   property in the render tree and toValue.")
//   https://developer.apple.com/documentation/quartzcore/cakeyframeanimation (values: [Any]?,
//   keyTimes: [NSNumber]?, timingFunctions: [CAMediaTimingFunction]?, calculationMode,
//   rotationMode)
//   https://developer.apple.com/documentation/quartzcore/caspringanimation (mass "defaults to
//   1", stiffness "defaults to 100", damping "defaults to 10", initialVelocity "defaults to 0",
//   settlingDuration, init(perceptualDuration:bounce:))
//   https://developer.apple.com/documentation/quartzcore/caanimationgroup (animations)
//   https://developer.apple.com/documentation/quartzcore/camediatimingfunction (init(name:),
//   init(controlPoints:_:_:_:) with Float, getControlPoint(at:values:); the predefined curves'
//   control points: easeIn (0.42, 0) (1, 1), easeOut (0, 0) (0.58, 1), easeInEaseOut
//   (0.42, 0) (0.58, 1), default (0.25, 0.1) (0.25, 1))
//   https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) ("the
//   animation object is copied by the render tree, not referenced. Therefore, subsequent
//   modifications to the object are not propagated into the render tree.")
//   https://developer.apple.com/documentation/quartzcore/calayer/animationkeys(),
//   animation(forkey:), removeanimation(forkey:), removeallanimations()
//   https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
//   https://developer.apple.com/documentation/quartzcore/caanimationdelegate

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Records what a delegate hears.
private final class Listener: CAAnimationDelegate {
    var heard: [String] = []
    func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append(flag ? "finished" : "stopped") }
}

extension MediaClockTests {
    @Suite(.serialized) struct CAAnimationConformanceTests {
        /// The model with the layer's animations applied at media time `t`.
        private func shown(_ layer: CALayer, at t: Double) -> LayerProperties { layer.presentationProperties(at: t) }

        @Test func timingDeclarations() {
            let begin: ReferenceWritableKeyPath<CAAnimation, CFTimeInterval> = \.beginTime
            let times: [ReferenceWritableKeyPath<CAAnimation, CFTimeInterval>] = [\.duration, \.timeOffset, \.repeatDuration]
            let rates: [ReferenceWritableKeyPath<CAAnimation, Float>] = [\.speed, \.repeatCount]
            let reverses: ReferenceWritableKeyPath<CAAnimation, Bool> = \.autoreverses
            let fill: ReferenceWritableKeyPath<CAAnimation, CAMediaTimingFillMode> = \.fillMode
            let curve: ReferenceWritableKeyPath<CAAnimation, CAMediaTimingFunction?> = \.timingFunction
            let delegate: ReferenceWritableKeyPath<CAAnimation, (any CAAnimationDelegate)?> = \.delegate
            let removed: ReferenceWritableKeyPath<CAAnimation, Bool> = \.isRemovedOnCompletion
            let now: () -> CFTimeInterval = CACurrentMediaTime
            let named: (CAMediaTimingFunctionName) -> CAMediaTimingFunction = CAMediaTimingFunction.init(name:)
            let points: (Float, Float, Float, Float) -> CAMediaTimingFunction = CAMediaTimingFunction.init(controlPoints:_:_:_:)
            let getPoint: (CAMediaTimingFunction) -> (Int, UnsafeMutablePointer<Float>) -> Void = CAMediaTimingFunction
                .getControlPoint(at:values:)

            let a = CAAnimation()
            #expect(
                a[keyPath: begin] == 0 && times.map { a[keyPath: $0] } == [0, 0, 0] && rates.map { a[keyPath: $0] } == [1, 0])
            #expect(!a[keyPath: reverses] && a[keyPath: fill] == .removed && a[keyPath: curve] == nil)
            #expect(a[keyPath: delegate] == nil && a[keyPath: removed])
            #expect(
                [CAMediaTimingFillMode.removed, .forwards, .backwards, .both].map(\.rawValue) == [
                    "removed", "forwards", "backwards", "both",
                ])
            // The monotonic clock runs forwards.
            let t0 = now()
            #expect(now() >= t0 && t0 > 0)

            func controlPoints(_ f: CAMediaTimingFunction) -> [Float] {
                var p: [Float] = [0, 0]
                var out: [Float] = []
                for i in 0..<4 {
                    getPoint(f)(i, &p)
                    out += p
                }
                return out
            }
            #expect(controlPoints(named(.linear)) == [0, 0, 0, 0, 1, 1, 1, 1])
            #expect(controlPoints(named(.easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
            #expect(controlPoints(named(.easeOut)) == [0, 0, 0, 0, 0.58, 1, 1, 1])
            #expect(controlPoints(named(.easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
            #expect(controlPoints(named(.default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
            #expect(controlPoints(points(0.1, 0.2, 0.3, 0.4)) == [0, 0, 0.1, 0.2, 0.3, 0.4, 1, 1])
            #expect(named(.easeIn) == named(.easeIn) && named(.easeIn) != named(.easeOut))
        }

        @Test func animationClassDeclarations() {
            let property: (String?) -> CAPropertyAnimation = CAPropertyAnimation.init(keyPath:)
            let keyPath: ReferenceWritableKeyPath<CAPropertyAnimation, String?> = \.keyPath
            let combine: [ReferenceWritableKeyPath<CAPropertyAnimation, Bool>] = [\.isAdditive, \.isCumulative]
            let values: [ReferenceWritableKeyPath<CABasicAnimation, Any?>] = [\.fromValue, \.toValue, \.byValue]
            let frames: ReferenceWritableKeyPath<CAKeyframeAnimation, [Any]?> = \.values
            let keyTimes: ReferenceWritableKeyPath<CAKeyframeAnimation, [NSNumber]?> = \.keyTimes
            let curves: ReferenceWritableKeyPath<CAKeyframeAnimation, [CAMediaTimingFunction]?> = \.timingFunctions
            let mode: ReferenceWritableKeyPath<CAKeyframeAnimation, CAAnimationCalculationMode> = \.calculationMode
            let rotation: ReferenceWritableKeyPath<CAKeyframeAnimation, CAAnimationRotationMode?> = \.rotationMode
            let springParts: [ReferenceWritableKeyPath<CASpringAnimation, CGFloat>] = [
                \.mass, \.stiffness, \.damping, \.initialVelocity,
            ]
            let settling: KeyPath<CASpringAnimation, CFTimeInterval> = \.settlingDuration
            let perceptual: (CFTimeInterval, CGFloat) -> CASpringAnimation = CASpringAnimation.init(perceptualDuration:bounce:)
            let group: ReferenceWritableKeyPath<CAAnimationGroup, [CAAnimation]?> = \.animations
            let basic: (String?) -> CABasicAnimation = CABasicAnimation.init(keyPath:)

            let p = property("opacity")
            #expect(p[keyPath: keyPath] == "opacity" && combine.map { p[keyPath: $0] } == [false, false])
            let b = basic("position")
            #expect(values.allSatisfy { b[keyPath: $0] == nil })
            let k = CAKeyframeAnimation(keyPath: "position")
            #expect(k[keyPath: frames] == nil && k[keyPath: keyTimes] == nil && k[keyPath: curves] == nil)
            #expect(k[keyPath: mode] == .linear && k[keyPath: rotation] == nil)
            #expect(
                [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced].map(\.rawValue) == [
                    "linear", "discrete", "paced", "cubic", "cubicPaced",
                ])
            #expect(
                CAAnimationRotationMode.rotateAuto.rawValue == "auto"
                    && CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
            let s = CASpringAnimation(keyPath: "position.y")
            #expect(springParts.map { s[keyPath: $0] } == [1, 100, 10, 0])
            // ζ = 10 / (2·√100) = 0.5, ω₀ = 10, ω_d = √75: the motion's envelope
            // √(1 + (ζω₀/ω_d)²)·e^(−5t) falls under Core Animation's ε 0.001 at 1.41 s, and the
            // settling time is counted in steps of 0.1 s.
            let envelopeTime = log(1000 * (1 + 25.0 / 75).squareRoot()) / 5
            #expect(abs(s[keyPath: settling] - (envelopeTime * 10).rounded(.up) / 10) < 1e-9)
            // iOS 17: stiffness (2π/d)², damping 4π(1 − bounce)/d, mass 1.
            let q = perceptual(0.5, 0.2)
            #expect(abs(q.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9 && abs(q.damping - 4 * .pi * 0.8 / 0.5) < 1e-9 && q.mass == 1)
            #expect(abs(q.perceptualDuration - 0.5) < 1e-12 && abs(q.bounce - 0.2) < 1e-12)
        // Past critical damping a spring is critically damped unless over-damping is allowed:
        // ζ = 40 / (2·√100) = 2 settles later over-damped than critical (ζ = 1) does.
        let stiff = CASpringAnimation(keyPath: "position.x")
        stiff.damping = 40
        let critical = CASpringAnimation(keyPath: "position.x")
        critical.damping = 20
        #expect(stiff.settlingDuration == critical.settlingDuration)
        stiff.allowsOverdamping = true
        #expect(stiff.settlingDuration > critical.settlingDuration)
            #expect(CAAnimationGroup()[keyPath: group] == nil)
        }

        @Test func addingCopiesAndBeginsNow() {
            let layer = CALayer()
            let add: (CALayer) -> (CAAnimation, String?) -> Void = CALayer.add(_:forKey:)
            let lookup: (CALayer) -> (String) -> CAAnimation? = CALayer.animation(forKey:)
            let keys: (CALayer) -> () -> [String]? = CALayer.animationKeys
            let remove: (CALayer) -> (String) -> Void = CALayer.removeAnimation(forKey:)
            let removeAll: (CALayer) -> () -> Void = CALayer.removeAllAnimations

            MediaClock.step(to: 10)
            defer { MediaClock.step(to: nil) }
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = CGFloat(100)
            move.duration = 1
            add(layer)(move, "move")
            // Changing the animation after adding it changes nothing: the layer runs a copy.
            move.toValue = 1000
            move.duration = 10
            #expect(shown(layer, at: 10.5).position.x == 50)
            #expect((lookup(layer)("move") as? CABasicAnimation)?.toValue as? CGFloat == 100)
            #expect(lookup(layer)("move") !== move && lookup(layer)("nothing") == nil)
            // Duration 0 is 0.25 s; a keyless animation runs but is not listed.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = Float(0)
            add(layer)(fade, nil)
            #expect(abs(shown(layer, at: 10.125).opacity - 0.5) < 1e-12)
            #expect(keys(layer)() == ["move"])
            remove(layer)("move")
            #expect(keys(layer)() == nil && shown(layer, at: 10.5).position.x == 0)
            removeAll(layer)()
            #expect(shown(layer, at: 10.125).opacity == 1)
        }

        @Test func valuesAreWhatIOSCodePasses() {
            MediaClock.step(to: 0)
            defer { MediaClock.step(to: nil) }
            func halfway(_ keyPath: String, _ from: Any?, _ to: Any?, on layer: CALayer = CALayer()) -> LayerProperties {
                let a = CABasicAnimation(keyPath: keyPath)
                a.fromValue = from
                a.toValue = to
                a.duration = 1
                a.beginTime = 1
                layer.add(a, forKey: "a")
                return shown(layer, at: 1.5)
            }
            // Numbers of every kind.
            for (from, to) in [
                (0.0, 10.0), (CGFloat(0), CGFloat(10)), (Float(0), Float(10)), (0, 10), (NSNumber(value: 0), NSNumber(value: 10)),
            ] as [(Any, Any)] {
                #expect(halfway("cornerRadius", from, to).cornerRadius == 5, "\(type(of: from))")
            }
            #expect(
                halfway("position", NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 20))).position
                    == CGPoint(x: 5, y: 10))
            #expect(halfway("position", CGPoint.zero, CGPoint(x: 10, y: 20)).position == CGPoint(x: 5, y: 10))
            #expect(
                halfway("bounds.size", NSValue(cgSize: .zero), NSValue(cgSize: CGSize(width: 8, height: 4))).bounds.size
                    == CGSize(width: 4, height: 2))
            #expect(
                halfway("bounds", NSValue(cgRect: .zero), NSValue(cgRect: CGRect(x: 2, y: 2, width: 8, height: 4))).bounds
                    == CGRect(x: 1, y: 1, width: 4, height: 2))
            // Sub-key-paths of the transform, as the seeds animate them.
            let turned = halfway("transform.rotation.x", 0, Double.pi / 2).transform
            #expect(CATransform3DEqualToTransform(turned, CATransform3DMakeRotation(.pi / 4, 1, 0, 0)))
            let t = halfway(
                "transform", NSValue(caTransform3D: CATransform3DIdentity),
                NSValue(caTransform3D: CATransform3DMakeTranslation(10, 0, 0))
            ).transform
            #expect(t.m41 == 5)
            // A value of the wrong type is ignored; an unknown key path animates nothing.
            #expect(halfway("opacity", "zero", "one").opacity == 1)
            #expect(halfway("position", 3, 4).position == .zero)
            let untouched = CALayer()
            untouched.cornerRadius = 3
            #expect(halfway("cornerRadiuss", 0, 10, on: untouched) == untouched.properties)
            // NSValue's round trip.
            #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
            #expect(
                CATransform3DEqualToTransform(
                    NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 4)).caTransform3DValue, CATransform3DMakeScale(2, 3, 4)))
        }

        @Test func delegatesHearStartAndStop() {
            MediaClock.step(to: 0)
            defer { MediaClock.step(to: nil) }
            let layer = CALayer()
            let listener = Listener()
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 1
            a.beginTime = 2
            a.delegate = listener
            layer.add(a, forKey: "fade")
            layer.finishAnimations(upTo: 1)
            #expect(listener.heard.isEmpty)
            layer.finishAnimations(upTo: 2)
            #expect(listener.heard == ["start"])
            layer.finishAnimations(upTo: 3)
            #expect(listener.heard == ["start", "finished"] && layer.animationKeys() == nil)

            // Removed early, or replaced under its key: finished is false.
            layer.add(a, forKey: "fade")
            layer.removeAnimation(forKey: "fade")
            layer.add(a, forKey: "fade")
            layer.add(a, forKey: "fade")
            #expect(listener.heard == ["start", "finished", "stopped", "stopped"])
            // The delegate is retained by the animation, as Core Animation retains it.
            weak var gone: Listener?
            do {
                let held = Listener()
                gone = held
                let b = CABasicAnimation(keyPath: "opacity")
                b.delegate = held
                layer.add(b, forKey: "held")
            }
            #expect(gone != nil)
            layer.removeAllAnimations()
        }

        @Test func removalOnCompletionAndFillModes() {
            MediaClock.step(to: 0)
            defer { MediaClock.step(to: nil) }
            func after(_ removed: Bool, _ fill: CAMediaTimingFillMode, at t: Double) -> Double {
                let layer = CALayer()
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 0.2
                a.toValue = 0.6
                a.duration = 1
                a.beginTime = 1
                a.isRemovedOnCompletion = removed
                a.fillMode = fill
                layer.add(a, forKey: "a")
                return shown(layer, at: t).opacity
            }
            // Holding the end value needs both: not removed, and a forwards fill.
            #expect(after(true, .forwards, at: 3) == 1 && after(false, .removed, at: 3) == 1)
            #expect(after(false, .forwards, at: 3) == 0.6 && after(false, .both, at: 3) == 0.6)
            // Before the begin time, only a backwards fill shows the start value.
            #expect(after(true, .removed, at: 0.5) == 1 && after(true, .backwards, at: 0.5) == 0.2)
        }

        @Test func additiveCumulativeAndKeyframes() {
            MediaClock.step(to: 0)
            defer { MediaClock.step(to: nil) }
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 0)
            let nudge = CABasicAnimation(keyPath: "position.x")
            nudge.fromValue = 0
            nudge.toValue = 10
            nudge.duration = 1
            nudge.isAdditive = true
            layer.add(nudge, forKey: "nudge")
            #expect(shown(layer, at: 0.5).position.x == 105)
            layer.removeAllAnimations()

            let step = CABasicAnimation(keyPath: "position.y")
            step.fromValue = 0
            step.toValue = 10
            step.duration = 1
            step.repeatCount = 3
            step.isCumulative = true
            layer.add(step, forKey: "step")
            #expect(shown(layer, at: 2.5).position.y == 25)
            layer.removeAllAnimations()

            let hop = CAKeyframeAnimation(keyPath: "position.y")
            hop.values = [0, 100, 40]
            hop.keyTimes = [0, 0.25, 1]
            hop.duration = 2
            layer.add(hop, forKey: "hop")
            #expect(shown(layer, at: 0.25).position.y == 50 && shown(layer, at: 1.25).position.y == 70)
            // An ease-in segment: x(s) = 3·0.42·s(1−s)² + 3s²(1−s) + s³ and y(s) = 3s²(1−s) + s³; at
            // the segment's midpoint in time, solve x(s) = 0.5 by bisection.
            hop.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            layer.add(hop, forKey: "hop")
            var lo = 0.0
            var hi = 1.0
            for _ in 0..<60 {
                let s = (lo + hi) / 2
                // 0.42 as the Float CAMediaTimingFunction keeps.
                let x = 3 * Double(Float(0.42)) * s * (1 - s) * (1 - s) + 3 * s * s * (1 - s) + s * s * s
                if x < 0.5 { lo = s } else { hi = s }
            }
            let y = 3 * lo * lo * (1 - lo) + lo * lo * lo
            #expect(abs(shown(layer, at: 0.25).position.y - 100 * y) < 1e-6)
        }

        @Test func presentationModelAndKeyValues() {
            let presentation: (CALayer) -> () -> CALayer? = CALayer.presentation
            let model: (CALayer) -> () -> CALayer = CALayer.model
            let read: (CALayer) -> (String) -> Any? = CALayer.value(forKeyPath:)
            let write: (CALayer) -> (Any?, String) -> Void = CALayer.setValue(_:forKeyPath:)
            let copyOf: (Any) -> CALayer = CALayer.init(layer:)

            MediaClock.step(to: 0)
            defer { MediaClock.step(to: nil) }
            let card = CALayer()
            let child = CATextLayer()
            card.addSublayer(child)
            let turn = CABasicAnimation(keyPath: "transform.rotation.x")
            turn.fromValue = 0
            turn.toValue = Double.pi / 2
            turn.duration = 1
            card.add(turn, forKey: "turn")
            MediaClock.step(to: 0.5)
            // The presentation shows the animation; the model does not.
            let shown = presentation(card)()!
            #expect(abs((read(shown)("transform.rotation.x") as! NSNumber).doubleValue - .pi / 4) < 1e-12)
            #expect((read(card)("transform.rotation.x") as? Double) == 0)
            #expect(model(shown)() === card && model(card)() === card)
            #expect(shown.sublayers?.first is CATextLayer && shown.sublayers?.first !== child)
            #expect(child.presentation()?.model() === child)
            // Key-value writes go to the model, by sub-key-path.
            write(card)(CGFloat.pi / 2, "transform.rotation.z")
            #expect(CATransform3DEqualToTransform(card.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
            write(card)(NSValue(cgPoint: CGPoint(x: 3, y: 4)), "position")
            #expect((read(card)("position") as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
            write(card)("not a number", "opacity")
            #expect(card.opacity == 1 && read(card)("noSuchKey") == nil)
            // A shadow copy has the model values and no sublayers.
            card.cornerRadius = 7
            let shadow = copyOf(card)
            #expect(shadow.cornerRadius == 7 && shadow.sublayers == nil && shadow.animationKeys() == nil)
            #expect(CATextLayer(layer: child).fontSize == 36)
        }

        /// The seeds' flight: a keyframe animation of `position` along a quadratic Bézier, eased in.
        @Test func keyframesFollowAPathAsTheFlightDoes() {
            let path: ReferenceWritableKeyPath<CAKeyframeAnimation, CGPath?> = \.path
            let start = CGPoint(x: 60, y: 300), control = CGPoint(x: 200, y: 40), end = CGPoint(x: 330, y: 620)
            let curve = CGMutablePath()
            curve.move(to: start)
            curve.addQuadCurve(to: end, control: control)
            let flight = CAKeyframeAnimation(keyPath: "position")
            flight[keyPath: path] = curve
            flight.duration = 0.8
            flight.beginTime = 1
            flight.timingFunction = CAMediaTimingFunction(name: .easeIn)
            let item = CALayer()
            item.add(flight, forKey: "flight")
            curve.addLine(to: .zero)  // the layer runs a copy of the path too
            // The timing curve maps time to the Bézier's parameter: easeIn is (0.42, 0) (1, 1).
            for f in [0.0, 0.25, 0.5, 0.75, 0.999] {  // at 1 it has ended and is removed
                var lo = 0.0, hi = 1.0
                for _ in 0..<60 {
                    let s = (lo + hi) / 2
                    let x = 3 * Double(Float(0.42)) * s * (1 - s) * (1 - s) + 3 * s * s * (1 - s) + s * s * s
                    if x < f { lo = s } else { hi = s }
                }
                let u = 3 * lo * lo * (1 - lo) + lo * lo * lo
                let expected = CGPoint(
                    x: (1 - u) * (1 - u) * start.x + 2 * u * (1 - u) * control.x + u * u * end.x,
                    y: (1 - u) * (1 - u) * start.y + 2 * u * (1 - u) * control.y + u * u * end.y)
                let p = shown(item, at: 1 + 0.8 * f).position
                #expect(abs(p.x - expected.x) < 1e-6 && abs(p.y - expected.y) < 1e-6, "at \(f): \(p) vs \(expected)")
            }
        }
    }
}
