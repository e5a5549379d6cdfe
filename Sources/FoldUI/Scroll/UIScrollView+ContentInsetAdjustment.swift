import Foundation

extension UIScrollView {
    /// How a scroll view adds the safe area to `contentInset` (UIScrollView.ContentInsetAdjustmentBehavior).
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        /// As `.scrollableAxes`: FoldKit has no navigation or tab bar controllers, whose content
        /// UIKit adjusts vertically whether it scrolls or not.
        case automatic = 0
        /// The safe area's top and bottom when the content is taller than the scroll view (or
        /// `alwaysBounceVertical`), its left and right when it is wider (or `alwaysBounceHorizontal`).
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }

    /// The part of `adjustedContentInset` the safe area adds, by `contentInsetAdjustmentBehavior`.
    var safeAreaContentInset: UIEdgeInsets {
        let s = safeAreaInsets
        guard s != .zero else { return .zero }
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return s
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        return UIEdgeInsets(
            top: vertical ? s.top : 0, left: horizontal ? s.left : 0, bottom: vertical ? s.bottom : 0,
            right: horizontal ? s.right : 0)
    }

    /// Reports a change of `adjustedContentInset` (`adjustedContentInsetDidChange()`, the
    /// delegate) once per change. Content resting at its top (or left) edge stays at the edge
    /// when the safe area's part changes, as UIKit keeps a list under a bar at its start; a change
    /// of `contentInset` alone never moves the content.
    func adjustedContentInsetMayHaveChanged() {
        let safe = safeAreaContentInset
        let adjusted = contentInset + safe
        let old = reportedInsets
        guard adjusted != old.adjusted else { return }
        reportedInsets = (adjusted, safe)
        if safe != old.safe, case .idle = motion, !isTracking {
            var o = contentOffset
            if o.y == -old.adjusted.top { o.y = -adjusted.top }
            if o.x == -old.adjusted.left { o.x = -adjusted.left }
            applyOffset(o)
        }
        setNeedsLayout()
        adjustedContentInsetDidChange()
    }
}
