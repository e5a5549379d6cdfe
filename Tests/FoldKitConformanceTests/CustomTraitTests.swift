// iOS 17's custom traits and the selector forms of `registerForTraitChanges`, against UIKit's
// documentation: a `UITraitDefinition` of an app's own (its example: a `Theme` enum with a
// default) reads as its default until set; `traitOverrides[Trait.self]` sets it for a view and
// its subtree (set to the default, it still wins over the parent's); `contains` and `remove`
// work on it; a registration for it hears its changes and no other trait's;
// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` make collections with it; the
// selector forms call a method taking nothing, the object, or the object and its previous traits.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

enum Theme: Int {
    case standard
    case monochrome
}

/// UIKit's documented example of a custom trait.
struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

struct CornerScaleTrait: UITraitDefinition {
    static let defaultValue = 1.0
}

/// A trait dynamic colours read (UIKit then re-resolves them when it changes).
struct InkTrait: UITraitDefinition {
    static let defaultValue = false
    static let affectsColorAppearance = true
}

struct SeasonTrait: UITraitDefinition {
    static var defaultValue: NSString? { nil }
}

extension UITraitCollection {
    var theme: Theme { self[ThemeTrait.self] }
}

extension UIMutableTraits {
    var theme: Theme {
        get { self[ThemeTrait.self] }
        set { self[ThemeTrait.self] = newValue }
    }
}

/// A view that notes its trait changes through methods (the selector forms).
final class ThemedView: UIView {
    var log: [String] = []
    func noteTheme() { log.append("theme \(traitCollection.theme)") }
    func noteView(_ view: ThemedView) { log.append("view \(view === self)") }
    func noteChange(_ environment: UITraitEnvironment, previousTraitCollection: UITraitCollection) {
        log.append("\(previousTraitCollection.theme)→\(environment.traitCollection.theme)")
    }
    func noteButton(_ button: UIButton) { log.append("button") }
}

/// Another object told of a view's changes (the target form).
final class ThemeObserver {
    var count = 0
    func themeDidChange() { count += 1 }
}

extension MediaClockTests {
    @Suite struct CustomTraitTests {
        @Test func aCustomTraitIsItsDefaultUntilSetAndReachesTheSubtree() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let parent = UIView()
            let child = UIView()
            let sibling = UIView()
            window.addSubview(parent)
            parent.addSubview(child)
            window.addSubview(sibling)
            #expect(child.traitCollection[ThemeTrait.self] == .standard)
            #expect(child.traitCollection[CornerScaleTrait.self] == 1)
            #expect(child.traitCollection[SeasonTrait.self] == nil)

