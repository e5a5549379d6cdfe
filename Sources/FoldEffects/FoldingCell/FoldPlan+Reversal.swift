#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension FoldPlan {
    /// The plan that turns back at `time`, from exactly where this one is: the piece moving now
    /// keeps its angle **and** its angular velocity, decelerates and returns to where the other
    /// direction leaves it (a cubic in time: a Bézier timing function (1/3, y₁, 2/3, 1), which is
    /// linear in x, so its slope at 0 is exactly 3·y₁); then the items already done run the
    /// other direction's steps, latest first. No library does this; Ramotion ignores taps while
    /// animating.
    ///
    /// `foldDurations` are the new direction's (one per fold). Returns nil when the plan is not
    /// running at `time` (before it or after it: start a plan from rest instead).
    /// A cross-fade (the reduced-motion form) turns back from the opacity it has reached.
    public func reversed(at time: Double, itemCount n: Int, foldDurations: [Double]) -> FoldPlan? {
        if crossFade != nil { return reversedCrossFade(at: time, itemCount: n) }
        guard let j = activeStepIndex(at: time) else { return nil }
        let newType: FoldAnimationType = type == .open ? .close : .open
        let active = steps[j]
        let target = active.item.step(newType)
        let theta0 = active.angle(at: time)
        let omega0 = active.angularVelocity(at: time)
        let full = foldDurations[active.item.foldIndex(itemCount: n)] / 2
        let span = abs(target.from - target.to)
        // Back over the part travelled, in proportion to the new direction's duration.
        var d = max(0.04, full * (span > 0 ? abs(target.to - theta0) / span : 1))
        var timing = Self.hermiteTiming(from: theta0, to: target.to, velocity: omega0, duration: d)
        for _ in 0..<24 where !Self.staysWithinQuarterTurn(theta0, target.to, timing) {
            d *= 0.7
            timing = Self.hermiteTiming(from: theta0, to: target.to, velocity: omega0, duration: d)
        }
        var newSteps = [
            FoldStep(
                item: active.item, beginTime: time, duration: d, fromAngle: theta0, toAngle: target.to,
                timingFunction: timing, isVisibleBefore: true, isVisibleAfter: target.visibleAfter)
        ]
        var t = time + d
        for done in steps[..<j].reversed() {
            let s = done.item.step(newType)
            let duration = foldDurations[done.item.foldIndex(itemCount: n)] / 2
            newSteps.append(
                FoldStep(
                    item: done.item, beginTime: t, duration: duration, fromAngle: s.from, toAngle: s.to,
                    timingFunction: s.timing, isVisibleBefore: done.isVisibleAfter, isVisibleAfter: s.visibleAfter))
            t += duration
        }
        var newHeld = held
        for waiting in steps[(j + 1)...] {
            newHeld[waiting.item] = HeldItem(angle: waiting.angle(at: time), isVisible: waiting.isVisibleBefore)
        }
        let foreground = newSteps.first { $0.item == .foreground }
        let corner = newType == .open ? foreground?.endTime : nil
        return FoldPlan(type: newType, steps: newSteps, held: newHeld, cornerRadiusEndTime: corner)
    }

    /// The curve taking θ₀ (moving at ω₀ rad/s) to θ₁ at rest in `duration`:
    /// θ(u) = θ₀ + ω₀·D·(u − 2u² + u³) + (θ₁ − θ₀)(3u² − 2u³), as a progress curve.
    static func hermiteTiming(
        from theta0: Double, to theta1: Double, velocity omega0: Double, duration: Double
    ) -> CAMediaTimingFunction {
        let delta = theta1 - theta0
        // Already there: a curve that starts at the same velocity would need an infinite y₁.
        guard abs(delta) > 1e-9 else { return CAMediaTimingFunction(name: .easeOut) }
        let y1 = omega0 * duration / (3 * delta)
        return CAMediaTimingFunction(controlPoints: 1.0 / 3, Float(y1), 2.0 / 3, 1)
    }

    /// Whether θ₀ → θ₁ on the curve stays within ±π/2 (no fold passes 90°).
    static func staysWithinQuarterTurn(_ theta0: Double, _ theta1: Double, _ timing: CAMediaTimingFunction) -> Bool {
        let limit = Double.pi / 2 + 1e-9
        return (0...64).allSatisfy { i in
            abs(theta0 + (theta1 - theta0) * timing.progress(atFraction: Double(i) / 64)) <= limit
        }
    }
}
