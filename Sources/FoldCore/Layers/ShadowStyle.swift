import Foundation

/// A layer's shadow: Core Animation's properties and defaults (black, opacity 0 so none is
/// drawn, 3 points up — (0, −3) — blurred by 3).
package struct ShadowStyle: Hashable, Sendable {
    public var color: CGColor? = CGColor.black
    public var opacity = 0.0
    public var offset = CGSize(width: 0, height: -3)
    public var radius = 3.0
    /// The shape casting the shadow, in the layer's coordinates; nil casts the layer's own
    /// composited alpha (its background, contents, border and sublayers).
    package var path: Path? = nil

    public init() {}

    /// Whether a shadow is drawn at all.
    public var isVisible: Bool {
        opacity > 0 && opacity.isFinite && (color?.alpha ?? 0) > 0 && offset.width.isFinite && offset.height.isFinite
    }
}

/// `ShadowStyle` by reference, copied on write: most layers have no shadow and carry one
/// pointer for it.
final class ShadowStyleBox: Hashable, @unchecked Sendable {
    let style: ShadowStyle
    init(_ style: ShadowStyle) { self.style = style }
    static func == (a: ShadowStyleBox, b: ShadowStyleBox) -> Bool { a === b || a.style == b.style }
    func hash(into hasher: inout Hasher) { hasher.combine(style) }
}
