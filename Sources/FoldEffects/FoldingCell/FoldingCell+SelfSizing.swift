#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The open height that follows the container's content (`sizesContainerToFit`).
extension FoldingCell {
    /// The height the container's content needs: its lowest subview, each measured by
    /// `sizeThatFits` at its width, plus `containerBottomInset`. A subview spanning the
    /// container's whole height follows the container, so only what it asks for counts (a
    /// label's text), not its frame: else each pass would add the inset to the last height.
    func fittingContainerHeight(width: Double) -> Double {
        containerView.layoutIfNeeded()
        let height = containerView.bounds.height
        let bottom =
            containerView.subviews.map { v -> Double in
                let fitted = v.sizeThatFits(CGSize(width: v.bounds.width, height: CGFloat.infinity)).height
                let fit = fitted.isFinite ? fitted : 0
                let spansContainer = height > 0 && v.frame.minY <= 0.5 && v.frame.maxY >= height - 0.5
                if spansContainer {
                    // A plain view answers with its own size: it asks for nothing.
                    return abs(fit - v.frame.height) < 0.5 ? 0 : v.frame.minY + fit
                }
                return v.frame.minY + max(v.frame.height, fit)
            }.max() ?? 0
        return bottom + containerBottomInset
    }

    /// At rest, after a configured (or once tried) plan: re-plans for the content's height when
    /// it moved by half a point or more. A running fold keeps its pieces; the layout after it
    /// measures again.
    func fitContainerToContent() {
        guard sizesContainerToFit, let fitted = fittedContainerHeight, !isAnimating(), !isInteractivelyFolding
        else { return }
        let width = crossSize
        guard width > 0 else { return }
        let height = fittingContainerHeight(width: width)
        guard abs(height - fitted) >= 0.5 else { return }
        let before = configuredLayout
        fittedContainerHeight = height
        commonInit()
        if configuredLayout != before { containerHeightDidChange?(self) }
    }

    /// A text size change re-measures the content (its labels take their new fonts first).
    func followContentSizeCategory(_ follows: Bool) {
        if follows, contentSizeRegistration == nil {
            contentSizeRegistration = registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
                (cell: FoldingCell, _: UITraitCollection) in
                cell.setNeedsLayout()
            }
        } else if !follows, let registration = contentSizeRegistration {
            unregisterForTraitChanges(registration)
            contentSizeRegistration = nil
        }
    }
}
