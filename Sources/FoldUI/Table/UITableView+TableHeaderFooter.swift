import Foundation

/// The table header and footer views (`tableHeaderView`, `tableFooterView`): above the first
/// section and below the last, in the scrolling content, the table's width and the height
/// their frames had when assigned.
extension UITableView {
    /// The height a header or footer view's frame has when assigned (0 for none, or one not
    /// finite or negative).
    static func assignedHeight(of view: UIView?) -> Double {
        let h = view.map { Double($0.frame.height) } ?? 0
        return h.isFinite ? max(0, h) : 0
    }

    /// Takes a newly assigned header or footer view (its height already taken): the old one
    /// leaves, the new one comes in, and the content resizes.
    func replaceTableView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, belowSubview: verticalScrollIndicator) }
        updateContentSize()
        setNeedsLayout()
    }

    /// Places the two views: the header at the top of the content, the footer after the rows.
    func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderHeight)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: tableHeaderHeight + rows.totalHeight, width: bounds.width, height: tableFooterHeight)
            if footer.frame != frame { footer.frame = frame }
        }
    }
}
