// A layer's own time (CALayer adopts CAMediaTiming): its animations run on it and its
// sublayers' times run from it — t_layer = (t_super − beginTime) × speed + timeOffset.
//
// Sources: https://developer.apple.com/documentation/quartzcore/camediatiming (CALayer conforms;
// beginTime, speed, timeOffset…); https://developer.apple.com/documentation/quartzcore/calayer
// — convertTime(_:from:) and convertTime(_:to:), `func convertTime(_ t: CFTimeInterval, from l:
// CALayer?) -> CFTimeInterval`; Apple's Technical Q&A QA1673, "How to pause the animation of a
// layer tree" (the pause and resume code below, written as it gives it).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CALayerTimingTests {
        func pauseLayer(_ layer: CALayer) {
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0.0
            layer.timeOffset = pausedTime
        }

        func resumeLayer(_ layer: CALayer) {
            let pausedTime = layer.timeOffset
            layer.speed = 1.0
            layer.timeOffset = 0.0
            layer.beginTime = 0.0
            let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
            layer.beginTime = timeSincePause
        }

        final class Listener: NSObject, CAAnimationDelegate {
            var stoppedAt: [CFTimeInterval] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stoppedAt.append(CACurrentMediaTime()) }
        }

        @Test func declarations() {
            let timing: [ReferenceWritableKeyPath<CALayer, CFTimeInterval>] = [\.beginTime, \.timeOffset, \.duration, \.repeatDuration]
            let speed: ReferenceWritableKeyPath<CALayer, Float> = \.speed
            let repeats: ReferenceWritableKeyPath<CALayer, Float> = \.repeatCount
            let reverses: ReferenceWritableKeyPath<CALayer, Bool> = \.autoreverses
            let fill: ReferenceWritableKeyPath<CALayer, CAMediaTimingFillMode> = \.fillMode
            let from: (CALayer) -> (CFTimeInterval, CALayer?) -> CFTimeInterval = CALayer.convertTime(_:from:)
            let to: (CALayer) -> (CFTimeInterval, CALayer?) -> CFTimeInterval = CALayer.convertTime(_:to:)
            let l = CALayer()
            #expect(timing.map { l[keyPath: $0] } == [0, 0, 0, 0] && l[keyPath: speed] == 1 && l[keyPath: repeats] == 0)
            #expect(!l[keyPath: reverses] && l[keyPath: fill] == .removed && (l as CAMediaTiming).speed == 1)
            // Nested times convert both ways.
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            parent.speed = 2
            parent.beginTime = 1
            child.timeOffset = 5
            // child = ((t − 1) × 2) + 5
            #expect(from(child)(3, nil) == 9 && to(child)(9, nil) == 3)
            #expect(from(child)(4, parent) == 9 && to(parent)(4, child) == 9 && to(child)(9, parent) == 4)
        }

        @Test func pausingAndResumingALayerTree() {
            let root = CALayer()
            let card = CALayer()
            root.addSublayer(card)
            let driver = HeadlessDriver(rootLayer: root)
            let listener = Listener()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = listener
            card.opacity = 0
            card.add(fade, forKey: "fade")
            driver.advance(seconds: 0.25)
            #expect(abs((card.presentation()?.opacity ?? -1) - 0.75) < 1e-6)
            // Paused at the root, the card's animation stands still for as long as it is paused.
            pauseLayer(root)
            driver.advance(seconds: 0.5)
            #expect(abs((card.presentation()?.opacity ?? -1) - 0.75) < 1e-6 && listener.stoppedAt.isEmpty)
            resumeLayer(root)
            driver.advance(seconds: 0.25)
            #expect(abs((card.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
            // It ends 1 s of its own time after it began: half a second late on the clock.
            driver.advance(seconds: 1)
            #expect(listener.stoppedAt.count == 1 && abs(listener.stoppedAt[0] - 1.5) < 1e-9)
        }

        @Test func aFasterLayerRunsItsSublayersAnimationsFaster() {
            let root = CALayer()
            let fast = CALayer()
            let dot = CALayer()
            root.addSublayer(fast)
            fast.addSublayer(dot)
            fast.speed = 2
            let driver = HeadlessDriver(rootLayer: root)
            driver.advance(seconds: 0.5)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            // Added now: its begin time is the layer's time now (1 s at twice the clock's speed).
            dot.add(move, forKey: "move")
            #expect(abs((dot.animation(forKey: "move")?.beginTime ?? 0) - 1) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(abs(dot.presentation()!.position.x - 50) < 1e-9)
            driver.advance(seconds: 0.25)
            #expect(dot.presentation()!.position.x == 0 && dot.animationKeys() == nil)
        }
    }
}
