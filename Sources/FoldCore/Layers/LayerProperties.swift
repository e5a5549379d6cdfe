import Foundation

/// What kind of layer this is: decides which properties it draws.
public enum LayerKind: String, CaseIterable, Sendable {
    case layer, gradient, transform, text, shape
}

/// Every animatable and drawable property of a layer, as a value: the model a `CALayer` holds,
/// and the presentation values a snapshot carries. Names and defaults are Core Animation's.
public struct LayerProperties: Hashable, Sendable {
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ = 0.0
    public var zPosition = 0.0
    public var transform = CATransform3D.identity
    public var sublayerTransform = CATransform3D.identity
    public var opacity = 1.0
    public var isHidden = false
    public var isDoubleSided = true
    /// Whether the edges in `edgeAntialiasingMask` are antialiased (off by default, as Core
    /// Animation's: a layer's edges then cover whole pixels, by their centres).
    public var allowsEdgeAntialiasing = false
    public var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
    public var masksToBounds = false
    public var cornerRadius = 0.0
    /// The corners `cornerRadius` rounds; the others stay square.
    public var maskedCorners = CACornerMask.all
    public var backgroundColor: CGColor? = nil
    public var borderWidth = 0.0
    public var borderColor: CGColor? = CGColor.black
    /// The name of the image shown: what a scene file writes, and where a renderer without
    /// `contentsImage` looks the pixels up (a scene's image table).
    public var contentsName: String? = nil
    /// The image the layer shows (`CALayer.contents`), carried with every snapshot to the
    /// renderer; `contentsName` is its name (what a scene file writes). Without it, a renderer
    /// looks `contentsName` up by name.
    public var contentsImage: CGImage? = nil
    public var contentsGravity = CALayerContentsGravity.resize
    /// The part of the contents image shown, in unit coordinates (CALayer.contentsRect): how a
    /// snapshot is sliced into fold pieces.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of `contents` per point (CALayer.contentsScale, default 1): an image's natural size
    /// in points is its pixel size ÷ contentsScale, whatever the render scale. A Retina (@2x)
    /// image sets 2.
    public var contentsScale = 1.0
    /// The middle of a nine-part grid over the shown part of the contents, in its unit
    /// coordinates (CALayer.contentsCenter): when a resizing gravity stretches the contents, the
    /// corners outside it keep their natural size, the edges stretch along, the middle both ways.
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var shouldRasterize = false
    /// Pixels per point of a rasterized layer's bitmap (CALayer.rasterizationScale, default 1):
    /// on a 2× screen a layer rasterized at 1 is magnified and soft, as on iOS.
    public var rasterizationScale = 1.0

    // CAGradientLayer
    public var colors: [CGColor] = []
    /// Stops for `colors`; empty means evenly spaced.
    public var locations: [Double] = []
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var gradientType = CAGradientLayerType.axial

    // CATextLayer
    public var string: String? = nil
    /// The scene format's default, 17; `CATextLayer()` starts from Core Animation's, 36.
    public var fontSize = 17.0
    public var fontFamily: String? = nil
    /// CSS/OpenType weight, 1…1000 (400 regular, 700 bold). FoldKit's addition: CATextLayer
    /// takes the weight from its font object.
    public var fontWeight = 400.0
    /// The scene format's default, black; `CATextLayer()` starts from Core Animation's, white.
    public var foregroundColor: CGColor? = CGColor.black
    public var alignmentMode = CATextLayerAlignmentMode.natural
    public var isWrapped = false
    public var truncationMode = CATextLayerTruncationMode.none
    /// What an attributed `string` styles differently from the layer's font and colour.
    package var textRuns: [TextRun] = []

    // CAShapeLayer: boxed, as most layers have none.
    private var shapeBox: ShapeStyleBox? = nil
    package var shape: ShapeStyle {
        get { shapeBox?.style ?? Self.noShape }
        set { shapeBox = ShapeStyleBox(newValue) }
    }
    private static let noShape = ShapeStyle()

    // The shadow: boxed, as most layers have none.
    private var shadowBox: ShadowStyleBox? = nil
    package var shadow: ShadowStyle {
        get { shadowBox?.style ?? Self.noShadow }
        set { shadowBox = newValue == Self.noShadow ? nil : ShadowStyleBox(newValue) }
    }
    private static let noShadow = ShadowStyle()
    /// Whether a shadow is drawn (no unboxing when there is none).
    public var hasShadow: Bool { shadowBox?.style.isVisible ?? false }

    public init() {}

    // MARK: Geometry

    /// The anchor point in the layer's own coordinate space.
    public var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// The matrix taking this layer's points into its superlayer's space, before the superlayer's
    /// sublayerTransform: `(p − bounds.origin − anchor·size) · transform + position`.
    public var transformToSuperlayer: CATransform3D {
        let a = anchorInBounds
        return CATransform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// The superlayer half of the mapping: the sublayerTransform applied about the anchor point.
    public var sublayerTransformAboutAnchor: CATransform3D {
        guard !sublayerTransform.isIdentity else { return .identity }
        let a = anchorInBounds
        return CATransform3D(translationX: -a.x, y: -a.y, z: -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(CATransform3D(translationX: a.x, y: a.y, z: anchorPointZ))
    }

    /// -[CALayer affineTransform]: the identity for a non-affine transform.
    public var affineTransform: CGAffineTransform { transform.affineTransform }
}
