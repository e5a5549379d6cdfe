import CCairo
import FoldCore
import Foundation

/// Text drawn from cached glyph masks instead of by cairo each time.
///
/// cairo 1.16's image backend draws a glyph by rounding its device position to whole pixels and
/// compositing the glyph's cached coverage mask there with the source colour (pixman's
/// `MUL_UN8`). Each (font, glyph) is therefore rendered once, by cairo, into a mask; a string is
/// then those masks placed where pango puts its glyphs, each texel the colour times its
/// coverage — the same bits cairo writes, several times faster (no renderer, no pixman set-up
/// per call). Anything this does not reproduce exactly is left to cairo: colour glyphs (emoji),
/// glyphs whose masks touch (ligature parts, combining marks: cairo adds overlapping coverage
/// in a mask first), glyphs near the clip's edge, unknown glyphs (hex boxes), and baseline
/// shifts. `TextGlyphsTests` holds the result to cairo's, bit for bit.
///
/// Per thread, as pango's font maps are; the cache keeps a reference to each scaled font it
/// holds masks of, so a font's address is never reused for another while cached.
final class GlyphCache {
    struct Mask {
        let width: Int, height: Int
        /// Where the mask's top-left lies from the glyph's rounded pen position, in pixels.
        let dx: Int, dy: Int
        let coverage: [UInt8]
        /// A colour glyph (emoji): not a mask, drawn by cairo.
        let isColor: Bool
    }

    struct Key: Hashable {
        let font: UInt, glyph: UInt32
    }

    static let capacity = 4096
    private var masks: [Key: Mask] = [:]
    private var sources: [CGColor: UInt32] = [:]
    private var fonts: [UInt: OpaquePointer] = [:]

    private static let perThread = ThreadLocal { GlyphCache() }

    /// This thread's cache.
    static var current: GlyphCache { perThread.value }

    deinit { clear() }

    private func clear() {
        masks.removeAll()
        for font in fonts.values { cairo_scaled_font_destroy(font) }
        fonts.removeAll()
    }

    /// The mask of `glyph` in `font` (a scaled font whose matrix includes the device scale).
    func mask(_ glyph: UInt32, font: OpaquePointer, scale: Double) -> Mask? {
        let key = Key(font: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(font))), glyph: glyph)
        if let hit = masks[key] { return hit }
        if masks.count >= Self.capacity { clear() }
        guard let mask = Self.render(glyph, font: font, scale: scale) else { return nil }
        if fonts[key.font] == nil { fonts[key.font] = cairo_scaled_font_reference(font) }
        masks[key] = mask
        return mask
    }

    /// Draws one glyph with cairo, opaque red, at a whole-pixel pen position, and keeps its
    /// coverage (alpha); any green or blue means cairo drew the glyph's own colours.
    private static func render(_ glyph: UInt32, font: OpaquePointer, scale: Double) -> Mask? {
        var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, &g, 1, &extents)
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS, extents.width.isFinite, extents.height.isFinite,
            extents.x_bearing.isFinite, extents.y_bearing.isFinite
        else { return nil }
        let margin = 4
        let left = Int((extents.x_bearing * scale).rounded(.down)), top = Int((extents.y_bearing * scale).rounded(.down))
        let w = Int((extents.width * scale).rounded(.up)) + 2 * margin + 1
        let h = Int((extents.height * scale).rounded(.up)) + 2 * margin + 1
        guard w < 4096, h < 4096, let context = DrawingContext.offscreen(pixelWidth: w, pixelHeight: h, scale: scale) else { return nil }
        // The context owns the surface: kept alive until its pixels are read.
        defer { withExtendedLifetime(context) {} }
        let surface = context.surface, penX = margin - left, penY = margin - top
        cairo_set_scaled_font(context.cairo, font)
        cairo_set_source_rgba(context.cairo, 1, 0, 0, 1)
        g.x = Double(penX) / scale
        g.y = Double(penY) / scale
        cairo_show_glyphs(context.cairo, &g, 1)
        cairo_surface_flush(surface)
        guard cairo_status(context.cairo) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var minX = w, minY = h, maxX = -1, maxY = -1, isColor = false
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] != 0 {
                if row[x] & 0xFFFF != 0 { isColor = true }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return Mask(width: 0, height: 0, dx: 0, dy: 0, coverage: [], isColor: false) }
        // Touching the probe's edge: the extents were wrong; let cairo draw this glyph.
        if minX == 0 || minY == 0 || maxX == w - 1 || maxY == h - 1 { return nil }
        let mw = maxX - minX + 1, mh = maxY - minY + 1
        var coverage = [UInt8](repeating: 0, count: mw * mh)
        for y in 0..<mh {
            let row = UnsafeRawPointer(data + (minY + y) * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<mw { coverage[y * mw + x] = UInt8(row[minX + x] >> 24) }
        }
        return Mask(width: mw, height: mh, dx: minX - penX, dy: minY - penY, coverage: coverage, isColor: isColor)
    }
}

extension GlyphCache {
    /// cairo 1.16 (Debian 12's, checked by `TextGlyphsTests`) puts each glyph at whole device
    /// pixels; the 1.17 series added subpixel glyph positions to the image backend, which the
    /// masks here do not reproduce — from 1.17.2 on, cairo draws all text.
    static let cairoRoundsGlyphPositions = cairo_version() < 1 * 10000 + 17 * 100 + 2

    /// pango's PANGO_GLYPH_EMPTY (draws nothing) and PANGO_GLYPH_UNKNOWN_FLAG (a hex box).
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF, unknownGlyphFlag: UInt32 = 0x1000_0000

