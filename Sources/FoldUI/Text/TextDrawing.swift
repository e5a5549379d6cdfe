import FoldCore
import FoldRender
import Foundation

/// A string with UIKit's drawing attributes, measured and drawn by pango (what the NSString,
/// String and NSAttributedString drawing methods share).
struct TextDrawing {
    let string: String
    let font: Font
    let color: CGColor
    let background: CGColor?
    let alignment: NSTextAlignment
    let lineBreakMode: NSLineBreakMode
    /// The stretches styled otherwise (underlines, kerning, and an attributed string's own
    /// fonts and colours), over `font` and `color`.
    let runs: [TextRun]

    /// A string drawn with one set of attributes (NSString's drawing).
    init(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) {
        self.string = string
        let uiFont = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        font = uiFont.renderFont
        color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        background = (attributes?[.backgroundColor] as? UIColor)?.cgColor
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        // What the font, colours and paragraph style above do not draw: one run over the text.
        var others = attributes ?? [:]
        for key in [NSAttributedString.Key.font, .foregroundColor, .backgroundColor, .paragraphStyle] { others[key] = nil }
        runs = others.isEmpty ? [] : NSAttributedString(string: string, attributes: others).textRuns
    }

    /// An attributed string, each stretch as its attributes say: the system font at 12 points
    /// and black where it sets none (UIKit's Helvetica 12), the paragraph style of its first
    /// character for the whole text.
    init(_ attributed: NSAttributedString) {
        string = attributed.string
        font = UIFont.systemFont(ofSize: 12).renderFont
        color = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        background = nil
        let style =
            attributed.length > 0
            ? attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle ?? .default : .default
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        runs = attributed.textRuns
    }

    /// Whether lines wrap within a width.
    var wraps: Bool { lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping }

    /// The size of the laid-out text: each paragraph on one line, or wrapped at `width`.
    func size(width: Double?) -> CGSize {
        TextMetrics.size(of: string, runs: runs, font: font, alignment: alignment.alignmentMode, width: width)
    }

    /// The first line's baseline below the text's top.
    var firstBaseline: Double {
        Double(TextMetrics.baselines(of: string, runs: runs, font: font)?.first ?? 0)
    }

    /// Draws one line per paragraph with its top left at `point`, in the current context.
    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let s = size(width: nil)
        guard s.width > 0, s.height > 0 else { return }
        fillBackground(CGRect(origin: point, size: s), in: context)
        // Room for glyphs that reach past their advance (italics, emoji): the clip is the box.
        let slack = max(font.size, TextRun.largestFontSize(in: runs))
        context.drawText(
            string, in: CGRect(x: point.x, y: point.y, width: Double(s.width) + slack, height: Double(s.height) + slack),
            font: font, color: color, alignment: .left, runs: runs)
    }

    /// Draws within `rect`, in the current context: wrapped at its width (the wrapping modes)
    /// or one line per paragraph, clipped or cut with "…" (the others; `truncatesLast` cuts the
    /// last line that fits of wrapped text); what passes the rectangle is not drawn.
    func draw(in rect: CGRect, truncatesLast: Bool = false) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        let truncation: CATextLayerTruncationMode
        switch lineBreakMode {
        case .byTruncatingHead: truncation = .start
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .end
        case .byWordWrapping, .byCharWrapping: truncation = truncatesLast ? .end : .none
        case .byClipping: truncation = .none
        }
        let used = size(width: wraps ? Double(rect.width) : nil)
        if let background {
            fillBackground(
                CGRect(x: rect.minX, y: rect.minY, width: min(rect.width, used.width), height: min(rect.height, used.height)),
                in: context)
        }
        context.drawText(
            string, in: rect, font: font, color: color, alignment: alignment.alignmentMode, wrapped: wraps,
            truncation: truncation,
            runs: runs)
    }

    /// The rectangle `boundingRect(with:options:attributes:context:)` reports.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard options.contains(.usesLineFragmentOrigin) else {
            // One line, its origin on the baseline.
            let s = self.size(width: nil)
            return CGRect(x: 0, y: -firstBaseline, width: Double(s.width), height: Double(s.height))
        }
        let width = Double(size.width)
        let wrapWidth = wraps && width.isFinite && width > 0 && width < Double(CGFloat.greatestFiniteMagnitude) ? width : nil
        let s = self.size(width: wrapWidth)
        return CGRect(x: 0, y: 0, width: Double(s.width), height: Double(s.height))
    }

    private func fillBackground(_ rect: CGRect, in context: CGContext) {
        guard let background else { return }
        context.saveGState()
        context.setFillColor(background)
        context.fill(rect)
        context.restoreGState()
    }
}
