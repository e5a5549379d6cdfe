#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension FoldingCell {
    /// The container's subview under a flat, visible piece at `point` (cell coordinates), while a
    /// fold runs.
    public func containerHit(at point: CGPoint, with event: UIEvent? = nil) -> UIView? {
        guard let plan, let layout = configuredLayout, !isHidden, isUserInteractionEnabled else { return nil }
        let t = now
        let p = containerView.convert(point, from: self)
        let d = layoutFoldDirection
        let u = d.along(p, total: layout.containerHeight)
        let across = d.across(p)
        guard across >= 0, across <= layout.width else { return nil }
        let tops = layout.pieceTops
        guard let k = tops.indices.last(where: { tops[$0] <= u }), u < tops[k] + layout.pieceHeights[k] else { return nil }
        // The foreground covers pieces 0 and 1 while it shows.
        if k <= 1 && plan.isVisible(.foreground, at: t) { return nil }
        if k >= 1 {
            guard plan.isVisible(.piece(k), at: t), abs(plan.angle(of: .piece(k), at: t)) < 1e-6 else { return nil }
            // A back view showing over the lower part of this piece hides the content there.
            if let back = backViews[k], plan.isVisible(.back(k), at: t),
                u >= tops[k] + layout.pieceHeights[k] - (d.isHorizontal ? back.bounds.width : back.bounds.height)
            {
                return nil
            }
        }
        for s in containerView.subviews.reversed() {
            if let hit = s.hitTest(s.convert(p, from: containerView), with: event) { return hit }
        }
        return nil
    }
}
