extension UIAccessibility {
    /// Whether an element that shows and hides more content is expanded (iOS 18; UIKit's raw
    /// values). An assistive app says "expanded" or "collapsed" as it changes.
    public enum ExpandedStatus: Int, Sendable {
        /// The element does not expand.
        case unsupported = 0
        case expanded = 1
        case collapsed = 2
    }
}
