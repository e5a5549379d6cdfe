import Foundation

extension UIView {
    /// Which of a view's margins and lengths follow its superview's size (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// Springs and struts: when a view's size changes, each subview placed by its frame moves and
/// resizes as its `autoresizingMask` says, the change along an axis shared among its flexible
/// parts (left margin, width, right margin) in proportion to their lengths, as UIKit documents —
/// equally when they have none. Auto Layout reads the same rule as constraints
/// (`LayoutEngine`), so a view of fixed frame inside one Auto Layout sizes follows it.
extension UIView {
    /// Moves and resizes the subviews for a change of this view's size.
    func autoresizeSubviews(from old: CGSize, to new: CGSize) {
        guard autoresizesSubviews, old != new else { return }
        for s in subviews where !s.autoresizingMask.isEmpty && s.translatesAutoresizingMaskIntoConstraints {
            let f = s.frame
            let (x, w) = s.autoresizingMask.shares(horizontal: true, origin: f.minX, length: f.width, in: old.width)
            let (y, h) = s.autoresizingMask.shares(horizontal: false, origin: f.minY, length: f.height, in: old.height)
            let dw = new.width - old.width
            let dh = new.height - old.height
            let frame = CGRect(x: f.minX + x * dw, y: f.minY + y * dh, width: f.width + w * dw, height: f.height + h * dh)
            if frame != f { s.frame = frame }
        }
    }
}

extension UIView.AutoresizingMask {
    /// The shares of a change of the superview's length that go to the origin and the length
    /// along one axis: the flexible parts' lengths over their sum.
    func shares(horizontal: Bool, origin: CGFloat, length: CGFloat, in superLength: CGFloat) -> (CGFloat, CGFloat) {
        let flexible =
            horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        let parts = [
            flexible.0 ? max(0, origin) : 0, flexible.1 ? max(0, length) : 0,
            flexible.2 ? max(0, superLength - origin - length) : 0,
        ]
        let total = parts.reduce(0, +)
        if total > 0 { return (parts[0] / total, parts[1] / total) }
        let count = CGFloat([flexible.0, flexible.1, flexible.2].filter { $0 }.count)
        guard count > 0 else { return (0, 0) }
        return ((flexible.0 ? 1 : 0) / count, (flexible.1 ? 1 : 0) / count)
    }
}
