import Foundation

/// A trait: a value a trait collection carries, with its default (UIKit's `UITraitDefinition`,
/// iOS 17): UIKit's system traits below, and an app's own, whose values are `Equatable` (as
/// UIKit's Swift subscripts require: numbers, Booleans, enums, objects).
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// view.traitOverrides[ThemeTrait.self] = .monochrome   // the view and its subtree
/// view.traitCollection[ThemeTrait.self]                // .monochrome
/// ```
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { "UIKit." + String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as registrations and overrides name it (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: where its value sits in a collection.
protocol SystemTrait: UITraitDefinition where Value: Hashable {
    /// The field of a collection's traits that holds it.
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { get }
    static func value(in traits: UITraitCollection.Traits) -> AnyHashable
    /// Sets this trait in `traits` to its value in `source`.
    static func copy(from source: UITraitCollection.Traits, to traits: inout UITraitCollection.Traits)
    /// Sets this trait in `traits` to a value of its type (another is ignored).
    static func write(_ value: Any, to traits: inout UITraitCollection.Traits)
}

extension SystemTrait {
    static func value(in traits: UITraitCollection.Traits) -> AnyHashable { traits[keyPath: field] }
    static func copy(from source: UITraitCollection.Traits, to traits: inout UITraitCollection.Traits) {
        traits[keyPath: field] = source[keyPath: field]
    }
    static func write(_ value: Any, to traits: inout UITraitCollection.Traits) {
        if let v = value as? Value { traits[keyPath: field] = v }
    }
}

/// The system traits, in UIKit's order.
let systemTraits: [any SystemTrait.Type] = [
    UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self,
    UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
    UITraitUserInterfaceIdiom.self,
]

public final class UITraitUserInterfaceStyle: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.style }
}

public final class UITraitLayoutDirection: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.direction }
}

public final class UITraitPreferredContentSizeCategory: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.contentSize }
}

public final class UITraitDisplayScale: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue: CGFloat = 0
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.scale }
}

public final class UITraitHorizontalSizeClass: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.horizontal }
}

public final class UITraitVerticalSizeClass: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.vertical }
}

public final class UITraitUserInterfaceIdiom: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var field: WritableKeyPath<UITraitCollection.Traits, Value> { \.idiom }
}

extension UITraitCollection {
    /// Whether `trait` differs between the two collections.
    static func trait(_ trait: UITrait, differsBetween a: Traits, and b: Traits) -> Bool {
        guard let system = trait as? any SystemTrait.Type else {
            // A custom trait at its default is absent, so absent and absent agree.
            return a.custom[ObjectIdentifier(trait)] != b.custom[ObjectIdentifier(trait)]
        }
        return system.value(in: a) != system.value(in: b)
    }
}
