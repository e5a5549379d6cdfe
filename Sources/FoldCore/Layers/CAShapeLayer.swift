import Foundation

/// A layer that draws a path (CAShapeLayer): filled, stroked, or both, in its own coordinates
/// (the path is not clipped to the bounds unless `masksToBounds` says so). The renderer draws it
/// with cairo at the scale it is shown.
open class CAShapeLayer: CALayer {
    public required override init() { super.init(kind: .shape) }

    public override init(layer: Any) { super.init(kind: .shape, layer: layer) }

    /// FoldKit has no layer archives: nil (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The shape; a copy is kept, so changing a mutable path afterwards changes nothing.
    /// Animatable (between paths of the same elements).
    open var path: CGPath? {
        get { properties.shape.path.map { CGPath(path: $0) } }
        set { change("path") { properties.shape.path = newValue?.path } }
    }

    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? {
        get { properties.shape.fillColor }
        set { change("fillColor") { properties.shape.fillColor = newValue } }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { properties.shape.fillRule }
        set { properties.shape.fillRule = newValue }
    }

    /// Nil by default: no stroke.
    open var strokeColor: CGColor? {
        get { properties.shape.strokeColor }
        set { change("strokeColor") { properties.shape.strokeColor = newValue } }
    }

    /// Where the stroke starts and ends, as fractions 0…1 of the path's whole length.
    open var strokeStart: CGFloat {
        get { properties.shape.strokeStart }
        set { change("strokeStart") { properties.shape.strokeStart = newValue } }
    }

    open var strokeEnd: CGFloat {
        get { properties.shape.strokeEnd }
        set { change("strokeEnd") { properties.shape.strokeEnd = newValue } }
    }

    open var lineWidth: CGFloat {
        get { properties.shape.lineWidth }
        set { change("lineWidth") { properties.shape.lineWidth = newValue } }
    }

    open var miterLimit: CGFloat {
        get { properties.shape.miterLimit }
        set { change("miterLimit") { properties.shape.miterLimit = newValue } }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { properties.shape.lineCap }
        set { properties.shape.lineCap = newValue }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { properties.shape.lineJoin }
        set { properties.shape.lineJoin = newValue }
    }

    open var lineDashPhase: CGFloat {
        get { properties.shape.lineDashPhase }
        set { change("lineDashPhase") { properties.shape.lineDashPhase = newValue } }
    }

    /// Dash lengths, painted and unpainted in turn; nil (or empty) strokes solid lines.
    open var lineDashPattern: [NSNumber]? {
        get {
            let pattern = properties.shape.lineDashPattern
            return pattern.isEmpty ? nil : pattern.map { NSNumber(value: $0) }
        }
        set { properties.shape.lineDashPattern = newValue?.map(\.doubleValue) ?? [] }
    }
}
