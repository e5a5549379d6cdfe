import CCairo
import FoldCore
import Foundation

/// Draws vector shapes, images and text into a new `Bitmap`, as `UIGraphicsImageRenderer` does
/// for `draw(in:)`: user space is in points with y down, and `scale` pixels per point.
///
/// Invalid input never traps: a zero, negative or non-finite size gives an empty bitmap (the body
/// still runs, drawing into nothing), and shapes with non-finite coordinates are skipped.
public final class DrawingContext {
    /// How the ends of open strokes are drawn.
    public enum LineCap: Sendable { case butt, round, square }
    /// How corners of strokes are drawn.
    public enum LineJoin: Sendable { case miter, round, bevel }

    /// The underlying `cairo_t *`, for FoldRender's own drawing (text, gradients): cairo stays inside FoldRender. Its user space is
    /// this context's (points, y down); balance any `cairo_save` with `cairo_restore`.
    let cairo: OpaquePointer
    /// The canvas size in points, as requested.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Double

    /// The image surface drawn into (owned: destroyed with the context).
    let surface: OpaquePointer

    /// What cairo's own state does not hold, saved and restored alongside it.
    private struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        /// Set by a zero scale: cairo rejects singular matrices by entering a permanent error
        /// state, so instead drawing is suppressed until the state is restored.
        var isCollapsed = false
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []

