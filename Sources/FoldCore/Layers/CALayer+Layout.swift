import Foundation

/// What a layer asks and tells its delegate (CALayerDelegate). FoldKit has the layout and
/// action calls; the drawing calls come with `CGContext` (docs/core-animation.md).
public protocol CALayerDelegate: AnyObject {
    /// The layer is laying out its sublayers (its bounds changed, or layout was asked for).
    func layoutSublayers(of layer: CALayer)
    /// The action for an event of the layer; nil continues the search (`action(forKey:)`),
    /// `NSNull()` ends it with no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension CALayer {
    /// Asks for layout on the next `layoutIfNeeded()` (the host runs it each frame).
    public func setNeedsLayout() { layoutRequestedFlag = true }

    /// Whether layout has been asked for and not yet done.
    public func needsLayout() -> Bool { layoutRequestedFlag }

    /// Lays out this layer if it was asked to, then its sublayers, top down, as Core Animation
    /// does before a frame is shown.
    public func layoutIfNeeded() {
        if layoutRequestedFlag {
            layoutRequestedFlag = false
            layoutSublayers()
        }
        for s in children { s.layoutIfNeeded() }
    }
}
