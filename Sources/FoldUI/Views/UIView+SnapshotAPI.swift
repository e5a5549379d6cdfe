import FoldCore
import FoldRender
import Foundation

extension UIView {
    /// Draws the view and its subviews as they show now (their presentation at
    /// `CACurrentMediaTime()`) into the current context, scaled to fill `rect` (in the view's
    /// bounds coordinates), at the context's pixel density. `afterUpdates` first lays out and
    /// redraws what is pending, as a screen update would. False when there is no current
    /// context or nothing to draw (an empty view or rect).
    ///
    /// The view itself is drawn whole: visible, opaque and untransformed, as UIKit snapshots it
    /// (`renderedHierarchy`).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let r = rect.standardized
        guard bounds.width > 0, bounds.height > 0, r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite,
            r.width.isFinite, r.height.isFinite
        else { return false }
        if afterUpdates { applyPendingUpdates() }
        let m = context.ctm
        let density = Swift.max(1, sqrt(abs(m.a * m.d - m.b * m.c)) * Swift.max(r.width / bounds.width, r.height / bounds.height))
        let image = CGImage(renderedHierarchy(scale: density.isFinite ? density : 1))
        // The render's first row belongs at the rect's top: `draw(_:in:)` puts it at maxY.
        context.saveGState()
        context.translateBy(x: 0, y: r.minY + r.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: r)
        context.restoreGState()
        return true
    }

    /// A new view showing what this one shows now (a picture of it, at the screen's scale),
    /// of its bounds' size at the origin; nil for an empty view. `afterUpdates` first lays out
    /// and redraws what is pending.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        if afterUpdates { applyPendingUpdates() }
        // The whole bounds, with no caps: the stretched middle is all of it.
        return resizableSnapshotView(from: bounds, afterScreenUpdates: false, withCapInsets: .zero)
    }

    /// A new view showing the part `rect` (in bounds coordinates) of what this view shows now,
    /// of `rect`'s size; stretched when resized, all but `capInsets` (its edges keep their
    /// size, as a resizable image's caps). Nil when `rect` is empty or not finite.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite
        else { return nil }
        if afterUpdates { applyPendingUpdates() }
        let scale = (window?.screen ?? UIScreen.main).scale
        let snapshot = UIView(frame: CGRect(origin: .zero, size: r.size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.contents = CGImage(renderedHierarchy(scale: scale, region: r))
        snapshot.layer.contentsScale = scale
        snapshot.layer.contentsGravity = .resize
        // The stretched middle in unit coordinates; caps wider than the picture leave none.
        let left = Swift.max(0, Swift.min(capInsets.left, r.width)) / r.width
        let right = Swift.max(0, Swift.min(capInsets.right, r.width)) / r.width
        let top = Swift.max(0, Swift.min(capInsets.top, r.height)) / r.height
        let bottom = Swift.max(0, Swift.min(capInsets.bottom, r.height)) / r.height
        snapshot.layer.contentsCenter = CGRect(
            x: left, y: top, width: Swift.max(0, 1 - left - right), height: Swift.max(0, 1 - top - bottom))
        return snapshot
    }

    /// Layout and drawing that wait for the next frame, done now.
    private func applyPendingUpdates() {
        (window ?? self).layoutIfNeeded()
        CALayer.displayPendingLayers()
    }
}
