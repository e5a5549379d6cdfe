import CCairo
import FoldCore
import Foundation

extension DrawingContext {
    /// Fills `rect` with a linear gradient from `start` to `end` (points in this context's user
    /// space): `colors` at `locations` (0…1 along the line; evenly spaced when nil), the end
    /// colours carried on beyond both ends (what CGContext.drawLinearGradient draws with both
    /// extend options). Colours are straight alpha, in sRGB, blended in premultiplied space.
    public func fillLinearGradient(_ rect: CGRect, colors: [CGColor], locations: [Double]? = nil, from start: CGPoint, to end: CGPoint) {
        guard let rect = Self.finite(rect), !colors.isEmpty,
            [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite)
        else { return }
        let stops = locations ?? colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        guard stops.count == colors.count else { return }
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (color, at) in zip(colors, stops) {
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, at)), color.rgba.red, color.rgba.green, color.rgba.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
