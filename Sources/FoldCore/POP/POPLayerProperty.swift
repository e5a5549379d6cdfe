import Foundation

// POP's layer property names (POPAnimatableProperty.h), with the strings POP gives them.
public let kPOPLayerBackgroundColor = "backgroundColor"
public let kPOPLayerBounds = "bounds"
public let kPOPLayerCornerRadius = "cornerRadius"
public let kPOPLayerBorderWidth = "borderWidth"
public let kPOPLayerBorderColor = "borderColor"
public let kPOPLayerOpacity = "opacity"
public let kPOPLayerPosition = "position"
public let kPOPLayerPositionX = "positionX"
public let kPOPLayerPositionY = "positionY"
public let kPOPLayerRotation = "rotation"
public let kPOPLayerRotationX = "rotationX"
public let kPOPLayerRotationY = "rotationY"
public let kPOPLayerScaleX = "scaleX"
public let kPOPLayerScaleXY = "scaleXY"
public let kPOPLayerScaleY = "scaleY"
public let kPOPLayerSize = "size"
public let kPOPLayerSubscaleXY = "subscaleXY"
public let kPOPLayerSubtranslationX = "subtranslationX"
public let kPOPLayerSubtranslationXY = "subtranslationXY"
public let kPOPLayerSubtranslationY = "subtranslationY"
public let kPOPLayerSubtranslationZ = "subtranslationZ"
public let kPOPLayerTranslationX = "translationX"
public let kPOPLayerTranslationXY = "translationXY"
public let kPOPLayerTranslationY = "translationY"
public let kPOPLayerTranslationZ = "translationZ"
public let kPOPLayerZPosition = "zPosition"
public let kPOPLayerShadowColor = "shadowColor"
public let kPOPLayerShadowOffset = "shadowOffset"
public let kPOPLayerShadowOpacity = "shadowOpacity"
public let kPOPLayerShadowRadius = "shadowRadius"
// CAShapeLayer's.
public let kPOPShapeLayerStrokeStart = "shapeLayer.strokeStart"
public let kPOPShapeLayerStrokeEnd = "shapeLayer.strokeEnd"
public let kPOPShapeLayerStrokeColor = "shapeLayer.strokeColor"
public let kPOPShapeLayerFillColor = "shapeLayer.fillColor"
public let kPOPShapeLayerLineWidth = "shapeLayer.lineWidth"
public let kPOPShapeLayerLineDashPhase = "shapeLayer.lineDashPhase"

