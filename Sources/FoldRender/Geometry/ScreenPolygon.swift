import FoldCore
import Foundation

/// A point in homogeneous clip space: before the perspective divide.
struct HomogeneousPoint {
    var x, y, z, w: Double
}

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
    static func project(_ rect: Rect, through t: Transform3D) -> [Point] {
        let corners = rect.corners.map { p -> HomogeneousPoint in
            let h = t.applyHomogeneous(Vector3(p.x, p.y, 0))
            return HomogeneousPoint(x: h.x, y: h.y, z: h.z, w: h.w)
        }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.w.isFinite }) else { return [] }
        return clip(corners).map { Point(x: $0.x / $0.w, y: $0.y / $0.w) }
    }
}

/// A convex polygon in screen pixels with its edges as distance functions, for anti-aliased
/// coverage: inside every edge's half-plane, the distance to the nearest edge grows by a known
/// step per pixel, so coverage costs an add and a min per edge.
struct ConvexRegion: Sendable {
    /// Edge lines `a·x + b·y + c` = signed distance in pixels, positive inside.
    var edges: [(a: Double, b: Double, c: Double)]
    var minX, minY, maxX, maxY: Double
    /// Hard edges (BSP splits) use a step at 0 instead of a ramp, so pieces meet without seams.
    var hard: [Bool]

    /// nil for a polygon with no area.
    init?(_ points: [Point], hardEdges: Bool = false) {
        guard points.count >= 3 else { return nil }
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard abs(area) > 1e-9, area.isFinite else { return nil }
        let orientation: Double = area > 0 ? 1 : -1
        self.edges = points.indices.compactMap { i in
            Self.edgeLine(points[i], points[(i + 1) % points.count], orientation: orientation)
        }
        hard = [Bool](repeating: hardEdges, count: edges.count)
        minX = points.map(\.x).min()!
        maxX = points.map(\.x).max()!
        minY = points.map(\.y).min()!
        maxY = points.map(\.y).max()!
    }

    /// The line through p and q as a distance function positive on the inside of a polygon of
    /// the given orientation (y down); nil for a zero-length edge.
    static func edgeLine(_ p: Point, _ q: Point, orientation: Double) -> (a: Double, b: Double, c: Double)? {
        let dx = q.x - p.x, dy = q.y - p.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 1e-12 else { return nil }
        let a = -dy / len * orientation, b = dx / len * orientation
        return (a, b, -(a * p.x + b * p.y))
    }

    /// The polygon clipped to another convex region's half-planes (edges keep their kind).
    func intersecting(_ other: ConvexRegion) -> ConvexRegion {
        var r = self
        r.edges += other.edges
        r.hard += other.hard
        r.minX = max(minX, other.minX)
        r.maxX = min(maxX, other.maxX)
        r.minY = max(minY, other.minY)
        r.maxY = min(maxY, other.maxY)
        return r
    }
}
