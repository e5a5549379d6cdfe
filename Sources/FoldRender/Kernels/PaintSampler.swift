import FoldCore
import Foundation

/// Walks a paint along a row of pixels: perspective-correct (one divide per pixel), bilinear,
/// with the mip level chosen per row from the map's derivatives.
struct PaintSampler {
    let paint: Paint
    var U = 0.0, V = 0.0, W = 0.0
    var dU = 0.0, dV = 0.0, dW = 0.0
    var solid: UInt32 = 0
    var level: MipImage.Level?
    var levelScale = 1.0
    var table: [UInt32] = []
    var start = CGPoint(x: 0, y: 0)
    var axis = (0.0, 0.0)

    /// The paint taken apart once (not per row): 0 solid, 1 image, 2 gradient.
    let kind: Int
    let image: MipImage?
    let map: Homography
    /// The current mip level's index; the level is only reassigned when it changes.
    var levelIndex = -1
    /// The image's mip levels (0 for other paints).
    let levelCount: Int
    /// An affine map has the same texel footprint everywhere: the level is chosen once.
    let affineMap: Bool
    /// A row of blended texels for the image kernels, kept from row to row (`release()` frees it).
    var scratch = RowScratch()

    init(_ paint: Paint) {
        self.paint = paint
        switch paint {
        case .solid(let c):
            solid = c
            kind = 0; image = nil; map = .identity
        case .image(let i, let g):
            kind = 1; image = i; map = g
        case .gradient(let t, let g, let s, let e):
            kind = 2; image = nil; map = g
            table = t.colors
            start = s
            let dx = e.x - s.x, dy = e.y - s.y
            let len2 = dx * dx + dy * dy
            axis = len2 > 0 ? (dx / len2, dy / len2) : (0, 0)
        }
        affineMap = map.m.2 == 0 && map.m.5 == 0
        levelCount = image?.levelCount ?? 0
    }

    /// An image under perspective: its mip level is picked row by row (an affine map's once).
    var picksLevelPerRow: Bool { kind == 1 && !affineMap && levelCount > 1 }

    /// Starts the walk at pixel x0 of row y; the mip level is picked at the middle of
    /// `levelFrom` (the span a whole render has in this row), or of x0..<x1.
    mutating func beginRow(y: Double, x0: Int, x1: Int, levelFrom: Range<Int>? = nil) {
        if kind == 0 { return }
        let g = map
        // The image itself only when the level changes: binding it retained and released it on
        // every row, and the bands of a frame share it, so its count bounced between cores.
        if kind == 1, !(affineMap && levelIndex >= 0) {
            // Texels per pixel at the row's middle picks the mip level.
            let span = levelFrom ?? x0..<x1
            let mx = (Double(span.lowerBound) + Double(span.upperBound)) / 2
            let (u, v, w) = g.apply(mx, y)
            var rho = 1.0
            if w > 0 {
                let uu = u / w, vv = v / w
                let dudx = (g.m.0 - uu * g.m.2) / w, dvdx = (g.m.1 - vv * g.m.2) / w
                let dudy = (g.m.3 - uu * g.m.5) / w, dvdy = (g.m.4 - vv * g.m.5) / w
                rho = max((dudx * dudx + dvdx * dvdx).squareRoot(), (dudy * dudy + dvdy * dvdy).squareRoot())
            }
            var l = 0
            if rho > 1.5, rho.isFinite { l = min(levelCount - 1, Int(log2(rho) + 0.5)) }
            if l != levelIndex, let image {
                levelIndex = l
                level = image.level(l)
                levelScale = 1 / Double(1 << l)
            }
        }
        let px = Double(x0) + 0.5
        (U, V, W) = g.apply(px, y)
        (dU, dV, dW) = (g.m.0, g.m.1, g.m.2)
    }

    @inline(__always) mutating func skip() {
        U += dU
        V += dV
        W += dW
    }

    @inline(__always) mutating func next() -> UInt32 {
        // On `kind`, not `paint`: switching on the enum copies (and retains) its payload.
        switch kind {
        case 0:
            return solid
        case 1:
            defer { skip() }
            guard W > 1e-12, levelIndex >= 0 else { return 0 }
            let inv = levelScale / W
            return Self.bilinear(level.unsafelyUnwrapped, U * inv - 0.5, V * inv - 0.5)
        default:
            defer { skip() }
            guard W > 1e-12 else { return 0 }
            let u = U / W, v = V / W
            let t = (u - start.x) * axis.0 + (v - start.y) * axis.1
            // `!(t > 0)` also catches NaN (a degenerate or non-finite axis): the first colour.
            let i = !(t > 0) ? 0 : (t >= 1 ? GradientTable.size - 1 : Int(t * Double(GradientTable.size - 1) + 0.5))
            return table[i]
        }
    }

