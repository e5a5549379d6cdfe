import FoldCore
import Foundation

/// Gradient tables by their colours and locations, kept across frames: a layer's gradient is
/// the same table every frame (1024 colours worked out once), and two frames' ops share it.
final class GradientCache: @unchecked Sendable {
    private var tables: [[Double]: GradientTable] = [:]
    private let lock = NSLock()
    /// Past this many different gradients the cache starts again (animated colours make new ones).
    static let capacity = 256

    func table(colors: [CGColor], locations: [Double]) -> GradientTable {
        let key = GradientTable.source(colors: colors, locations: locations)
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[key] { return table }
        if tables.count >= Self.capacity { tables.removeAll(keepingCapacity: true) }
        let table = GradientTable(colors: colors, locations: locations)
        tables[key] = table
        return table
    }

    private struct RasterKey: Hashable {
        let source: [Double]
        let type: CAGradientLayerType
        let start: CGPoint, end: CGPoint, size: CGSize
        let scale: Double
    }
    private let rasters = KeptRasters<RasterKey, GradientRaster>(capacity: 64)

    /// A radial or conic layer's raster at `scale`, kept while the gradient and the bounds'
    /// size stay.
    func raster(_ p: LayerProperties, table: GradientTable, scale: Double) -> GradientRaster? {
        var bounds = p.bounds.standardized
        let key = RasterKey(
            source: table.source, type: p.gradientType, start: p.startPoint, end: p.endPoint, size: bounds.size,
            scale: KeptRasters<RasterKey, GradientRaster>.quantized(scale))
        // Drawn at the origin: the raster depends on the size alone.
        var q = p
        bounds.origin = .zero
        q.bounds = bounds
        return rasters.raster(key) { GradientRaster(q, table: table, scale: key.scale) }
    }
}
