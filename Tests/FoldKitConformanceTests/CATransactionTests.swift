// CATransaction and implicit animations (issue 18). Declarations as Apple documents them:
// developer.apple.com/documentation/quartzcore/catransaction (class methods and the
// kCATransaction… keys), …/caaction and …/caaction/run(forKey:object:arguments:),
// …/calayer/action(forKey:), …/calayer/defaultaction(forKey:), …/calayer/actions,
// …/calayer/style, …/calayerdelegate/action(for:forkey:), …/kcaonorderin.
// Semantics from the same pages and the Core Animation Programming Guide: an implicit
// animation lasts 0.25 s with the default timing (control points (0.25, 0.1), (0.25, 1)) from
// the value shown; NSNull ends the search; the completion block runs once every animation
// added after it was set has ended, at the commit when none was.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// An action that records its runs, as a custom CAAction.
private final class Recorder: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event + ((anObject as? CALayer)?.name.map { "@" + $0 } ?? ""))
    }
}

/// A delegate answering NSNull for opacity and a recorder for position.
private final class Answers: CALayerDelegate {
    let recorder = Recorder()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        switch event {
        case "opacity": NSNull()
        case "position": recorder
        default: nil
        }
    }
}

/// A layer class with a default action of its own.
private final class Slow: CALayer {
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard event == "cornerRadius" else { return nil }
        let a = CABasicAnimation(keyPath: event)
        a.duration = 3
        return a
    }
}

/// The cubic Bézier timing curve solved by bisection: an implementation independent of FoldKit's.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, y1, y2)
}

private func shown(_ layer: CALayer) -> Double { Double(layer.presentation()?.opacity ?? .nan) }

extension MediaClockTests {
    @Suite(.serialized) struct CATransactionTests {
        @Test func declarations() {
            let begin: () -> Void = CATransaction.begin
            let commit: () -> Void = CATransaction.commit
            let flush: () -> Void = CATransaction.flush
            let lock: () -> Void = CATransaction.lock
            let unlock: () -> Void = CATransaction.unlock
            let duration: () -> CFTimeInterval = CATransaction.animationDuration
            let setDuration: (CFTimeInterval) -> Void = CATransaction.setAnimationDuration(_:)
            let timing: () -> CAMediaTimingFunction? = CATransaction.animationTimingFunction
            let setTiming: (CAMediaTimingFunction?) -> Void = CATransaction.setAnimationTimingFunction(_:)
            let disabled: () -> Bool = CATransaction.disableActions
            let setDisabled: (Bool) -> Void = CATransaction.setDisableActions(_:)
            let block: () -> (() -> Void)? = CATransaction.completionBlock
            let setBlock: ((() -> Void)?) -> Void = CATransaction.setCompletionBlock(_:)
            let value: (String) -> Any? = CATransaction.value(forKey:)
            let setValue: (Any?, String) -> Void = CATransaction.setValue(_:forKey:)
            let keys: [String] = [
                kCATransactionAnimationDuration, kCATransactionDisableActions,
                kCATransactionAnimationTimingFunction, kCATransactionCompletionBlock, kCAOnOrderIn, kCAOnOrderOut,
                kCATransition,
            ]
            #expect(
                keys == [
                    "animationDuration", "disableActions", "animationTimingFunction", "completionBlock", "onOrderIn",
                    "onOrderOut", "transition",
                ])
            let action: (CALayer) -> (String) -> (any CAAction)? = CALayer.action(forKey:)
            let defaultAction: (String) -> (any CAAction)? = CALayer.defaultAction(forKey:)
            let actions: ReferenceWritableKeyPath<CALayer, [String: any CAAction]?> = \.actions
            let style: ReferenceWritableKeyPath<CALayer, [AnyHashable: Any]?> = \.style
            let run: (CAAnimation) -> (String, Any, [AnyHashable: Any]?) -> Void = CAAnimation.run(forKey:object:arguments:)
            let asked: (Answers) -> (CALayer, String) -> (any CAAction)? = Answers.action(for:forKey:)
            _ = (action, actions, style, run, asked, lock, unlock)

            begin()
            #expect(duration() == 0.25 && timing() == nil && !disabled() && block() == nil)
            setDuration(2)
            setTiming(CAMediaTimingFunction(name: .linear))
            setDisabled(true)
            var ran = false
            setBlock { ran = true }
            #expect(duration() == 2 && timing() != nil && disabled() && block() != nil)
            #expect((value(kCATransactionAnimationDuration) as? NSNumber)?.doubleValue == 2)
            setValue(NSNumber(value: 0.5), kCATransactionAnimationDuration)
            setValue("mine", "custom")
            #expect(duration() == 0.5 && value("custom") as? String == "mine")
            #expect(defaultAction("opacity") == nil)
            commit()
            // No animation was added: the block ran at the commit; the values went with it.
            #expect(ran && CATransaction.animationDuration() == 0.25)
            flush()
        }

