import CCairo
import FoldCore
import Foundation

/// The part of a text raster around its glyphs, drawn without the rest.
struct TextGlyphs {
    /// The whole raster's size in pixels (`size × scale`, rounded up, as `DrawingContext.draw`).
    let width: Int, height: Int
    /// The drawn part and where it sits in the whole raster; every pixel outside it is transparent.
    let bitmap: Bitmap
    let x: Int, y: Int
}

extension DrawingContext {
    /// Transparent pixels drawn around pango's ink rectangle, for antialiasing and rounding;
    /// any ink on the outermost of them means the estimate was wrong, and the whole raster is drawn.
    static let inkPadding = 4

    /// What `draw(size:scale:)` with `drawText(string, in: bounds, …)` would give, but drawn only
    /// around the glyphs: pango lays the text out once on a one-pixel context (or the layout
    /// `TextMetrics` measured is taken from `TextLayoutCache`), its ink rectangle
    /// picks the pixels, and the same layout is shown there with the surface's device offset
    /// moved by whole pixels — so those pixels are the whole raster's, bit for bit. A label is
    /// as wide as its row and its glyphs a fraction of it: the rest is never cleared, drawn,
    /// converted or scanned.
    static func textGlyphs(
        _ string: String, font: Font, color: CGColor, alignment: CATextLayerAlignmentMode, wrapped: Bool,
        truncation: CATextLayerTruncationMode = .none, runs: [TextRun] = [], size: CGSize, scale: Double
    ) -> TextGlyphs {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let (width, height) = CGContext.pixelSize(of: size, scale: scale) ?? (0, 0)
        func whole() -> TextGlyphs {
            let bitmap = draw(size: size, scale: scale) { context in
                context.drawText(
                    string, in: CGRect(origin: .zero, size: size), font: font, color: color, alignment: alignment,
                    wrapped: wrapped,
                    truncation: truncation, runs: runs)
            }
            return TextGlyphs(width: bitmap.width, height: bitmap.height, bitmap: bitmap, x: 0, y: 0)
        }
        let empty = TextGlyphs(width: width, height: height, bitmap: Bitmap(width: 0, height: 0, scale: scale), x: 0, y: 0)
        guard width > 0, let bounds = finite(CGRect(origin: .zero, size: size)) else { return empty }
        let wrapWidth: Double? = wrapped && bounds.width > 0 ? Double(bounds.width) : nil
        let plain = TextLayoutCache.Key(
            string: string, font: font, alignment: alignment, wrapWidth: wrapWidth, scale: scale, runs: runs)
        guard var measured = TextLayoutCache.current.layout(for: plain, keep: false) else { return empty }
        if truncation != .none {
            // Text that fits its box is not cut: the layout measured for it (a label's) is the
            // one drawn. Only text that passes the box is laid out again, cut.
            let size = measured.layout.logicalSize
            let tolerance = 0.01
            if (!wrapped && Double(size.width) > Double(bounds.width) + tolerance)
                || Double(size.height) > Double(bounds.height) + tolerance
            {
                let cut = TextLayoutCache.Key(
                    string: string, font: font, alignment: alignment, wrapWidth: wrapWidth, scale: scale, truncation: truncation,
                    box: bounds.size, runs: runs)
                guard let layout = TextLayoutCache.current.layout(for: cut, keep: false) else { return empty }
                measured = layout
            }
        }
        let layout = measured.layout
        let ink = layout.inkRect(at: .zero, width: bounds.width)
        guard ink.origin.isFinite, ink.size.width.isFinite, ink.size.height.isFinite else { return whole() }
        let pad = inkPadding
        let x0 = max(0, safeInt((ink.minX * scale).rounded(.down)) - pad)
        let y0 = max(0, safeInt((ink.minY * scale).rounded(.down)) - pad)
        let x1 = min(width, safeInt((ink.maxX * scale).rounded(.up)) + pad)
        let y1 = min(height, safeInt((ink.maxY * scale).rounded(.up)) + pad)
        guard x0 < x1, y0 < y1 else { return empty }
        // Cached glyph masks where they give cairo's bits (`GlyphCache`); cairo otherwise.
        let glyphs = GlyphCache.current
        let unclipped = PixelRect(
            minX: 0, minY: 0, maxX: Int((bounds.width * scale).rounded(.down)), maxY: Int((bounds.height * scale).rounded(.down)))
        if !layout.hasRuns, let placed = glyphs.place(layout, width: bounds.width, scale: scale, clip: unclipped),
            let source = glyphs.sourcePixel(color),
            let part = TextGlyphs.composed(
                placed, source: source, part: PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1), size: (width, height),
                scale: scale)
        {
            return part
        }
        guard let context = offscreen(pixelWidth: x1 - x0, pixelHeight: y1 - y0, scale: scale, size: size) else { return whole() }
        // The context owns the surface: kept alive until its pixels are copied.
        defer { withExtendedLifetime(context) {} }
        cairo_surface_set_device_offset(context.surface, Double(-x0), Double(-y0))
        context.show(layout, in: bounds, color: color)
        guard let bitmap = CairoPixelFormat.bitmap(from: context.surface, scale: scale) else { return whole() }
        let cut = TextGlyphs(width: width, height: height, bitmap: bitmap, x: x0, y: y0)
        return cut.inkReachesCutEdge ? whole() : cut
    }
}

extension TextGlyphs {
    /// Whether a visible pixel lies on the cut's outermost ring where the cut is inside the
    /// raster: ink the estimate missed could continue past it.
    var inkReachesCutEdge: Bool {
        let w = bitmap.width
        let h = bitmap.height
        guard w > 0, h > 0 else { return false }
        return bitmap.pixels.withUnsafeBufferPointer { p in
            if y > 0, (0..<w).contains(where: { p[$0] != 0 }) { return true }
            if y + h < height, (0..<w).contains(where: { p[(h - 1) * w + $0] != 0 }) { return true }
            if x > 0, (0..<h).contains(where: { p[$0 * w] != 0 }) { return true }
            if x + w < width, (0..<h).contains(where: { p[$0 * w + w - 1] != 0 }) { return true }
            return false
        }
    }
}
