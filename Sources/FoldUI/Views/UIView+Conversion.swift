import FoldCore
import Foundation

/// Coordinate conversion between views, through 3D transforms (projected), by their layers'
/// `convert`. `nil` means the window (or, for a view in no window, the space its root sits in).
/// A point that cannot land on the target view's plane (seen edge-on, or behind the eye) comes
/// back as (∞, ∞), and a rect as `CGRect.null` — CGRect.null's shape: an infinite origin, zero size.
extension UIView {
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// The bounding box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// A point in the superview's bounds coordinates brought into this view's, through this
    /// layer's transform and the superlayer's sublayerTransform; nil when it misses the plane.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint? {
        var m = layer.properties.transformToSuperlayer
        if let s = layer.superlayer { m = m.concatenating(s.properties.sublayerTransformAboutAnchor) }
        return m.unproject(point)
    }
}

