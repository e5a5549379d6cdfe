import Foundation

/// The root view's safe area and margins, as the controller shapes them.
extension UIViewController {
    /// Insets added to the root view's safe area (for bars the controller draws itself).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { safeAreaState.additional }
        set {
            guard newValue != safeAreaState.additional else { return }
            safeAreaState.additional = newValue
            if isViewLoaded { view.noteSafeAreaChange() }
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { safeAreaState.respectsSystemMinimum }
        set {
            guard newValue != safeAreaState.respectsSystemMinimum else { return }
            safeAreaState.respectsSystemMinimum = newValue
            if isViewLoaded { view.marginsDidChange() }
        }
    }

    /// The least margins of the root view: none at the top and bottom, and 16 points at the
    /// sides of a view narrower than 414 points, 20 from there (UIKit's on iPhones: 16, and 20
    /// on the Plus and Max sizes).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = isViewLoaded && view.bounds.width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
