import FoldCore
import FoldRender

/// UILabel: text drawn by a FoldCore text layer (pango through FoldRender, so CJK and emoji
/// render), centred vertically in the bounds as UILabel does.
///
/// `numberOfLines` 1 keeps the text on one line (clipped at the bounds; no "…" truncation),
/// 0 wraps without a limit, n wraps and shows at most n lines.
open class Label: View {
    /// The text layer (a sublayer, laid out by `layoutSubviews`).
    public let textLayer = TextLayer()

    public var text: String? {
        didSet { textDidChange() }
    }
    public var fontSize = 17.0 {
        didSet { textDidChange() }
    }
    /// A font family name for pango (nil: the system sans).
    public var fontFamily: String? {
        didSet { textDidChange() }
    }
    /// CSS weight, 1…1000: 400 regular, 600 semibold, 700 bold (UIFont.Weight's role).
    public var fontWeight = 400.0 {
        didSet { textDidChange() }
    }
    public var textColor = Color.black {
        didSet { textLayer.foregroundColor = textColor }
    }
    public var textAlignment = TextAlignment.natural {
        didSet { textLayer.alignmentMode = textAlignment }
    }
    public var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        layer.addSublayer(textLayer)
        textLayer.foregroundColor = textColor
        textLayer.fontSize = fontSize
    }

    public convenience init(text: String, fontSize: Double = 17) {
        self.init()
        self.fontSize = fontSize
        self.text = text
        textDidChange()
    }

    private func textDidChange() {
        textLayer.string = text
        textLayer.fontSize = fontSize
        textLayer.fontFamily = fontFamily
        textLayer.fontWeight = fontWeight
        textLayer.isWrapped = numberOfLines != 1
        setNeedsLayout()
    }

    /// The text's size: on one line, or wrapped at `size.width` and capped at `numberOfLines`,
    /// rounded up to whole points.
    open override func sizeThatFits(_ size: Size) -> Size {
        let s = textSize(width: numberOfLines == 1 ? nil : size.width)
        return Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    private func textSize(width: Double?) -> Size {
        guard let text, !text.isEmpty else { return .zero }
        var s = TextMeasure.size(of: text, fontSize: fontSize, fontFamily: fontFamily, fontWeight: fontWeight, width: width)
        if numberOfLines > 1 {
            let line = TextMeasure.size(of: "Xg", fontSize: fontSize, fontFamily: fontFamily, fontWeight: fontWeight, width: nil).height
            s.height = min(s.height, line * Double(numberOfLines))
        }
        return s
    }

    /// The text layer spans the width and is as tall as the text (at most the bounds), centred.
    open override func layoutSubviews() {
        let b = bounds
        let h = min(b.height, textSize(width: numberOfLines == 1 ? nil : b.width).height)
        // The text layer is not a view: it follows the model at once, it does not animate.
        textLayer.frame = Rect(x: b.minX, y: b.minY + (b.height - h) / 2, width: b.width, height: h)
    }
}

/// Measures text with the same pango layout the compositor draws it with.
enum TextMeasure {
    static func size(of string: String, fontSize: Double, fontFamily: String?, fontWeight: Double = 400, width: Double?) -> Size {
        var result = Size.zero
        _ = DrawingContext.draw(size: Size(width: 1, height: 1), scale: 1) { context in
            result = context.textSize(of: string, font: Font(family: fontFamily, size: fontSize, weight: Font.weight(css: fontWeight)), width: width)
        }
        return result
    }
}
