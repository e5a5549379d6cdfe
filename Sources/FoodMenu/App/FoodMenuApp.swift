import FoldCore
import FoldHost
import FoldRender
import FoldUI
import Foundation

/// FoodMenu as the hosts run it (FoldSDL's window, FoldHost's headless recorder): a window of
/// the host's size with the controller as its root, FoldUI's frame loop over it, with the app's own clock for slow motion (the
/// settings sheet's ×0.1) and FoodMenu's keys in the trace.
///
/// The trace adds `"foodmenu"` each frame, so tests and people can follow the app without
/// pixels: `{"badge": n, "likes": n, "openRows": [places in the menu], "viewer": bool, "photoFold": angle or
/// null, "settings": bool, "flights": n}` (the cart's badge, the header's likes, the rows open
/// or opening, counted down the whole menu through its sections, whether the photo viewer is up and its page's fold angle in radians, whether the
/// settings sheet is up, the items in the air).
public final class FoodMenuApp: HostedApp {
    public let controller: FoodMenuController
    /// The app's window: the controller is its root view controller.
    public let window: UIWindow
    public let loop: FrameLoop
    /// App seconds per host second: 0.1 while slow motion is on.
    public var speed: Double { controller.settings.slowMotion ? 0.1 : 1 }
    private var appTime = 0.0
    private var lastHostTime: Double?

    /// The app in a window of `size` points at `scale` pixels per point.
    public init(controller: FoodMenuController, size: CGSize, scale: Double) {
        self.controller = controller
        window = UIWindow(size: size, scale: scale)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        loop = FrameLoop(window: window)
    }

    public var canvasSize: CGSize { loop.canvasSize }
    public var scale: Double { loop.scale }
    public var pointer: CGPoint? { loop.pointer }
    public var userInterface: FrameLoop? { loop }

    public func send(_ event: InputEvent) { loop.send(event) }

    public func step(to time: Double) -> RenderTree {
        if let last = lastHostTime { appTime += max(0, time - last) * speed } else { appTime = time }
        lastHostTime = time
        return loop.step(to: appTime)
    }

    public func drainTrace() -> [String: Any] {
        var trace = loop.drainTrace()
        let c = controller
        trace["foodmenu"] =
            [
                "badge": c.cartButton.badge.count, "likes": c.header.likesCount,
                "openRows": c.openMenuIndices, "viewer": c.photoViewer != nil,
                "photoFold": c.photoViewer.map { $0.book.pageView.foldAngle as Any } ?? NSNull(),
                "settings": c.settingsSheet != nil, "flights": c.flightsInTheAir,
            ] as [String: Any]
        return trace
    }
}