        @Test func aCommittedLayerAnimatesItsChangesFromTheShownValueForAQuarterSecond() {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 100)
            // Made and changed in the same transaction: no animation.
            root.opacity = 0.5
            #expect(root.animationKeys() == nil && shown(root) == 0.5)
            driver.advance(seconds: 1)
            root.opacity = 0.1
            let implicit = root.animation(forKey: "opacity") as? CABasicAnimation
            #expect(root.animationKeys() == ["opacity"])
            #expect(implicit?.keyPath == "opacity" && implicit?.duration == 0.25 && implicit?.toValue == nil)
            #expect((implicit?.fromValue as? NSNumber)?.doubleValue == 0.5)
            #expect(implicit?.timingFunction == CAMediaTimingFunction(name: .default))
            #expect(abs(shown(root) - 0.5) < 1e-6)  // it begins at the frame of the change
            driver.advance(seconds: 0.1)
            let at40 = 0.5 + (0.1 - 0.5) * bezier(0.25, 0.1, 0.25, 1, at: 0.4)
            #expect(abs(shown(root) - at40) < 1e-4, "\(shown(root)) against \(at40)")
            // A change mid-flight starts from what is shown, not from the old model value.
            root.opacity = 1
            let second = root.animation(forKey: "opacity") as? CABasicAnimation
            #expect(abs(((second?.fromValue as? NSNumber)?.doubleValue ?? .nan) - at40) < 1e-4)
            driver.advance(seconds: 0.3)
            #expect(root.animationKeys() == nil && shown(root) == 1)
        }

        @Test func disabledActionsDurationAndTimingComeFromTheTransaction() {
            let root = CALayer()
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 100)
            driver.advance(seconds: 0.01)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.position = CGPoint(x: 40, y: 0)
            CATransaction.commit()
            #expect(root.animationKeys() == nil && root.presentation()?.position.x == 40)

            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.begin()  // nested: the outer transaction's settings hold
            root.position = CGPoint(x: 140, y: 0)
            CATransaction.commit()
            CATransaction.commit()
            driver.advance(seconds: 0.5)
            #expect(abs((root.presentation()?.position.x ?? 0) - 90) < 1e-9)
            // frame sets position and bounds: each runs its action.
            driver.advance(seconds: 1)
            root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            #expect(Set(root.animationKeys() ?? []) == ["position", "bounds"])
        }

        @Test func theCompletionBlockWaitsForTheTransactionsAnimations() {
            let root = CALayer()
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 100)
            driver.advance(seconds: 0.01)
            var done: [CFTimeInterval] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { done.append(CACurrentMediaTime()) }
            root.opacity = 0  // implicit: 0.25 s
            let long = CABasicAnimation(keyPath: "position.x")
            long.toValue = 10
            long.duration = 0.5
            root.add(long, forKey: "move")  // explicit: 0.5 s
            CATransaction.commit()
            #expect(done.isEmpty)
            driver.advance(seconds: 0.3)
            #expect(done.isEmpty)  // the move still runs
            driver.advance(seconds: 0.3)
            #expect(done.count == 1 && abs(done[0] - 0.51) < 1e-9, "\(done)")
            // Removing an animation counts as its end.
            CATransaction.begin()
            CATransaction.setCompletionBlock { done.append(-1) }
            root.opacity = 1
            CATransaction.commit()
            root.removeAnimation(forKey: "opacity")
            #expect(done.count == 2 && done[1] == -1)
            // The implicit transaction: its block runs when the frame commits it, with nothing added.
            CATransaction.setCompletionBlock { done.append(-2) }
            #expect(done.count == 2)
            driver.advance(seconds: 0.01)
            #expect(done.count == 3 && done[2] == -2)
        }

        @Test func theSearchAsksTheDelegateThenActionsThenStyleThenTheClass() {
            let root = CALayer()
            let answers = Answers()
            root.delegate = answers
            let layer = Slow()
            layer.name = "slow"
            root.addSublayer(layer)
            let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 100)
            driver.advance(seconds: 0.01)
            root.name = "root"
            // The delegate: NSNull ends the search; an action of its own runs instead.
            root.opacity = 0
            root.position = CGPoint(x: 5, y: 5)
            #expect(root.animationKeys() == nil && answers.recorder.runs == ["position@root"])
            #expect(root.action(forKey: "opacity") == nil)
            // The actions dictionary, then the style's, then the class's default action.
            let recorder = Recorder()
            layer.actions = ["opacity": recorder, "zPosition": NSNull()]
            layer.style = ["actions": ["borderWidth": recorder]]
            layer.opacity = 0.5
            layer.zPosition = 3
            layer.borderWidth = 2
            layer.cornerRadius = 4
            #expect(recorder.runs == ["opacity@slow", "borderWidth@slow"])
            #expect(layer.animationKeys() == ["cornerRadius"] && layer.animation(forKey: "cornerRadius")?.duration == 3)
            // Joining and leaving a committed tree run kCAOnOrderIn and kCAOnOrderOut.
            let child = CALayer()
            child.name = "child"
            child.actions = [kCAOnOrderIn: recorder, kCAOnOrderOut: recorder]
            layer.addSublayer(child)
            child.removeFromSuperlayer()
            #expect(recorder.runs.suffix(2) == ["onOrderIn@child", "onOrderOut@child"])
            // Key-value coding changes run the property's action too.
            layer.actions = nil
            layer.setValue(7, forKeyPath: "transform.rotation.z")
            #expect(layer.animationKeys()?.contains("transform") == true)
        }

        @Test func aViewsLayerHasNoImplicitAnimations() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let driver = HeadlessDriver(rootLayer: view.layer, framesPerSecond: 100)
            driver.advance(seconds: 0.1)
            view.layer.opacity = 0.3
            view.layer.position = CGPoint(x: 50, y: 50)
            #expect(view.layer.animationKeys() == nil && abs(shown(view.layer) - 0.3) < 1e-6)
        }
    }
}
