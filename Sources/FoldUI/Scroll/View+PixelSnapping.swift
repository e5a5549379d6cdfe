import FoldCore

extension View {
    /// Rounds the presented bounds origin (the content offset drawn) of every scroll view in this
    /// subtree to the device-pixel grid, as UIKit snaps a scroll view's contentOffset to whole
    /// pixels: content then moves by whole pixels, so its text lands on the pixel grid (a copy,
    /// not a resample) and the compositor can move last frame's pixels. Only the snapshot
    /// changes: the model offset — the scroll physics, hit testing, the host trace — keeps full
    /// precision.
    func snapScrollOffsets(in snapshot: inout LayerSnapshot, scale: Double) {
        guard scale > 0, scale.isFinite else { return }
        // Found through the views, then snapped along each path only when off the grid: the
        // snapshot shares its storage with the layers' kept presentations, and writing into a
        // subtree that does not change would copy it.
        var paths: [[Int]] = [], path: [Int] = []
        scrollViewPaths(&path, into: &paths)
        for p in paths where Self.isOffGrid(snapshot, p[...], scale: scale) {
            Self.snap(&snapshot, p[...], scale: scale)
        }
    }

    /// The sublayer indices from this view's layer to each scroll view at or under it.
    private func scrollViewPaths(_ path: inout [Int], into paths: inout [[Int]]) {
        if self is ScrollView { paths.append(path) }
        let sublayers = layer.sublayers
        var next = 0
        for view in subviews {
            // Subviews' layers are usually the sublayers, in the same order.
            let found = next < sublayers.count && sublayers[next] === view.layer ? next : sublayers.firstIndex { $0 === view.layer }
            guard let i = found else { continue }
            next = i + 1
            path.append(i)
            view.scrollViewPaths(&path, into: &paths)
            path.removeLast()
        }
    }

    /// The bounds origin a scroll view's snapshot is drawn at: whole device pixels.
    private static func snapped(_ origin: Point, scale: Double) -> Point {
        let x = (origin.x * scale).rounded() / scale, y = (origin.y * scale).rounded() / scale
        return x.isFinite && y.isFinite ? Point(x: x, y: y) : origin
    }

    private static func isOffGrid(_ s: LayerSnapshot, _ path: ArraySlice<Int>, scale: Double) -> Bool {
        guard let i = path.first else { return snapped(s.properties.bounds.origin, scale: scale) != s.properties.bounds.origin }
        return i < s.sublayers.count && isOffGrid(s.sublayers[i], path.dropFirst(), scale: scale)
    }

    private static func snap(_ s: inout LayerSnapshot, _ path: ArraySlice<Int>, scale: Double) {
        guard let i = path.first else {
            s.properties.bounds.origin = snapped(s.properties.bounds.origin, scale: scale)
            return
        }
        if i < s.sublayers.count { snap(&s.sublayers[i], path.dropFirst(), scale: scale) }
    }
}
