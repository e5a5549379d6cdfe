import FoldCore
import FoldRender
import Foundation

/// UILabel: text drawn by a FoldCore text layer (pango through FoldRender, so CJK and emoji
/// render), centred vertically in the bounds as UILabel does.
///
/// `numberOfLines` 1 keeps the text on one line, 0 wraps without a limit, n wraps and shows
/// at most n lines; text that does not fit is cut as `lineBreakMode` says ("…" at the end by
/// default), after `adjustsFontSizeToFitWidth` has shrunk it as far as it may.
open class UILabel: UIView {
    /// Static text reading its text (UIKit's label defaults).
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }

    /// The text layer (a sublayer, laid out by `layoutSubviews`).
    public let textLayer: CATextLayer = {
        // The view's own drawing: no implicit animations, as the view's layer has none.
        let layer = CATextLayer()
        layer.backsView = true
        return layer
    }()

    /// The text; setting it drops `attributedText`'s styles (the label's own then apply).
    public var text: String? {
        didSet {
            if !isTakingStyledText { styledText = nil }
            textDidChange()
        }
    }

    /// The styled text, each stretch in its own font, colours, underline, kerning and baseline
    /// offset (the label's `font` and `textColor` where it sets none). Setting it sets `text` to
    /// its string and `font`, `textColor`, `textAlignment` and `lineBreakMode` to the styles of
    /// its first character; after `text` is set it is that text in the label's styles; nil by
    /// default.
    open var attributedText: NSAttributedString? {
        get {
            if let styledText { return styledText }
            guard let text else { return nil }
            return NSAttributedString(
                string: text,
                attributes: [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraphStyle])
        }
        set {
            isTakingStyledText = true
            defer { isTakingStyledText = false }
            guard let newValue else {
                styledText = nil
                text = nil
                return
            }
            let styled = NSAttributedString(attributedString: newValue)
            styledText = styled
            if styled.length > 0 {
                let first = styled.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { font = f }
                if let c = first[.foregroundColor] as? UIColor { textColor = c }
                if let style = first[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = style.alignment
                    lineBreakMode = style.lineBreakMode
                }
            }
            text = styled.string
        }
    }
    /// The attributed text set (the text layer is given it at each `textDidChange`).
    private var styledText: NSAttributedString?
    /// Its runs as the renderer takes them: the text layer's, read from the string once.
    private var styledRuns: [TextRun] { textLayer.properties.textRuns }
    /// While `attributedText` sets `text` and the styles it carries: they do not restyle it.
    private var isTakingStyledText = false

    /// The label's alignment and line break mode as a paragraph style.
    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// A style set on the label while it shows styled text applies to the whole of it, as UIKit's.
    ///
    /// Made afresh run by run: swift-corelibs-foundation halts when `addAttribute` replaces an
    /// NSObject value (a UIFont) with another, comparing the two.
    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        guard !isTakingStyledText, let styledText, styledText.length > 0 else { return }
        let restyled = NSMutableAttributedString(string: "")
        let text = styledText.string as NSString
        styledText.enumerateAttributes(in: NSRange(location: 0, length: styledText.length), options: []) { attributes, range, _ in
            var attributes = attributes
            attributes[key] = value
            restyled.append(NSAttributedString(string: text.substring(with: range), attributes: attributes))
        }
        self.styledText = restyled
        textDidChange()
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
    /// The text's font (UIKit's default: the system font at 17 pt). Setting it sets `fontSize`,
    /// `fontFamily` and `fontWeight`, FoldKit's parts of it.
    public var font: UIFont! {
        get { UIFont(family: fontFamily, pointSize: CGFloat(fontSize), weight: .css(fontWeight), scaling: fontScaling) }
        set {
            let f = newValue ?? .systemFont(ofSize: 17)
            fontFamily = f.family
            fontWeight = f.weight.css
            fontSize = Double(f.pointSize)
            fontScaling = f.scaling
            restyle(.font, f)
        }
    }
    /// The Dynamic Type curve of the font last set (`preferredFont`, `UIFontMetrics`).
    private var fontScaling: UIFont.Scaling?
    /// Whether the font follows the content size category of the label's traits: a font from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` takes the size of the new category when
    /// it changes (false by default, as UIKit's; other fonts stay as they are).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }
    /// The text's colour (`.label` by default, as UIKit's: black in light, white in dark).
    public var textColor: UIColor! = .label {
        didSet {
            showTextColor()
            restyle(.foregroundColor, textColor ?? .label)
        }
    }
    /// How the lines sit in the bounds (`.natural` by default).
    public var textAlignment = NSTextAlignment.natural {
        didSet {
            showAlignment()
            restyle(.paragraphStyle, paragraphStyle)
        }
    }
    /// Where text that does not fit the bounds is cut with "…" (at the end by default, as
    /// UILabel's): the one line, or the last line `numberOfLines` shows.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet {
            setNeedsLayout()
            restyle(.paragraphStyle, paragraphStyle)
        }
    }
    public var numberOfLines = 1 {
        didSet { textDidChange() }
    }
    /// UILabel's: on one line, a text wider than the bounds is drawn at a smaller font size
    /// (`fontSize` keeps the size asked for), no smaller than `minimumScaleFactor` × `fontSize`.
    public var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsLayout() }
    }
    /// The smallest scale `adjustsFontSizeToFitWidth` may apply; 0 (UILabel's default): as small
    /// as the width needs.
    public var minimumScaleFactor = 0.0 {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // UILabel's default: a touch on a label goes to the view behind it.
        isUserInteractionEnabled = false
        layer.addSublayer(textLayer)
        textLayer.foregroundColor = textColor.cgColor
        textLayer.fontSize = fontSize
        textLayer.alignmentMode = .left
    }

    public convenience init(text: String, fontSize: Double = 17) {
        self.init()
        self.fontSize = fontSize
        self.text = text
        textDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The width a label of several lines wraps its text at for its intrinsic size; 0 (the
    /// default): the width Auto Layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text's size on its lines (one line, or as many as `numberOfLines` allows at
    /// `preferredMaxLayoutWidth`, else at the label's width), rounded up to whole points, as
    /// UILabel's.
    open override var intrinsicContentSize: CGSize {
        intrinsicSize(atWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
    }

    /// Whether the label's height follows its width (it may wrap and has no preferred width).
    var wrapsText: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The intrinsic size the label would have at a width.
    func intrinsicSize(atWidth width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return sizeThatFits(
            CGSize(width: numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : width, height: .greatestFiniteMagnitude))
    }

    /// The text layer's alignment: natural is the leading side of the label's layout direction
    /// (UIKit's natural follows the interface's language, not the text's).
    var shownAlignmentMode: CATextLayerAlignmentMode {
        guard textAlignment == .natural else { return textAlignment.alignmentMode }
        return isRightToLeft ? .right : .left
    }

    /// The alignment on the text layer, written only when it changed (a write invalidates the
    /// layer's presentation, and labels lay out often).
    private func showAlignment() {
        let mode = shownAlignmentMode
        if textLayer.alignmentMode != mode { textLayer.alignmentMode = mode }
    }

    /// A Dynamic Type font at the traits' text size, when the label adjusts it.
    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory, let f = font else { return }
        let adjusted = f.adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted.pointSize != f.pointSize { font = adjusted }
    }

    /// A dynamic text colour, or dynamic colours in the styled text, in the new traits (the
    /// text's size does not change: nothing is measured again).
    override func resolveDynamicColors() {
        super.resolveDynamicColors()
        showTextColor()
        if styledText != nil { showText() }
    }

    /// The text colour, for the label's traits, on the text layer.
    private func showTextColor() {
        textLayer.foregroundColor = (textColor ?? .label).resolvedColor(with: traitCollection).cgColor
    }

    /// The text on the text layer; the runs' colours resolve as it is set, with the label's traits.
    private func showText() {
        traitCollection.performAsCurrent { textLayer.string = styledText ?? text }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        measured = nil
        fitted = nil
        showText()
        textLayer.fontSize = fontSize
        textLayer.fontFamily = fontFamily
        textLayer.fontWeight = fontWeight
        textLayer.isWrapped = numberOfLines != 1
        setNeedsLayout()
    }

    /// The text's size: on one line, or wrapped at `size.width` and capped at `numberOfLines`,
    /// rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = textSize(width: numberOfLines == 1 ? nil : size.width)
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The last measurement and what it was for: a label is laid out again whenever a sibling
    /// is added (as in UIKit), and its text is measured by pango only when it changed.
    private var measured: (width: Double?, size: CGSize)?

    private func textSize(width: Double?) -> CGSize {
        if let measured, measured.width == width { return measured.size }
        let size = measureText(width: width)
        measured = (width, size)
        return size
    }

    /// The text's size at `size` points (`fontSize` unless fitting it to a width).
    private func measureText(width: Double?, size: Double? = nil) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // Measured at the window's scale, where the compositor will draw it, with its alignment:
        // the layout is then the one drawn (`TextMetrics`).
        let font = Font(family: fontFamily, size: size ?? fontSize, weight: Font.weight(css: fontWeight))
        var s = TextMetrics.size(
            of: text, runs: styledRuns, font: font, alignment: shownAlignmentMode, width: width,
            scale: window?.scale ?? 1)
        if numberOfLines > 1 {
            let line = TextMetrics.size(of: "Xg", font: font).height
            s.height = min(s.height, line * Double(numberOfLines))
        }
        return s
    }

    /// The baselines from the middle of the bounds, where `layoutSubviews` centres the text (a
    /// label at least as tall as its text): its lines at the bounds' width, or one line of the
    /// font when there is no text.
    override var textBaselinesFromCenter: (first: Double, last: Double)? {
        let font = Font(family: fontFamily, size: fontSize, weight: Font.weight(css: fontWeight))
        let hasText = text?.isEmpty == false
        let shown = hasText ? text! : "X"
        let width = numberOfLines == 1 ? nil : Double(bounds.width)
        let scale = window?.scale ?? 1
        guard
            let b = TextMetrics.baselines(
                of: shown, runs: hasText ? styledRuns : [], font: font, alignment: shownAlignmentMode, width: width,
                scale: scale)
        else {
            return nil
        }
        let height = hasText ? Double(textSize(width: width).height) : Double(TextMetrics.size(of: shown, font: font).height)
        var last = b.last
        if hasText, numberOfLines > 1 {
            // Lines past `numberOfLines` are not drawn: the last baseline is the last shown line's.
            let line = Double(TextMetrics.size(of: "Xg", font: font).height)
            last = min(last, b.first + (max(1, (height / line).rounded()) - 1) * line)
        }
        return (b.first - height / 2, last - height / 2)
    }

    /// The text layer spans the width and is as tall as the text (at most the bounds), centred.
    ///
    /// In a window, as UILabel, the text's top sits on a device pixel and its height is whole
    /// pixels: a label on the pixel grid then draws its glyphs as they were rasterised (a copy),
    /// not resampled half a pixel off.
    open override func layoutSubviews() {
        let b = bounds
        // The direction where the label is now (a label is laid out when it moves, and when
        // its direction changes).
        showAlignment()
        let size = fittedFontSize(width: b.width)
        textLayer.fontSize = size
        var h = min(b.height, size == fontSize ? textSize(width: numberOfLines == 1 ? nil : b.width).height : fitted?.height ?? 0)
        var y = b.minY + (b.height - h) / 2
        if let scale = window?.scale, scale.isFinite, scale > 0, h > 0 {
            y = (y * scale).rounded() / scale
            h = min((h * scale).rounded(.up) / scale, b.maxY - y)
        }
        // The text layer is not a view: it follows the model at once, it does not animate.
        textLayer.frame = CGRect(x: b.minX, y: y, width: b.width, height: h)
        // Text that fits is drawn whole; only text that does not is cut as `lineBreakMode` says.
        textLayer.truncationMode =
            textFits(width: Double(b.width), height: Double(h), fontSize: size) ? .none : lineBreakMode.truncationMode
    }

    /// Whether all the text shows in a box: on one line, no wider than it; wrapped, all its
    /// lines within `numberOfLines` and the height.
    private func textFits(width: Double, height: Double, fontSize size: Double) -> Bool {
        guard let text, !text.isEmpty else { return true }
        let tolerance = 0.01
        let font = Font(family: fontFamily, size: size, weight: Font.weight(css: fontWeight))
        let scale = window?.scale ?? 1
        if numberOfLines == 1 {
            // At the label's own size, the width measured for its layout already.
            let line =
                size == fontSize
                ? textSize(width: nil)
                : TextMetrics.size(of: text, runs: styledRuns, font: font, alignment: shownAlignmentMode, scale: scale)
            return Double(line.width) <= width + tolerance
        }
        let whole = TextMetrics.size(
            of: text, runs: styledRuns, font: font, alignment: shownAlignmentMode, width: width, scale: scale)
        return Double(whole.height) <= height + tolerance
    }

    /// The font size the text is drawn at in `width`: `fontSize`, or with
    /// `adjustsFontSizeToFitWidth` on one line, the largest half point at which it fits (down to
    /// `minimumScaleFactor`), found from the width's proportion and checked by measuring.
    private func fittedFontSize(width: Double) -> Double {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, width > 0, let text, !text.isEmpty else { return fontSize }
        let natural = textSize(width: nil).width
        guard natural > width else { return fontSize }
        if let fitted, fitted.width == width, fitted.floor == minimumScaleFactor { return fitted.fontSize }
        let smallest = max(fontSize * max(0, min(1, minimumScaleFactor)), 1)
        var size = max(smallest, (fontSize * width / natural * 2).rounded(.down) / 2)
        var measuredSize = measureText(width: nil, size: size)
        // Glyph widths do not scale exactly with the size (hinting): half a point less until it fits.
        while measuredSize.width > width, size - 0.5 >= smallest {
            size -= 0.5
            measuredSize = measureText(width: nil, size: size)
        }
        fitted = (width, minimumScaleFactor, size, Double(measuredSize.height))
        return size
    }
    /// The last fitted size and the width and floor it was for (forgotten, as `measured`, when
    /// the text or its font changes).
    private var fitted: (width: Double, floor: Double, fontSize: Double, height: Double)?

    /// The pixel grid may differ in the new window.
    open override func didMoveToWindow() { setNeedsLayout() }
}
