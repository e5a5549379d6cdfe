#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension FoldingCell {
    /// Opens (`true`) or closes the cell. Animated, it snapshots the container and runs
    /// Ramotion's sequence at `CACurrentMediaTime()`; called again mid-animation the other way, it
    /// turns back from where it is (continuous in angle and angular velocity). Not animated,
    /// it sets the state at once (and, unlike Ramotion, `isUnfolded` too).
    /// The completion runs when the cell is at rest in the new state.
    public func unfold(_ value: Bool, animated: Bool = true, completion: (() -> Void)? = nil) {
        if configuredLayout == nil { commonInit() }
        if isInteractivelyFolding {
            // The call takes over from a drag's spring: run the plan from rest on the drag's side.
            stopInteractiveFold()
            isUnfolded = !value
        }
        guard animated, configuredLayout != nil else {
            isUnfolded = value
            setRestState(unfolded: value)
            completion?()
            return
        }
        if let plan, isAnimating() {
            guard value != isUnfolded else {
                if let completion { completions.append(completion) }
                return
            }
            let newType: FoldAnimationType = value ? .open : .close
            guard let reversed = plan.reversed(at: now, itemCount: itemCount, foldDurations: foldDurations(newType))
            else { return }
            isUnfolded = value
            install(reversed, completion: completion)
            return
        }
        guard value != isUnfolded else {
            completion?()
            return
        }
        isUnfolded = value
        let type: FoldAnimationType = value ? .open : .close
        if reducesMotion {
            install(
                FoldPlan.crossFade(type: type, itemCount: itemCount, duration: reducedMotionDuration, beginTime: now),
                completion: completion)
            return
        }
        snapshotContainer()
        install(
            FoldPlan(type: type, itemCount: itemCount, foldDurations: foldDurations(type), beginTime: now), completion: completion
        )
    }

    /// The cell's state as a value a table keeps per row: where it is going and the plan of a
    /// fold or unfold in progress (nil at rest).
    public var foldState: FoldingCellState {
        FoldingCellState(isUnfolded: isUnfolded, plan: isAnimating() ? plan : nil)
    }

    /// Shows a kept state: at rest, or resuming its plan at `CACurrentMediaTime()` (a reused cell
    /// picks up a row's unfold exactly where it is).
    public func restore(_ state: FoldingCellState) {
        if configuredLayout == nil { commonInit() }
        isUnfolded = state.isUnfolded
        guard let plan = state.plan, now < plan.endTime, configuredLayout != nil else {
            setRestState(unfolded: state.isUnfolded)
            return
        }
        if plan.crossFade == nil { snapshotContainer() }
        install(plan, completion: nil)
    }

    /// Turns a plan into CA animations on the items' layers (rotation about x on each layer's
    /// own perspective, a discrete opacity for when it shows, the shading overlay's opacity), and
    /// shows the animation view in place of the container.
    func install(_ plan: FoldPlan, completion: (() -> Void)?) {
        install(plan, completion: completion, after: nil)
    }

    /// Bakes a second fold after the current one, for scene files: its animations are added on
    /// top (under their own keys, filling forwards only), so before `time` the current plan
    /// shows and from `time` on the new one. Use it on a cell in no window, after `unfold`.
    ///
    /// ```swift
    /// cell.unfold(true)                                   // opens from t = 0
    /// cell.scheduleUnfold(false, at: cell.plan!.endTime + 0.5)
    /// ```
    public func scheduleUnfold(_ value: Bool, at time: Double) {
        guard configuredLayout != nil, value != isUnfolded, time.isFinite else { return }
        let type: FoldAnimationType = value ? .open : .close
        isUnfolded = value
        install(
            FoldPlan(type: type, itemCount: itemCount, foldDurations: foldDurations(type), beginTime: time), completion: nil,
            after: time)
    }

    /// `after` nil replaces every fold animation; a time adds this plan's on top from then.
    private func install(_ plan: FoldPlan, completion: (() -> Void)?, after: Double?) {
        if let fade = plan.crossFade, after == nil { return installCrossFade(plan, fade, completion: completion) }
        // The shade layers are standalone: their changes here are the fold's, not implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let suffix = after == nil ? "" : ".\(plan.beginTime)"
        let fill: CAMediaTimingFillMode = after == nil ? .both : .forwards
        planToken += 1
        // A turned-back animation's completion never runs: the state it waited for is not coming.
        completions = completion.map { [$0] } ?? []
        self.plan = plan
        if after == nil {
            for item in animationItems { view(for: item)?.layer.removeAllAnimations() }
        }
        containerView.isHidden = true
        animationView.isHidden = false
        foregroundView.isHidden = false
        let perspective = FoldingCell.perspective
        let finish = FoldCompletion(cell: self, token: planToken)
        for item in animationItems {
            guard let layer = view(for: item)?.layer else { continue }
            guard let step = plan.step(for: item) else {
                let held = plan.held[item] ?? FoldPlan.HeldItem(angle: restAngle(item, plan.type), isVisible: false)
                layer.transform = layoutFoldDirection.transform(angle: held.angle)
                layer.opacity = held.isVisible ? 1 : 0
                shadeLayers[item]?.opacity = Float(shading?.darkness(atAngle: held.angle) ?? 0)
                continue
            }
            // The model keeps the bare perspective: the rotation sub-path supplies the angle.
            layer.transform = perspective
            layer.opacity = step.isVisibleAfter ? 1 : 0
            let rotation = Self.rotationAnimation(
                step, keyPath: layoutFoldDirection.rotationKeyPath, sign: layoutFoldDirection.angleSign)
            rotation.fillMode = fill
            if step.endTime >= plan.endTime { rotation.delegate = finish }
            let visibility = Self.visibility(step, plan)
            visibility.fillMode = fill
            layer.add(rotation, forKey: "fold.rotation" + suffix)
            layer.add(visibility, forKey: "fold.visibility" + suffix)
            if let shade = shadeLayers[item], let shading {
                shade.opacity = Float(shading.darkness(atAngle: step.toAngle))
                let darkness = Self.shadingAnimation(step, shading)
                darkness.fillMode = fill
                shade.add(darkness, forKey: "fold.shade" + suffix)
            }
        }
        guard after == nil else { return }
        let piece0 = pieceViews.first?.layer
        piece0?.removeAllAnimations()
        piece0?.cornerRadius = 0
        if let end = plan.cornerRadiusEndTime, let piece0, end > plan.beginTime {
            // Piece 0 keeps the card's rounded corners until the foreground has turned away.
            let corner = CABasicAnimation(keyPath: "cornerRadius")
            corner.fromValue = cornerRadius
            corner.toValue = cornerRadius
            corner.beginTime = Self.mediaTime(plan.beginTime)
            corner.duration = end - plan.beginTime
            corner.fillMode = .backwards
            piece0.add(corner, forKey: "fold.cornerRadius")
        }
        if plan.type == .open, let piece0, plan.step(for: .foreground)?.beginTime == plan.beginTime {
            // Until the closed card moves, piece 0 under it would show only at their stacked
            // antialiased corners: the first frame is the closed card at rest (no flicker).
            let hidden = CABasicAnimation(keyPath: "opacity")
            hidden.fromValue = 0.0
            hidden.toValue = 0.0
            hidden.beginTime = Self.mediaTime(plan.beginTime)
            hidden.duration = 1e-6
            hidden.fillMode = .backwards
            piece0.add(hidden, forKey: "fold.piece0Hidden")
        }
    }

    /// The reduced-motion form: the closed card shows flat under the open one, whose opacity
    /// animates from the fade's start to its end (a dissolve: the open card is raised above the
    /// closed one, which is above it at rest, for the fade); no piece shows.
    private func installCrossFade(_ plan: FoldPlan, _ fade: FoldCrossFade, completion: (() -> Void)?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        stopInteractiveFold()
        planToken += 1
        completions = completion.map { [$0] } ?? []
        self.plan = plan
        for item in animationItems { view(for: item)?.layer.removeAllAnimations() }
        shadeLayers.values.forEach { $0.removeAllAnimations() }
        animationView.isHidden = true
        foregroundView.layer.removeAllAnimations()
        foregroundView.layer.transform = FoldingCell.perspective
        foregroundView.alpha = 1
        foregroundView.isHidden = false
        containerView.isHidden = false
        let layer = containerView.layer
        layer.zPosition = 1
        layer.opacity = Float(fade.toOpacity)
        let opacity = CABasicAnimation(keyPath: "opacity")
        opacity.fromValue = fade.fromOpacity
        opacity.toValue = fade.toOpacity
        opacity.timingFunction = FoldCrossFade.timing
        opacity.beginTime = Self.mediaTime(fade.beginTime)
        opacity.duration = max(1e-6, fade.duration)
        opacity.fillMode = .both
        opacity.isRemovedOnCompletion = false
        opacity.delegate = FoldCompletion(cell: self, token: planToken)
        layer.add(opacity, forKey: Self.crossFadeKey)
    }

    static let crossFadeKey = "fold.crossFade"

    /// A plan's time as an animation's begin time. Core Animation reads a begin time of 0 as
    /// "now"; a plan that began at media time 0 (a host's first frame) and is installed later
    /// (a reused cell, a resize) must keep its time, so 0 becomes the smallest time before it.
    static func mediaTime(_ time: Double) -> Double {
        time == 0 ? -Double.leastNonzeroMagnitude : time
    }

    /// The step's rotation about the hinge, at its absolute time, held when done.
    static func rotationAnimation(_ step: FoldStep, keyPath: String, sign: Double) -> CABasicAnimation {
        let rotation = CABasicAnimation(keyPath: keyPath)
        rotation.fromValue = sign * step.fromAngle
        rotation.toValue = sign * step.toAngle
        rotation.timingFunction = step.timingFunction
        rotation.beginTime = mediaTime(step.beginTime)
        rotation.duration = max(1e-6, step.duration)
        rotation.isRemovedOnCompletion = false
        return rotation
    }

    /// The opacity over the whole plan: the step's "before" until it starts, 1 while it runs,
    /// its "after" from its end (Ramotion sets alpha in animationDidStart/Stop).
    static func visibility(_ step: FoldStep, _ plan: FoldPlan) -> CAKeyframeAnimation {
        let total = max(1e-6, plan.endTime - plan.beginTime)
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [step.isVisibleBefore ? 1.0 : 0.0, 1.0, step.isVisibleAfter ? 1.0 : 0.0]
        a.calculationMode = .discrete
        a.keyTimes = [0, (step.beginTime - plan.beginTime) / total, (step.endTime - plan.beginTime) / total, 1].map {
            NSNumber(value: min(1, max(0, $0)))
        }
        a.beginTime = mediaTime(plan.beginTime)
        a.duration = total
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        return a
    }

    /// The overlay's darkness along the step: the light model sampled at 16 steps of the
    /// rotation's progress, on the rotation's own curve.
    static func shadingAnimation(_ step: FoldStep, _ shading: FoldShading) -> CAKeyframeAnimation {
        let samples = 16
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = (0...samples).map { i -> Double in
            let p = Double(i) / Double(samples)
            return shading.darkness(atAngle: step.fromAngle + (step.toAngle - step.fromAngle) * p)
        }
        a.keyTimes = (0...samples).map { NSNumber(value: Double($0) / Double(samples)) }
        a.timingFunction = step.timingFunction
        a.beginTime = mediaTime(step.beginTime)
        a.duration = max(1e-6, step.duration)
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        return a
    }

    func restAngle(_ item: FoldItem, _ type: FoldAnimationType) -> Double {
        item.step(type).to
    }

    /// At rest: closed shows the foreground flat; open shows the container. The pieces are
    /// hidden with the animation view.
    func setRestState(unfolded: Bool) {
        // The shade layers are standalone: their changes here are the fold's, not implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        stopInteractiveFold()
        planToken += 1
        plan = nil
        let perspective = FoldingCell.perspective
        for item in animationItems {
            guard let layer = view(for: item)?.layer else { continue }
            layer.removeAllAnimations()
            layer.transform = layoutFoldDirection.transform(angle: restAngle(item, unfolded ? .open : .close))
            layer.opacity = 1
            shadeLayers[item]?.removeAllAnimations()
            shadeLayers[item]?.opacity = 0
        }
        foregroundView.layer.transform = perspective
        foregroundView.isHidden = unfolded
        foregroundView.alpha = 1
        containerView.layer.removeAnimation(forKey: Self.crossFadeKey)
        containerView.layer.opacity = 1
        containerView.layer.zPosition = 0
        pieceViews.first?.layer.removeAllAnimations()
        animationView.isHidden = true
        containerView.isHidden = !unfolded
        completions = []
    }

    /// Ends a drag's spring without finishing it.
    func stopInteractiveFold() {
        guard interactiveTime != nil || interactiveStart != nil else { return }
        pop_removeAnimation(forKey: Self.interactiveSpringKey)
        interactiveTime = nil
        interactiveStart = nil
    }

    /// The last step ended: the cell rests in the plan's state and the waiting completions run.
    func planDidFinish(token: Int) {
        guard token == planToken else { return }
        let pending = completions
        setRestState(unfolded: isUnfolded)
        // Content that changed during the fold is measured now.
        if sizesContainerToFit { setNeedsLayout() }
        for c in pending { c() }
    }
}

/// Hears the last step's rotation end and lets the cell rest (the delegate of that animation;
/// Core Animation retains it, so it holds the cell weakly).
final class FoldCompletion: NSObject, CAAnimationDelegate {
    weak var cell: FoldingCell?
    let token: Int
    init(cell: FoldingCell, token: Int) {
        self.cell = cell
        self.token = token
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { cell?.planDidFinish(token: token) }
    }
}
