import FoldCore
import Foundation

extension UIView {
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
        for p in scrollViewPaths() where Self.isOffGrid(snapshot, p[...], scale: scale) {
            Self.snap(&snapshot, p[...], scale: scale)
        }
    }

    /// The sublayer paths to the scroll views at or under this view: kept while no subview is
    /// added or removed under it (walking every view of a window each frame was a quarter of a
    /// frame's step), and found again when a kept path no longer leads to its scroll view's
    /// layer (sublayers changed without a view).
    private func scrollViewPaths() -> [[Int]] {
        if let cache = scrollViewPathCache, cache.version == hierarchyVersion, cache.leads(from: layer) { return cache.paths }
        var paths: [[Int]] = []
        var path: [Int] = []
        var layers: [CALayer] = []
        scrollViewPaths(&path, into: &paths, layers: &layers)
        scrollViewPathCache = ScrollViewPaths(version: hierarchyVersion, paths: paths, layers: layers.map(ObjectIdentifier.init))
        return paths
    }

    /// The sublayer indices from this view's layer to each scroll view at or under it.
    private func scrollViewPaths(_ path: inout [Int], into paths: inout [[Int]], layers: inout [CALayer]) {
        if self is UIScrollView {
            paths.append(path)
            layers.append(layer)
        }
        let sublayers = layer.children
        var next = 0
        for view in subviews {
            // Subviews' layers are usually the sublayers, in the same order.
            let found =
                next < sublayers.count && sublayers[next] === view.layer ? next : sublayers.firstIndex { $0 === view.layer }
            guard let i = found else { continue }
            next = i + 1
            path.append(i)
            view.scrollViewPaths(&path, into: &paths, layers: &layers)
            path.removeLast()
        }
    }

    /// The bounds origin a scroll view's snapshot is drawn at: whole device pixels.
    private static func snapped(_ origin: CGPoint, scale: Double) -> CGPoint {
        let x = (origin.x * scale).rounded() / scale
        let y = (origin.y * scale).rounded() / scale
        return x.isFinite && y.isFinite ? CGPoint(x: x, y: y) : origin
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

/// Scroll views' sublayer paths under a view, with the hierarchy version they were found at
/// and each path's layer by identity: neither retained nor `weak` (a weak reference gives the
/// layer a side table, as `UIView.superview` says). A scroll view's layer lives as long as the
/// view, which leaves the hierarchy — changing its version — before it goes.
struct ScrollViewPaths {
    let version: Int
    let paths: [[Int]]
    let layers: [ObjectIdentifier]

    /// Whether every path still leads from `root` to its scroll view's layer.
    func leads(from root: CALayer) -> Bool {
        for (path, expected) in zip(paths, layers) {
            var layer = root
            for i in path {
                let sublayers = layer.children
                guard i < sublayers.count else { return false }
                layer = sublayers[i]
            }
            guard ObjectIdentifier(layer) == expected else { return false }
        }
        return true
    }
}
