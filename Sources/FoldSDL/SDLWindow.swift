import CSDL2
import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// An SDL window, its renderer and a streaming texture of the app's pixels. Window points map
/// to app points through the window's size (which may be scaled to fit the screen).
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    let texture: OpaquePointer
    let pixelWidth: Int, pixelHeight: Int
    let canvasSize: CGSize
    /// App points per window coordinate unit.
    private var pointsPerUnitX = 1.0, pointsPerUnitY = 1.0
    private(set) var refreshRate = 60

    init(title: String, size: CGSize, scale: Double) throws {
        let (w, h) = try RenderLimits.default.canvasPixels(size: size, scale: scale)
        pixelWidth = w
        pixelHeight = h
        canvasSize = size
        // First ask for one window unit per pixel; on a HiDPI display (units are points there)
        // shrink by the drawable-to-window ratio so that each app pixel is one display pixel.
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        guard
            let window = SDL_CreateWindow(
                title, centered, centered, Int32(w), Int32(h), SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue)
        else {
            throw WindowHostError.noDisplay("cannot create a window (\(WindowHostError.sdlError()))")
        }
        self.window = window
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, 0) }
        guard let renderer else {
            SDL_DestroyWindow(window)
            throw WindowHostError("cannot create an SDL renderer: \(WindowHostError.sdlError())")
        }
        self.renderer = renderer
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h))
        else {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw WindowHostError("cannot create a \(w)×\(h) texture: \(WindowHostError.sdlError())")
        }
        self.texture = texture
        fitToScreen()
    }

    deinit {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Sizes the window so one app pixel is one display pixel where the screen allows, and
    /// records how window coordinates map to app points.
    private func fitToScreen() {
        var ww: Int32 = 0
        var wh: Int32 = 0
        var dw: Int32 = 0
        var dh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        SDL_GetRendererOutputSize(renderer, &dw, &dh)
        let density = ww > 0 && dw > 0 ? Double(dw) / Double(ww) : 1
        var width = Double(pixelWidth) / density
        var height = Double(pixelHeight) / density
        let display = SDL_GetWindowDisplayIndex(window)
        var bounds = SDL_Rect()
        if display >= 0, SDL_GetDisplayUsableBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 {
            let fit = min(1, Double(bounds.w) / width, Double(bounds.h) / height)
            width *= fit
            height *= fit
        }
        let targetW = Int32(max(1, width.rounded()))
        let targetH = Int32(max(1, height.rounded()))
        if targetW != ww || targetH != wh {
            SDL_SetWindowSize(window, targetW, targetH)
            SDL_SetWindowPosition(window, Int32(bitPattern: 0x2FFF_0000), Int32(bitPattern: 0x2FFF_0000))
        }
        SDL_GetWindowSize(window, &ww, &wh)
        pointsPerUnitX = canvasSize.width / Double(max(1, ww))
        pointsPerUnitY = canvasSize.height / Double(max(1, wh))
        var mode = SDL_DisplayMode()
        if display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 {
            refreshRate = Int(mode.refresh_rate)
        }
    }

    /// A rectangle in app points on the screen, in screen pixels (for screen readers).
    func screenRect(of rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let (sx, sy) = (1 / pointsPerUnitX, 1 / pointsPerUnitY)
        return (
            Int(x) + Int((rect.minX * sx).rounded()), Int(y) + Int((rect.minY * sy).rounded()),
            Int((rect.width * sx).rounded()), Int((rect.height * sy).rounded())
        )
    }

    /// A window coordinate in app points (may be outside the window while the button is held).
    func point(x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: Double(x) * pointsPerUnitX, y: Double(y) * pointsPerUnitY)
    }

    /// Uploads the damaged rectangles' pixels and presents the frame (on vsync where the
    /// renderer has it).
    func present(_ canvas: Bitmap, damage: [PixelRect]) throws {
        for r in damage {
            let damage = r.clamped(width: canvas.width, height: canvas.height)
            guard !damage.isEmpty else { continue }
            var rect = SDL_Rect(
                x: Int32(damage.minX), y: Int32(damage.minY), w: Int32(damage.maxX - damage.minX),
                h: Int32(damage.maxY - damage.minY))
            let status = canvas.pixels.withUnsafeBufferPointer { buffer in
                SDL_UpdateTexture(
                    texture, &rect, buffer.baseAddress! + damage.minY * canvas.width + damage.minX, Int32(canvas.width * 4))
            }
            guard status == 0 else { throw WindowHostError("cannot update the window's texture: \(WindowHostError.sdlError())") }
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
