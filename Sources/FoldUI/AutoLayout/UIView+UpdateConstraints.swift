import Foundation

/// The update-constraints pass: views that asked (`setNeedsUpdateConstraints()`) get
/// `updateConstraints()` before the next layout pass solves, subviews before their superviews,
/// as UIKit runs it.
extension UIView {
    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard !needsConstraintUpdate else { return }
        needsConstraintUpdate = true
        AutoLayoutState.current.pendingConstraintUpdates += 1
        setNeedsLayout()
    }

    /// Whether the view asked for `updateConstraints()` and has not had it yet.
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs the pending `updateConstraints()` of this view and its subtree now.
    public func updateConstraintsIfNeeded() {
        guard AutoLayoutState.current.pendingConstraintUpdates > 0 else { return }
        runConstraintUpdates()
    }

    /// Depth first, subviews before the view.
    func runConstraintUpdates() {
        for s in subviews { s.runConstraintUpdates() }
        guard needsConstraintUpdate else { return }
        needsConstraintUpdate = false
        AutoLayoutState.current.pendingConstraintUpdates -= 1
        updateConstraints()
    }
}
