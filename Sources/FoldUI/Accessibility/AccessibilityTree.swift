import FoldCore
import Foundation

/// What an assistive app finds in a view: its accessibility elements in reading order, as
/// VoiceOver walks UIKit's views. An element hides what is inside it; a hidden or transparent
/// view, and the inside of a view with `accessibilityElementsHidden`, are not read; a container's
/// `accessibilityElements` give its order (views only: FoldKit has no `UIAccessibilityElement`),
/// else its subviews are read line by line from the top, each line from the left; a view with
/// `accessibilityViewIsModal` hides its siblings. Each container's elements are read together.
package enum AccessibilityTree {
    /// The elements inside `view` (the view itself when it is one), in reading order.
    package static func elements(in view: UIView) -> [UIView] {
        var result: [UIView] = []
        collect(view, into: &result)
        return result
    }

    /// The elements an assistive app finds on the window's screen: those at least partly on it.
    package static func elements(onScreenOf window: UIWindow) -> [UIView] {
        let screen = window.bounds
        return elements(in: window).filter { element in
            let frame = element.accessibilityFrame
            return frame.width > 0 && frame.height > 0 && frame.intersects(screen)
        }
    }

    /// The element's snapshot (what `--print-accessibility` prints).
    package static func snapshot(of element: UIView) -> AccessibilityElementSnapshot {
        AccessibilityElementSnapshot(
            label: element.accessibilityLabel, value: element.accessibilityValue, hint: element.accessibilityHint,
            traits: element.accessibilityTraits, frame: element.accessibilityFrame,
            expandedStatus: element.accessibilityExpandedStatus, identifier: element.accessibilityIdentifier,
            actions: (element.accessibilityCustomActions ?? []).map(\.name))
    }

    private static func collect(_ view: UIView, into result: inout [UIView]) {
        // UIKit reads neither hidden views nor ones too transparent to be touched.
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if view.isAccessibilityElement {
            result.append(view)
            return
        }
        guard !view.accessibilityElementsHidden else { return }
        if let listed = view.accessibilityElements {
            for case let child as UIView in listed { collect(child, into: &result) }
            return
        }
        var children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { children = [modal] }
        for child in readingOrder(children) { collect(child, into: &result) }
    }

    /// Line by line from the top, each line from the left (a view starting above the middle of
    /// the line's first view is on its line); views at the same place keep their order.
    private static func readingOrder(_ views: [UIView]) -> [UIView] {
        guard views.count > 1 else { return views }
        let byTop = views.enumerated().sorted { a, b in
            let (ya, yb) = (a.element.frame.minY, b.element.frame.minY)
            return ya != yb ? ya < yb : a.offset < b.offset
        }
        var ordered: [UIView] = []
        var line: [(offset: Int, element: UIView)] = []
        func endLine() {
            ordered += line.sorted { a, b in
                let (xa, xb) = (a.element.frame.minX, b.element.frame.minX)
                return xa != xb ? xa < xb : a.offset < b.offset
            }.map(\.element)
            line.removeAll()
        }
        for entry in byTop {
            if let first = line.first, entry.element.frame.minY >= first.element.frame.midY { endLine() }
            line.append(entry)
        }
        endLine()
        return ordered
    }
}
