import Foundation

/// The table header and footer views (`tableHeaderView`, `tableFooterView`): above the first
/// section and below the last, in the scrolling content, the table's width and the height
/// their frames had when assigned.
extension UITableView {
    /// Takes a newly assigned header or footer view: the old one leaves, the new one comes in
    /// with the height its frame has now, stored through `store` before the content resizes.
    func tableViewDidChange(from old: UIView?, to new: UIView?, store: (Double) -> Void) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        let h = new.map { Double($0.frame.height) } ?? 0
        store(h.isFinite ? max(0, h) : 0)
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
