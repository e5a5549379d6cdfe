import Foundation

extension CALayer {
    /// Asks for `display()` before the next frame is shown (the host runs it with layout).
    public func setNeedsDisplay() { displayRequestedFlag = true }

    /// Asks for `display()` for a part of the bounds; FoldKit redraws the whole layer.
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Whether display has been asked for and not yet done.
    public func needsDisplay() -> Bool { displayRequestedFlag }

    /// Runs `display()` now if it was asked for.
    public func displayIfNeeded() {
        guard displayRequestedFlag else { return }
        displayRequestedFlag = false
        display()
    }

    /// `displayIfNeeded()` on this layer and every layer under it, as Core Animation does after
    /// layout, before a frame is committed.
    package func displayTreeIfNeeded() {
        displayIfNeeded()
        for s in children { s.displayTreeIfNeeded() }
    }

    /// What `display()` does without a delegate's own: a transparent bitmap of the bounds at
    /// `contentsScale`, painted by `draw(in:)` (after the delegate's `layerWillDraw(_:)`), becomes
    /// `contents`; empty bounds give none.
    package func drawContents() {
        guard let context = CGContext(layerBounds: bounds, scale: contentsScale) else {
            contents = nil
            return
        }
        delegate?.layerWillDraw(self)
        draw(in: context)
        contents = context.makeImage(scale: contentsScale)
    }
}
