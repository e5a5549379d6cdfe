import FoldCore
import Foundation

/// A colour (UIKit's `UIColor`) over a `CGColor`. Components made from red, green and blue are
/// extended sRGB, and from white extended gray, as UIKit makes them: values past 0…1 are kept.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    /// The Core Graphics colour; a dynamic colour's, resolved with `UITraitCollection.current`.
    public var cgColor: CGColor {
        guard let provider else { return fixed }
        return resolvedColor(with: UITraitCollection.current, provider).cgColor
    }
    /// A fixed colour's components (a dynamic colour's are its provider's).
    private let fixed: CGColor
    /// A dynamic colour's provider (`init(dynamicProvider:)`).
    private let provider: ((UITraitCollection) -> UIColor)?

    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
        super.init()
    }

    /// A colour that is `dynamicProvider`'s for the traits it is resolved with: in a view, that
    /// view's (`backgroundColor`, `tintColor`, a label's `textColor`, re-resolved when its traits
    /// change); elsewhere `UITraitCollection.current`'s.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixed = CGColor(gray: 0, alpha: 1)
        provider = dynamicProvider
        super.init()
    }

    /// Whether the colour comes from a provider (`init(dynamicProvider:)`).
    var isDynamic: Bool { provider != nil }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer (itself resolved),
    /// a fixed colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return resolvedColor(with: traitCollection, provider)
    }

    private func resolvedColor(with traits: UITraitCollection, _ provider: (UITraitCollection) -> UIColor) -> UIColor {
        provider(traits).resolvedColor(with: traits)
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: Self.color(in: Self.extendedSRGB, [red, green, blue, alpha]))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: Self.color(in: Self.extendedGray, [white, alpha]))
    }

    /// Hue, saturation and brightness (each 0…1, hue a fraction of a turn from red), made into
    /// extended sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = saturation
        let v = brightness
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// FoldKit has no archives: nil, as a decode that fails.
    public required init?(coder: NSCoder) { return nil }

    private static let extendedSRGB = CGColorSpace(name: CGColorSpace.extendedSRGB)!
    private static let extendedGray = CGColorSpace(name: CGColorSpace.extendedGray)!

    private static func color(in space: CGColorSpace, _ components: [CGFloat]) -> CGColor {
        components.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!)! }
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { traits in provider(traits).withAlphaComponent(alpha) } }
        return UIColor(cgColor: fixed.copy(alpha: alpha) ?? fixed)
    }

    /// Red, green, blue and alpha in (extended) sRGB: true for an RGB or gray colour; otherwise
    /// false, and the arguments are left as they were. Any argument may be nil.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard var c = cgColor.components, let space = cgColor.colorSpace else { return false }
        // Linear RGB is brought to the sRGB curve; gray levels are given as they are, as UIKit gives its own.
        if space.model == .rgb, space.encoding != .srgb,
            let converted = cgColor.converted(to: Self.extendedSRGB, intent: .defaultIntent, options: nil)?.components
        {
            c = converted
        }
        let rgb: [CGFloat]
        switch space.model {
        case .rgb where c.count == 4: rgb = [c[0], c[1], c[2]]
        case .monochrome where c.count == 2: rgb = [c[0], c[0], c[0]]
        default: return false
        }
        red?.pointee = rgb[0]
        green?.pointee = rgb[1]
        blue?.pointee = rgb[2]
        alpha?.pointee = c[c.count - 1]
        return true
    }

    /// The gray level and alpha: true only for a gray colour (UIKit does not convert RGB here).
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components, cgColor.colorSpace?.model == .monochrome, c.count == 2 else { return false }
        white?.pointee = c[0]
        alpha?.pointee = c[1]
        return true
    }

    /// Hue (a fraction of a turn from red; 0 for grays), saturation, brightness and alpha, from
    /// the sRGB components; false where `getRed` is.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return false }
        let high = max(r, g, b)
        let low = min(r, g, b)
        let span = high - low
        var h: CGFloat = 0
        if span > 0 {
            if high == r {
                h = (g - b) / span
            } else if high == g {
                h = 2 + (b - r) / span
            } else {
                h = 4 + (r - g) / span
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? span / high : 0
        brightness?.pointee = high
        alpha?.pointee = a
        return true
    }

    // MARK: Drawing

    /// Makes this the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes this the current context's fill colour (nothing without a current context).
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the current context's stroke colour (nothing without a current context).
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    // MARK: Equality and copying

    /// The same colour space and components, as UIKit compares colours; a dynamic colour is
    /// equal only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return other === self }
        return fixed == other.fixed
    }

    open override var hash: Int { provider == nil ? fixed.hashValue : ObjectIdentifier(self).hashValue }

    open override var description: String { "UIColor(\(cgColor))" }

    /// Colours are immutable: the copy is the colour itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: The fixed colours, with the components UIKit documents

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0 at alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
