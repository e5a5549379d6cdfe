import FoldCore
import Foundation

/// A convex polygon in screen pixels with its edges as distance functions, for anti-aliased
/// coverage: inside every edge's half-plane, the distance to the nearest edge grows by a known
/// step per pixel, so coverage costs an add and a min per edge.
struct ConvexRegion: Sendable {
    /// Edge lines `a·x + b·y + c` = signed distance in pixels, positive inside.
    var edges: [(a: Double, b: Double, c: Double)]
    var minX, minY, maxX, maxY: Double
    /// Hard edges (BSP splits, and layers' edges unless they allow edge antialiasing) use a step
    /// at 0 instead of a ramp: they cover the pixels whose centres they enclose, so pieces and
    /// layers that abut meet without seams.
    var hard: [Bool]

    /// nil for a polygon with no area.
    init?(_ points: [CGPoint], hardEdges: Bool = false) {
        self.init(points, hardSides: hardEdges ? 0b1111 : 0)
    }

    /// `hardSides`: for a quadrilateral (a projected rectangle's corners), bit i makes the edge
    /// from point i to point i + 1 hard; any other polygon (one the near plane cut) has all its
    /// edges hard when any bit is set.
    init?(_ points: [CGPoint], hardSides: UInt8) {
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
        var hard: [Bool] = []
        hard.reserveCapacity(points.count)
        let quad = points.count == 4
        minX = points[0].x
        maxX = minX
        minY = points[0].y
        maxY = minY
        for i in points.indices {
            let p = points[i]
            if let e = Self.edgeLine(p, points[(i + 1) % points.count], orientation: orientation) {
                edges.append(e)
                hard.append(quad ? hardSides & (1 << UInt8(i)) != 0 : hardSides != 0)
            }
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        self.edges = edges
        self.hard = hard
    }

    /// The line through p and q as a distance function positive on the inside of a polygon of
    /// the given orientation (y down); nil for a zero-length edge.
    static func edgeLine(_ p: CGPoint, _ q: CGPoint, orientation: Double) -> (a: Double, b: Double, c: Double)? {
        let dx = q.x - p.x, dy = q.y - p.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 1e-12 else { return nil }
        let a = -dy / len * orientation, b = dx / len * orientation
        return (a, b, -(a * p.x + b * p.y))
    }

    /// Bounds that enclose nothing (min above max): a clip left nothing of the region. Such a
    /// region draws nothing and touches no pixel (`DrawItem.pixelBounds` is empty).
    var isEmptyByBounds: Bool { !(minX <= maxX && minY <= maxY) }

    /// The polygon clipped to another convex region's half-planes (edges keep their kind).
    ///
    /// An edge that the whole of the new bounds, and two pixels around them, lie at least a pixel
    /// inside changes no pixel's coverage (pixels are visited within a pixel of the bounds, and
    /// coverage takes the smallest of the edges' `d + 0.5`, never above 1): it is left out, so a
    /// layer inside a larger clip is tested against its own edges only.
    func intersecting(_ other: ConvexRegion) -> ConvexRegion {
        var r = self
        r.minX = max(minX, other.minX)
        r.maxX = min(maxX, other.maxX)
        r.minY = max(minY, other.minY)
        r.maxY = min(maxY, other.maxY)
        r.edges = []
        r.hard = []
        r.edges.reserveCapacity(edges.count + other.edges.count)
        r.hard.reserveCapacity(edges.count + other.edges.count)
        let bounded = r.minX.isFinite && r.maxX.isFinite && r.minY.isFinite && r.maxY.isFinite
        let x0 = r.minX - 2, x1 = r.maxX + 2, y0 = r.minY - 2, y1 = r.maxY + 2
        func keep(_ e: (a: Double, b: Double, c: Double), hard: Bool) {
            // A line's smallest value over a rect is at one of its corners.
            let least = min(e.a * x0, e.a * x1) + min(e.b * y0, e.b * y1) + e.c
            if bounded && least >= 1 { return }
            r.edges.append(e)
            r.hard.append(hard)
        }
        for (i, e) in edges.enumerated() { keep(e, hard: hard[i]) }
        for (i, e) in other.edges.enumerated() { keep(e, hard: other.hard[i]) }
        return r
    }
}
