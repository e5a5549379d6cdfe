import FoldCore
import Foundation

extension UIView {
    /// Marks the view for a `layoutSubviews` pass on the next frame (or `layoutIfNeeded`).
    public func setNeedsLayout() {
        needsLayout = true
        var v: UIView? = self
        while let current = v {
            current.subtreeNeedsLayout = true
            v = current.superview
        }
    }

    /// Lays out this view (when marked) and then every marked view below it, top down, so a
    /// superview's `layoutSubviews` runs before its subviews read their new bounds.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout || needsLayout else { return }
        updateAutoLayout()
        layOutMarkedViews()
    }

    private func layOutMarkedViews() {
        guard subtreeNeedsLayout || needsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layOutMarkedViews() }
    }

    func markSubtreeForLayout() {
        needsLayout = true
        subtreeNeedsLayout = true
        for s in subviews { s.markSubtreeForLayout() }
        var a = superview
        while let current = a {
            current.subtreeNeedsLayout = true
            a = current.superview
        }
    }

    /// Resizes the view to `sizeThatFits` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
}
