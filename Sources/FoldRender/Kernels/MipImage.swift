import FoldCore
import Foundation

/// An image with its mipmap chain (each level a 2×2 box filter of the one above), so that a
/// minified quad samples a level whose texels are about a pixel apart and does not alias.
///
/// Levels below the first are made on first use: most images (text, photos drawn at their own
/// size) are never minified, and the chain would cost a third of the image again for nothing.
final class MipImage: @unchecked Sendable {
    struct Level {
        let width: Int
        let height: Int
        let pixels: [UInt32]
        /// Every pixel has alpha 255.
        let isOpaque: Bool
        init(width: Int, height: Int, pixels: [UInt32]) {
            self.width = width
            self.height = height
            self.pixels = pixels
            isOpaque = pixels.allSatisfy { $0 >> 24 == 255 }
        }

        /// Each row's longest run of opaque texels.
        func opaqueRuns() -> [Range<Int>] {
            pixels.withUnsafeBufferPointer { p in
                (0..<height).map { y in
                    var best = 0..<0, start = 0
                    for x in 0...width {
                        if x < width && p[y * width + x] >> 24 == 255 { continue }
                        if x - start > best.count { best = start..<x }
                        start = x + 1
                    }
                    return best
                }
            }
        }

        /// The next level down: half the size (at least 1), each texel the mean of 2×2.
        func halved() -> Level {
            let w = max(1, width / 2), h = max(1, height / 2)
            var out = [UInt32](repeating: 0, count: w * h)
            pixels.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let y0 = min(height - 1, y * 2), y1 = min(height - 1, y * 2 + 1)
                    for x in 0..<w {
                        let x0 = min(width - 1, x * 2), x1 = min(width - 1, x * 2 + 1)
                        let a = src[y0 * width + x0], b = src[y0 * width + x1]
                        let c = src[y1 * width + x0], d = src[y1 * width + x1]
                        // Average in two 16-bit lanes per word: no channel overflows 4 × 255.
                        let rb = ((a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF) &+ 0x0002_0002) >> 2
                        let ga = (((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF) &+ 0x0002_0002) >> 2
                        out[y * w + x] = (rb & 0x00FF_00FF) | (ga & 0x00FF_00FF) << 8
                    }
                }
            }
            return Level(width: w, height: h, pixels: out)
        }
    }

    /// Levels in the chain: halving until 1×1, at most 16.
    let levelCount: Int
    /// Level 0, read by every band without the lock.
    private let base: Level
    /// Levels 1… made so far, under `lock`.
    private var made: [Level] = []
    private let lock = NSLock()

    init(_ bitmap: Bitmap) {
        base = Level(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
        var count = 1, w = bitmap.width, h = bitmap.height
        while w > 1 || h > 1, count < 16 {
            (w, h) = (max(1, w / 2), max(1, h / 2))
            count += 1
        }
        levelCount = count
    }

    /// Level `index` (0 = the image), made now with the ones above it if not yet.
    func level(_ index: Int) -> Level {
        if index == 0 { return base }
        lock.lock()
        defer { lock.unlock() }
        while made.count < index { made.append((made.last ?? base).halved()) }
        return made[index - 1]
    }

    /// Every level (makes them all).
    var levels: [Level] { (0..<levelCount).map(level) }

    /// Every texel of the image (and so of every level) has alpha 255.
    var isOpaque: Bool { base.isOpaque }

    /// Whether every texel of level 0 in these columns and rows has alpha 255 (and so every
    /// texel of a lower level made from them): a card's snapshot is opaque but for its rounded
    /// corners, and a strip of it without them draws opaque pixels.
    func isOpaque(columns: Range<Int>, rows: Range<Int>) -> Bool {
        if base.isOpaque { return true }
        guard !columns.isEmpty, !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= height, columns.lowerBound >= 0,
            columns.upperBound <= width
        else { return false }
        // The box's corners and middle first: text and sprites fail here, before their rows are
        // scanned (a new text raster every frame would be scanned whole).
        let probes = [
            (columns.lowerBound, rows.lowerBound), (columns.upperBound - 1, rows.lowerBound), (columns.lowerBound, rows.upperBound - 1),
            (columns.upperBound - 1, rows.upperBound - 1), ((columns.lowerBound + columns.upperBound) / 2, (rows.lowerBound + rows.upperBound) / 2),
        ]
        guard probes.allSatisfy({ base.pixels[$0.1 * width + $0.0] >> 24 == 255 }) else { return false }
        lock.lock()
        defer { lock.unlock() }
        if opaqueRuns.isEmpty { opaqueRuns = base.opaqueRuns() }
        for row in rows {
            let run = opaqueRuns[row]
            guard run.lowerBound <= columns.lowerBound, columns.upperBound <= run.upperBound else { return false }
        }
        return true
    }
    /// Per row of level 0, its longest run of opaque texels; made on first use, under `lock`.
    private var opaqueRuns: [Range<Int>] = []

    var width: Int { base.width }
    var height: Int { base.height }
}
