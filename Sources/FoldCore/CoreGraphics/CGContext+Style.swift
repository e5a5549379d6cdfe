import Foundation

extension CGContext {
    // MARK: Colours and alpha

    public func setFillColor(_ color: CGColor) { updateState { $0.fillColor = color } }
    public func setStrokeColor(_ color: CGColor) { updateState { $0.strokeColor = color } }

    /// A fill colour in the device RGB space (sRGB, as on iOS).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(space: CGColorSpace.deviceRGB, components: [red, green, blue, alpha]))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(space: CGColorSpace.deviceRGB, components: [red, green, blue, alpha]))
    }

    /// A fill colour in the device gray space.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(space: CGColorSpace.deviceGray, components: [gray, alpha]))
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(space: CGColorSpace.deviceGray, components: [gray, alpha]))
    }

    /// The opacity everything drawn is painted with, 0…1 (clamped; NaN is ignored).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return }
        updateState { $0.alpha = min(1, max(0, alpha)) }
    }

    /// How what is drawn from now on composites with what is there. Each operation blends
    /// only where it draws (its shape, and its shadow): elsewhere the context keeps its pixels,
    /// as Core Graphics does.
    public func setBlendMode(_ mode: CGBlendMode) { updateState { $0.blendMode = mode } }

    // MARK: Lines

    /// The stroke width in user space, at the time of stroking. Negative and non-finite widths
    /// are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        updateState { $0.lineWidth = width }
    }

    public func setLineCap(_ cap: CGLineCap) { updateState { $0.lineCap = cap } }
    public func setLineJoin(_ join: CGLineJoin) { updateState { $0.lineJoin = join } }

    /// Past this ratio of miter length to line width a miter join is drawn beveled (10 at first).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        updateState { $0.miterLimit = limit }
    }

    /// Dashes: `lengths` alternate painted and unpainted, in user space, starting `phase` into
    /// the pattern. Empty lengths draw solid lines, as do lengths Core Graphics cannot use
    /// (negative, non-finite, or all zero).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let usable = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
        updateState {
            $0.dashLengths = usable ? lengths : []
            $0.dashPhase = usable ? phase : 0
        }
    }

    // MARK: Shadows

    /// Shadows everything drawn next: offset in base space (not moved by the CTM; y up in a
    /// bitmap context, down in a layer's, as in UIKit's), blurred by `blur` (a Gaussian of
    /// standard deviation blur/2), in `color`; a nil or clear colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite else {
            updateState { $0.shadow = nil }
            return
        }
        let radius = blur.isFinite ? max(0, blur) : 0
        updateState { $0.shadow = (offset, radius, color) }
    }

    /// Shadows in black with 1/3 alpha, as Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(space: CGColorSpace.deviceRGB, components: [0, 0, 0, 1.0 / 3.0]))
    }

    // MARK: Quality

    /// Whether shapes are antialiased (when `setAllowsAntialiasing` also allows it); part of
    /// the graphics state.
    public func setShouldAntialias(_ shouldAntialias: Bool) { updateState { $0.shouldAntialias = shouldAntialias } }

    /// Whether antialiasing may happen at all; not part of the graphics state.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { self.allowsAntialiasing = allowsAntialiasing }

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { updateState { $0.interpolationQuality = newValue } }
    }
}
