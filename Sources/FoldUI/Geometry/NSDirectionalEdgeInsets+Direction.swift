import Foundation

extension NSDirectionalEdgeInsets {
    /// The insets by side, read leading first in the direction given.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}

extension UIEdgeInsets {
    /// Directional insets placed on their sides in the direction given.
    init(_ insets: NSDirectionalEdgeInsets, rightToLeft: Bool) {
        self.init(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }
}
