import FoldCore

extension View {
    /// Rounds the presented bounds origin (the content offset drawn) of every scroll view in this
    /// subtree to the device-pixel grid, as UIKit snaps a scroll view's contentOffset to whole
    /// pixels: content then moves by whole pixels, so its text lands on the pixel grid (a copy,
    /// not a resample) and the compositor can move last frame's pixels. Only the snapshot
    /// changes: the model offset — the scroll physics, hit testing, the host trace — keeps full
    /// precision.
    func snapScrollOffsets(in snapshot: inout LayerSnapshot, scale: Double) {
        if self is ScrollView, scale > 0, scale.isFinite {
            var b = snapshot.properties.bounds
            let x = (b.origin.x * scale).rounded() / scale, y = (b.origin.y * scale).rounded() / scale
            if x.isFinite, y.isFinite { b.origin = Point(x: x, y: y) }
            snapshot.properties.bounds = b
        }
        let sublayers = layer.sublayers
        for view in subviews {
            guard let i = sublayers.firstIndex(where: { $0 === view.layer }), i < snapshot.sublayers.count else { continue }
            view.snapScrollOffsets(in: &snapshot.sublayers[i], scale: scale)
        }
    }
}
