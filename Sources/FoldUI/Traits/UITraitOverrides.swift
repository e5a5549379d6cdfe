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
        get { traits.style }
        set {
            traits.style = newValue
            mark(UITraitUserInterfaceStyle.self)
        }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { traits.direction }
        set {
            traits.direction = newValue
            mark(UITraitLayoutDirection.self)
        }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { traits.contentSize }
        set {
            traits.contentSize = newValue
            mark(UITraitPreferredContentSizeCategory.self)
        }
    }
    public var displayScale: CGFloat {
        get { traits.scale }
        set {
            traits.scale = newValue
            mark(UITraitDisplayScale.self)
        }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { traits.horizontal }
        set {
            traits.horizontal = newValue
            mark(UITraitHorizontalSizeClass.self)
        }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { traits.vertical }
        set {
            traits.vertical = newValue
            mark(UITraitVerticalSizeClass.self)
        }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { traits.idiom }
        set {
            traits.idiom = newValue
            mark(UITraitUserInterfaceIdiom.self)
        }
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
