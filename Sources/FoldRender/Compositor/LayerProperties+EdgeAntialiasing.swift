import FoldCore

extension LayerProperties {
    /// Which sides of a rectangle in the layer's plane have hard edges, a bit each in the order
    /// of `CGRect.corners`' edges (min-y, max-x, max-y, min-x): all of them unless
    /// `allowsEdgeAntialiasing` is on, then those `edgeAntialiasingMask` leaves out.
    var hardSides: UInt8 {
        guard allowsEdgeAntialiasing else { return 0b1111 }
        let mask = edgeAntialiasingMask
        var sides: UInt8 = 0
        if !mask.contains(.layerBottomEdge) { sides |= 1 << 0 }
        if !mask.contains(.layerRightEdge) { sides |= 1 << 1 }
        if !mask.contains(.layerTopEdge) { sides |= 1 << 2 }
        if !mask.contains(.layerLeftEdge) { sides |= 1 << 3 }
        return sides
    }
}
