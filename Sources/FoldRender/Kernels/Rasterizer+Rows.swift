import FoldCore

// What `Rasterizer.draw(_:into:rows:)` works out once per op and then uses row by row.
extension Rasterizer {
    /// An opaque image at a whole-texel translation of its first level: a fully covered row is
    /// a copy of texels (what `SpanKernels.image` does for such a span), made without starting
    /// the sampler's walk — a photo's thousand rows are copied with no other work per row.
    struct RowCopy {
        /// The level's texels, held so that `texels` stays valid (an immutable array's storage
        /// does not move while referenced): a row's copy then retains nothing.
        let pixels: [UInt32]
        let texels: UnsafePointer<UInt32>
        let width: Int, height: Int
        /// Texel (x + dx, y + dy) is drawn at pixel (x, y).
        let dx: Int, dy: Int

        init?(_ paint: Paint) {
            guard case .image(let image, let g) = paint else { return nil }
            let m = g.m
            guard m.0 == 1, m.1 == 0, m.2 == 0, m.3 == 0, m.4 == 1, m.5 == 0, m.8 == 1, abs(m.6) < 1e9, abs(m.7) < 1e9,
                m.6.rounded() == m.6, m.7.rounded() == m.7
            else { return nil }
            let level = image.level(0)
            guard level.isOpaque else { return nil }
            guard let base = level.pixels.withUnsafeBufferPointer({ $0.baseAddress }) else { return nil }
            pixels = level.pixels
            texels = base
            width = level.width
            height = level.height
            dx = Int(m.6)
            dy = Int(m.7)
        }

        /// Copies row y's pixels in `columns`; false (nothing done) when they reach past the texels.
        @inline(__always) func row(_ y: Int, _ columns: Range<Int>, into dst: UnsafeMutablePointer<UInt32>) -> Bool {
            let sy = y + dy, sx = columns.lowerBound + dx
            guard sy >= 0, sy < height, sx >= 0, sx + columns.count <= width else { return false }
            (dst + columns.lowerBound).update(from: texels + sy * width + sx, count: columns.count)
            return true
        }
    }
}
