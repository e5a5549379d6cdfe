import Foundation

/// What a layer asks and tells its delegate (CALayerDelegate). Every call has a default, so a
/// delegate implements only those it needs, as with Apple's optional methods.
public protocol CALayerDelegate: AnyObject {
    /// The layer needs its contents made; the default draws them through `draw(_:in:)` into a
    /// bitmap that becomes `contents`. Implement it to set `contents` yourself.
    func display(_ layer: CALayer)
    /// Paints the layer's contents; `ctx`'s user space is the layer's bounds (y down, points).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// The layer is about to draw (after `display(_:)` chose to, before `draw(_:in:)`).
    func layerWillDraw(_ layer: CALayer)
    /// The layer is laying out its sublayers (its bounds changed, or layout was asked for).
    func layoutSublayers(of layer: CALayer)
    /// The action for an event of the layer; nil continues the search (`action(forKey:)`),
    /// `NSNull()` ends it with no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
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
