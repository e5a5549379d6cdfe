import Foundation

/// Traits that can be set (UIKit's `UIMutableTraits`, iOS 17): the system traits' values, and
/// any trait's through the subscript (`traits[ThemeTrait.self] = .monochrome`).
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Equatable { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

/// The traits a view or a view controller sets for itself and everything below it (UIKit's
/// `traitOverrides`, iOS 17): `view.traitOverrides.userInterfaceStyle = .dark`. A trait not set
/// is inherited; `remove(_:)` inherits it again. Reading a trait not set gives its default.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    var traits = UITraitCollection.Traits()
    /// The traits set, each flagged: a set value may equal the unspecified default.
    var overridden: Set<ObjectIdentifier> = []

    init(traits: UITraitCollection.Traits, overridden: Set<ObjectIdentifier>) {
        self.traits = traits
        self.overridden = overridden
    }

    /// The names of the custom traits set, for the description.
    private var customNames: [ObjectIdentifier: String] = [:]

    private mutating func mark(_ trait: UITrait) { overridden.insert(ObjectIdentifier(trait)) }

    /// A trait's override (its default when not set); setting it overrides the trait.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Equatable {
        get { traits.value(of: trait) }
        set {
            traits.setValue(newValue, of: trait)
            mark(trait)
            if !(trait is any SystemTrait.Type) { customNames[ObjectIdentifier(trait)] = trait.name }
        }
    }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }

    /// Whether the overrides set `trait`.
    public func contains(_ trait: UITrait) -> Bool { overridden.contains(ObjectIdentifier(trait)) }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        let id = ObjectIdentifier(trait)
        overridden.remove(id)
        traits.custom[id] = nil
        customNames[id] = nil
        (trait as? any SystemTrait.Type)?.copy(from: UITraitCollection.Traits(), to: &traits)
    }

    public var description: String {
        "UITraitOverrides(\(traitNames.joined(separator: ", ")))"
    }

    private var traitNames: [String] {
        systemTraits.filter { contains($0 as UITrait) }.map { ($0 as UITrait).name } + customNames.values.sorted()
    }

    /// `traits` with the overrides over them (a set trait wins even when it is the unspecified value).
    func applied(to base: UITraitCollection) -> UITraitCollection {
        guard !overridden.isEmpty else { return base }
        var t = base.traits
        for trait in systemTraits where contains(trait as UITrait) { trait.copy(from: traits, to: &t) }
        // A custom trait set to its default is absent from `traits`: it takes the default here too.
        for id in customNames.keys { t.custom[id] = traits.custom[id] }
        return t == base.traits ? base : UITraitCollection(traits: t)
    }
}
