import CCairo
import FoldCore
import Foundation

/// One string laid out by pango in one font, for a particular cairo context.
///
/// Sizes are absolute, in the context's user units (points), so the cairo scale alone decides
/// the pixel size; pango's 96-dpi conversion never applies.
final class TextLayout {
    /// Glyphs larger than this are clamped: pango stores sizes as 22.10 fixed point.
    static let maxFontSize = 10_000.0

    private let layout: OpaquePointer
    /// The `PangoLayout *`, for walking its runs (`GlyphCache`).
    var pangoLayout: OpaquePointer { layout }
    private let alignment: CATextLayerAlignmentMode
    private let isWrapped: Bool
    /// Whether stretches of the text have their own attributes (`TextRun`): cairo then draws
    /// it, not `GlyphCache` (colours per run, underlines, backgrounds).
    let hasRuns: Bool

    /// Nil when there is nothing to draw: an empty string, or a size that is not positive.
    /// `width` wraps lines at word (else character) boundaries; nil keeps each paragraph on one
    /// line. `truncation` cuts what passes the box with an ellipsis: each paragraph's line at
    /// `width` (or `truncationWidth` when not wrapping), or a wrapped text's last line within `height`.
    /// `runs` style stretches of the text (an attributed string's), over `font` and the source colour.
    init?(
        cairo: OpaquePointer, string: String, font: Font, alignment: CATextLayerAlignmentMode, width: Double?,
        truncation: CATextLayerTruncationMode = .none, truncationWidth: Double? = nil, height: Double? = nil,
        runs: [TextRun] = []
    ) {
        // Pango rejects embedded NULs as invalid UTF-8; Swift strings are otherwise always valid.
        // Looked for in the bytes: `contains("\0")` goes through NSString's search.
        let hasNUL = string.utf8.contains(0)
        let text = hasNUL ? String(string.filter { $0 != "\0" }) : string
        guard !text.isEmpty, font.size.isFinite, font.size > 0,
            let layout = pango_cairo_create_layout(cairo)
        else { return nil }
        self.layout = layout
        self.alignment = alignment
        hasRuns = !runs.isEmpty
        let ellipsize = Self.ellipsizeMode(truncation)
        // A truncated line is laid out in the box's width, so pango aligns it there, as a wrapped one.
        isWrapped = width != nil || (ellipsize != PANGO_ELLIPSIZE_NONE && truncationWidth != nil)

        // Fractional glyph advances, so text measures the same at every scale.
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        pango_layout_context_changed(layout)

        let description = pango_font_description_new()
        let family = font.family.flatMap { $0.isEmpty ? nil : $0 } ?? Font.defaultFamily
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(
            description, min(font.size, Self.maxFontSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, Self.pangoWeight(font.weight))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        pango_layout_set_text(layout, text, -1)
        if !runs.isEmpty {
            let attributes = TextRunAttributes.list(runs, in: string, removingNULs: hasNUL)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

        if let width {
            let units = min(max(0, width * Double(PANGO_SCALE)), Double(Int32.max))
            pango_layout_set_width(layout, Int32(units))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if ellipsize != PANGO_ELLIPSIZE_NONE, let height, height.isFinite, height >= 0 {
                // Whole lines up to the height; the last one shown is cut.
                pango_layout_set_height(layout, Int32(min(height * Double(PANGO_SCALE), Double(Int32.max))))
                pango_layout_set_ellipsize(layout, ellipsize)
            }
        } else if ellipsize != PANGO_ELLIPSIZE_NONE, let truncationWidth, truncationWidth.isFinite, truncationWidth >= 0 {
            // Each paragraph on one line (pango's default height, -1), cut at the width.
            pango_layout_set_width(layout, Int32(min(truncationWidth * Double(PANGO_SCALE), Double(Int32.max))))
            pango_layout_set_ellipsize(layout, ellipsize)
        }
        // Each paragraph reads in its own direction (pango's auto_dir, Unicode's rule), and pango
        // mirrors LEFT and RIGHT for right-to-left paragraphs: left and right, which are absolute,
        // are swapped back for right-to-left text.
        let rightToLeft = alignment == .left || alignment == .right ? BaseDirection.isRightToLeft(text) : false
        switch alignment {
        case .left:
            pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right:
            pango_layout_set_alignment(layout, rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        default:
            // Natural and justified (and a mode Core Animation does not define, read as natural).
            // With auto_dir on, pango mirrors LEFT for right-to-left paragraphs: natural.
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The logical (advance and line-height) box in points, relative to the layout's origin.
    var logicalRect: CGRect {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        return CGRect(
            x: Double(logical.x) / unit, y: Double(logical.y) / unit,
            width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    }

    var logicalSize: CGSize { logicalRect.size }

    /// The baselines of the first and the last line, in points below the layout's top.
    var baselines: (first: Double, last: Double) {
        let unit = Double(PANGO_SCALE)
        let first = Double(pango_layout_get_baseline(layout)) / unit
        guard let iter = pango_layout_get_iter(layout) else { return (first, first) }
        defer { pango_layout_iter_free(iter) }
        while pango_layout_iter_next_line(iter) != 0 {}
        return (first, Double(pango_layout_iter_get_baseline(iter)) / unit)
    }

    /// Draws with the top of the first line at `origin.y`, aligned within `width` points.
    func draw(on cairo: OpaquePointer, at origin: CGPoint, width: Double) {
        // Re-binds the layout when it was made on another context (a no-op when the matrix and
        // font options are the same, as for `DrawingContext.textGlyphs`).
        pango_cairo_update_layout(cairo, layout)
        cairo_move_to(cairo, origin.x + horizontalShift(width: width), origin.y)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Where the glyphs' ink falls when drawn by `draw(on:at:width:)`, in points: pango's ink
    /// extents (the glyphs' outlines and bitmaps), moved as `draw` moves the layout.
    func inkRect(at origin: CGPoint, width: Double) -> CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let unit = Double(PANGO_SCALE)
        return CGRect(
            x: origin.x + horizontalShift(width: width) + Double(ink.x) / unit, y: origin.y + Double(ink.y) / unit,
            width: Double(ink.width) / unit, height: Double(ink.height) / unit)
    }

    /// With no width set pango aligns lines within the widest one; shifting the whole block by
    /// the same fraction aligns each line within `width`.
    func horizontalShift(width: Double) -> Double {
        guard !isWrapped else { return 0 }
        let logical = logicalRect
        return (width - logical.width) * horizontalFraction - logical.minX
    }

    /// Where unwrapped lines sit: 0 flush left, 1 flush right.
    private var horizontalFraction: Double {
        switch alignment {
        case .left: return 0
        case .right: return 1
        case .center: return 0.5
        default: return isRightToLeft ? 1 : 0  // natural, justified
        }
    }

    /// Whether the first paragraph resolved to right-to-left.
    private var isRightToLeft: Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }

    private static func ellipsizeMode(_ mode: CATextLayerTruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .start: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .end: return PANGO_ELLIPSIZE_END
        default: return PANGO_ELLIPSIZE_NONE  // .none, and a mode Core Animation does not define
        }
    }

    static func pangoWeight(_ weight: Font.Weight) -> PangoWeight {
        switch weight {
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        }
    }
}
