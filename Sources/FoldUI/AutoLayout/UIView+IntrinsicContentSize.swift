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

    /// Asks Auto Layout to read `intrinsicContentSize` again at the next layout pass.
    open func invalidateIntrinsicContentSize() {
        guard !translatesAutoresizingMaskIntoConstraints || !installedConstraints.isEmpty else { return }
        AutoLayoutState.current.version &+= 1
        superview?.setNeedsLayout() ?? setNeedsLayout()
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.huggingX : contentPriorities.huggingY
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.huggingX = priority } else { contentPriorities.huggingY = priority }
        invalidateIntrinsicContentSize()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.resistanceX : contentPriorities.resistanceY
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.resistanceX = priority } else { contentPriorities.resistanceY = priority }
        invalidateIntrinsicContentSize()
    }
}

/// A view's hugging and compression-resistance priorities.
struct ContentPriorities {
    var huggingX = UILayoutPriority.defaultLow, huggingY = UILayoutPriority.defaultLow
    var resistanceX = UILayoutPriority.defaultHigh, resistanceY = UILayoutPriority.defaultHigh
}
