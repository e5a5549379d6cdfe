import Foundation

/// What has traits: screens, windows, views and view controllers.
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits in effect here.
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed, with the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
