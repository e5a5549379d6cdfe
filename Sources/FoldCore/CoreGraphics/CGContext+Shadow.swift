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
        GaussianBlur.blur(&plane, width: pw, height: ph, sigma: sigma)

        guard let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return }
        defer { cairo_surface_destroy(tinted) }
        cairo_surface_flush(tinted)
        guard let out = cairo_image_surface_get_data(tinted) else { return }
        let outStride = Int(cairo_image_surface_get_stride(tinted))
        let c = color.rgba
        func unit(_ v: Double) -> Float { v.isNaN ? 0 : Float(min(1, max(0, v))) }
        let (r, g, b, a) = (unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
        for y in 0..<ph {
            let row = UnsafeMutableRawPointer(out + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pw {
                let alpha = min(1, max(0, plane[y * pw + x])) * a
                func byte(_ v: Float) -> UInt32 { UInt32((v * 255).rounded()) }
                row[x] = byte(alpha) << 24 | byte(r * alpha) << 16 | byte(g * alpha) << 8 | byte(b * alpha)
            }
        }
        cairo_surface_mark_dirty(tinted)

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
