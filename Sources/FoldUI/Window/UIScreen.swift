import FoldCore
import Foundation

/// UIScreen: the display a window shows on. A FoldKit host shows one window at a time, so the
/// main screen is that window's: its bounds and scale are those of the window made last on this
/// thread (and follow a change of its scale). Before any window it is 375 × 667 points at 2×.
/// One per thread, as FoldKit runs one user interface per thread.
open class UIScreen: NSObject {
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

    /// Takes the window's size and scale: a host shows this window now.
    func show(_ window: UIWindow) {
        self.window = window
        bounds = CGRect(origin: .zero, size: window.bounds.size)
        scale = CGFloat(window.scale)
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