    init(surface: OpaquePointer, size: CGSize, scale: Double) {
        self.surface = surface
        self.size = size
        self.scale = scale
        cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
        cairo_set_line_width(cairo, 1)  // Core Graphics' default; cairo's is 2.
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
    public static func draw(
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
    private static func configureTextRendering(_ cairo: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    // MARK: State

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Ignores negative and non-finite widths.
    public func setLineWidth(_ width: Double) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cairo, width)
    }

    public func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Dash lengths alternate on and off, in points. An empty, all-zero, negative or
    /// non-finite pattern draws solid lines (cairo would otherwise enter an error state).
    public func setLineDash(_ pattern: [Double], phase: Double = 0) {
        let valid = pattern.allSatisfy { $0.isFinite && $0 >= 0 } && pattern.contains { $0 > 0 }
        guard valid, phase.isFinite else {
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        pattern.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), phase) }
    }

    /// Pushes the colours, line style, transform and clip.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Pops what the matching `saveGState()` pushed; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cairo)
    }

    // MARK: Transform

    public func translateBy(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cairo, x, y)
    }

    /// A zero factor collapses everything drawn afterwards to nothing, until `restoreGState()`.
    public func scaleBy(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        guard x != 0, y != 0 else {
            state.isCollapsed = true
            return
        }
        cairo_scale(cairo, x, y)
    }

    /// Rotates by `angle` radians; positive turns +x towards +y (clockwise on screen, y down).
    public func rotate(by angle: Double) {
        guard angle.isFinite else { return }
        cairo_rotate(cairo, angle)
    }

    // MARK: Paths

    /// Appends a path to the current path, for `fillPath()`, `strokePath()` or `clip()`.
    package func addPath(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { continue }
                cairo_move_to(cairo, p.x, p.y)
            case .line(let p):
                guard p.isFinite else { continue }
                cairo_line_to(cairo, p.x, p.y)
            case .quadCurve(let p, let c):
                guard p.isFinite, c.isFinite else { continue }
                // cairo has only cubics; a quadratic is the cubic with controls 2/3 towards c.
                let start = currentPoint ?? c
                let c1 = start + (c - start) * (2.0 / 3)
                let c2 = p + (c - p) * (2.0 / 3)
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .curve(let p, let c1, let c2):
                guard p.isFinite, c1.isFinite, c2.isFinite else { continue }
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath:
                cairo_close_path(cairo)
            }
        }
    }

    /// The end of the current path in user space; nil when there is none.
    private var currentPoint: CGPoint? {
        guard cairo_has_current_point(cairo) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Appends a closed rectangle to the current path.
    public func addRect(_ rect: CGRect) {
        guard let rect = Self.finite(rect) else { return }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
    }

    /// Appends a closed ellipse inscribed in `rect` to the current path.
    public func addEllipse(in rect: CGRect) {
        guard let rect = Self.finite(rect), rect.width > 0, rect.height > 0 else { return }
        // cairo draws circles; an ellipse is a unit circle under a temporary scale.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// Fills and clears the current path with the nonzero winding rule.
    public func fillPath() {
        guard !state.isCollapsed else { return cairo_new_path(cairo) }
        setSource(state.fillColor)
        cairo_fill(cairo)
    }

    /// Strokes and clears the current path.
    public func strokePath() {
        guard !state.isCollapsed else { return cairo_new_path(cairo) }
        setSource(state.strokeColor)
        cairo_stroke(cairo)
    }

    /// Intersects the clip with the current path, and clears it.
    public func clip() {
        cairo_clip(cairo)
    }

    public func fill(_ rect: CGRect) {
        guard let rect = Self.finite(rect) else { return }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        fillPath()
    }

    package func fill(_ path: Path) {
        cairo_new_path(cairo)
        addPath(path)
        fillPath()
    }

    package func stroke(_ path: Path) {
        cairo_new_path(cairo)
        addPath(path)
        strokePath()
    }

    public func stroke(_ rect: CGRect) {
        guard let rect = Self.finite(rect) else { return }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        strokePath()
    }

    /// Ignores a rect with non-finite coordinates.
    public func clip(to rect: CGRect) {
        guard let rect = Self.finite(rect) else { return }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
    }

    package func clip(to path: Path) {
        cairo_new_path(cairo)
        addPath(path)
        cairo_clip(cairo)
    }

    // MARK: Images

    /// Draws the bitmap stretched to fill `rect`, with bilinear filtering; the edges are
    /// extended rather than faded so a stretched image keeps crisp borders.
    public func draw(_ bitmap: Bitmap, in rect: CGRect) {
        guard !state.isCollapsed, let rect = Self.finite(rect), rect.width > 0, rect.height > 0,
            let image = CairoPixelFormat.surface(from: bitmap)
        else { return }
        defer { cairo_surface_destroy(image) }
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / Double(bitmap.width), rect.height / Double(bitmap.height))
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Text

    /// Lays out `string` with pango from the top of `rect`, clipped to it. Without `wrapped`
    /// each paragraph stays on one line, as an unwrapped CATextLayer draws it.
    public func drawText(
        _ string: String, in rect: CGRect, font: Font, color: CGColor, alignment: CATextLayerAlignmentMode = .natural,
        wrapped: Bool = false
    ) {
        guard !state.isCollapsed, let rect = Self.finite(rect), rect.width > 0, rect.height > 0,
            let layout = TextLayout(
                cairo: cairo, string: string, font: font, alignment: alignment,
                width: wrapped ? rect.width : nil)
        else { return }
        show(layout, in: rect, color: color)
    }

    /// Draws a laid-out text from the top of `rect`, clipped to it (`drawText` and
    /// `textGlyphs`, which share one layout between measuring and drawing).
    func show(_ layout: TextLayout, in rect: CGRect, color: CGColor) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        setSource(color)
        layout.draw(on: cairo, at: CGPoint(x: rect.minX, y: rect.minY), width: rect.width)
        cairo_restore(cairo)
    }

    /// The size `string` takes when drawn with `drawText`: its widest line and total line
    /// height, wrapping at `width` when given.
    public func textSize(of string: String, font: Font, width: Double? = nil) -> CGSize {
        let wrapWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        guard
            let layout = TextLayout(
                cairo: cairo, string: string, font: font, alignment: .natural, width: wrapWidth)
        else { return .zero }
        return layout.logicalSize
    }

    // MARK: Helpers

    /// cairo clamps components to 0…1 but passes NaN through, so NaN becomes 0 here.
    func setSource(_ color: CGColor) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        cairo_set_source_rgba(cairo, unit(color.rgba.red), unit(color.rgba.green), unit(color.rgba.blue), unit(color.alpha))
    }

    /// The rect with non-negative size, or nil when any coordinate is not finite.
    static func finite(_ rect: CGRect) -> CGRect? {
        guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return nil }
        return rect.standardized
    }
}
