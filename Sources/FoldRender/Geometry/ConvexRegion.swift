import FoldCore
import Foundation

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
        // Built in loops: the draw list makes one region per layer every frame.
        var edges: [(a: Double, b: Double, c: Double)] = []
        edges.reserveCapacity(points.count)
        minX = points[0].x
        maxX = minX
        minY = points[0].y
        maxY = minY
        for i in points.indices {
            let p = points[i]
            if let e = Self.edgeLine(p, points[(i + 1) % points.count], orientation: orientation) { edges.append(e) }
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        self.edges = edges
        hard = [Bool](repeating: hardEdges, count: edges.count)
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
