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
protocol SystemTrait: UITraitDefinition {
    static func value(in traits: UITraitCollection.Traits) -> AnyHashable
    /// Sets this trait in `traits` to its value in `source`.
    static func copy(from source: UITraitCollection.Traits, to traits: inout UITraitCollection.Traits)
    /// Sets this trait in `traits` to a value of its type (another is ignored).
    static func write(_ value: Any, to traits: inout UITraitCollection.Traits)
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
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.style }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) { t.style = source.style }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? UIUserInterfaceStyle { t.style = v }
    }
}

public final class UITraitLayoutDirection: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.direction }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) {
        t.direction = source.direction
    }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? UITraitEnvironmentLayoutDirection { t.direction = v }
    }
}

public final class UITraitPreferredContentSizeCategory: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.contentSize }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) {
        t.contentSize = source.contentSize
    }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? UIContentSizeCategory { t.contentSize = v }
    }
}

public final class UITraitDisplayScale: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue: CGFloat = 0
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.scale }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) { t.scale = source.scale }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? CGFloat { t.scale = v }
    }
}

public final class UITraitHorizontalSizeClass: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.horizontal }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) {
        t.horizontal = source.horizontal
    }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? UIUserInterfaceSizeClass { t.horizontal = v }
    }
}

public final class UITraitVerticalSizeClass: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.vertical }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) { t.vertical = source.vertical }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? UIUserInterfaceSizeClass { t.vertical = v }
    }
}

public final class UITraitUserInterfaceIdiom: NSObject, UITraitDefinition, SystemTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static func value(in t: UITraitCollection.Traits) -> AnyHashable { t.idiom }
    static func copy(from source: UITraitCollection.Traits, to t: inout UITraitCollection.Traits) { t.idiom = source.idiom }
    static func write(_ value: Any, to t: inout UITraitCollection.Traits) {
        if let v = value as? UIUserInterfaceIdiom { t.idiom = v }
    }
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
