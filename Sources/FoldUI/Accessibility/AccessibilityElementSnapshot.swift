import FoldCore
import Foundation

/// One accessibility element as an assistive app reads it at a moment: what
/// `foodmenu --print-accessibility` prints and the AT-SPI bridge compares frame to frame.
package struct AccessibilityElementSnapshot: Equatable {
    package var label: String?
    package var value: String?
    package var hint: String?
    package var traits: UIAccessibilityTraits
    /// In screen (window) points.
    package var frame: CGRect
    package var expandedStatus: UIAccessibility.ExpandedStatus
    package var identifier: String?
    /// The names of the custom actions.
    package var actions: [String]

    /// A JSON object: `label`, `value`, `hint`, `identifier` (when set), `traits` (UIKit's names),
    /// `frame` ([x, y, width, height] in points), `expanded` (when the element expands), `actions`
    /// (when it has custom ones).
    package var json: [String: Any] {
        var object: [String: Any] = [
            "traits": traits.names,
            "frame": [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
        ]
        if let label { object["label"] = label }
        if let value { object["value"] = value }
        if let hint { object["hint"] = hint }
        if let identifier { object["identifier"] = identifier }
        if expandedStatus != .unsupported { object["expanded"] = expandedStatus == .expanded }
        if !actions.isEmpty { object["actions"] = actions }
        return object
    }
}
