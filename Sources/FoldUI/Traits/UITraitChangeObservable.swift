import Foundation

/// A registration for trait changes, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// What reacts to trait changes with a closure (UIKit's `UITraitChangeObservable`, iOS 17):
/// views and view controllers.
///
/// ```swift
/// view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
///     view.setNeedsDisplay()
/// }
/// ```
public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` with the object and its previous traits after any of `traits` changed.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: the traits watched and the handler, which takes the object it was made on.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether one of the watched traits differs between the two collections.
    func matches(_ previous: UITraitCollection, _ now: UITraitCollection) -> Bool {
        traits.contains { UITraitCollection.trait($0, differsBetween: previous.traits, and: now.traits) }
    }

    static func make<T: UITraitEnvironment>(
        _ traits: [UITrait], _ handler: @escaping (T, UITraitCollection) -> Void
    ) -> TraitChangeRegistration {
        TraitChangeRegistration(traits: traits) { object, previous in
            // The object it was registered on; a handler typed for another class is not called.
            if let environment = object as? T { handler(environment, previous) }
        }
    }
}

extension [TraitChangeRegistration] {
    /// Calls the handlers whose traits changed, in the order they were registered.
    func notify(_ object: AnyObject, previous: UITraitCollection, now: UITraitCollection) {
        for r in self where r.matches(previous, now) { r.handler(object, previous) }
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let r = TraitChangeRegistration.make(traits, handler)
        traitChangeRegistrations.append(r)
        _ = traitCollection  // followed from now on
        return r
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// The traits this view and its subtree override (iOS 17); see `UITraitOverrides`.
    public var traitOverrides: UITraitOverrides {
        get { traitOverrideStorage }
        set {
            traitOverrideStorage = newValue
            updateTraitCollection()
        }
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let r = TraitChangeRegistration.make(traits, handler)
        traitChangeRegistrations.append(r)
        if cachedTraits == nil { cachedTraits = traitCollection }
        // Its view's trait updates tell it: they are followed once read.
        _ = viewIfLoaded?.traitCollection
        return r
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// The traits this controller, its view and their subtree override (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { traitOverrideStorage }
        set {
            traitOverrideStorage = newValue
            overrideDidChange()
        }
    }
}
