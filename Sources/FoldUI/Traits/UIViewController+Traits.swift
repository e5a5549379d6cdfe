import FoldCore
import Foundation

extension UIViewController: UITraitEnvironment {
    /// The traits in effect here: those of where the view is (its superview's), else its
    /// parent's or presenter's, else the main screen's, with this controller's style override.
    public var traitCollection: UITraitCollection {
        let parent =
            viewIfLoaded?.superview?.traitCollection ?? self.parent?.traitCollection ?? presentingViewController?.traitCollection
            ?? UIScreen.main.traitCollection
        let traits = traitOverrideStorage.applied(to: parent.overriding(style: overrideUserInterfaceStyle))
        if cachedTraits == nil { cachedTraits = traits }
        return traits
    }

    /// Tells the controller when its traits differ from those it last had (its view's trait
    /// update calls this first, as UIKit tells a controller before its view).
    func traitsMayHaveChanged() {
        guard let previous = cachedTraits else { return }
        let traits = traitCollection
        cachedTraits = traits
        if traits != previous {
            traits.performAsCurrent {
                traitCollectionDidChange(previous)
                traitChangeRegistrations.notify(self, previous: previous, now: traits)
            }
        }
    }

    /// A new style override: the view's subtree takes it (and tells this controller), or,
    /// without a view, the controller alone.
    func overrideDidChange() {
        if let view = viewIfLoaded {
            view.updateTraitCollection()
        }
        traitsMayHaveChanged()
    }
}
