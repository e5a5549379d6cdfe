import Foundation

extension LayerProperties {
    /// CALayer.frame: the bounding box, in the superlayer's space, of the bounds transformed
    /// about the anchor point (the sublayerTransform of the superlayer is not included).
    ///
    /// Setting it keeps `transform`, `anchorPoint` and `bounds.origin` and solves for
    /// `bounds.size` and `position`:
    /// - size: for an affine transform with linear part (a b; c d), a w × h box transforms to a
    ///   bounding box of (|a|w + |c|h) × (|b|w + |d|h); that 2 × 2 system is solved for w and h,
    ///   so the new frame has exactly the size given (scale divides, a 90° turn swaps width and
    ///   height). Where the system is singular (a 45° turn) or its solution is negative (a
    ///   frame too narrow for the turned box), the size keeps the current bounds' aspect ratio
    ///   (the frame's when the bounds are empty), scaled as large as fits inside the frame. A
    ///   non-affine (3D) transform takes the frame's size as the bounds' size.
    /// - position: so that the transformed box's origin lands on the frame's origin, whatever
    ///   the anchor point, translation or projection.
    /// With the identity transform both reduce to CA's rule: bounds.size = frame.size and
    /// position = origin + anchorPoint · size.
    public var frame: CGRect {
        get {
            let m = transformToSuperlayer
            return CGRect.bounding(CGRect(origin: bounds.origin, size: bounds.size).corners.map { m.apply(to: $0) })
        }
        set {
            let r = newValue.standardized
            bounds.size = transform.isAffine ? boundsSize(fitting: r.size, affine: transform.affineTransform) : r.size
            // The box moves rigidly with position (a translation applied after any projection),
            // so place the box the bounds make about the anchor with no position.
            let w = bounds.size.width, h = bounds.size.height
            let aboutAnchor = CATransform3D(translationX: 0, y: 0, z: -anchorPointZ).concatenating(transform)
            let corners = CGRect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h).corners
            let box = CGRect.bounding(corners.map { aboutAnchor.apply(to: $0) })
            position = CGPoint(x: r.origin.x - box.origin.x, y: r.origin.y - box.origin.y)
        }
    }

    /// The size w × h whose box under the affine transform's linear part is `target`.
    func boundsSize(fitting target: CGSize, affine t: CGAffineTransform) -> CGSize {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        func box(_ s: CGSize) -> CGSize { CGSize(width: a * s.width + c * s.height, height: b * s.width + d * s.height) }
        let det = a * d - b * c
        let magnitude = max(a * d, b * c)
        if magnitude > 0, abs(det) > 1e-12 * magnitude {
            let w = (d * target.width - c * target.height) / det
            let h = (a * target.height - b * target.width) / det
            // Rounding leaves -1e-15 where the exact answer is 0.
            let tolerance = 1e-9 * max(target.width, target.height, 1)
            if w >= -tolerance, h >= -tolerance { return CGSize(width: max(0, w), height: max(0, h)) }
        }
        // No exact size: the current (else the frame's) aspect ratio, as large as fits.
        let current = bounds.size.standardizedMagnitude
        let shape = current.width > 0 && current.height > 0 ? current : target
        let b0 = box(shape)
        var k = Double.infinity
        if b0.width > 0 { k = min(k, target.width / b0.width) }
        if b0.height > 0 { k = min(k, target.height / b0.height) }
        guard k.isFinite else { return target }
        return CGSize(width: shape.width * k, height: shape.height * k)
    }
}

extension CGSize {
    /// The size with both sides made non-negative.
    fileprivate var standardizedMagnitude: CGSize { CGSize(width: abs(width), height: abs(height)) }
}
