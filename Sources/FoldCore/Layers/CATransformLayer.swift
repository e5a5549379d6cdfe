import Foundation

/// A layer whose sublayers share one 3D space (CATransformLayer): depth-sorted together and
/// split where they intersect, not flattened into its plane. It draws nothing itself.
open class CATransformLayer: CALayer {
    public required override init() { super.init(kind: .transform) }

    public override init(layer: Any) { super.init(kind: .transform, layer: layer) }

    /// FoldKit has no layer archives: nil (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }
}
