import FoldCore
import Foundation

/// A layer drawn offscreen in its own plane (a shadow's caster, a masked layer, `render(in:)`):
/// where it sits in its superlayer plays no part.
extension LayerSnapshot {
    /// The snapshot without its placement: no transform, position, opacity or depth. What an
    /// offscreen raster of it is kept by.
    var unplaced: LayerSnapshot {
        var s = self
        s.properties.transform = .identity
        s.properties.position = .zero
        s.properties.opacity = 1
        s.properties.zPosition = 0
        s.properties.anchorPointZ = 0
        return s
    }

    /// The snapshot, unplaced, as a render tree's root whose top-left corner is the point
    /// `origin` of the layer's own coordinates; `keepsOpacity` keeps its own opacity (as
    /// `render(in:)` draws it).
    func root(withOriginAt origin: CGPoint, keepsOpacity: Bool = false) -> LayerSnapshot {
        var s = unplaced
        if keepsOpacity { s.properties.opacity = properties.opacity }
        let anchor = s.properties.anchorInBounds
        s.properties.position = CGPoint(x: anchor.x - origin.x, y: anchor.y - origin.y)
        return s
    }
}