    /// Fills a fully covered run [x0, x1) with the paint scaled by k, advancing the walk.
    /// `hidden` (within the run, or empty) is left as it is where the kernel can leave it with
    /// the same arithmetic for every other pixel: a later opaque op covers it (`Occluder`).
    mutating func fill(_ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, k: UInt32, leaving hidden: Range<Int> = 0..<0) {
        switch paint {
        case .solid:
            if hidden.isEmpty {
                SpanKernels.solid(dst, x0, x1, solid, k)
            } else {
                SpanKernels.solid(dst, x0, hidden.lowerBound, solid, k)
                SpanKernels.solid(dst, hidden.upperBound, x1, solid, k)
            }
        case .image:
            guard let level else { return }
            SpanKernels.image(
                dst, x0, x1, level: level, levelScale: levelScale, U: U, V: V, W: W, dU: dU, dV: dV, dW: dW, k: k, scratch: &scratch,
                leaving: hidden.isEmpty ? 0..<0 : (hidden.lowerBound - x0)..<(hidden.upperBound - x0))
            let n = Double(x1 - x0)
            U += dU * n
            V += dV * n
            W += dW * n
        case .gradient:
            // `next()` pixel by pixel, with the walk in registers: the same arithmetic (and so
            // the same pixels) without reloading the sampler's state and re-switching on the
            // paint each time. A page fold's shadows are gradients the size of the page.
            var u0 = U, v0 = V, w0 = W
            let du = dU, dv = dV, dw = dW, sx = start.x, sy = start.y, ax = axis.0, ay = axis.1
            let last = GradientTable.size - 1, steps = Double(GradientTable.size - 1)
            // Across the gradient's axis (a shadow running along a fold's hinge): the coordinate
            // that changes is multiplied by 0, so every pixel gets the first one's colour — a
            // solid run. The coordinate that is ignored is stepped at once.
            let n = Double(x1 - x0)
            if dw == 0, w0 > 1e-12, (ax == 0 && dv == 0 && (u0 + du * n).isFinite) || (ay == 0 && du == 0 && (v0 + dv * n).isFinite),
                u0.isFinite, v0.isFinite
            {
                let t = (u0 / w0 - sx) * ax + (v0 / w0 - sy) * ay
                let s = table[!(t > 0) ? 0 : (t >= 1 ? last : Int(t * steps + 0.5))]
                SpanKernels.solid(dst, x0, x1, s, k)
                (U, V, W) = (u0 + du * n, v0 + dv * n, w0)
                return
            }
            table.withUnsafeBufferPointer { colors in
                for x in x0..<x1 {
                    var s: UInt32 = 0
                    if w0 > 1e-12 {
                        let t = (u0 / w0 - sx) * ax + (v0 / w0 - sy) * ay
                        s = colors[!(t > 0) ? 0 : (t >= 1 ? last : Int(t * steps + 0.5))]
                    }
                    u0 += du
                    v0 += dv
                    w0 += dw
                    if k < 256 { s = scalePixel(s, k) }
                    if s >> 24 == 255 { dst[x] = s } else if s != 0 { dst[x] = over(s, dst[x]) }
                }
            }
            (U, V, W) = (u0, v0, w0)
        }
    }

    /// Bilinear fetch with clamped edges; (fx, fy) in texel coordinates of the level.
    @inline(__always) static func bilinear(_ l: MipImage.Level, _ fx: Double, _ fy: Double) -> UInt32 {
        let w = l.width, h = l.height
        guard fx > -1e6, fx < 1e6, fy > -1e6, fy < 1e6 else { return 0 }
        var x0 = floorInt(fx), y0 = floorInt(fy)
        let wx = UInt32((fx - Double(x0)) * 256), wy = UInt32((fy - Double(y0)) * 256)
        var x1 = x0 + 1, y1 = y0 + 1
        x0 = min(max(x0, 0), w - 1)
        x1 = min(max(x1, 0), w - 1)
        y0 = min(max(y0, 0), h - 1)
        y1 = min(max(y1, 0), h - 1)
        return l.pixels.withUnsafeBufferPointer { p in
            let top = lerpPixel(p[y0 * w + x0], p[y0 * w + x1], wx)
            let bottom = lerpPixel(p[y1 * w + x0], p[y1 * w + x1], wx)
            return lerpPixel(top, bottom, wy)
        }
    }
}

/// A buffer of pixels reused from row to row: a row of an image under perspective blends its
/// two texel rows into one first, and a heap allocation for each row showed in a page fold's
/// frame. Grown as needed; freed by `release()`.
struct RowScratch {
    private var pointer: UnsafeMutablePointer<UInt32>?
    private var capacity = 0

    mutating func buffer(count: Int) -> UnsafeMutablePointer<UInt32> {
        if let pointer, count <= capacity { return pointer }
        pointer?.deallocate()
        capacity = max(count, 2 * capacity, 256)
        let fresh = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        pointer = fresh
        return fresh
    }

    mutating func release() {
        pointer?.deallocate()
        pointer = nil
        capacity = 0
    }
}
