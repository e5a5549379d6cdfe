import CCairo
import Foundation

extension CGContext {
    /// Paints the shadow `content` casts: its coverage blurred (standard deviation blur/2 in base
    /// space), tinted with `color`, moved by `offset` (base space), through the clip, with the
    /// state's alpha.
    func drawShadow(of content: OpaquePointer, offset: CGSize, blur: CGFloat, color: CGColor) {
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0, let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return }
        defer { cairo_surface_destroy(coverage) }
        guard let painter = cairo_create(coverage) else { return }
        cairo_set_source(painter, content)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(coverage)
        guard let bytes = cairo_image_surface_get_data(coverage) else { return }
        let stride = Int(cairo_image_surface_get_stride(coverage))

        // Only the part that holds coverage, grown by the blur's reach.
        var (x0, y0, x1, y1) = (w, h, -1, -1)
        for y in 0..<h {
            let row = bytes + y * stride
            for x in 0..<w where row[x] != 0 {
                x0 = min(x0, x)
                x1 = max(x1, x)
                y0 = min(y0, y)
                y1 = max(y1, y)
            }
        }
        guard x1 >= x0 else { return }
        let scale = Double(sqrt(abs(shadowBase.a * shadowBase.d - shadowBase.b * shadowBase.c)))
        let sigma = Double(blur) / 2 * scale
        let reach = GaussianBlur.kernel(sigma: sigma).count - 1
        let (left, top) = (x0 - reach, y0 - reach)
        let (pw, ph) = (x1 - x0 + 1 + 2 * reach, y1 - y0 + 1 + 2 * reach)
        guard pw <= CairoPixelFormat.maxSurfaceSide, ph <= CairoPixelFormat.maxSurfaceSide else { return }
        var plane = [Float](repeating: 0, count: pw * ph)
        for y in y0...y1 {
            let row = bytes + y * stride
            for x in x0...x1 { plane[(y - top) * pw + (x - left)] = Float(row[x]) / 255 }
        }
        let shadow = GaussianBlur.shadow(of: plane, width: pw, height: ph, sigma: sigma, color: color, opacity: 1)
        guard let tinted = CairoPixelFormat.surface(from: shadow) else { return }
        defer { cairo_surface_destroy(tinted) }

        let shift = CGPoint(
            x: shadowBase.a * offset.width + shadowBase.c * offset.height,
            y: shadowBase.b * offset.width + shadowBase.d * offset.height)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, tinted, Double(left) + shift.x, Double(top) + shift.y)
        cairo_paint_with_alpha(cairo, state.alpha)
        cairo_restore(cairo)
    }
}
