import FoldCore
import Foundation

extension DrawListBuilder {
    /// A transform layer's sublayers share its 3D space: each plane (a non-transform
    /// descendant with its flattened subtree) is depth-sorted with the others by a BSP tree,
    /// split where planes intersect.
    ///
    /// Depth is compared in the superlayer's 3D space, before the flattening into its plane;
    /// `parent` then maps the pieces to the screen.
    func buildTransformLayer(
        _ layer: LayerSnapshot, local: CATransform3D, parent: CATransform3D, clips: [PlaneClip], clipRegion: ConvexRegion?
    ) -> [DrawItem] {
        var planes: [(items: [DrawItem], polygon: [Vector3])] = []
        collect(layer, local: local, parent: parent, opacity: 1, clips: clips, clipRegion: clipRegion, into: &planes)
        if planes.count <= 1 { return planes.first?.items ?? [] }
        var polygons: [DepthPolygon] = []
        var unsorted: [DrawItem] = []
        for (i, plane) in planes.enumerated() {
            if plane.polygon.count >= 3 {
                polygons.append(DepthPolygon(points: plane.polygon, splitEdge: [Bool](repeating: false, count: plane.polygon.count), source: i))
            } else {
                unsorted += plane.items
            }
        }
        var items = unsorted
        for piece in BSPTree.backToFront(polygons) {
            let source = planes[piece.source].items
            guard piece.splitEdge.contains(true) else {
                items += source
                continue
            }
            // Only the cut edges clip: the plane's own edges already bound (and anti-alias) its ops.
            var onScreen = piece
            let h = Homography(parent)
            onScreen.points = piece.points.map { q in
                let (x, y, w) = h.apply(q.x, q.y)
                return Vector3(x / w, y / w, 0)
            }
            guard let cut = ConvexRegion(splitEdgesOf: onScreen) else { continue }
            items += source.map { $0.clipped(to: cut) }
        }
        return items
    }

    private func collect(
        _ node: LayerSnapshot, local: CATransform3D, parent: CATransform3D, opacity: Double, clips: [PlaneClip],
        clipRegion: ConvexRegion?, into planes: inout [(items: [DrawItem], polygon: [Vector3])]
    ) {
        let p = node.properties
        guard !p.isHidden, p.opacity > 0 else { return }
        let base = p.sublayerTransformAboutAnchor.concatenating(local)
        for child in ordered(node.sublayers) {
            let cl = child.properties.transformToSuperlayer.concatenating(base)
            if child.kind == .transform {
                collect(child, local: cl, parent: parent, opacity: opacity * p.opacity, clips: clips, clipRegion: clipRegion, into: &planes)
                continue
            }
            let built = build(child, local: cl, parent: parent, clips: clips, clipRegion: clipRegion)
            let items = Self.applyingOpacity(opacity * p.opacity, to: built)
            guard !items.isEmpty else { continue }
            planes.append((items, depthPolygon(child.properties.bounds.standardized, cl)))
        }
    }

    /// The rect's corners after the transform, clipped at the near plane and divided.
    func depthPolygon(_ rect: CGRect, _ m: CATransform3D) -> [Vector3] {
        let corners = rect.corners.map { c -> HomogeneousPoint in
            let h = m.applyHomogeneous(Vector3(c.x, c.y, 0))
            return HomogeneousPoint(x: h.x, y: h.y, z: h.z, w: h.w)
        }
        return NearPlaneClipper.clip(corners).map { Vector3($0.x / $0.w, $0.y / $0.w, $0.z / $0.w) }
    }
}

extension ConvexRegion {
    /// The half-planes of a BSP piece's cut edges only, as hard edges.
    init?(splitEdgesOf piece: DepthPolygon) {
        let pts = piece.points.map { CGPoint(x: $0.x, y: $0.y) }
        guard var full = ConvexRegion(pts, hardEdges: true) else { return nil }
        // Rebuild the edge list keeping the split ones, in the same orientation.
        var area = 0.0
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        let orientation: Double = area > 0 ? 1 : -1
        let edges = pts.indices.filter { piece.splitEdge[$0] }.compactMap { i in
            Self.edgeLine(pts[i], pts[(i + 1) % pts.count], orientation: orientation)
        }
        full.edges = edges
        full.hard = [Bool](repeating: true, count: edges.count)
        self = full
    }
}
