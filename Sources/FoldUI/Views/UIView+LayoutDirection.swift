import Foundation

/// Right to left as UIKit has it. The direction comes down the trait tree from the screen (a
/// host's `--layout-direction`); a view whose `semanticContentAttribute` forces a direction gives
/// it to its subtree's traits; playback and spatial views keep left to right for their own
/// content only. Leading and trailing (constraints, margins, stack views, `.natural` text) follow
/// the effective direction; frames set in code are not mirrored (nor are they in UIKit).
extension UIView {
    /// The direction for arranging this view's own content: its traits' direction unless its
    /// semantic content attribute says otherwise.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection.userInterfaceLayoutDirection)
    }

    /// The direction a view with `attribute` lays out in, in the app's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `semanticContentAttribute` lays out in, in `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view's attribute forces on its traits, if it forces one.
    var forcedTraitDirection: UITraitEnvironmentLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: .unspecified
        }
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The layout direction changed here (traits or attribute): constraints between leading and
    /// trailing edges are solved again, and the view lays out and draws again.
    func layoutDirectionDidChange() {
        AutoLayoutState.current.version &+= 1
        setNeedsLayout()
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }
}
