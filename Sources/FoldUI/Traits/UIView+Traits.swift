import FoldCore
import Foundation

extension UIView: UITraitEnvironment {
    /// The traits in effect here: the superview's (a window's: its screen's; a view outside any
    /// window: the main screen's), with the style its view controller and then the view itself
    /// override, and the layout direction its `semanticContentAttribute` forces.
    public var traitCollection: UITraitCollection {
        if let cachedTraits { return cachedTraits }
        let traits = inheritedTraits()
        cachedTraits = traits
        return traits
    }

    private func inheritedTraits() -> UITraitCollection {
        let parent = superview?.traitCollection ?? (self as? UIWindow)?.screen.traitCollection ?? UIScreen.main.traitCollection
        var controllers = parent
        if let controller = owningViewController {
            controllers = controller.traitOverrideStorage.applied(
                to: parent.overriding(style: controller.overrideUserInterfaceStyle))
        }
        let own = traitOverrideStorage.applied(to: controllers.overriding(style: overrideUserInterfaceStyle))
        return own.overriding(direction: forcedTraitDirection)
    }

    /// Brings the traits of this view and its subtree up to date after a move or an override,
    /// telling each view (and a view controller, through its view) whose traits changed, with
    /// the new traits as current, and resolving its dynamic colours again. A subtree whose root
    /// kept its traits, or never had them asked for, is left as it is: its traits follow.
    func updateTraitCollection() {
        guard let previous = cachedTraits else { return }
        let traits = inheritedTraits()
        guard traits != previous else {
            cachedTraits = traits
            return
        }
        cachedTraits = traits
        traits.performAsCurrent {
            owningViewController?.traitsMayHaveChanged()
            traitCollectionDidChange(previous)
            traitChangeRegistrations.notify(self, previous: previous, now: traits)
            if traits.hasDifferentColorAppearance(comparedTo: previous) { resolveDynamicColors() }
            if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory {
                contentSizeCategoryDidChange()
            }
            if traits.layoutDirection != previous.layoutDirection { layoutDirectionDidChange() }
        }
        for s in subviews { s.updateTraitCollection() }
    }
}
