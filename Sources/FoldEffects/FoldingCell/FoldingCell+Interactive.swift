#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension FoldingCell {
    /// The opening timeline a drag moves along (Ramotion's open plan from t = 0).
    var openTimeline: FoldPlan {
        FoldPlan(type: .open, itemCount: itemCount, foldDurations: foldDurations(.open), beginTime: 0)
    }

    /// The card's lowest edge (container coordinates) at a position τ of the opening timeline.
    public func foldExtent(atOpeningTime tau: Double) -> Double {
        guard let layout = configuredLayout else { return foregroundHeight }
        return FoldExtent.bottom(of: openTimeline, layout: layout, at: min(max(tau, 0), openTimeline.endTime))
    }

    /// The earliest τ of the opening whose extent reaches `extent` (the extent never shrinks
    /// while opening, so bisection finds it).
    func openingTime(forExtent extent: Double) -> Double {
        let end = openTimeline.endTime
        var lo = 0.0
        var hi = end
        guard foldExtent(atOpeningTime: end) > extent else { return end }
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if foldExtent(atOpeningTime: mid) >= extent { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// Shows the opening frozen at τ with model values (no animations): the drag's picture.
    func showOpening(at tau: Double) {
        // The shade layers are standalone: their changes here are the fold's, not implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let timeline = openTimeline
        let t = min(max(tau, 0), timeline.endTime)
        interactiveTime = t
        containerView.isHidden = true
        animationView.isHidden = false
        foregroundView.isHidden = false
        for item in animationItems {
            guard let layer = view(for: item)?.layer else { continue }
            layer.removeAllAnimations()
            let angle = timeline.angle(of: item, at: t)
            layer.transform = layoutFoldDirection.transform(angle: angle)
            layer.opacity = timeline.isVisible(item, at: t) ? 1 : 0
            shadeLayers[item]?.removeAllAnimations()
            shadeLayers[item]?.opacity = Float(shading?.darkness(atAngle: angle) ?? 0)
        }
        pieceViews.first?.layer.removeAllAnimations()
        pieceViews.first?.layer.cornerRadius = t < (timeline.cornerRadiusEndTime ?? 0) ? cornerRadius : 0
        interactiveFoldDidChange?(self)
    }

    /// The pan: the lowest edge follows the finger; on release a POP spring carries the fold to
    /// open or closed — chosen by where the edge would coast to at the release velocity — and
    /// starts at that velocity (converted to timeline seconds per second).
    func handleFoldPan(_ pan: UIPanGestureRecognizer) {
        guard let layout = configuredLayout else { return }
        let key = Self.interactiveSpringKey
        switch pan.state {
        case .began:
            pop_removeAnimation(forKey: key)
            let start: Double
            if let plan, isAnimating(), let layoutNow = configuredLayout {
                start = openingTime(forExtent: FoldExtent.bottom(of: plan, layout: layoutNow, at: now))
            } else if let t = interactiveTime {
                start = t
            } else {
                start = isUnfolded ? openTimeline.endTime : 0
                if !isUnfolded { snapshotContainer() }
            }
            setPlanAside()
            interactiveStart = start
            showOpening(at: start)
        case .changed:
            guard let start = interactiveStart else { return }
            let extent = foldExtent(atOpeningTime: start) + layoutFoldDirection.along(translation: pan.translation(in: self))
            showOpening(at: openingTime(forExtent: min(max(extent, layout.foregroundHeight), layout.containerHeight)))
        case .ended, .cancelled, .failed:
            guard let t = interactiveTime else { return }
            interactiveStart = nil
            let v = pan.state == .ended ? layoutFoldDirection.along(translation: pan.velocity(in: self)) : 0
            let extent = foldExtent(atOpeningTime: t)
            // Where the edge would come to rest coasting at this velocity (UIKit's 0.998 decay: v·0.4995).
            let coasted = extent + v * 0.4995
            let open = coasted > (layout.foregroundHeight + layout.containerHeight) / 2
            let end = openTimeline.endTime
            let h = 1e-3
            let slope =
                (foldExtent(atOpeningTime: min(end, t + h)) - foldExtent(atOpeningTime: max(0, t - h)))
                / (min(end, t + h) - max(0, t - h))
            let averageSlope = (layout.containerHeight - layout.foregroundHeight) / end
            let tauVelocity = v / max(slope, 0.25 * averageSlope)
            isUnfolded = open
            guard window != nil else { return finishInteractiveFold() }
            // A POP spring on the opening time (a custom property: what the finger moved).
            let spring = POPSpringAnimation()
            spring.springBounciness = 2
            spring.springSpeed = 14
            spring.property =
                POPAnimatableProperty.property(withName: key) { property in
                    property?.readBlock = { object, values in values?[0] = (object as? FoldingCell)?.interactiveTime ?? t }
                    property?.writeBlock = { object, values in
                        guard let values else { return }
                        (object as? FoldingCell)?.showOpening(at: values[0])
                    }
                    property?.threshold = 1e-4
                } as? POPAnimatableProperty
            spring.toValue = open ? end : 0
            spring.velocity = tauVelocity
            spring.completionBlock = { [weak self] _, finished in if finished { self?.finishInteractiveFold() } }
            pop_add(spring, forKey: key)
        default:
            break
        }
    }

    static var interactiveSpringKey: String { "FoldingCell.interactive" }

    /// The spring settled: the cell rests open or closed.
    func finishInteractiveFold() {
        setRestState(unfolded: isUnfolded)
        interactiveFoldDidChange?(self)
    }

    /// Drops the running plan without running its completions (the finger took over).
    func setPlanAside() {
        planToken += 1
        plan = nil
        completions = []
    }
}
