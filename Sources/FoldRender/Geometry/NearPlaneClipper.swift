import FoldCore
import Foundation

/// Clipping in homogeneous coordinates, before the divide, so that geometry behind the eye is
/// cut away rather than drawn mirrored.
enum NearPlaneClipper {
    /// Points with w below this are behind (or too close to) the eye.
    static let epsilon = 1e-5

    /// The polygon's part with w ≥ ε (Sutherland–Hodgman against one plane).
    static func clip(_ polygon: [HomogeneousPoint]) -> [HomogeneousPoint] {
        guard !polygon.isEmpty else { return [] }
        var out: [HomogeneousPoint] = []
        out.reserveCapacity(polygon.count + 2)
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let ina = a.w >= epsilon, inb = b.w >= epsilon
            if ina { out.append(a) }
            if ina != inb {
                let t = (epsilon - a.w) / (b.w - a.w)
                out.append(
                    HomogeneousPoint(
                        x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: a.z + (b.z - a.z) * t, w: epsilon))
            }
        }
        return out
    }

    /// The quad of a rect in a plane mapped by a 4×4 transform, clipped at the near plane and
    /// divided: a convex polygon in screen space (empty when wholly behind the eye or degenerate).
    static func project(_ rect: CGRect, through t: CATransform3D) -> [CGPoint] {
        // The common case, every corner in front of the eye: divided in place, one array.
        var projected = rect.corners
        var inFront = true
        for i in projected.indices {
            let h = t.applyHomogeneous(Vector3(projected[i].x, projected[i].y, 0))
            guard h.x.isFinite && h.y.isFinite && h.w.isFinite else { return [] }
            if h.w < epsilon { inFront = false }
            projected[i] = CGPoint(x: h.x / h.w, y: h.y / h.w)
        }
        if inFront { return projected }
        let homogeneous = rect.corners.map { p -> HomogeneousPoint in
            let h = t.applyHomogeneous(Vector3(p.x, p.y, 0))
            return HomogeneousPoint(x: h.x, y: h.y, z: h.z, w: h.w)
        }
        return clip(homogeneous).map { CGPoint(x: $0.x / $0.w, y: $0.y / $0.w) }
    }
}
