/// The hot loops: fully covered runs of pixels, one kernel per kind of paint and transform
/// class (constant colour, integer-translated blit, affine, perspective), over raw pointers.
enum SpanKernels {
    /// A run of a constant premultiplied colour scaled by k (0…256).
    @inline(__always) static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ color: UInt32, _ k: UInt32) {
        let s = k >= 256 ? color : scalePixel(color, k)
        if s >> 24 == 255 {
            (dst + x0).update(repeating: s, count: x1 - x0)
            return
        }
        if s == 0 { return }
        for x in x0..<x1 { dst[x] = over(s, dst[x]) }
    }

    /// Bilinear samples along a row where texel coordinates are (U/W, V/W), stepping by
    /// (dU, dV, dW) per pixel; `dW == 0` is the affine case with no divide per pixel.
    @inline(__always) static func image(
        _ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, level: MipImage.Level, levelScale: Double,
        U: Double, V: Double, W: Double, dU: Double, dV: Double, dW: Double, k: UInt32
    ) {
        let w = level.width, h = level.height
        let maxX = w - 1, maxY = h - 1
        level.pixels.withUnsafeBufferPointer { buffer in
            let src = buffer.baseAddress!
            var u = U, v = V, ww = W
            // Integer translation at level 0 with no scale: a straight blit.
            if dW == 0, W == 1, levelScale == 1, dU == 1, dV == 0, (U - 0.5).rounded() == U - 0.5, (V - 0.5).rounded() == V - 0.5 {
                let sy = Int(V - 0.5), sx0 = Int(U - 0.5)
                if sy >= 0, sy < h, sx0 >= 0, sx0 + (x1 - x0) <= w {
                    let row = src + sy * w + sx0
                    for i in 0..<(x1 - x0) {
                        let s = row[i]
                        let p = k >= 256 ? s : scalePixel(s, k)
                        if p >> 24 == 255 { dst[x0 + i] = p } else if p != 0 { dst[x0 + i] = over(p, dst[x0 + i]) }
                    }
                    return
                }
            }
            let affine = dW == 0
            let invW = affine ? levelScale / W : 0
            for x in x0..<x1 {
                let f = affine ? invW : levelScale / ww
                let fx = u * f - 0.5, fy = v * f - 0.5
                u += dU
                v += dV
                ww += dW
                guard fx > -1e6, fx < 1e6, fy > -1e6, fy < 1e6 else { continue }
                // Floor via truncation of a shifted positive value (faster than rounded(.down)).
                let ix = Int(fx + 1_048_576) - 1_048_576, iy = Int(fy + 1_048_576) - 1_048_576
                let wx = UInt32((fx - Double(ix)) * 256), wy = UInt32((fy - Double(iy)) * 256)
                let xa = ix < 0 ? 0 : (ix > maxX ? maxX : ix)
                let xb = ix + 1 < 0 ? 0 : (ix + 1 > maxX ? maxX : ix + 1)
                let ya = iy < 0 ? 0 : (iy > maxY ? maxY : iy)
                let yb = iy + 1 < 0 ? 0 : (iy + 1 > maxY ? maxY : iy + 1)
                let ra = src + ya * w, rb = src + yb * w
                let top = lerpPixel(ra[xa], ra[xb], wx)
                let bottom = lerpPixel(rb[xa], rb[xb], wx)
                var s = lerpPixel(top, bottom, wy)
                if k < 256 { s = scalePixel(s, k) }
                if s >> 24 == 255 {
                    dst[x] = s
                } else if s != 0 {
                    dst[x] = over(s, dst[x])
                }
            }
        }
    }
}
