import FoldCore
import FoldEffects
import FoldHost
import Foundation
import Testing

/// The folding cell's Core Animation code as Ramotion's `RotatedView` writes it for iOS — a
/// `transform.rotation.x` basic animation per item, begun `delay` after `CACurrentMediaTime()`,
/// filled forwards and kept, the item shown when it starts and hidden (or left flat) when it
/// stops — written on `CALayer`s and driven by `HeadlessDriver`, against the spec's timeline
/// that the effect's own tests hold (`FoldingCellSpec`).
@Suite(.serialized) struct FoldingCellSeedTests {
    typealias Spec = FoldingCellSpec

    /// Ramotion's RotatedView with its layer (a view's `alpha` is its layer's `opacity`; the view's
    /// own changes are made with actions disabled, as a view-backed layer makes them).
    final class RotatedView: NSObject, CAAnimationDelegate {
        let layer = CALayer()
        var hiddenAfterAnimation = false

        func transform3d() -> CATransform3D {
            var transform = CATransform3DIdentity
            transform.m34 = 2.5 / -2000
            return transform
        }

        func rotatedX(_ angle: CGFloat) {
            var allTransform = CATransform3DIdentity
            let rotateTransform = CATransform3DMakeRotation(angle, 1, 0, 0)
            allTransform = CATransform3DConcat(allTransform, rotateTransform)
            allTransform = CATransform3DConcat(allTransform, transform3d())
            viewChange { layer.transform = allTransform }
        }

        private func viewChange(_ body: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }

        func setAlpha(_ alpha: Float) { viewChange { layer.opacity = alpha } }

        func foldingAnimation(
            _ timing: CAMediaTimingFunctionName, from: CGFloat, to: CGFloat, duration: TimeInterval, delay: TimeInterval,
            hidden: Bool
        ) {
            let rotateAnimation = CABasicAnimation(keyPath: "transform.rotation.x")
            rotateAnimation.timingFunction = CAMediaTimingFunction(name: timing)
            rotateAnimation.fromValue = from
            rotateAnimation.toValue = to
            rotateAnimation.duration = duration
            rotateAnimation.delegate = self
            rotateAnimation.fillMode = .forwards
            rotateAnimation.isRemovedOnCompletion = false
            rotateAnimation.beginTime = CACurrentMediaTime() + delay
            hiddenAfterAnimation = hidden
            layer.add(rotateAnimation, forKey: "rotation.x")
        }

        func animationDidStart(_ anim: CAAnimation) {
            viewChange { layer.shouldRasterize = true }
            setAlpha(1)
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if hiddenAfterAnimation { setAlpha(0) }
            layer.removeAllAnimations()
            viewChange { layer.shouldRasterize = false }
            rotatedX(0)
        }
    }

    @Test(arguments: [3, 4, 6])
    func theOpeningSequenceFollowsTheSpec(_ n: Int) throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let driver = HeadlessDriver(rootLayer: root, framesPerSecond: 200)
        driver.advance(seconds: 0.5)
        let items = Spec.openingItems(n)
        let views = items.map { _ in RotatedView() }
        for (i, v) in views.enumerated() {
            v.rotatedX(0)
            // Ramotion's configureAnimationItems(.open): the foreground shows, the others wait.
            v.setAlpha(i == 0 ? 1 : 0)
            root.addSublayer(v.layer)
        }
        // Ramotion's openAnimation: each fold's duration split over its two items, back to back.
        let durations = FoldingCell.defaultDurations(itemCount: n).flatMap { [$0 / 2, $0 / 2] }
        var delay: TimeInterval = 0
        var timing = CAMediaTimingFunctionName.easeIn
        var from: CGFloat = 0
        var to: CGFloat = -.pi / 2
        var hidden = true
        for (index, view) in views.enumerated() {
            view.foldingAnimation(timing, from: from, to: to, duration: durations[index], delay: delay, hidden: hidden)
            from = from == 0 ? .pi / 2 : 0
            to = to == 0 ? -.pi / 2 : 0
            timing = timing == .easeIn ? .easeOut : .easeIn
            hidden.toggle()
            delay += durations[index]
        }
        let spec = Spec.open(n: n, durations: FoldingCell.defaultDurations(itemCount: n), t0: 0.5)
        let end = spec.last!.end
        var samples = 0
        // Half-way between frames' hundredths, as the effect's own timeline test samples.
        driver.advance(seconds: 0.005)
        while driver.time < end + 0.05 {
            let t = driver.time
            for (item, view) in zip(spec, views) {
                let p = try #require(view.layer.presentation())
                #expect((p.opacity == 1) == item.isVisible(at: t), "\(item.item) at \(t): opacity \(p.opacity)")
                if item.isVisible(at: t) {
                    let d = Spec.maxDifference(p.transform, Spec.transform(angle: item.angle(at: t)))
                    #expect(
                        d < 1e-7, "\(item.item) at \(t): expected \(item.angle(at: t)) rad, got \(Spec.angle(of: p.transform))")
                }
            }
            samples += 1
            driver.advance(seconds: 0.01)
        }
        #expect(samples > 20 && views.allSatisfy { $0.layer.animationKeys() == nil })
    }
}
