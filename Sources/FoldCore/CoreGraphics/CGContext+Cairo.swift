import CCairo
import Foundation

/// How a `CGContext` hands its work to cairo: paths replayed in pixels, the stroke style, and
/// each painting operation run through alpha and shadows.
extension CGContext {
    /// Replays `path` (in cairo's pixels) as cairo's current path, with cairo's matrix the
    /// identity. Non-finite elements are skipped; quadratics become the equal cubics.
    func emit(_ path: Path) {
        cairo_new_path(cairo)
        var current: CGPoint?
        var start: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { continue }
                cairo_move_to(cairo, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                guard p.isFinite, current != nil else { continue }
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                guard p.isFinite, c.isFinite, let from = current else { continue }
                let c1 = from + (c - from) * (2.0 / 3)
                let c2 = p + (c - p) * (2.0 / 3)
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                guard p.isFinite, c1.isFinite, c2.isFinite, current != nil else { continue }
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                guard current != nil else { continue }
                cairo_close_path(cairo)
                current = start
            }
        }
    }

    /// Sets cairo's matrix to the CTM and the stroke style from the state, after the path is
    /// emitted (cairo, like Core Graphics, keeps the path in pixels and reads the width and
    /// dashes in user space when stroking); the caller restores the identity matrix. False when
    /// user space collapses (nothing can be stroked).
    func applyStrokeStyle() -> Bool {
        guard !state.isCollapsed else { return false }
        var m = cairoMatrix(state.matrix)
        cairo_set_matrix(cairo, &m)
        cairo_set_line_width(cairo, state.lineWidth)
        cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
        cairo_set_line_join(cairo, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
        cairo_set_miter_limit(cairo, max(1, state.miterLimit))
        if state.dashLengths.isEmpty {
            cairo_set_dash(cairo, nil, 0, 0)
        } else {
            let lengths = state.dashLengths.map(Double.init)
            lengths.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(state.dashPhase)) }
        }
        return true
    }

    func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    /// Whether a device point lies under the current path's stroke.
    func strokeContains(_ p: CGPoint) -> Bool {
        guard !devicePath.isEmpty else { return false }
        cairo_save(cairo)
        defer {
            cairo_restore(cairo)
            cairo_new_path(cairo)
        }
        emit(devicePath.path)
        guard applyStrokeStyle() else { return false }
        var x = Double(p.x)
        var y = Double(p.y)
        cairo_device_to_user(cairo, &x, &y)
        return cairo_in_stroke(cairo, x, y) != 0
    }

    func setSource(_ color: CGColor) {
        if drawsCoverage { return cairo_set_source_rgba(cairo, 1, 1, 1, 1) }
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let c = color.rgba
        cairo_set_source_rgba(cairo, unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
    }

    /// Runs one painting operation as Core Graphics composites it: with the state's alpha and
    /// shadow applied to what it paints as a whole, within the clip, then moves the pixels back
    /// to the caller's memory.
    func paint(_ draw: () -> Void) {
        guard !state.isCollapsed else { return }
        loadClient()
        defer { storeClient() }
        cairo_set_antialias(cairo, state.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if state.blendMode == .normal {
            compose(draw)
        } else {
            blend(draw, mode: state.blendMode)
        }
    }

    /// Draws with the state's alpha and shadow, source over.
    private func compose(_ draw: () -> Void) {
        guard state.shadow != nil || state.alpha < 1 else {
            cairo_save(cairo)
            draw()
            cairo_restore(cairo)
            return
        }
        if state.shadow != nil {
            // The shadow is cast by the whole shape, then clipped with it: draw unclipped.
            cairo_save(cairo)
            cairo_reset_clip(cairo)
            cairo_push_group(cairo)
            draw()
            let content = cairo_pop_group(cairo)
            cairo_restore(cairo)
            guard let content else { return }
            composite(content)
            cairo_pattern_destroy(content)
        } else {
            cairo_push_group(cairo)
            draw()
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, state.alpha)
        }
    }

    /// Draws with a blend mode, only where the operation covers: the source (what `compose`
    /// would draw, on transparency), blended with the destination everywhere in the clip, then
    /// put down through the operation's coverage, so the rest keeps its pixels (Core Graphics
    /// blends within what is drawn; cairo's IN, OUT and copy would clear the whole clip).
    private func blend(_ draw: () -> Void, mode: CGBlendMode) {
        let destination = cairo_get_group_target(cairo)
        cairo_push_group(cairo)
        compose(draw)
        let source = cairo_pop_group(cairo)
        let alpha = state.alpha
        updateState { $0.alpha = 1 }
        drawsCoverage = true
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
        compose(draw)
        let coverage = cairo_pop_group(cairo)
        drawsCoverage = false
        updateState { $0.alpha = alpha }
        defer {
            cairo_pattern_destroy(source)
            cairo_pattern_destroy(coverage)
        }
        guard let source, let coverage, let destination else { return }
        cairo_push_group(cairo)
        cairo_set_source_surface(cairo, destination, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        if let op = mode.cairoOperator {
            cairo_set_operator(cairo, op)
            cairo_set_source(cairo, source)
            cairo_paint(cairo)
        } else {
            plusDarker(source, onto: cairo_get_group_target(cairo))
        }
        let blended = cairo_pop_group(cairo)
        defer { cairo_pattern_destroy(blended) }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cairo, blended)
        cairo_mask(cairo, coverage)
        cairo_restore(cairo)
    }

    /// Plus-darker, pixel by pixel (cairo has no such operator): the source group's pixels
    /// onto the destination group's, which cover the same device rectangle.
    private func plusDarker(_ source: OpaquePointer, onto target: OpaquePointer?) {
        var surface: OpaquePointer?
        guard let target, cairo_pattern_get_surface(source, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return }
        let w = Int(cairo_image_surface_get_width(target))
        let h = Int(cairo_image_surface_get_height(target))
        guard w == Int(cairo_image_surface_get_width(surface)), h == Int(cairo_image_surface_get_height(surface)) else { return }
        cairo_surface_flush(surface)
        cairo_surface_flush(target)
        guard let s = cairo_image_surface_get_data(surface), let d = cairo_image_surface_get_data(target) else { return }
        let sStride = Int(cairo_image_surface_get_stride(surface))
        let dStride = Int(cairo_image_surface_get_stride(target))
        for y in 0..<h {
            let sRow = UnsafeMutableRawPointer(s + y * sStride).assumingMemoryBound(to: UInt32.self)
            let dRow = UnsafeMutableRawPointer(d + y * dStride).assumingMemoryBound(to: UInt32.self)
            for i in 0..<w {
                let sp = sRow[i]
                let dp = dRow[i]
                let sa = Int(sp >> 24)
                let da = Int(dp >> 24)
                let ra = min(255, sa + da)
                var out = UInt32(ra) << 24
                for shift in [16, 8, 0] {
                    let sc = Int(sp >> UInt32(shift) & 0xFF)
                    let dc = Int(dp >> UInt32(shift) & 0xFF)
                    out |= UInt32(max(0, ra - ((sa - sc) + (da - dc)))) << UInt32(shift)
                }
                dRow[i] = out
            }
        }
        cairo_surface_mark_dirty(target)
    }

    /// Paints `content` (a pattern in pixels) through the clip with the state's shadow under it
    /// and the state's alpha.
    func composite(_ content: OpaquePointer) {
        if let shadow = state.shadow {
            drawShadow(of: content, offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source(cairo, content)
        cairo_paint_with_alpha(cairo, state.alpha)
        cairo_restore(cairo)
    }
}

extension CGContext {
    /// Runs FoldKit's own cairo drawing (text, in FoldRender) as one painting operation: `draw`
    /// gets the cairo context with user space as its matrix, within the clip, with the state's
    /// alpha and shadow applied to what it paints.
    package func paintWithCairo(_ draw: (OpaquePointer) -> Void) {
        paint {
            var m = cairoMatrix(state.matrix)
            cairo_set_matrix(cairo, &m)
            draw(cairo)
            cairo_identity_matrix(cairo)
        }
    }

    /// Runs `body` with the cairo context in user space, drawing nothing (text measurement).
    package func withUserSpaceCairo<T>(_ body: (OpaquePointer) -> T) -> T {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        var m = cairoMatrix(state.matrix)
        cairo_set_matrix(cairo, &m)
        return body(cairo)
    }

    /// A transparent canvas of `size` points at `scale` pixels per point, y down from its top
    /// left (as `UIGraphicsImageRenderer` gives a drawing block), and the image `body` drew on
    /// it; an empty image when the size is empty, not finite or too large.
    package static func image(size: CGSize, scale: CGFloat, _ body: (CGContext) throws -> Void) rethrows -> CGImage {
        let validScale = scale.isFinite && scale > 0 ? scale : 1
        guard let context = CGContext(layerBounds: CGRect(origin: .zero, size: size), scale: validScale) else {
            return CGImage(Bitmap(width: 0, height: 0, scale: validScale))
        }
        try body(context)
        return context.makeImage(scale: validScale) ?? CGImage(Bitmap(width: 0, height: 0, scale: validScale))
    }
}
