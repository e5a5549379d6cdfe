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

    /// Where the layer draws, in its own coordinates: its bounds, a shape layer's paint, and its
    /// sublayers' extents (affine placements; a 3D one counts as its affine part).
    var drawnExtent: CGRect {
        let p = properties
        var box = p.bounds.standardized
        if kind == .shape, let path = p.shape.path, !path.isEmpty {
            let reach = p.shape.strokeReach
            box = box.union(path.boundingBox.insetBy(dx: -reach, dy: -reach))
        }
        for sub in sublayers {
            box = box.union(sub.drawnExtent.applying(sub.properties.transformToSuperlayer.affineTransform))
        }
        return box
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
