import FoldCore
import Foundation

/// A convex polygon in screen space with depth (after the perspective divide, where the viewer
/// looks down −z from infinity), tagged with the plane it came from.
struct DepthPolygon {
    var points: [Vector3]
    /// `splitEdge[i]` is true when the edge from point i to i + 1 was made by a split.
    var splitEdge: [Bool]
    /// Index of the layer plane it belongs to.
    var source: Int

    /// Newell's normal and offset: `n·p + d = 0`.
    var plane: (normal: Vector3, d: Double)? {
        var n = Vector3.zero
        var centroid = Vector3.zero
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            n.x += (a.y - b.y) * (a.z + b.z)
            n.y += (a.z - b.z) * (a.x + b.x)
            n.z += (a.x - b.x) * (a.y + b.y)
            centroid = centroid + a
        }
        let len = n.length
        guard len > 1e-12, len.isFinite else { return nil }
        n = n * (1 / len)
        centroid = centroid * (1 / Double(points.count))
        return (n, -n.dot(centroid))
    }
}

/// Depth ordering of planes that share one 3D context (a CATransformLayer), as Chromium's viz
/// does: the first polygon is the splitting plane, the others go to its front or back list (split
/// when they straddle it), and a back-to-front walk gives the drawing order.
enum BSPTree {
    static let epsilon = 1e-6

    /// The polygons, split where they intersect, in back-to-front order.
    static func backToFront(_ polygons: [DepthPolygon]) -> [DepthPolygon] {
        var out: [DepthPolygon] = []
        out.reserveCapacity(polygons.count)
        var splitsLeft = splitBudget(polygons.count)
        walk(polygons, into: &out, depth: 0, splitsLeft: &splitsLeft)
        return out
    }

    /// Splits allowed for `count` planes: n mutually crossing planes could make O(n²) pieces
    /// (10 000 planes, 10⁸ polygons); past the budget the rest are ordered by centroid depth.
    static func splitBudget(_ count: Int) -> Int { 4 * count + 10_000 }

    private static func walk(
        _ polygons: [DepthPolygon], into out: inout [DepthPolygon], depth: Int, splitsLeft: inout Int
    ) {
        guard let first = polygons.first else { return }
        // Degenerate (edge-on) planes, pathological depth or too many splits: centroid order.
        guard depth < 64, splitsLeft > 0, let (n, d) = first.plane else {
            out += polygons.sorted { centroidZ($0) < centroidZ($1) }
            return
        }
        var front: [DepthPolygon] = [], back: [DepthPolygon] = [], coplanar: [DepthPolygon] = [first]
        for p in polygons.dropFirst() {
            let distances = p.points.map { n.dot($0) + d }
            let hasFront = distances.contains { $0 > epsilon }, hasBack = distances.contains { $0 < -epsilon }
            switch (hasFront, hasBack) {
            case (false, false): coplanar.append(p)
            case (true, false): front.append(p)
            case (false, true): back.append(p)
            case (true, true):
                splitsLeft -= 1
                let (f, b) = split(p, distances)
                if f.points.count >= 3 { front.append(f) }
                if b.points.count >= 3 { back.append(b) }
            }
        }
        // The viewer is at +z: the side the normal points to is nearer when n.z > 0.
        if n.z >= 0 {
            walk(back, into: &out, depth: depth + 1, splitsLeft: &splitsLeft)
            out += coplanar
            walk(front, into: &out, depth: depth + 1, splitsLeft: &splitsLeft)
        } else {
            walk(front, into: &out, depth: depth + 1, splitsLeft: &splitsLeft)
            out += coplanar
            walk(back, into: &out, depth: depth + 1, splitsLeft: &splitsLeft)
        }
    }

    static func centroidZ(_ p: DepthPolygon) -> Double {
        p.points.reduce(0) { $0 + $1.z } / Double(max(1, p.points.count))
    }

    /// Splits a polygon by the plane whose signed distances are given; new edges are marked.
    static func split(_ p: DepthPolygon, _ dist: [Double]) -> (DepthPolygon, DepthPolygon) {
        var f = DepthPolygon(points: [], splitEdge: [], source: p.source)
        var b = DepthPolygon(points: [], splitEdge: [], source: p.source)
        let n = p.points.count
        for i in 0..<n {
            let j = (i + 1) % n
            let a = p.points[i], c = p.points[j]
            let da = dist[i], dc = dist[j]
            let edgeSplit = p.splitEdge[i]
            if da >= -epsilon { f.points.append(a); f.splitEdge.append(edgeSplit) }
            if da <= epsilon { b.points.append(a); b.splitEdge.append(edgeSplit) }
            if (da > epsilon && dc < -epsilon) || (da < -epsilon && dc > epsilon) {
                let t = da / (da - dc)
                let m = a + (c - a) * t
                // The crossing point starts the part of the edge on the other side; the cut
                // itself (between the two crossing points) becomes a split edge.
                if da > 0 {
                    f.points.append(m); f.splitEdge.append(true)
                    b.points.append(m); b.splitEdge.append(edgeSplit)
                } else {
                    b.points.append(m); b.splitEdge.append(true)
                    f.points.append(m); f.splitEdge.append(edgeSplit)
                }
            }
        }
        // (A vertex exactly on the plane keeps its edge's flag: the cut from it is not marked,
        // which only matters when a plane passes exactly through a corner.)
        return (f, b)
    }
}
