#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension UIView {
    /// Sets `subview`'s frame from one measured for a left-to-right layout in its superview;
    /// right to left it is mirrored across the superview's width. UIKit mirrors constraints,
    /// not frames: a view laid out by hand mirrors itself.
    func place(_ subview: UIView, _ frame: CGRect) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else {
            subview.frame = frame
            return
        }
        let width = subview.superview?.bounds.width ?? bounds.width
        subview.frame = CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Right-aligned text on the trailing side: right, or left right to left.
    var trailingTextAlignment: NSTextAlignment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    }
}
