import CCairo
import Foundation

extension CGContext {
    /// Draws the image scaled into `rect` (user space), its first row at the rect's maxY edge:
    /// upright in a bitmap context (y up), upside down in a flipped one, as Core Graphics draws.
    /// With `byTiling`, the image at that size repeats over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0,
            let source = CairoPixelFormat.surface(from: image.bitmap)
        else { return }
        defer { cairo_surface_destroy(source) }
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        // Image pixels to user space: row 0 at maxY, growing downwards in y.
        let placement = CGAffineTransform(a: r.width / w, b: 0, c: 0, d: -r.height / h, tx: r.minX, ty: r.maxY)
        let filter = filter(for: state.interpolationQuality)
        paint {
            var m = cairoMatrix(placement.concatenating(state.matrix))
            cairo_set_matrix(cairo, &m)
            cairo_set_source_surface(cairo, source, 0, 0)
            // A blend mode's coverage is the image's whole rectangle, transparent pixels too.
            if drawsCoverage { cairo_set_source_rgba(cairo, 1, 1, 1, 1) }
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_filter(pattern, filter)
            if byTiling {
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
                cairo_paint(cairo)
            } else {
                // Edges stay crisp: samples past the border repeat it, and the rect clips.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_rectangle(cairo, 0, 0, Double(w), Double(h))
                cairo_fill(cairo)
            }
        }
    }

    private func filter(for quality: CGInterpolationQuality) -> cairo_filter_t {
        switch quality {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium, .high: CAIRO_FILTER_GOOD
        }
    }

    // MARK: Gradients

    /// Paints a gradient along the line from `start` to `end` (user space) over the clip,
    /// constant across it; beyond the ends only where `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite, start != end,
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern: pattern, options: options)
    }

    /// Paints a gradient between two circles (user space): the colour at t on the circle
    /// between them at t, later circles over earlier ones; beyond the ends where `options` say.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
            startRadius >= 0, endRadius >= 0, startRadius > 0 || endRadius > 0,
            let pattern = cairo_pattern_create_radial(
                startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern: pattern, options: options)
    }

    /// Adds the gradient's colours to `pattern` and paints it. cairo blends as Core Graphics
    /// does (unpremultiplied) but in sRGB, so in another space the blend is sampled 16 times
    /// between two stops. Each end is padded with its
    /// colour, or with a transparent stop at 0 or 1, which cairo orders before (at the start)
    /// or after (at the end) the colour there, and so stops the paint at that end.
    private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        func add(_ t: CGFloat, _ c: RGBA) {
            cairo_pattern_add_color_stop_rgba(pattern, t, c.red, c.green, c.blue, c.alpha)
        }
        let stops = gradient.stops
        let space = gradient.colorSpace
        let firstColor = RGBA(space: space, components: stops[0].components)
        let lastColor = RGBA(space: space, components: stops[stops.count - 1].components)
        if !options.contains(.drawsBeforeStartLocation) { add(0, RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
        // Between the start point and the first stop, the first colour.
        if stops[0].location > 0 { add(0, firstColor) }
        let plain = space.encoding == .srgb
        for (i, stop) in stops.enumerated() {
            add(stop.location, RGBA(space: space, components: stop.components))
            guard i + 1 < stops.count else { continue }
            let next = stops[i + 1]
            guard next.location > stop.location, !plain else { continue }
            for k in 1..<16 {
                let t = stop.location + (next.location - stop.location) * CGFloat(k) / 16
                add(t, gradient.color(at: t))
            }
        }
        if stops[stops.count - 1].location < 1 { add(1, lastColor) }
        if !options.contains(.drawsAfterEndLocation) { add(1, RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        paint {
            var m = cairoMatrix(state.matrix)
            cairo_set_matrix(cairo, &m)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
    }
}
