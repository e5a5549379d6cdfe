import FoldCore
import Foundation

/// Rasterized subtrees (`shouldRasterize`): a layer and its sublayers drawn once into a bitmap
/// in the layer's own plane, then reused frame after frame while the subtree is unchanged —
/// however the layer itself moves, turns or fades. Keyed by the subtree's presentation values.
final class RasterCache: @unchecked Sendable {
    struct Raster {
        let image: MipImage
        /// The bitmap's extent in the layer's plane (points).
        let planeRect: CGRect
        let pixelsPerPoint: Double
    }

    struct Key: Hashable {
        var layer: LayerSnapshot
        var scale: Double
    }

    private var entries: [Key: Raster] = [:]
    private var order: [Key] = []
    private let lock = NSLock()
    /// Rasters kept; the oldest goes first.
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int = 64) { self.capacity = capacity }

    /// The raster of a layer's subtree at a pixel scale, drawn now if not cached. Nil when the
    /// subtree draws nothing or would be unreasonably large.
    func raster(of layer: LayerSnapshot, scale: Double, builder: DrawListBuilder) -> Raster? {
        // The layer's own placement and fade stay live; everything inside is baked.
        var flat = layer
        flat.properties.transform = .identity
        flat.properties.position = flat.properties.anchorInBounds
        flat.properties.zPosition = 0
        flat.properties.anchorPointZ = 0
        flat.properties.opacity = 1
        flat.properties.shouldRasterize = false
        flat.properties.isDoubleSided = true
        let key = Key(layer: flat, scale: scale)
        lock.lock()
        if let hit = entries[key] {
            hits += 1
            lock.unlock()
            return hit
        }
        misses += 1
        lock.unlock()

        var inner = builder
        inner.rasterCache = nil
        // Drawn once, at the raster's scale: nothing to reuse, nothing for the next frame.
        inner.contentItems = nil
        let toPixels = CATransform3D(scaleX: scale, y: scale, z: 1)
        let items = inner.build(flat, local: .identity, parent: toPixels, clips: [], clipRegion: nil)
        var bounds = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
        for item in items { bounds = bounds.union(item.pixelBounds) }
        guard !bounds.isEmpty, bounds.area <= 16_777_216 else { return nil }
        let w = bounds.maxX - bounds.minX, h = bounds.maxY - bounds.minY
        var bitmap = Bitmap(width: w, height: h, scale: scale)
        bitmap.pixels.withUnsafeMutableBufferPointer { buffer in
            let target = RenderTarget(base: buffer.baseAddress!, width: w, height: h, originX: bounds.minX, originY: bounds.minY)
            Rasterizer.draw(items, into: target, rows: bounds.minY..<bounds.maxY)
        }
        let raster = Raster(
            image: MipImage(bitmap),
            planeRect: CGRect(x: Double(bounds.minX) / scale, y: Double(bounds.minY) / scale, width: Double(w) / scale, height: Double(h) / scale),
            pixelsPerPoint: scale)
        lock.lock()
        if entries[key] == nil {
            entries[key] = raster
            order.append(key)
            if order.count > capacity { entries[order.removeFirst()] = nil }
        }
        lock.unlock()
        return raster
    }
}
