import Foundation

/// Rasters kept across frames by everything that decides their pixels (shapes, shadows, masks,
/// radial and conic gradients): one drawn once is reused while its key stays the same. Past
/// `capacity` entries it starts again (animated values make a new key each frame). Any thread.
final class KeptRasters<Key: Hashable, Raster>: @unchecked Sendable {
    private var rasters: [Key: Raster] = [:]
    private let lock = NSLock()
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// The raster kept under `key`, or what `make` draws (kept unless nil).
    func raster(_ key: Key, make: () -> Raster?) -> Raster? {
        lock.lock()
        let hit = rasters[key]
        lock.unlock()
        if let hit { return hit }
        guard let made = make() else { return nil }
        lock.lock()
        if rasters.count >= capacity { rasters.removeAll(keepingCapacity: true) }
        rasters[key] = made
        lock.unlock()
        return made
    }

    /// A scale rounded up to quarters, so a zoom redraws at each quarter step, not each frame.
    static func quantized(_ scale: Double) -> Double { (scale * 4).rounded(.up) / 4 }
}
