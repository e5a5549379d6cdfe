import CCairo
import FoldCore
import Foundation

/// Layouts measured on this thread and not yet drawn. A label is measured when it is laid out
/// (`TextMetrics`) and drawn a moment later by the compositor, usually on the same thread; the
/// compositor takes the measured layout instead of laying the string out again (pango's
/// itemising and shaping are a third of drawing a short label).
///
/// Per thread because pango keeps a font map per thread: a layout is only ever used on the
/// thread that made it. Layouts that are never drawn (the string changed, the label scrolled
/// away) fall out after `capacity` newer ones.
final class TextLayoutCache {
    struct Key: Hashable {
        var string: String, font: Font, alignment: CATextLayerAlignmentMode, wrapWidth: Double?, scale: Double
        /// How a text that passes its box is cut, and the box (`TextLayout`); none by default.
        var truncation = CATextLayerTruncationMode.none
        var box: CGSize? = nil
        /// An attributed string's styled stretches.
        var runs: [TextRun] = []
    }

    /// A layout with the one-pixel context it was made on (kept alive with it).
    struct Entry {
        let layout: TextLayout
        let context: DrawingContext
    }

    static let capacity = 128
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []

    private static let perThread = ThreadLocal { TextLayoutCache() }

    /// This thread's cache.
    static var current: TextLayoutCache { perThread.value }

    /// The layout for `key`, made now on a one-pixel context at its scale if not cached; nil when
    /// there is nothing to lay out. `keep` leaves it cached for a later `take`.
    func layout(for key: Key, keep: Bool) -> Entry? {
        if let hit = keep ? entries[key] : take(key) { return hit }
        guard
            let context = DrawingContext.offscreen(
                pixelWidth: 1, pixelHeight: 1, scale: key.scale, size: CGSize(width: 1, height: 1)),
            let layout = TextLayout(
                cairo: context.cairo, string: key.string, font: key.font, alignment: key.alignment, width: key.wrapWidth,
                truncation: key.truncation, truncationWidth: key.box.map { Double($0.width) },
                height: key.box.map { Double($0.height) }, runs: key.runs)
        else { return nil }
        let entry = Entry(layout: layout, context: context)
        if keep {
            entries[key] = entry
            order.append(key)
            if order.count > Self.capacity, let oldest = order.first {
                order.removeFirst()
                if !order.contains(oldest) { entries[oldest] = nil }
            }
        }
        return entry
    }

    /// Removes and returns a measured layout.
    func take(_ key: Key) -> Entry? {
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        if let i = order.firstIndex(of: key) { order.remove(at: i) }
        return entry
    }
}

/// Text measurement for views (UILabel's `sizeThatFits`), with the layout the compositor draws.
public enum TextMetrics {
    /// The size `string` takes when drawn by a text layer with these properties: its widest line
    /// and total line height, wrapping at `width` when given. `scale` is the pixels per point it
    /// will be drawn at (the size is the same at every scale: hinting is off); the layout is kept
    /// for the compositor on this thread.
    public static func size(
        of string: String, font: Font, alignment: CATextLayerAlignmentMode = .natural, width: Double? = nil, scale: Double = 1
    ) -> CGSize {
        measured(string, font, alignment, width, scale, [])?.logicalSize ?? .zero
    }

    /// `size(of:…)` of an attributed string's text, its `runs` styled (`NSAttributedString.textRuns`).
    package static func size(
        of string: String, runs: [TextRun], font: Font, alignment: CATextLayerAlignmentMode = .natural, width: Double? = nil,
        scale: Double = 1
    ) -> CGSize {
        measured(string, font, alignment, width, scale, runs)?.logicalSize ?? .zero
    }

    /// Where the first and the last line's baselines fall, in points below the top of the text
    /// that `size(of:…)` measures with the same arguments; nil for an empty string.
    public static func baselines(
        of string: String, font: Font, alignment: CATextLayerAlignmentMode = .natural, width: Double? = nil, scale: Double = 1
    ) -> (first: Double, last: Double)? {
        baselines(of: string, runs: [], font: font, alignment: alignment, width: width, scale: scale)
    }

    /// `baselines(of:…)` of an attributed string's text, its `runs` styled.
    package static func baselines(
        of string: String, runs: [TextRun], font: Font, alignment: CATextLayerAlignmentMode = .natural, width: Double? = nil,
        scale: Double = 1
    ) -> (first: Double, last: Double)? {
        guard let layout = measured(string, font, alignment, width, scale, runs) else { return nil }
        let top = layout.logicalRect.minY
        let b = layout.baselines
        return (b.first - top, b.last - top)
    }

    /// The layout measured for these arguments (a width that is not positive and finite does
    /// not wrap; a bad scale is 1), kept for the compositor on this thread.
    private static func measured(
        _ string: String, _ font: Font, _ alignment: CATextLayerAlignmentMode, _ width: Double?, _ scale: Double,
        _ runs: [TextRun]
    ) -> TextLayout? {
        let wrapWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let key = TextLayoutCache.Key(
            string: string, font: font, alignment: alignment, wrapWidth: wrapWidth, scale: scale, runs: runs)
        return TextLayoutCache.current.layout(for: key, keep: true)?.layout
    }
}
