import Foundation

/// How large an offscreen raster (a shape, a shadow, a masked layer, a text layer) may be: a
/// huge one is drawn coarser instead of failing in cairo or allocating gigabytes.
enum RasterBudget {
    /// The largest side, in pixels.
    static let maxSide = 8192
    /// The most pixels in all.
    static let maxPixels = 1 << 24

    /// `wanted` pixels per point, lowered until `size` points fit the budget.
    static func scale(_ wanted: Double, for size: CGSize) -> Double {
        let w = max(size.width, 1e-9)
        let h = max(size.height, 1e-9)
        return min(wanted, Double(maxSide) / w, Double(maxSide) / h, (Double(maxPixels) / (w * h)).squareRoot())
    }
}
