import Foundation

/// A layer that draws a string (CATextLayer); the renderer lays it out with pango.
open class CATextLayer: CALayer {
    /// Core Animation's defaults: 36 points, opaque white.
    public required override init() {
        super.init(kind: .text)
        properties.fontSize = 36
        properties.foregroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)  // sRGB, as scene files write it
    }

    public override init(layer: Any) {
        super.init(kind: .text, layer: layer)
        attributedString = (layer as? CATextLayer)?.attributedString
    }

    /// FoldKit has no layer archives: nil (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The text: a `String` (or an `NSString`), or an `NSAttributedString` whose fonts, colours,
    /// underlines, strikethroughs, kerning and baseline offsets are drawn where it sets them (the
    /// layer's `font`, `fontSize` and `foregroundColor` elsewhere); anything else draws nothing.
    open var string: Any? {
        get { attributedString ?? properties.string }
        set {
            switch newValue {
            case let s as String:
                properties.string = s
                properties.textRuns = []
                attributedString = nil
            case let s as NSAttributedString:
                let copy = s.copy() as? NSAttributedString ?? s
                properties.string = copy.string
                properties.textRuns = copy.textRuns
                attributedString = copy
            default:
                properties.string = nil
                properties.textRuns = []
                attributedString = nil
            }
        }
    }
    /// The attributed string set, returned as it was given (a copy, so later edits to a mutable
    /// one do not reach the layer unseen).
    private var attributedString: NSAttributedString?

    open var fontSize: CGFloat {
        get { properties.fontSize }
        set { change("fontSize") { properties.fontSize = newValue } }
    }

    /// The font: its family name as a `String` (Core Animation also takes a CTFont or CGFont,
    /// which Linux has not). Nil is the system font.
    open var font: CFTypeRef? {
        get { properties.fontFamily.map { $0 as NSString } }
        set { properties.fontFamily = (newValue as? NSString).map { $0 as String } }
    }

    /// The family to draw with (FoldKit's, for pango; `font` sets it from a name).
    package var fontFamily: String? {
        get { properties.fontFamily }
        set { properties.fontFamily = newValue }
    }

    /// CSS weight, 1…1000 (400 regular, 700 bold): FoldKit's, as Core Animation takes the weight
    /// from its font object.
    package var fontWeight: Double {
        get { properties.fontWeight }
        set { properties.fontWeight = newValue }
    }

    open var foregroundColor: CGColor? {
        get { properties.foregroundColor }
        set { change("foregroundColor") { properties.foregroundColor = newValue } }
    }

    open var alignmentMode: CATextLayerAlignmentMode {
        get { properties.alignmentMode }
        set { properties.alignmentMode = newValue }
    }

    open var isWrapped: Bool {
        get { properties.isWrapped }
        set { properties.isWrapped = newValue }
    }

    /// `.none` by default. An unwrapped string is cut on each line that passes the bounds' width;
    /// a wrapped one on the last line that fits their height.
    open var truncationMode: CATextLayerTruncationMode {
        get { properties.truncationMode }
        set { properties.truncationMode = newValue }
    }
}
