import CSDL2
import FoldATSPI
import FoldCore
import FoldHost
import FoldMedia
import FoldRender
import FoldUI
import Foundation

/// Runs a `HostedApp` in an SDL2 window: the mouse is one finger, the wheel scrolls, and each
/// frame the app steps to a monotonic clock, renders only what changed (damage rectangles) and
/// uploads just those pixels to a streaming texture, presented on vsync. The window shows the
/// app at its own pixel scale (HiDPI displays get the same pixels in fewer points); a window
/// larger than the screen shrinks to fit.
///
/// Keys: space pauses, `s` saves a screenshot PNG, `←` slow motion (×0.1), `→` normal speed,
/// `q` quits; other keys go to the app.
public final class WindowHost<App: HostedApp> {
    public let app: App
    public let title: String
    /// Where `s` saves screenshots (the current folder by default).
    public var screenshotDirectory: URL
    /// Called after every presented frame with the app time and the damage (for tools).
    public var onFrame: ((_ time: Double, _ damage: PixelRect) -> Void)?

    public private(set) var clock = HostClock()
    private var running = false

    public init(app: App, title: String, screenshotDirectory: URL = URL(fileURLWithPath: ".")) {
        self.app = app
        self.title = title
        self.screenshotDirectory = screenshotDirectory
    }

    /// Opens the window and runs until `q` or the window is closed. Throws, without crashing,
    /// when there is no display or the window cannot be made.
    public func run() throws {
        // No display named at all: said here, before SDL's drivers try and print their own
        // complaints (Wayland's "XDG_RUNTIME_DIR is invalid") ahead of the program's one line.
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_VIDEODRIVER"] == nil, (environment["DISPLAY"] ?? "").isEmpty,
            (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        {
            throw WindowHostError.noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        SDL_SetMainReady()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw WindowHostError.noDisplay("cannot start SDL's video (\(WindowHostError.sdlError()))")
        }
        defer { SDL_Quit() }
        // With no display SDL falls back to its offscreen driver: a window nobody sees. Only a
        // user who asks for it (SDL_VIDEODRIVER) gets one.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if ["offscreen", "dummy", "none"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            throw WindowHostError.noDisplay("SDL found no display, only its '\(driver)' video driver")
        }
        let window = try SDLWindow(title: title, size: app.canvasSize, scale: app.scale)
        let compositor = Compositor()
        var canvas = Bitmap(width: window.pixelWidth, height: window.pixelHeight, scale: app.scale)
        // Screen readers read the app's UIKit elements over AT-SPI when a session bus is there.
        let accessibility = app.userInterface.flatMap { loop in
            AccessibilityBridge.start(loop: loop, title: title) { [window] rect in window.screenRect(of: rect) }
        }
        defer { accessibility?.stop() }
        running = true
        let framePeriod = 1.0 / Double(max(30, window.refreshRate))
        while running {
            let frameStart = HostClock.monotonicSeconds()
            pumpEvents(window)
            accessibility?.pump()
            guard running else { break }
            let time = clock.advance(toWallTime: HostClock.monotonicSeconds())
            // The app's whole frame, its images with it: rendered as it is.
            let tree = app.step(to: time)
            _ = app.drainTrace()
            let rects = compositor.renderDamage(tree, into: &canvas)
            try window.present(canvas, damage: rects)
            onFrame?(time, PixelRect.bounds(of: rects))
            accessibility?.update(at: time)
            // Vsync paces presenting where the driver supports it; elsewhere (a software renderer,
            // Xvfb) this keeps the loop from spinning faster than the display.
            let spare = framePeriod - (HostClock.monotonicSeconds() - frameStart)
            if spare > 0.001 { SDL_Delay(UInt32(spare * 1000)) }
            if pendingScreenshot {
                pendingScreenshot = false
                saveScreenshot(canvas)
            }
        }
    }

    /// Stops the loop after the current frame.
    public func stop() { running = false }

    private var pendingScreenshot = false
    private var fingerDown = false

    private func pumpEvents(_ window: SDLWindow) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_KEYDOWN where event.key.repeat == 0:
                handleKey(event.key.keysym.sym)
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && !fingerDown:
                fingerDown = true
                app.send(.pointerDown(window.point(x: event.button.x, y: event.button.y)))
            case SDL_MOUSEMOTION where fingerDown:
                // A finger has no hover: moves count only while the button holds it down.
                app.send(.pointerMoved(window.point(x: event.motion.x, y: event.motion.y)))
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && fingerDown:
                fingerDown = false
                app.send(.pointerUp(window.point(x: event.button.x, y: event.button.y)))
            case SDL_MOUSEWHEEL:
                // SDL's y is positive away from the user; content follows the wheel as it follows
                // a finger: wheel up shows what is above, moving the content down.
                let flip: Float = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
                let at = window.point(x: event.wheel.mouseX, y: event.wheel.mouseY)
                app.send(
                    .wheel(
                        dx: Double(-event.wheel.preciseX * flip) * Self.pointsPerNotch,
                        dy: Double(event.wheel.preciseY * flip) * Self.pointsPerNotch, at: at))
            default:
                break
            }
        }
    }

    /// How far one wheel notch scrolls.
    public static var pointsPerNotch: Double { 40 }

    private func handleKey(_ key: SDL_Keycode) {
        switch Int(key) {
        case Int(SDLK_SPACE.rawValue): clock.isPaused.toggle()
        case Int(SDLK_s.rawValue): pendingScreenshot = true
        case Int(SDLK_LEFT.rawValue): clock.rate = 0.1
        case Int(SDLK_RIGHT.rawValue): clock.rate = 1
        case Int(SDLK_q.rawValue): running = false
        default:
            guard let cName = SDL_GetKeyName(key) else { return }
            let name = String(cString: cName).lowercased()
            if !name.isEmpty { app.send(.key(name)) }
        }
    }

    /// Saves the frame as foldkit-<UTC time>.png, atomically; a failure is reported, not fatal.
    private func saveScreenshot(_ canvas: Bitmap) {
        let url = screenshotDirectory.appendingPathComponent(Self.screenshotName(at: Date()))
        do {
            try PNGCodec.write(canvas, to: url)
            StandardStreams.err("saved \(url.path)\n")
        } catch {
            StandardStreams.say("cannot save a screenshot", "\(error)")
        }
    }

    /// "foldkit-2026-11-30T19-05-07.250Z.png": sortable, and legal on every file system.
    public static func screenshotName(at date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return "foldkit-" + formatter.string(from: date).replacingOccurrences(of: ":", with: "-") + ".png"
    }
}
