import Foundation

/// Maps points between a layer's space and the space its root layer sits in (the canvas), through
/// 3D transforms with projection. A layer's content is flattened into its superlayer's plane,
/// except inside a transform layer, whose sublayers share its 3D space.
///
/// Built from the chain of a layer and its ancestors: `nodes[0]` is the layer, the last is the root.
package struct LayerGeometry: Sendable {
    /// Composite matrices from one flattened plane to the next, starting at the layer's own plane.
    let planes: [CATransform3D]

    public init(chain nodes: [(properties: LayerProperties, kind: LayerKind)]) {
        var planes: [CATransform3D] = []
        var composite = CATransform3D.identity
        for i in nodes.indices {
            var m = nodes[i].properties.transformToSuperlayer
            let parent = i + 1 < nodes.count ? nodes[i + 1] : nil
            if let parent { m = m.concatenating(parent.properties.sublayerTransformAboutAnchor) }
            composite = composite.concatenating(m)
            // The content flattens into its superlayer's plane unless that is a transform layer.
            if parent?.kind != .transform {
                planes.append(composite)
                composite = .identity
            }
        }
        self.planes = planes
    }

    /// From the layer's space to the root's superlayer space (the canvas).
    public func toRoot(_ p: CGPoint) -> CGPoint {
        planes.reduce(p) { $1.apply(to: $0) }
    }

    /// From the root's superlayer space to the layer's plane; nil when the point does not
    /// land on the layer's plane (seen edge-on or behind the eye).
    public func fromRoot(_ p: CGPoint) -> CGPoint? {
        var q = p
        for m in planes.reversed() {
            guard let next = m.unproject(q) else { return nil }
            q = next
        }
        return q
    }

    /// The composite 3D matrix from the layer's space to the canvas, ignoring flattening
    /// (exact when no plane in between is tilted).
    public var transformToRoot: CATransform3D {
        planes.reduce(CATransform3D.identity) { $0.concatenating($1) }
    }
}

extension CALayer {
    /// This layer and its ancestors, the layer first.
    var chain: [(properties: LayerProperties, kind: LayerKind)] {
        var nodes: [(properties: LayerProperties, kind: LayerKind)] = []
        var l: CALayer? = self
        while let current = l {
            nodes.append((current.properties, current.kind))
            l = current.superlayer
        }
        return nodes
    }

    /// The top of this layer's tree.
    public var rootLayer: CALayer {
        var l = self
        while let s = l.superlayer { l = s }
        return l
    }

    // Conversions go through 3D transforms: the point is projected onto the target's plane. A
    // point that cannot land on it (the plane seen edge-on, or the point behind the eye) comes
    // back as (∞, ∞), and a rect as `CGRect.null` (an infinite origin, zero size), where Core
    // Animation's flattening arithmetic would give a meaningless finite point.

    /// Converts a point from another layer's space (nil: the space the root layer sits in).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        reachablePoint(p, from: l) ?? Self.unreachable
    }

    /// Converts a point from this layer's space to another's (nil: the root's superlayer space).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        reachablePoint(p, to: l) ?? Self.unreachable
    }

    /// Converts a rect: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let corners = r.corners.compactMap { reachablePoint($0, to: l) }
        return corners.count == 4 ? CGRect.bounding(corners) : .null
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let corners = r.corners.compactMap { reachablePoint($0, from: l) }
        return corners.count == 4 ? CGRect.bounding(corners) : .null
    }

    package static let unreachable = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)

    /// `convert(_:from:)`, nil where the point cannot reach this layer's plane.
    package func reachablePoint(_ point: CGPoint, from layer: CALayer?) -> CGPoint? {
        let root = layer.map { LayerGeometry(chain: $0.chain).toRoot(point) } ?? point
        return LayerGeometry(chain: chain).fromRoot(root)
    }

    /// `convert(_:to:)`, nil where the point cannot reach the other layer's plane.
    package func reachablePoint(_ point: CGPoint, to layer: CALayer?) -> CGPoint? {
        let root = LayerGeometry(chain: chain).toRoot(point)
        guard let layer else { return root }
        return LayerGeometry(chain: layer.chain).fromRoot(root)
    }

    /// Whether a point in this layer's space lies inside its bounds.
    public func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// CALayer.hitTest: the deepest visible layer under a point given in the superlayer's space
    /// (front-most first: higher zPosition, then later sublayers), or nil.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        var m = properties.transformToSuperlayer
        if let s = superlayer { m = m.concatenating(s.properties.sublayerTransformAboutAnchor) }
        guard let local = m.unproject(point) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        let ordered = children.enumerated().sorted {
            ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset)
        }
        for (_, sub) in ordered {
            if let hit = sub.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
