import CCairo
import FoldCore
import Foundation

/// The compositor's text canvas: a cairo surface that pango lays text out on, in points with y
/// down at `scale` pixels per point (text layers' rasters, the glyph cache, text measuring).
/// Drawing of shapes and images goes through `CGContext`; this holds only what text needs.
///
/// Invalid input never traps: a zero, negative or non-finite size gives an empty bitmap (the body
/// still runs, drawing into nothing).
final class DrawingContext {
    /// The underlying `cairo_t *`, for FoldRender's own drawing (text, gradients): cairo stays inside FoldRender. Its user space is
    /// this context's (points, y down); balance any `cairo_save` with `cairo_restore`.
    let cairo: OpaquePointer
    /// The canvas size in points, as requested.
    let size: CGSize
    /// Pixels per point.
    let scale: Double

    /// The image surface drawn into (owned: destroyed with the context).
    let surface: OpaquePointer

    init(surface: OpaquePointer, size: CGSize, scale: Double) {
        self.surface = surface
        self.size = size
        self.scale = scale
        cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
        Self.configureTextRendering(cairo)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// A context on a new transparent `pixelWidth × pixelHeight` ARGB surface, for drawing that
    /// reads the pixels itself (`surface`, while the context is alive); nil when cairo cannot
    /// allocate it.
    static func offscreen(pixelWidth: Int, pixelHeight: Int, scale: Double, size: CGSize? = nil) -> DrawingContext? {
        guard pixelWidth > 0, pixelHeight > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        else { return nil }
        let size = size ?? CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
        return DrawingContext(surface: surface, size: size, scale: scale)
    }

    /// Runs `body` with a context on a transparent canvas and returns what it drew.
    /// The pixel size is `size × scale` rounded up; the context is unusable after this returns.
    static func draw(
        size: CGSize, scale: Double, _ body: (DrawingContext) throws -> Void
    ) rethrows -> Bitmap {
        let validScale = scale.isFinite && scale > 0 ? scale : 1
        let (width, height) = CGContext.pixelSize(of: size, scale: scale) ?? (0, 0)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return Bitmap(width: 0, height: 0, scale: validScale) }
        let context = DrawingContext(surface: surface, size: size, scale: validScale)
        // The context owns the surface: kept alive until its pixels are copied and it is finished.
        defer { withExtendedLifetime(context) {} }
        try body(context)
        let bitmap = CairoPixelFormat.bitmap(from: surface, scale: validScale)
        // A context kept past the body now draws into nothing instead of into freed memory.
        cairo_surface_finish(surface)
        return bitmap ?? Bitmap(width: 0, height: 0, scale: validScale)
    }

    /// Layer contents are composited again later, so glyphs use grayscale antialiasing, and
    /// hinting is off so layout is the same at every scale (as Core Text's is).
    static func configureTextRendering(_ cairo: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    // MARK: Text

    /// Lays out `string` with pango from the top of `rect`, clipped to it. Without `wrapped`
    /// each paragraph stays on one line, as an unwrapped CATextLayer draws it; `truncation` cuts
    /// what passes `rect` with an ellipsis, as CATextLayer's `truncationMode`.
    func drawText(
        _ string: String, in rect: CGRect, font: Font, color: CGColor, alignment: CATextLayerAlignmentMode = .natural,
        wrapped: Bool = false, truncation: CATextLayerTruncationMode = .none, runs: [TextRun] = []
    ) {
        Self.drawText(
            string, in: rect, font: font, color: color, alignment: alignment, wrapped: wrapped, truncation: truncation,
            runs: runs,
            on: cairo)
    }

    /// Draws a laid-out text from the top of `rect`, clipped to it (`drawText` and
    /// `textGlyphs`, which share one layout between measuring and drawing).
    func show(_ layout: TextLayout, in rect: CGRect, color: CGColor) { Self.show(layout, in: rect, color: color, on: cairo) }

    /// The size `string` takes when drawn with `drawText`: its widest line and total line
    /// height, wrapping at `width` when given.
    func textSize(of string: String, font: Font, width: Double? = nil) -> CGSize {
        Self.textSize(of: string, font: font, width: width, on: cairo)
    }

    /// `drawText` on any cairo context in user space (a `CGContext`'s too).
    static func drawText(
        _ string: String, in rect: CGRect, font: Font, color: CGColor, alignment: CATextLayerAlignmentMode, wrapped: Bool,
        truncation: CATextLayerTruncationMode = .none, runs: [TextRun] = [], on cairo: OpaquePointer
    ) {
        guard let rect = finite(rect), rect.width > 0, rect.height > 0,
            let layout = TextLayout(
                cairo: cairo, string: string, font: font, alignment: alignment, width: wrapped ? rect.width : nil,
                truncation: truncation, truncationWidth: rect.width, height: rect.height, runs: runs)
        else { return }
        show(layout, in: rect, color: color, on: cairo)
    }

    static func show(_ layout: TextLayout, in rect: CGRect, color: CGColor, on cairo: OpaquePointer) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        setSource(color, on: cairo)
        layout.draw(on: cairo, at: CGPoint(x: rect.minX, y: rect.minY), width: rect.width)
        cairo_restore(cairo)
    }

    static func textSize(of string: String, font: Font, width: Double?, runs: [TextRun] = [], on cairo: OpaquePointer) -> CGSize {
        let wrapWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return TextLayout(cairo: cairo, string: string, font: font, alignment: .natural, width: wrapWidth, runs: runs)?
            .logicalSize
            ?? .zero
    }

    // MARK: Helpers

    /// cairo clamps components to 0…1 but passes NaN through, so NaN becomes 0 here.
    func setSource(_ color: CGColor) { Self.setSource(color, on: cairo) }

    static func setSource(_ color: CGColor, on cairo: OpaquePointer) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        cairo_set_source_rgba(cairo, unit(color.rgba.red), unit(color.rgba.green), unit(color.rgba.blue), unit(color.alpha))
    }

    /// The rect with non-negative size, or nil when any coordinate is not finite.
    static func finite(_ rect: CGRect) -> CGRect? {
        guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
        return rect.standardized
    }
}
