import FoldCore
import Foundation

extension FrameLoop {
    /// The accessibility elements on the screen, in reading order.
    package var accessibilityElementsOnScreen: [UIView] { AccessibilityTree.elements(onScreenOf: window) }

    /// Activates an element as VoiceOver's double tap does: the element's own
    /// `accessibilityActivate()`, or when that declines, a tap at its
    /// `accessibilityActivationPoint` (delivered with the next step).
    package func activateAccessibilityElement(_ element: UIView) {
        if element.accessibilityActivate() { return }
        let point = element.accessibilityActivationPoint
        send(.pointerDown(point))
        send(.pointerUp(point))
    }

    /// The screen's elements as JSON text: an array of `AccessibilityElementSnapshot.json` objects.
    package func accessibilityJSON() throws -> String {
        let objects = accessibilityElementsOnScreen.map { AccessibilityTree.snapshot(of: $0).json }
        let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