/// What one of POP's named layer properties reads and writes: the components of one key path,
/// or one number from each of several (`scaleXY` is the transform's x and y scale), with POP's
/// threshold for it.
package struct POPLayerProperty: Sendable {
    package let keyPaths: [AnimatableKeyPath]
    package let threshold: Double
    /// POP's `kPOPLayerSize` leaves the layer alone for a negative size.
    let refusesNegative: Bool

    init(_ keyPaths: AnimatableKeyPath..., threshold: Double, refusesNegative: Bool = false) {
        self.keyPaths = keyPaths
        self.threshold = threshold
        self.refusesNegative = refusesNegative
    }

    package var componentCount: Int {
        keyPaths.count == 1 ? keyPaths[0].valueKind.componentCount : keyPaths.count
    }

    /// The kind of value an animation of it takes (several numbers go as a point, as POP boxes two).
    package var valueKind: AnimationValue.Kind {
        keyPaths.count == 1 ? keyPaths[0].valueKind : componentCount == 2 ? .point : .rect
    }

    package func read(_ layer: CALayer) -> [Double] {
        if keyPaths.count == 1 { return Array(layer.properties[keyPaths[0]].components.prefix(componentCount)) }
        return keyPaths.map { layer.properties[$0].components.first ?? 0 }
    }

    package func write(_ values: [Double], to layer: CALayer) {
        if refusesNegative && values.contains(where: { $0 < 0 }) { return }
        if keyPaths.count == 1 {
            let path = keyPaths[0]
            layer.properties[path] = layer.properties[path].with(components: values)
            return
        }
        for (path, v) in zip(keyPaths, values) { layer.properties[path] = .number(v) }
    }

    // POP's thresholds (kPOPThresholdPoint, …Opacity, …Scale, …Rotation, …Radius, …Color).
    private static let point = 1.0, opacity = 0.01, scale = 0.005, rotation = 0.01, radius = 0.01, color = 0.01

    private static func t(_ c: AnimatableKeyPath.TransformComponent, sublayer: Bool = false) -> AnimatableKeyPath {
        .transform(sublayer: sublayer, c)
    }

    package static let named: [String: POPLayerProperty] = [
        kPOPLayerBackgroundColor: .init(.backgroundColor, threshold: color),
        kPOPLayerBounds: .init(.bounds, threshold: point),
        kPOPLayerCornerRadius: .init(.cornerRadius, threshold: radius),
        kPOPLayerBorderWidth: .init(.borderWidth, threshold: 0.01),
        kPOPLayerBorderColor: .init(.borderColor, threshold: color),
        kPOPLayerOpacity: .init(.opacity, threshold: opacity),
        kPOPLayerPosition: .init(.position, threshold: point),
        kPOPLayerPositionX: .init(.positionX, threshold: point),
        kPOPLayerPositionY: .init(.positionY, threshold: point),
        kPOPLayerRotation: .init(t(.rotationZ), threshold: rotation),
        kPOPLayerRotationX: .init(t(.rotationX), threshold: rotation),
        kPOPLayerRotationY: .init(t(.rotationY), threshold: rotation),
        kPOPLayerScaleX: .init(t(.scaleX), threshold: scale),
        kPOPLayerScaleXY: .init(t(.scaleX), t(.scaleY), threshold: scale),
        kPOPLayerScaleY: .init(t(.scaleY), threshold: scale),
        kPOPLayerSize: .init(.boundsSize, threshold: point, refusesNegative: true),
        kPOPLayerSubscaleXY: .init(t(.scaleX, sublayer: true), t(.scaleY, sublayer: true), threshold: scale),
        kPOPLayerSubtranslationX: .init(t(.translationX, sublayer: true), threshold: point),
        kPOPLayerSubtranslationXY: .init(t(.translation, sublayer: true), threshold: point),
        kPOPLayerSubtranslationY: .init(t(.translationY, sublayer: true), threshold: point),
        kPOPLayerSubtranslationZ: .init(t(.translationZ, sublayer: true), threshold: point),
        kPOPLayerTranslationX: .init(t(.translationX), threshold: point),
        kPOPLayerTranslationXY: .init(t(.translation), threshold: point),
        kPOPLayerTranslationY: .init(t(.translationY), threshold: point),
        kPOPLayerTranslationZ: .init(t(.translationZ), threshold: point),
        kPOPLayerZPosition: .init(.zPosition, threshold: point),
        kPOPLayerShadowColor: .init(.shadowColor, threshold: 0.01),
        kPOPLayerShadowOffset: .init(.shadowOffset, threshold: 0.01),
        kPOPLayerShadowOpacity: .init(.shadowOpacity, threshold: opacity),
        kPOPLayerShadowRadius: .init(.shadowRadius, threshold: radius),
        kPOPShapeLayerStrokeStart: .init(.strokeStart, threshold: 0.01),
        kPOPShapeLayerStrokeEnd: .init(.strokeEnd, threshold: 0.01),
        kPOPShapeLayerStrokeColor: .init(.strokeColor, threshold: color),
        kPOPShapeLayerFillColor: .init(.fillColor, threshold: color),
        kPOPShapeLayerLineWidth: .init(.lineWidth, threshold: 0.01),
        kPOPShapeLayerLineDashPhase: .init(.lineDashPhase, threshold: 0.01),
    ]
}
