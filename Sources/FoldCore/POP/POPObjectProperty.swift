import Foundation

// POP's names for UIKit's properties (POPAnimatableProperty.h), with the strings POP gives them.
// A view's bounds and size are the layer's names, as in POP.
public let kPOPViewAlpha = "view.alpha"
public let kPOPViewBackgroundColor = "view.backgroundColor"
public let kPOPViewBounds = kPOPLayerBounds
public let kPOPViewCenter = "view.center"
public let kPOPViewFrame = "view.frame"
public let kPOPViewScaleX = "view.scaleX"
public let kPOPViewScaleXY = "view.scaleXY"
public let kPOPViewScaleY = "view.scaleY"
public let kPOPViewSize = kPOPLayerSize
public let kPOPViewTintColor = "view.tintColor"
public let kPOPScrollViewContentOffset = "scrollView.contentOffset"
public let kPOPScrollViewContentSize = "scrollView.contentSize"
public let kPOPTableViewContentOffset = kPOPScrollViewContentOffset
public let kPOPTableViewContentSize = kPOPScrollViewContentSize
public let kPOPLabelTextColor = "label.textColor"
public let kPOPLayoutConstraintConstant = "layoutConstraint.constant"

/// An object whose own properties POP's named ones drive: UIKit's views, labels and
/// constraints, which live above FoldCore, answer for the names they have (a view also for
/// `kPOPViewBounds` and `kPOPViewSize`, which POP sets through the view).
package protocol POPPropertyHost: AnyObject {
    /// The named property's components, in POP's order; nil when this object has none by that name.
    func popComponents(_ name: String) -> [Double]?
    /// Sets the named property from its components; false when this object has none by that name.
    func setPOPComponents(_ components: [Double], forName name: String) -> Bool
}

/// A colour object with a CGColor (UIKit's UIColor, above FoldCore): POP takes one where it takes
/// a CGColor.
package protocol CGColorConvertible {
    var cgColor: CGColor { get }
}

/// What one of POP's named UIKit properties takes: the kind of value (how many components, and
/// how a `toValue` given the iOS way is read) and POP's threshold for it.
package struct POPObjectProperty: Sendable {
    package let kind: AnimationValue.Kind
    package let threshold: Double

    package var componentCount: Int { kind.componentCount }

    // POP's thresholds (kPOPThresholdPoint, …Opacity, …Scale, …Color).
    private static let point = 1.0, opacity = 0.01, scale = 0.005, color = 0.01

    package static let named: [String: POPObjectProperty] = [
        kPOPViewAlpha: .init(kind: .number, threshold: opacity),
        kPOPViewBackgroundColor: .init(kind: .color, threshold: color),
        kPOPViewCenter: .init(kind: .point, threshold: point),
        kPOPViewFrame: .init(kind: .rect, threshold: point),
        kPOPViewScaleX: .init(kind: .number, threshold: scale),
        kPOPViewScaleXY: .init(kind: .point, threshold: scale),
        kPOPViewScaleY: .init(kind: .number, threshold: scale),
        kPOPViewTintColor: .init(kind: .color, threshold: color),
        kPOPScrollViewContentOffset: .init(kind: .point, threshold: point),
        kPOPScrollViewContentSize: .init(kind: .size, threshold: point),
        kPOPLabelTextColor: .init(kind: .color, threshold: color),
        kPOPLayoutConstraintConstant: .init(kind: .number, threshold: 0.01),
    ]
}
