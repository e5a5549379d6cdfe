import FoldCore
import Foundation

/// The environment an element of the interface is in (UIKit's `UITraitCollection`): light or
/// dark, the layout direction, the preferred text size, the display scale, the size classes
/// and the idiom. Immutable; a trait not given is unspecified (`.unspecified`, scale 0).
///
/// The traits reach views and view controllers from their window, which takes the screen's
/// (`UIScreen.traitCollection`), and change down the tree where a view or controller overrides
/// its style (`overrideUserInterfaceStyle`); `traitCollectionDidChange(_:)` follows each change.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    private let customTraits: [ObjectIdentifier: CustomTraitValue]

    /// Every trait unspecified.
    public override convenience init() { self.init(traits: Traits()) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traits: Traits(style: userInterfaceStyle))
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traits: Traits(direction: layoutDirection))
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(traits: Traits(contentSize: preferredContentSizeCategory))
    }
    public convenience init(displayScale scale: CGFloat) { self.init(traits: Traits(scale: scale)) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(horizontal: horizontalSizeClass))
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: Traits(vertical: verticalSizeClass))
    }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(traits: Traits(idiom: idiom)) }

    /// The traits of all the collections, a later one's specified traits over an earlier one's.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var t = Traits()
        for c in traitCollections { t.overlay(c.traits) }
        self.init(traits: t)
    }

    /// FoldKit has no archives: nil, as a decode that fails.
    public required init?(coder: NSCoder) { return nil }

    init(traits: Traits) {
        userInterfaceStyle = traits.style
        layoutDirection = traits.direction
        preferredContentSizeCategory = traits.contentSize
        displayScale = traits.scale
        horizontalSizeClass = traits.horizontal
        verticalSizeClass = traits.vertical
        userInterfaceIdiom = traits.idiom
        customTraits = traits.custom
        super.init()
    }

    var traits: Traits {
        Traits(
            style: userInterfaceStyle, direction: layoutDirection, contentSize: preferredContentSizeCategory, scale: displayScale,
            horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom, custom: customTraits)
    }

    /// A trait's value, system or custom (a custom trait not set reads as its `defaultValue`):
    /// `traitCollection[ThemeTrait.self]`.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Equatable {
        traits.value(of: trait)
    }

    /// Changes to make on a container of traits (iOS 17).
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// A collection made by setting traits on unspecified ones (iOS 17):
    /// `UITraitCollection { $0.userInterfaceStyle = .dark; $0[ThemeTrait.self] = .monochrome }`.
    public convenience init(mutations: TraitMutations) {
        self.init(traits: Self.mutated(Traits(), by: mutations))
    }

    /// These traits with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(traits: Self.mutated(traits, by: mutations))
    }

    private static func mutated(_ traits: Traits, by mutations: TraitMutations) -> Traits {
        var container: any UIMutableTraits = UITraitOverrides(traits: traits, overridden: [])
        mutations(&container)
        if let overrides = container as? UITraitOverrides { return overrides.traits }
        // The closure put another container in its place: its system traits are what it says.
        return Traits(
            style: container.userInterfaceStyle, direction: container.layoutDirection,
            contentSize: container.preferredContentSizeCategory, scale: container.displayScale,
            horizontal: container.horizontalSizeClass, vertical: container.verticalSizeClass,
            idiom: container.userInterfaceIdiom)
    }

    /// Whether every trait `trait` specifies has the same value here (nil: false).
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let other = trait?.traits else { return false }
        var mine = traits
        mine.overlay(other)
        return mine == traits
    }

    /// These traits with `style` over the style (themselves when `style` is unspecified or the
    /// same): what a view's or a controller's style override makes of its parent's traits.
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        var t = traits
        t.style = style
        return UITraitCollection(traits: t)
    }

    /// These traits with `direction` over the layout direction (themselves when it is
    /// unspecified or the same): what a view that forces a direction makes of its parent's.
    func overriding(direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        guard direction != .unspecified, direction != layoutDirection else { return self }
        var t = traits
        t.direction = direction
        return UITraitCollection(traits: t)
    }

    /// Whether colours resolve differently in the two collections: their styles, or a custom
    /// trait that affects colour appearance, differ.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard userInterfaceStyle == (traitCollection?.userInterfaceStyle ?? .unspecified) else { return true }
        let other = traitCollection?.customTraits ?? [:]
        // A trait set on one side only, or to another value: each side's entries, checked against the other's.
        func differs(_ a: [ObjectIdentifier: CustomTraitValue], _ b: [ObjectIdentifier: CustomTraitValue]) -> Bool {
            a.contains { id, value in value.affectsColorAppearance && b[id] != value }
        }
        return differs(customTraits, other) || differs(other, customTraits)
    }

    /// This thread's current traits: those of the view or controller UIKit is updating (set
    /// around `traitCollectionDidChange(_:)`, `tintColorDidChange()`, `layoutSubviews()` and
    /// `draw(_:)`), else the main screen's. A dynamic colour's `cgColor` resolves with them.
    open class var current: UITraitCollection {
        get { currentTraits.value.traits ?? UIScreen.main.traitCollection }
        set { currentTraits.value.traits = newValue }
    }

    /// Runs `actions` with these traits as `current`, then restores the previous ones.
    open func performAsCurrent(_ actions: () -> Void) {
        let box = currentTraits.value
        let saved = box.traits
        box.traits = self
        defer { box.traits = saved }
        actions()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.traits == traits
    }

    open override var hash: Int { traits.hashValue }

    /// Trait collections are immutable: the copy is the collection itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), layoutDirection: \(layoutDirection), "
            + "preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue), displayScale: \(displayScale), "
            + "horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: \(verticalSizeClass), "
            + "userInterfaceIdiom: \(userInterfaceIdiom))"
    }

    /// The traits as a value; unspecified by default.
    struct Traits: Hashable {
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var contentSize = UIContentSizeCategory.unspecified
        var scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        /// Custom traits (`UITraitDefinition`s of an app's own) not at their default value.
        var custom: [ObjectIdentifier: CustomTraitValue] = [:]

        /// A trait's value here: a system trait's field, or a custom trait's value or default.
        func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value where T.Value: Equatable {
            if let system = trait as? any SystemTrait.Type, let v = system.value(in: self).base as? T.Value { return v }
            return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
        }

        /// Sets a trait's value (a custom trait at its default is kept as absent).
        mutating func setValue<T: UITraitDefinition>(_ value: T.Value, of trait: T.Type) where T.Value: Equatable {
            if let system = trait as? any SystemTrait.Type {
                system.write(value, to: &self)
            } else if value == T.defaultValue {
                custom[ObjectIdentifier(trait)] = nil
            } else {
                custom[ObjectIdentifier(trait)] = CustomTraitValue(
                    value, affectsColorAppearance: trait.affectsColorAppearance)
            }
        }

        /// `other`'s specified traits over these.
        mutating func overlay(_ other: Traits) {
            custom.merge(other.custom) { _, theirs in theirs }
            if other.style != .unspecified { style = other.style }
            if other.direction != .unspecified { direction = other.direction }
            if other.contentSize != .unspecified { contentSize = other.contentSize }
            if other.scale != 0 { scale = other.scale }
            if other.horizontal != .unspecified { horizontal = other.horizontal }
            if other.vertical != .unspecified { vertical = other.vertical }
            if other.idiom != .unspecified { idiom = other.idiom }
        }
    }
}

/// A custom trait's value, compared by its type's `==` (trait values are compared often, as
/// UIKit compares them, to find what changed).
struct CustomTraitValue: Hashable {
    let value: Any
    /// Whether its trait says dynamic colours read it (`UITraitDefinition.affectsColorAppearance`).
    let affectsColorAppearance: Bool
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value, affectsColorAppearance: Bool) {
        self.value = value
        self.affectsColorAppearance = affectsColorAppearance
        equals = { ($0 as? Value) == value }
    }

    static func == (a: CustomTraitValue, b: CustomTraitValue) -> Bool { a.equals(b.value) }
    /// Values of any type may be equal only by `==`: the hash leaves them to it.
    func hash(into hasher: inout Hasher) {}
}

/// This thread's `UITraitCollection.current`, when set.
private final class CurrentTraits {
    var traits: UITraitCollection?
}

private let currentTraits = PerThread { CurrentTraits() }
