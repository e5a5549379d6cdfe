import Foundation

extension CALayer {
    /// Asks for `display()` before the next frame is shown (the host runs it after layout).
    public func setNeedsDisplay() {
        guard !displayRequestedFlag else { return }
        displayRequestedFlag = true
        transactions.layersToDisplay.append(Weak(self))
    }

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

    /// `displayIfNeeded()` on every layer of this thread that asked for display, in the order
    /// they asked, as Core Animation displays a transaction's layers after layout, before the
    /// commit. A layer that asks again while drawing is displayed next time.
    package static func displayPendingLayers() {
        let stack = TransactionStack.current
        guard !stack.layersToDisplay.isEmpty else { return }
        let pending = stack.layersToDisplay
        stack.layersToDisplay = []
        for layer in pending { layer.value?.displayIfNeeded() }
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
