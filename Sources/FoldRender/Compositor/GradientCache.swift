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
}
