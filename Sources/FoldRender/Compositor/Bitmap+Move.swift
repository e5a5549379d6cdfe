import FoldCore
import Foundation

extension Bitmap {
    /// Moves pixels inside the bitmap: `move.rect` receives what was at `move.rect` − (dx, dy)
    /// (both inside the bitmap), as memmoves of rows in an order that reads each row before it
    /// is overwritten — one memmove when the rect spans whole rows.
    mutating func move(_ move: PixelMove) {
        let r = move.rect.clamped(width: width, height: height)
        let source = r.offsetBy(x: -move.dx, y: -move.dy)
        guard !r.isEmpty, source.minX >= 0, source.minY >= 0, source.maxX <= width, source.maxY <= height else { return }
        let w = width, n = r.maxX - r.minX
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            if r.minX == 0 && r.maxX == w && move.dx == 0 {
                memmove(base + r.minY * w, base + source.minY * w, (r.maxY - r.minY) * w * MemoryLayout<UInt32>.stride)
                return
            }
            let rows = move.dy > 0 ? Array(stride(from: r.maxY - 1, through: r.minY, by: -1)) : Array(r.minY..<r.maxY)
            for y in rows {
                memmove(base + y * w + r.minX, base + (y - move.dy) * w + source.minX, n * MemoryLayout<UInt32>.stride)
            }
        }
    }
}
