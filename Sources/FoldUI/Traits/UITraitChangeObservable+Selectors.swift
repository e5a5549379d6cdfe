import Foundation

/// The selector forms of `registerForTraitChanges` (iOS 17): the selector is the method itself
/// (`MyView.themeDidChange`, `docs/porting.md`), taking nothing, the object whose traits changed,
/// or that object and its previous traits — the three forms UIKit calls. The target is held
/// weakly. A method whose first parameter the object cannot be is refused with a message (UIKit
/// would pass the object, and the method would misread it).
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self], action: ThemedView.styleDidChange)
/// func styleDidChange(_ view: ThemedView, previousTraitCollection: UITraitCollection) { … }
/// ```
extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `action` (a method without parameters) on `target` after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        weak let held = target
        return registerForTraitChanges(traits) { (_: Self, _: UITraitCollection) in
            if let t = held { action(t)() }
        }
    }

    /// Calls `action` on `target` with the object whose traits changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Environment>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> (Environment) -> Void
    ) -> any UITraitChangeRegistration {
        guard accepts(Environment.self) else { return refused }
        weak let held = target
        return registerForTraitChanges(traits) { (object: Self, _: UITraitCollection) in
            if let t = held, let environment = object as? Environment { action(t)(environment) }
        }
    }

    /// Calls `action` on `target` with the object whose traits changed and its previous traits.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Environment>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        guard accepts(Environment.self) else { return refused }
        weak let held = target
        return registerForTraitChanges(traits) { (object: Self, previous: UITraitCollection) in
            if let t = held, let environment = object as? Environment { action(t)(environment, previous) }
        }
    }

    /// Calls `action`, a method of this object without parameters, after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], action: @escaping (Target) -> () -> Void
    ) -> any UITraitChangeRegistration {
        guard let target = selfAsTarget(Target.self) else { return refused }
        return registerForTraitChanges(traits, target: target, action: action)
    }

    /// Calls `action`, a method of this object, with the object.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Environment>(
        _ traits: [UITrait], action: @escaping (Target) -> (Environment) -> Void
    ) -> any UITraitChangeRegistration {
        guard let target = selfAsTarget(Target.self) else { return refused }
        return registerForTraitChanges(traits, target: target, action: action)
    }

    /// Calls `action`, a method of this object, with the object and its previous traits.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject, Environment>(
        _ traits: [UITrait], action: @escaping (Target) -> (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        guard let target = selfAsTarget(Target.self) else { return refused }
        return registerForTraitChanges(traits, target: target, action: action)
    }

    /// Whether this object can be the action's first argument; says why not.
    private func accepts<Environment>(_: Environment.Type) -> Bool {
        guard !(self is Environment) else { return true }
        refuse(
            "\(type(of: self)) cannot be passed to an action taking \(Environment.self) "
                + "(declare the parameter as \(type(of: self)) or UITraitEnvironment)")
        return false
    }

    /// This object as the action's class; says why not.
    private func selfAsTarget<Target>(_: Target.Type) -> Target? {
        if let target = self as? Target { return target }
        refuse("the action is a method of \(Target.self), not of \(type(of: self)) (pass its object as the target)")
        return nil
    }

    /// What a refused registration returns: a registration made nowhere, which never calls.
    private var refused: any UITraitChangeRegistration { TraitChangeRegistration(traits: []) { _, _ in } }

    private func refuse(_ reason: String) {
        FileHandle.standardError.write(
            Data("registerForTraitChanges: \(reason); the registration was not made\n".utf8))
    }
}