    /// A glyph placed in a raster: its mask's top-left in the raster's pixels.
    struct Placed {
        let mask: Mask
        let x: Int, y: Int
    }

    /// The glyphs of `layout` drawn at `origin` (points, as `TextLayout.draw`) in a raster of
    /// `scale` pixels per point, or nil when cairo must draw this text (see the type's note).
    /// `clip` is the part of the raster cairo's bounds clip leaves whole, in pixels.
    func place(_ layout: TextLayout, width: Double, scale: Double, clip: PixelRect) -> [Placed]? {
        guard Self.cairoRoundsGlyphPositions else { return nil }
        var placed: [Placed] = []
        let originX = layout.horizontalShift(width: width)
        guard let iter = pango_layout_get_iter(layout.pangoLayout) else { return nil }
        defer { pango_layout_iter_free(iter) }
        let unit = Double(PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
            let item = run.pointee
            guard item.y_offset == 0, item.start_x_offset == 0, item.end_x_offset == 0, let glyphs = item.glyphs,
                let pangoItem = item.item, let pangoFont = pangoItem.pointee.analysis.font,
                let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont))
            else { return nil }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            let baseX = originX + Double(logical.x) / unit, baseY = Double(baseline) / unit
            var position: Int32 = 0
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[i]
                defer { position += info.geometry.width }
                if info.glyph == Self.emptyGlyph { continue }
                if info.glyph & Self.unknownGlyphFlag != 0 || info.attr.is_color != 0 { return nil }
                guard let mask = mask(info.glyph, font: scaled, scale: scale), !mask.isColor else { return nil }
                if mask.width == 0 { continue }
                let userX = baseX + Double(position + info.geometry.x_offset) / unit
                let userY = baseY + Double(info.geometry.y_offset) / unit
                // cairo rounds the device position (halves up) and puts the mask there.
                let x = Int((userX * scale + 0.5).rounded(.down)) + mask.dx
                let y = Int((userY * scale + 0.5).rounded(.down)) + mask.dy
                guard x >= clip.minX, y >= clip.minY, x + mask.width <= clip.maxX, y + mask.height <= clip.maxY else { return nil }
                placed.append(Placed(mask: mask, x: x, y: y))
            }
        } while pango_layout_iter_next_run(iter) != 0
        // Masks that share a pixel are added before colouring by cairo: not reproduced here.
        guard placed.count <= 400 else { return nil }
        for i in placed.indices {
            let a = placed[i]
            for b in placed[(i + 1)...]
            where a.x < b.x + b.mask.width && b.x < a.x + a.mask.width && a.y < b.y + b.mask.height && b.y < a.y + a.mask.height {
                return nil
            }
        }
        return placed
    }

    /// cairo's solid colour as a premultiplied pixel (the way cairo rounds it), in `Bitmap`'s order.
    func sourcePixel(_ color: CGColor) -> UInt32? {
        if let hit = sources[color] { return hit }
        guard let pixel = Self.paint(color) else { return nil }
        if sources.count > 256 { sources.removeAll() }
        sources[color] = pixel
        return pixel
    }

    private static func paint(_ color: CGColor) -> UInt32? {
        guard let context = DrawingContext.offscreen(pixelWidth: 1, pixelHeight: 1, scale: 1) else { return nil }
        // The context owns the surface: kept alive until its pixel is read.
        defer { withExtendedLifetime(context) {} }
        context.setSource(color)
        cairo_paint(context.cairo)
        cairo_surface_flush(context.surface)
        guard let data = cairo_image_surface_get_data(context.surface) else { return nil }
        return CairoPixelFormat.bitmapPixel(fromCairo: UnsafeRawPointer(data).load(as: UInt32.self))
    }
}

extension TextGlyphs {
    /// The glyphs' part of a raster from placed masks: each texel the source times its coverage.
    static func composed(_ placed: [GlyphCache.Placed], source: UInt32, part: PixelRect, size: (Int, Int), scale: Double) -> TextGlyphs? {
        let w = part.maxX - part.minX, h = part.maxY - part.minY
        var bitmap = Bitmap(width: w, height: h, scale: scale)
        for g in placed {
            guard g.x >= part.minX, g.y >= part.minY, g.x + g.mask.width <= part.maxX, g.y + g.mask.height <= part.maxY else { return nil }
        }
        let rb = source & 0x00FF_00FF, ga = source >> 8 & 0x00FF_00FF
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for g in placed {
                g.mask.coverage.withUnsafeBufferPointer { coverage in
                    for my in 0..<g.mask.height {
                        let row = (g.y - part.minY + my) * w + (g.x - part.minX)
                        for mx in 0..<g.mask.width {
                            let m = UInt32(coverage[my * g.mask.width + mx])
                            if m == 0 { continue }
                            out[row + mx] = m == 255 ? source : multiplyUnit8x2(rb, m) | multiplyUnit8x2(ga, m) << 8
                        }
                    }
                }
            }
        }
        return TextGlyphs(width: size.0, height: size.1, bitmap: bitmap, x: part.minX, y: part.minY)
    }
}

/// pixman's `MUL_UN8` (x·a/255, rounded as pixman rounds) on the two 8-bit channels held in
/// the low bytes of each 16-bit lane (`0x00XX00YY`); the lanes never carry into each other.
@inline(__always) func multiplyUnit8x2(_ x: UInt32, _ a: UInt32) -> UInt32 {
    let t = x &* a &+ 0x0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
}
