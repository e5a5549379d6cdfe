#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension PageFoldView {
    func installGestures() {
        panGestureRecognizer.addTarget(self) { view, pan in view.handlePan(pan) }
        tapGestureRecognizer.addTarget(self) { view, tap in
            if tap.state == .recognized { view.poke() }
        }
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(tapGestureRecognizer)
    }

    /// Whether the touch of a recognizer went down in the drag region.
    func startsInDragRegion(_ recognizer: UIGestureRecognizer) -> Bool {
        let down = (recognizer as? FoldPanGestureRecognizer)?.touchDownLocation ?? recognizer.location(in: nil)
        switch options.dragRegion {
        case .anywhere: return true
        case .rect(let rect): return rect.contains(convert(down, from: nil))
        case .foldingHalf: return foldingHalf.point(inside: foldingHalf.convert(down, from: nil), with: nil)
        }
    }

    /// The seed's test: strictly inside the view's bounds.
    func isStrictlyInside(_ p: CGPoint) -> Bool {
        p.x > bounds.minX && p.x < bounds.maxX && p.y > bounds.minY && p.y < bounds.maxY
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: self)
        switch pan.state {
        case .began, .changed:
            guard isStrictlyInside(location) else {
                // The seed: disabling cancels the pan (its action runs again with .cancelled,
                // which springs back); enabling re-arms it for the next touch only.
                pan.isEnabled = false
                pan.isEnabled = true
                return
            }
            if pan.state == .began { beginDrag(at: location) } else { continueDrag(to: location) }
        case .ended:
            endDrag(velocity: pan.velocity(in: self))
        case .cancelled:
            cancelDrag(velocity: pan.velocity(in: self))
        default:
            break
        }
    }

    /// Starts a drag with the finger at `location` (view coordinates): a running spring stops
    /// where it is and the drag continues from that angle.
    public func beginDrag(at location: CGPoint) {
        pop_removeAnimation(forKey: Self.animationKey)
        bringSubviewToFront(foldingHalf)
        dragOrigin = angle >= .pi / 2 ? .pi : 0
        drag = FoldDrag(direction: options.direction, size: bounds.size, start: location, startAngle: angle)
        applyFold()
    }

    /// Moves the drag's finger to `location`: the angle follows at once.
    public func continueDrag(to location: CGPoint) {
        guard let drag else { return }
        angle = drag.foldAngle(at: location)
    }

    /// Lifts the finger, moving at `velocity` (points per second): the seed springs back from
    /// rest; `.commitOrReturn` completes or returns the fold, the velocity carried into the spring.
    public func endDrag(velocity: CGPoint = .zero) {
        guard let drag else { return }
        self.drag = nil
        switch options.release {
        case .springBack:
            spring(to: 0, velocity: 0)
        case .commitOrReturn(let threshold, let fling):
            let omega = drag.angularVelocity(for: velocity)
            let commit = omega >= fling || (omega > -fling && angle >= threshold)
            spring(to: commit ? .pi : 0, velocity: omega)
        }
    }

    /// Cancels the drag (the finger left the view): the page springs back to where the drag
    /// started from — flat, as in the seed, or folded when the drag was unfolding a folded page.
    public func cancelDrag(velocity: CGPoint = .zero) {
        guard let drag else { return }
        self.drag = nil
        switch options.release {
        case .springBack: spring(to: 0, velocity: 0)
        case .commitOrReturn: spring(to: dragOrigin, velocity: drag.angularVelocity(for: velocity))
        }
    }

    /// Whether a drag is in progress.
    public var isDragging: Bool { drag != nil }
}