            var heard: [String] = []
            child.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, previous: UITraitCollection) in
                heard.append("\(previous.theme)→\(view.traitCollection.theme)")
            }
            child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in
                heard.append("style")
            }
            parent.traitOverrides.theme = .monochrome
            parent.traitOverrides[CornerScaleTrait.self] = 2.5
            parent.traitOverrides[SeasonTrait.self] = "winter"
            #expect(child.traitCollection.theme == .monochrome && parent.traitCollection.theme == .monochrome)
            #expect(child.traitCollection[CornerScaleTrait.self] == 2.5)
            #expect(child.traitCollection[SeasonTrait.self] == "winter")
            #expect(sibling.traitCollection.theme == .standard)
            #expect(heard == ["standard→monochrome"], "\(heard)")
            #expect(parent.traitOverrides.contains(ThemeTrait.self) && !child.traitOverrides.contains(ThemeTrait.self))

            // Set to the default below, the default wins there.
            heard = []
            child.traitOverrides.theme = .standard
            #expect(child.traitOverrides.contains(ThemeTrait.self))
            #expect(child.traitCollection.theme == .standard && parent.traitCollection.theme == .monochrome)
            #expect(heard == ["monochrome→standard"], "\(heard)")
            child.traitOverrides.remove(ThemeTrait.self)
            #expect(child.traitCollection.theme == .monochrome)

            // Removed from the parent: the default again, and heard.
            heard = []
            parent.traitOverrides.remove(ThemeTrait.self)
            #expect(!parent.traitOverrides.contains(ThemeTrait.self))
            #expect(child.traitCollection.theme == .standard && child.traitCollection[CornerScaleTrait.self] == 2.5)
            #expect(heard == ["monochrome→standard"], "\(heard)")
            // Setting the same value again is no change.
            parent.traitOverrides[CornerScaleTrait.self] = 2.5
            #expect(heard == ["monochrome→standard"], "\(heard)")
        }

        @Test func aControllersCustomOverrideReachesItsView() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let controller = UIViewController()
            window.addSubview(controller.view)
            let label = UILabel()
            controller.view.addSubview(label)
            controller.traitOverrides.theme = .monochrome
            #expect(controller.traitCollection.theme == .monochrome && label.traitCollection.theme == .monochrome)
        }

        @Test func aTraitAffectingColorsReResolvesALayersColor() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let view = UIView()
            window.addSubview(view)
            view.backgroundColor = UIColor { traits in traits[InkTrait.self] ? .black : .white }
            #expect(view.layer.backgroundColor?.components == UIColor.white.cgColor.components)
            window.traitOverrides[InkTrait.self] = true
            #expect(view.layer.backgroundColor?.components == UIColor.black.cgColor.components)
            #expect(
                UITraitCollection { $0[InkTrait.self] = true }.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        }

        @Test func collectionsAreMadeWithCustomTraits() {
            let dark = UITraitCollection { traits in
                traits.userInterfaceStyle = .dark
                traits.theme = .monochrome
            }
            #expect(dark.userInterfaceStyle == .dark && dark.theme == .monochrome)
            #expect(dark[UITraitUserInterfaceStyle.self] == .dark)
            let bigger = dark.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraLarge }
            #expect(bigger.userInterfaceStyle == .dark && bigger.theme == .monochrome)
            #expect(bigger.preferredContentSizeCategory == .extraExtraLarge)
            let standard = dark.modifyingTraits { $0[ThemeTrait.self] = .standard }
            #expect(standard.theme == .standard)
            // Equal when every trait is; the default and the unset agree.
            #expect(
                dark
                    == UITraitCollection {
                        $0.userInterfaceStyle = .dark
                        $0.theme = .monochrome
                    })
            #expect(dark != UITraitCollection(userInterfaceStyle: .dark))
            #expect(standard == UITraitCollection(userInterfaceStyle: .dark))
            #expect(dark.containsTraits(in: UITraitCollection { $0.theme = .monochrome }))
            #expect(
                !UITraitCollection(userInterfaceStyle: .dark).containsTraits(in: UITraitCollection { $0.theme = .monochrome }))
            // Merged, a later collection's custom traits win.
            let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection { $0[CornerScaleTrait.self] = 3 }])
            #expect(merged.theme == .monochrome && merged[CornerScaleTrait.self] == 3)
        }

        @Test func theSelectorFormsCallTheMethods() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let view = ThemedView()
            window.addSubview(view)
            let observer = ThemeObserver()
            view.registerForTraitChanges([ThemeTrait.self], action: ThemedView.noteTheme)
            view.registerForTraitChanges([ThemeTrait.self], action: ThemedView.noteView)
            view.registerForTraitChanges([ThemeTrait.self], action: ThemedView.noteChange)
            view.registerForTraitChanges([ThemeTrait.self], target: observer, action: ThemeObserver.themeDidChange)
            // A method whose parameter the view cannot be is refused, not called with the view.
            view.registerForTraitChanges([ThemeTrait.self], action: ThemedView.noteButton)
            // A method of another class is refused.
            view.registerForTraitChanges([ThemeTrait.self], action: ThemeObserver.themeDidChange)
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: ThemedView.noteTheme)
            window.traitOverrides.theme = .monochrome
            #expect(view.log == ["theme monochrome", "view true", "standard→monochrome"], "\(view.log)")
            #expect(observer.count == 1)
            // The target is held weakly: once gone, nothing is called.
            var gone: ThemeObserver? = ThemeObserver()
            view.registerForTraitChanges([ThemeTrait.self], target: gone!, action: ThemeObserver.themeDidChange)
            weak let weakGone = gone
            gone = nil
            #expect(weakGone == nil)
            window.traitOverrides.theme = .standard
            #expect(observer.count == 2 && view.log.count == 6)
        }
    }
}
