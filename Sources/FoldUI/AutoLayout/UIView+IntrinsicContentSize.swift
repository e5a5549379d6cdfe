import Foundation

extension NSLayoutConstraint {
    /// NSLayoutConstraint.Axis, with UIKit's raw values.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// Intrinsic content size, with the priorities by which Auto Layout keeps a view at it: content
/// hugging (not larger; 250 by default) and compression resistance (not smaller; 750).
extension UIView {
    /// A size component that says the view has no natural size along that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// `invalidateIntrinsicContentSize()`: Auto Layout reads the size again at the next pass.
    func noteIntrinsicSizeChange() {
        guard !translatesAutoresizingMaskIntoConstraints || !installedConstraints.isEmpty else { return }
        AutoLayoutState.current.version &+= 1
        superview?.setNeedsLayout() ?? setNeedsLayout()
    }
}

/// A view's hugging and compression-resistance priorities.
struct ContentPriorities {
    var huggingX = UILayoutPriority.defaultLow, huggingY = UILayoutPriority.defaultLow
    var resistanceX = UILayoutPriority.defaultHigh, resistanceY = UILayoutPriority.defaultHigh
}
