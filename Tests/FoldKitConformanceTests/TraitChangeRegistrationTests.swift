// iOS 17's trait API, against UIKit's documentation: `registerForTraitChanges(_:handler:)` calls
// the handler with the object and its previous traits when a registered trait changes (and not
// for another trait), `unregisterForTraitChanges(_:)` stops it; `traitOverrides` sets traits for
// a view or a view controller and everything below it, `contains(_:)` and `remove(_:)`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct TraitChangeRegistrationTests {
        final class Log {
            var entries: [String] = []
        }

        @Test func aRegisteredTraitsChangeCallsTheHandlerAnotherDoesNot() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let driver = HeadlessDriver(window: window, scale: 1)
            defer {
                driver.change(SystemSettings(appearance: .light, layoutDirection: .leftToRight))
                driver.advance(seconds: 1.0 / 60)
            }
            let view = UIView()
            window.addSubview(view)
            let controller = UIViewController()
            window.addSubview(controller.view)
            let log = Log()
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, previous: UITraitCollection) in
                log.entries.append(
                    "style \(previous.userInterfaceStyle.rawValue)→\(v.traitCollection.userInterfaceStyle.rawValue)")
            }
            let direction = view.registerForTraitChanges([UITraitLayoutDirection.self]) { (v: UIView, _: UITraitCollection) in
                log.entries.append("direction \(v.traitCollection.layoutDirection.rawValue)")
            }
            controller.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self]) {
                (c: UIViewController, _: UITraitCollection) in
                log.entries.append("controller \(c.traitCollection.userInterfaceStyle.rawValue)")
            }
            driver.change(SystemSettings(appearance: .dark))
            driver.advance(seconds: 1.0 / 60)
            #expect(log.entries == ["style 1→2", "controller 2"], "\(log.entries)")
            log.entries = []
            view.unregisterForTraitChanges(direction)
            driver.change(SystemSettings(layoutDirection: .rightToLeft))
            driver.advance(seconds: 1.0 / 60)
            #expect(log.entries == ["controller 2"], "the direction's handler was unregistered: \(log.entries)")
        }

        @Test func traitOverridesReachTheSubtreeAndComeOff() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let parent = UIView()
            let child = UIView()
            let sibling = UIView()
            window.addSubview(parent)
            parent.addSubview(child)
            window.addSubview(sibling)
            let log = Log()
            child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (v: UIView, _: UITraitCollection) in
                log.entries.append("child \(v.traitCollection.userInterfaceStyle.rawValue)")
            }
            #expect(!parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
            parent.traitOverrides.userInterfaceStyle = .dark
            #expect(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
            #expect(parent.traitCollection.userInterfaceStyle == .dark && child.traitCollection.userInterfaceStyle == .dark)
            #expect(sibling.traitCollection.userInterfaceStyle == .light && window.traitCollection.userInterfaceStyle == .light)
            #expect(log.entries == ["child 2"])
            parent.traitOverrides.layoutDirection = .rightToLeft
            #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            parent.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            #expect(!parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
            #expect(child.traitCollection.userInterfaceStyle == .light && child.traitCollection.layoutDirection == .rightToLeft)
            #expect(log.entries == ["child 2", "child 1"])

            let controller = UIViewController()
            window.addSubview(controller.view)
            controller.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
            #expect(controller.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
            #expect(controller.view.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        }
    }
}
