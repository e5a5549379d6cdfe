// UITraitCollection, UITraitEnvironment and dynamic colours, against UIKit's documentation:
// the traits' raw values and unspecified defaults, `init(traitsFrom:)` (a later collection's
// specified traits win), `containsTraits(in:)`, `current` and `performAsCurrent(_:)`; views and
// view controllers take their window's traits and a style override, are told of a change with
// the new traits current, and `UIColor(dynamicProvider:)` resolves per view: a background, a
// label's text colour (checked in pixels) and a template image's tint follow a change.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Light: pure red; dark: pure blue.
private let redOrBlue = UIColor { traits in
    traits.userInterfaceStyle == .dark
        ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
}

private func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }

extension MediaClockTests {
    @Suite(.serialized) struct UITraitCollectionTests {
        final class Watched: UIView {
            var changes: [(previous: UIUserInterfaceStyle?, now: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                changes.append(
                    (
                        previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle,
                        UITraitCollection.current.userInterfaceStyle
                    ))
            }
        }

        final class WatchedController: UIViewController {
            var changes: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                changes.append(traitCollection.userInterfaceStyle)
            }
        }

        @Test func rawValuesAndUnspecifiedDefaults() {
            #expect(UIUserInterfaceStyle.unspecified.rawValue == 0 && UIUserInterfaceStyle.light.rawValue == 1)
            #expect(UIUserInterfaceStyle.dark.rawValue == 2)
            #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
            #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
            #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
            #expect(UIUserInterfaceSizeClass.compact.rawValue == 1 && UIUserInterfaceSizeClass.regular.rawValue == 2)
            #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1 && UIUserInterfaceIdiom.phone.rawValue == 0)
            #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
            #expect(
                UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
            let none = UITraitCollection()
            #expect(none.userInterfaceStyle == .unspecified && none.layoutDirection == .unspecified)
            #expect(none.preferredContentSizeCategory == .unspecified && none.displayScale == 0)
            #expect(none.horizontalSizeClass == .unspecified && none.verticalSizeClass == .unspecified)
            #expect(none.userInterfaceIdiom == .unspecified)
            #expect(
                UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
            #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
            #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        }

        @Test func combiningAndComparing() {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            let scale3 = UITraitCollection(displayScale: 3)
            let both = UITraitCollection(traitsFrom: [dark, scale3, UITraitCollection(userInterfaceStyle: .unspecified)])
            #expect(both.userInterfaceStyle == .dark && both.displayScale == 3)
            #expect(
                UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceStyle: .light)]).userInterfaceStyle == .light)
            #expect(both.containsTraits(in: dark) && both.containsTraits(in: scale3))
            #expect(!dark.containsTraits(in: both))
            #expect(!both.containsTraits(in: nil))
            #expect(both == UITraitCollection(traitsFrom: [scale3, dark]))
            #expect(both.hash == UITraitCollection(traitsFrom: [scale3, dark]).hash)
            #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
            #expect(!dark.hasDifferentColorAppearance(comparedTo: both))
            let f: (UITraitCollection) -> (() -> Void) -> Void = UITraitCollection.performAsCurrent
            _ = f
        }

        @Test func viewsTakeTheirWindowsTraits() {
            let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 3)
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            let t = view.traitCollection
            #expect(t.userInterfaceStyle == .light && t.layoutDirection == .leftToRight)
            #expect(t.preferredContentSizeCategory == .large && t.displayScale == 3)
            #expect(t.horizontalSizeClass == .compact && t.verticalSizeClass == .regular && t.userInterfaceIdiom == .phone)
            #expect(window.traitCollection == window.screen.traitCollection)
            let environment: any UITraitEnvironment = view
            #expect(environment.traitCollection == t)
        }

        @Test func anOverrideReachesTheSubtreeAndTellsEachViewWithTheNewTraitsCurrent() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let outer = Watched(frame: window.bounds)
            let inner = Watched(frame: window.bounds)
            let pinned = Watched(frame: window.bounds)
            window.addSubview(outer)
            outer.addSubview(inner)
            outer.addSubview(pinned)
            pinned.overrideUserInterfaceStyle = .light
            for v in [outer, inner, pinned] { #expect(v.traitCollection.userInterfaceStyle == .light) }
            window.overrideUserInterfaceStyle = .dark
            #expect(outer.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)
            #expect(pinned.traitCollection.userInterfaceStyle == .light)
            #expect(outer.changes.map(\.previous) == [.light] && outer.changes.map(\.now) == [.dark])
            #expect(outer.changes.map(\.current) == [.dark])
            #expect(inner.changes.map(\.now) == [.dark])
            #expect(pinned.changes.isEmpty)
            // Moved out of the dark window: light again, and told.
            inner.removeFromSuperview()
            #expect(inner.traitCollection.userInterfaceStyle == .light)
            #expect(inner.changes.map(\.now) == [.dark, .light])
            window.overrideUserInterfaceStyle = .unspecified
            #expect(outer.traitCollection.userInterfaceStyle == .light)
            #expect(outer.changes.map(\.now) == [.dark, .light])
        }

        @Test func aControllersOverrideReachesItsViewAndTellsIt() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let controller = WatchedController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(controller.traitCollection.userInterfaceStyle == .light)
            #expect(controller.view.traitCollection.userInterfaceStyle == .light)
            controller.overrideUserInterfaceStyle = .dark
            #expect(controller.traitCollection.userInterfaceStyle == .dark)
            #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
            #expect(controller.changes == [.dark])
        }

        @Test func aDynamicColourResolvesPerTraits() {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            let light = UITraitCollection(userInterfaceStyle: .light)
            #expect(components(redOrBlue.resolvedColor(with: dark).cgColor) == [0, 0, 1, 1])
            #expect(components(redOrBlue.resolvedColor(with: light).cgColor) == [1, 0, 0, 1])
            var inDark: [CGFloat] = []
            dark.performAsCurrent { inDark = components(redOrBlue.cgColor) }
            #expect(inDark == [0, 0, 1, 1])
            let faded = redOrBlue.withAlphaComponent(0.5)
            #expect(components(faded.resolvedColor(with: dark).cgColor) == [0, 0, 1, 0.5])
            #expect(components(faded.resolvedColor(with: light).cgColor) == [1, 0, 0, 0.5])
            let fixed = UIColor.green
            #expect(fixed.resolvedColor(with: dark) === fixed)
        }

        @Test func aViewsDynamicBackgroundFollowsItsTraits() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let view = UIView(frame: window.bounds)
            view.backgroundColor = redOrBlue
            #expect(components(view.layer.backgroundColor) == [1, 0, 0, 1])
            let darkBox = UIView(frame: window.bounds)
            darkBox.overrideUserInterfaceStyle = .dark
            window.addSubview(darkBox)
            darkBox.addSubview(view)
            #expect(components(view.layer.backgroundColor) == [0, 0, 1, 1])
            #expect(view.backgroundColor === redOrBlue)
            darkBox.overrideUserInterfaceStyle = .light
            #expect(components(view.layer.backgroundColor) == [1, 0, 0, 1])
            // Set where the traits are dark already.
            darkBox.overrideUserInterfaceStyle = .dark
            let late = UIView(frame: window.bounds)
            darkBox.addSubview(late)
            late.backgroundColor = redOrBlue
            #expect(components(late.layer.backgroundColor) == [0, 0, 1, 1])
        }

        @Test func aLabelsDynamicTextColourShowsInItsStyle() throws {
            // The colour set in a dark box, or set first and the box made dark after.
            func inkColour(dark: Bool, darkFirst: Bool = false) throws -> [Int]? {
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
                let label = UILabel(frame: box.bounds)
                box.addSubview(label)
                if dark && darkFirst { box.overrideUserInterfaceStyle = .dark }
                label.text = "MMMM"
                label.font = .boldSystemFont(ofSize: 30)
                label.textColor = redOrBlue
                if dark && !darkFirst { box.overrideUserInterfaceStyle = .dark }
                let c = try renderedWindow(120, 40, showing: box)
                for y in 0..<40 {
                    for x in 0..<120 {
                        let p = rgba(c, x, y)
                        if p[0] < 30 && p[1] < 30 && p[2] > 225 { return p }
                        if p[0] > 225 && p[1] < 30 && p[2] < 30 { return p }
                    }
                }
                return nil
            }
            let light = try #require(try inkColour(dark: false))
            let dark = try #require(try inkColour(dark: true))
            let darkFirst = try #require(try inkColour(dark: true, darkFirst: true))
            #expect(light[0] > 225 && light[2] < 30)
            #expect(dark[2] > 225 && dark[0] < 30)
            #expect(darkFirst[2] > 225 && darkFirst[0] < 30)
        }

        @Test func aTemplateImageTintsInItsStyle() throws {
            let white = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let view = UIImageView(image: white.withRenderingMode(.alwaysTemplate))
            view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.tintColor = redOrBlue
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.addSubview(view)
            box.overrideUserInterfaceStyle = .dark
            let c = try renderedWindow(10, 10, showing: box)
            #expect(rgba(c, 5, 5) == [0, 0, 255, 255])
        }
    }
}
