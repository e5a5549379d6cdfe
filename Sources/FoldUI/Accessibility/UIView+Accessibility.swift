import FoldCore
import Foundation

/// What was set on a view's accessibility properties (nil: the view's default).
struct AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var expandedStatus: UIAccessibility.ExpandedStatus?
    var activationPoint: CGPoint?
}

/// What a standard view is to an assistive app until the app says otherwise: UIKit's controls
/// are elements, labelled by their titles; a label is static text reading its text; an image
/// view is an image but not an element.
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    var traits = UIAccessibilityTraits.none
}

extension UIControl {
    /// A control's defaults: an element, not enabled or selected as it is.
    var controlAccessibilityDefaults: AccessibilityDefaults {
        var traits = UIAccessibilityTraits.none
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return AccessibilityDefaults(isElement: true, traits: traits)
    }
}
