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

    /// A region's horizontal edges, picked out once per op: whether every one of them leaves a
    /// row fully inside (so only vertical edges bound it, and its spans are those of any such row).
    struct HorizontalEdges {
        let edges: [(b: Double, c: Double, limit: Double)]

        init(_ r: ConvexRegion) {
            edges = r.edges.indices.compactMap { i in
                let e = r.edges[i]
                return abs(e.a) < 1e-12 ? (e.b, e.c, r.hard[i] ? 0 : 0.5) : nil
            }
        }

        @inline(__always) func leaveInside(_ py: Double) -> Bool {
            for e in edges where e.b * py + e.c < e.limit { return false }
            return true
        }
    }

    /// A region's edges for the pixels of one row that need a coverage test: each edge's
    /// `b·py + c` worked out once per row, so a pixel costs a multiply-add per edge.
    struct EdgeRow {
        let count: Int
        let a: UnsafeMutablePointer<Double>, rest: UnsafeMutablePointer<Double>, hard: UnsafeMutablePointer<Bool>
        let b: [Double], c: [Double]

        init(_ region: ConvexRegion) {
            count = region.edges.count
            a = .allocate(capacity: max(1, count))
            rest = .allocate(capacity: max(1, count))
            hard = .allocate(capacity: max(1, count))
            for i in 0..<count {
                a[i] = region.edges[i].a
                hard[i] = region.hard[i]
            }
            b = region.edges.map(\.b)
            c = region.edges.map(\.c)
        }

        func deallocate() {
            a.deallocate()
            rest.deallocate()
            hard.deallocate()
        }

        func begin(py: Double) {
            for i in 0..<count { rest[i] = b[i] * py + c[i] }
        }

        /// Coverage of pixel centre (px, the row's py) by the edges: the smallest ramp d + 0.5,
        /// 0 outside a hard edge.
        @inline(__always) func coverage(_ px: Double) -> Double {
            var c = 1.0
            for i in 0..<count {
                let d = a[i] * px + rest[i]
                if hard[i] {
                    if d < 0 { return 0 }
                } else {
                    c = min(c, d + 0.5)
                }
            }
            return max(0, c)
        }
    }
}
