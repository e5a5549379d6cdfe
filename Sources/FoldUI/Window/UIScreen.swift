import FoldCore
import Foundation

/// UIScreen: the display a window shows on. A FoldKit host shows one window at a time, so the
/// main screen is that window's: its bounds and scale are those of the window made last on this
/// thread (and follow a change of its scale). Before any window it is 375 × 667 points at 2×.
/// One per thread, as FoldKit runs one user interface per thread.
open class UIScreen: NSObject, UITraitEnvironment {
    /// The screen of this thread's windows.
    public class var main: UIScreen { screens.value }

    /// The screen's rectangle in points.
    public private(set) var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Pixels per point.
    public private(set) var scale: CGFloat = 2

    /// Pixels per point of the physical display: FoldKit renders at the screen's scale.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    private weak var window: UIWindow?

    /// The screen's traits, which its windows take: a phone's (compact width, regular height),
    /// at the screen's scale, in the host's appearance, text size and layout direction (light,
    /// `.large` and left to right unless it sets them: `SystemSettings`).
    public var traitCollection: UITraitCollection {
        if let cachedTraits, cachedTraits.displayScale == scale { return cachedTraits }
        let traits = UITraitCollection(
            traits: UITraitCollection.Traits(
                style: appearance, direction: direction.traitDirection, contentSize: contentSize, scale: scale, horizontal: .compact,
                vertical: .regular, idiom: .phone))
        cachedTraits = traits
        return traits
    }
    private var cachedTraits: UITraitCollection?
    /// The host's settings the traits take.
    private var appearance = UIUserInterfaceStyle.light
    private var contentSize = UIContentSizeCategory.large
    private var direction = UIUserInterfaceLayoutDirection.leftToRight

    /// Takes a host's settings, as a device takes the Settings app's: the windows' traits change
    /// (views and controllers are told, dynamic colours resolve again, labels that adjust their
    /// font take the new size), a new text size is posted (`UIContentSizeCategory
    /// .didChangeNotification`), and Reduce Motion is set (`UIAccessibility`).
    package func apply(_ settings: SystemSettings) {
        let previous = traitCollection
        if let style = settings.appearance { appearance = style == .dark ? .dark : .light }
        if let size = settings.contentSize { contentSize = size == .unspecified ? .large : size }
        if let direction = settings.layoutDirection { self.direction = direction }
        cachedTraits = nil
        let traits = traitCollection
        if traits != previous {
            traitCollectionDidChange(previous)
            window?.updateTraitCollection()
        }
        if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: traits.preferredContentSizeCategory])
        }
        if let reduceMotion = settings.reduceMotion { UIAccessibility.setReduceMotionEnabled(reduceMotion) }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Takes the window's size and scale: a host shows this window now.
    func show(_ window: UIWindow) {
        self.window = window
        bounds = CGRect(origin: .zero, size: window.bounds.size)
        let previous = traitCollection
        scale = CGFloat(window.scale)
        if traitCollection != previous {
            traitCollectionDidChange(previous)
            window.updateTraitCollection()
        }
    }

    /// The scale a host launches an app at (`UIApplicationMain`'s `--scale`, or its script's):
    /// a window made with `init(frame:)` takes it. Nil outside an app's launch.
    package private(set) var launchScale: CGFloat?

    /// Sets the screen an app launches on, before its delegate makes its window.
    package func prepareForLaunch(size: CGSize, scale: CGFloat) {
        window = nil
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        launchScale = scale
    }

    /// The app has ended: windows made later are at scale 2 again.
    package func endLaunch() { launchScale = nil }

    /// A change of the shown window's size or scale.
    func windowDidChange(_ window: UIWindow) {
        if self.window === window { show(window) }
    }
}

private let screens = PerThread { UIScreen() }
