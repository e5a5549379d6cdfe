import CCairo

/// The hot loops: fully covered runs of pixels, one kernel per kind of paint and transform
/// class (constant colour, integer-translated blit, affine, perspective), over raw pointers.
enum SpanKernels {
    /// Stores one pixel value `count` times: glibc's `wmemset` (wchar_t is 32 bits here) uses
    /// the widest stores the CPU has, twice the speed of the compiler's loop on a screen fill.
    @inline(__always) static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ value: UInt32, count: Int) {
        #if os(Linux)
            if count >= 64, MemoryLayout<wchar_t>.size == 4 {
                UnsafeMutableRawPointer(dst).withMemoryRebound(to: wchar_t.self, capacity: count) {
                    _ = wmemset($0, wchar_t(truncatingIfNeeded: value), count)
                }
                return
            }
        #endif
        dst.update(repeating: value, count: count)
    }

    /// A run of a constant premultiplied colour scaled by k (0…256).
    @inline(__always) static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ color: UInt32, _ k: UInt32) {
        let s = k >= 256 ? color : scalePixel(color, k)
        if s >> 24 == 255 {
            fill(dst + x0, s, count: x1 - x0)
            return
        }
        if s == 0 { return }
        overConstant(dst + x0, s, count: x1 - x0)
    }

    /// `over` on four pixels at once (`overQuad`): the same arithmetic per channel as `over`,
    /// so the same bits for premultiplied pixels (an opaque source gives itself, a clear one the
    /// destination).
    @inline(__always) static func overFour(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>) {
        let source = loadQuad(s)
        storeQuad(overQuad(source, loadQuad(d), inverseAlpha: inverseAlphaQuad(source)), d)
    }

    /// `over(s, d)` for a constant translucent `s` along a run (a shadow, a tint), four pixels
    /// at a time — per channel the same arithmetic as `over`, so the same bits for premultiplied
    /// pixels (no channel of s + d·(255 − sa)/255 passes 255).
    /// With `under`, the pixels laid over are read there and every pixel of `dst` is written
    /// (`fade(under:)`'s pass for a run of one colour).
    @inline(__always) static func overConstant(
        _ dst: UnsafeMutablePointer<UInt32>, _ s: UInt32, count: Int, from under: UnsafePointer<UInt32>? = nil
    ) {
        let u = under ?? UnsafePointer(dst)
        if s == 0 {
            if under != nil { dst.update(from: u, count: count) }
            return
        }
        let source = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: SIMD8<UInt16>.self)
        let inverse = inverseAlphaQuad(source)
        var i = 0
        while i + 4 <= count {
            storeQuad(overQuad(source, loadQuad(u + i), inverseAlpha: inverse), dst + i)
            i += 4
        }
        while i < count {
            dst[i] = over(s, u[i])
            i += 1
        }
    }

    /// A group's offscreen pixels faded by k (0…256) and laid over the destination:
    /// `over(scalePixel(s, k), d)` per pixel, four at a time (`scaleQuad`, `overQuad`: the same
    /// arithmetic per channel), clear sources skipped four at a time. With `under`, the pixels
    /// it is laid over are read there (the screen under the group, kept) and every pixel of `d`
    /// is written: one pass instead of a copy into `d` and a fade over it.
    @inline(__always) static func fade(
        _ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, under: UnsafePointer<UInt32>? = nil, count: Int, k: UInt32
    ) {
        let weight = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: min(k, 256)))
        // Four opaque sources (a backdrop) fade to the same alpha: `inverseAlphaQuad` of any.
        let opaqueInverse = inverseAlphaQuad(scaleQuad(SIMD8(repeating: 0xFF00), weight))
        let u = under ?? UnsafePointer(d)
        let copies = under != nil
        var i = 0
        while i + 4 <= count {
            let source = loadQuad(s + i)
            if isOpaqueQuad(source) {
                storeQuad(overQuad(scaleQuad(source, weight), loadQuad(u + i), inverseAlpha: opaqueInverse), d + i)
            } else if !isClearQuad(source) {
                let faded = scaleQuad(source, weight)
                storeQuad(overQuad(faded, loadQuad(u + i), inverseAlpha: inverseAlphaQuad(faded)), d + i)
            } else if copies {
                storeQuad(loadQuad(u + i), d + i)
            }
            i += 4
        }
        while i < count {
            let p = s[i]
            if p != 0 { d[i] = over(scalePixel(p, k), u[i]) } else if copies { d[i] = u[i] }
            i += 1
        }
    }

    /// Bilinear samples along a row where texel coordinates are (U/W, V/W), stepping by
    /// (dU, dV, dW) per pixel; `dW == 0` is the affine case with no divide per pixel. Pixels
    /// `hidden` (offsets from x0) are left as they are by the blit and affine kernels, whose
    /// other pixels come out the same (fixed-point steps); the perspective kernel draws them.
    @inline(__always) static func image(
        _ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, level: MipImage.Level, levelScale: Double,
        U: Double, V: Double, W: Double, dU: Double, dV: Double, dW: Double, k: UInt32, scratch: inout RowScratch,
        leaving hidden: Range<Int> = 0..<0
    ) {
        let w = level.width, h = level.height
        level.pixels.withUnsafeBufferPointer { buffer in
            let src = buffer.baseAddress!
            // Integer translation at level 0 with no scale: a straight blit.
            if dW == 0, W == 1, levelScale == 1, dU == 1, dV == 0, abs(U) < 1e9, abs(V) < 1e9,
                (U - 0.5).rounded() == U - 0.5, (V - 0.5).rounded() == V - 0.5
            {
                let sy = Int(V - 0.5), sx0 = Int(U - 0.5)
                if sy >= 0, sy < h, sx0 >= 0, sx0 + (x1 - x0) <= w {
                    let row = src + sy * w + sx0, n = x1 - x0
                    let h0 = min(max(hidden.lowerBound, 0), n), h1 = min(max(hidden.upperBound, h0), n)
                    blit(dst + x0, row, h0, k: k, opaque: level.isOpaque)
                    blit(dst + x0 + h1, row + h1, n - h1, k: k, opaque: level.isOpaque)
                    return
                }
            }
            if dW == 0, w >= 2, h >= 2 {
                affine(
                    dst, x0, x1, src, w, h, levelScale / W, U, V, dU, dV, k, opaque: level.isOpaque, scratch: &scratch,
                    leaving: hidden)
                return
            }
            general(dst, x0, x1, src, w, h, levelScale, U, V, W, dU, dV, dW, k, opaque: level.isOpaque)
        }
    }

    @inline(__always) static func blit(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ n: Int, k: UInt32, opaque: Bool) {
        if k >= 256 {
            if opaque {
                d.update(from: s, count: n)
                return
            }
            // Text and sprites are mostly transparent: skip four transparent texels at a time.
            var i = 0
            let raw = UnsafeRawPointer(s)
            while i + 4 <= n {
                if raw.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i * 4 + 8, as: UInt64.self) == 0
                {
                    i += 4
                    continue
                }
                overFour(d + i, s + i)
                i += 4
            }
            while i < n {
                let p = s[i]
                if p >> 24 == 255 { d[i] = p } else if p != 0 { d[i] = over(p, d[i]) }
                i += 1
            }
        } else {
            for i in 0..<n {
                let p = scalePixel(s[i], k)
                if p != 0 { d[i] = over(p, d[i]) }
            }
        }
    }

    @inline(__always) static func store(_ dst: UnsafeMutablePointer<UInt32>, _ x: Int, _ s0: UInt32, _ k: UInt32) {
        var s = s0
        if k < 256 { s = scalePixel(s, k) }
        if s >> 24 == 255 {
            dst[x] = s
        } else if s != 0 {
            dst[x] = over(s, dst[x])
        }
    }

    /// Affine along the row: texel coordinates in 32.32 fixed point, stepped by integer adds; the
    /// pixels whose four taps are all inside the level run without clamping.
    @inline(__always) static func affine(
        _ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ src: UnsafePointer<UInt32>, _ w: Int, _ h: Int,
        _ f: Double, _ U: Double, _ V: Double, _ dU: Double, _ dV: Double, _ k: UInt32, opaque: Bool = false,
        scratch: inout RowScratch, leaving hidden: Range<Int> = 0..<0
    ) {
        let fu = U * f - 0.5, fv = V * f - 0.5, du = dU * f, dv = dV * f
        let n = x1 - x0
        let limit = 1e6
        guard abs(fu) < limit, abs(fv) < limit, abs(fu + du * Double(n)) < limit, abs(fv + dv * Double(n)) < limit else {
            general(dst, x0, x1, src, w, h, 1, U * f, V * f, 1, dU * f, dV * f, 0, k)
            return
        }
        let one = 4_294_967_296.0
        var u = Int64(fu * one), v = Int64(fv * one)
        let su = Int64(du * one), sv = Int64(dv * one)
        // Pixels i with 0 ≤ ⌊u_i⌋ ≤ w − 2 and 0 ≤ ⌊v_i⌋ ≤ h − 2 form an interval (u, v linear in i);
        // found in floating point, then shrunk by one pixel each side against rounding.
        var lo = 0.0, hi = Double(n)
        func bound(_ start: Double, _ step: Double, _ maxValue: Double) {
            // start + step·i ∈ [0, maxValue]
            if step == 0 {
                if start < 0 || start >= maxValue { hi = -1 }
                return
            }
            let a = (0 - start) / step, b = (maxValue - start) / step
            lo = max(lo, min(a, b))
            hi = min(hi, max(a, b))
        }
        bound(fu, du, Double(w - 1))
        bound(fv, dv, Double(h - 1))
        var iStart = n, iEnd = n
        if hi > lo {
            iStart = max(0, min(n, Int(lo.rounded(.up)) + 1))
            iEnd = max(iStart, min(n, Int(hi.rounded(.down)) - 1))
        }
        let maxX = w - 1, maxY = h - 1
        var i = 0
        // Clamped taps before and after the safe interval, blended as inside it (the rows
        // first): a damage rect that ends a span early clamps a pixel a full render does not.
        @inline(__always) func clamped() {
            let ix = Int(truncatingIfNeeded: u >> 32), iy = Int(truncatingIfNeeded: v >> 32)
            let wx = UInt32(truncatingIfNeeded: u >> 24) & 0xFF, wy = UInt32(truncatingIfNeeded: v >> 24) & 0xFF
            let xa = min(max(ix, 0), maxX), xb = min(max(ix &+ 1, 0), maxX)
            let ya = min(max(iy, 0), maxY), yb = min(max(iy &+ 1, 0), maxY)
            let ra = src + ya &* w, rb = src + yb &* w
            let s = lerpPixel(lerpPixel(ra[xa], rb[xa], wy), lerpPixel(ra[xb], rb[xb], wy), wx)
            store(dst, x0 &+ i, s, k)
            u &+= su
            v &+= sv
            i &+= 1
        }
        while i < iStart { clamped() }
        let d = dst + x0
        // The unclamped pixels, but for the hidden ones: u and v step over those in one exact
        // integer step, so every other pixel has the taps and weights it has without the gap.
        let h0 = min(max(hidden.lowerBound, iStart), iEnd), h1 = min(max(hidden.upperBound, h0), iEnd)
        @inline(__always) func jump(to end: Int) {
            u &+= su &* Int64(end - i)
            v &+= sv &* Int64(end - i)
            i = end
        }
        if sv == 0 && iEnd - iStart >= 16 {
            // One source row pair for the whole run (rotation about the x axis, scaling): blend the
            // two rows once, then lerp horizontally.
            let iy = Int(truncatingIfNeeded: v >> 32)
            let wy = UInt16(truncatingIfNeeded: v >> 24) & 0xFF
            let uFirst = u, uLast = u &+ su &* Int64(iEnd - 1 - iStart)
            let tx0 = Int(truncatingIfNeeded: min(uFirst, uLast) >> 32), tx1 = Int(truncatingIfNeeded: max(uFirst, uLast) >> 32) + 2
            let count = tx1 - tx0
            let row = scratch.buffer(count: count + 2)
            blendRows(row, src + (iy &* w &+ tx0), src + ((iy &+ 1) &* w &+ tx0), count, wy)
            let base = row - tx0
            @inline(__always) func lerp(to end: Int) {
                // A whole-pixel column offset at unit step (a layer moved vertically by a fraction
                // of a pixel: a scrolling table's rows): the horizontal lerp is the identity, so
                // the blended row is stored as is, its transparent pixels skipped.
                if su == 1 << 32 && (u >> 24) & 0xFF == 0 && i < end {
                    // Rows of opaque texels blend to opaque pixels: a copy; others skip their
                    // clear pixels four at a time (`blit`).
                    blit(d + i, base + Int(truncatingIfNeeded: u >> 32), end - i, k: k, opaque: opaque)
                    jump(to: end)
                }
                if k >= 256 && i < end {
                    let first = i
                    i = lerpQuads(d, first, end, base, u, su, over: !opaque)
                    u &+= su &* Int64(i - first)
                }
                while i < end {
                    let ix = Int(truncatingIfNeeded: u >> 32)
                    let wx = UInt32(truncatingIfNeeded: u >> 24) & 0xFF
                    let s = lerpPixel(base[ix], base[ix &+ 1], wx)
                    if k >= 256 && s >> 24 == 255 {
                        d[i] = s
                    } else {
                        store(d, i, s, k)
                    }
                    u &+= su
                    i &+= 1
                }
            }
            lerp(to: h0)
            jump(to: h1)
            lerp(to: iEnd)
        }
        @inline(__always) func taps(to end: Int) {
            while i < end {
                let ix = Int(truncatingIfNeeded: u >> 32), iy = Int(truncatingIfNeeded: v >> 32)
                let wx = UInt32(truncatingIfNeeded: u >> 24) & 0xFF, wy = UInt32(truncatingIfNeeded: v >> 24) & 0xFF
                let p = src + (iy &* w &+ ix)
                let s = bilinearSIMD(p, w, UInt16(truncatingIfNeeded: wx), UInt16(truncatingIfNeeded: wy))
                if k >= 256 && s >> 24 == 255 {
                    d[i] = s
                } else {
                    store(d, i, s, k)
                }
                u &+= su
                v &+= sv
                i &+= 1
            }
        }
        if i < h1 {
            taps(to: h0)
            jump(to: h1)
        }
        taps(to: iEnd)
        while i < n { clamped() }
    }

    /// The horizontal half of the row-pair path at full opacity: pixels [i, end) of `d` from the
    /// blended row `base` at 32.32 texel column `u` stepping by `su`, four at a time (`lerpQuad`,
    /// the same bits as `lerpPixel`), stored as they are (an opaque level) or laid `over` the
    /// destination (`overQuad`, the same bits as `store`; four clear pixels skipped). The last
    /// few pixels are left to the caller; returns where it stopped.
    @inline(__always) static func lerpQuads(
        _ d: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int, _ base: UnsafePointer<UInt32>, _ u0: Int64, _ su: Int64,
        over: Bool
    ) -> Int {
        var u = u0
        var i = start
        // Each pixel's two taps are neighbours: one 64-bit load each, the four pairs then
        // split into the left and right taps by two shuffles (`evenHalf`, `oddHalf`; eight loads
        // and six unpacks before, and lane-by-lane initialisers compiled to worse shuffles).
        // The weights are the top bytes of the columns' fractions, stepped as a vector.
        let raw = UnsafeRawPointer(base)
        var fractions = SIMD4<UInt32>(
            UInt32(truncatingIfNeeded: u0), UInt32(truncatingIfNeeded: u0 &+ su), UInt32(truncatingIfNeeded: u0 &+ su &* 2),
            UInt32(truncatingIfNeeded: u0 &+ su &* 3))
        let fractionStep = SIMD4<UInt32>(repeating: UInt32(truncatingIfNeeded: su &* 4))
        while i &+ 4 <= end {
            let u1 = u &+ su, u2 = u1 &+ su, u3 = u2 &+ su
            @inline(__always) func taps(_ u: Int64) -> UInt64 {
                raw.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: u >> 32) &* 4, as: UInt64.self)
            }
            let pairs = unsafeBitCast(SIMD4<UInt64>(taps(u), taps(u1), taps(u2), taps(u3)), to: SIMD8<UInt32>.self)
            let left = pairs.evenHalf, right = pairs.oddHalf
            let r = lerpQuad(
                unsafeBitCast(left, to: SIMD8<UInt16>.self), unsafeBitCast(right, to: SIMD8<UInt16>.self),
                pairedQuad(fractions &>> 24))
            fractions &+= fractionStep
            if !over {
                storeQuad(r, d + i)
            } else if !isClearQuad(r) {
                storeQuad(overQuad(r, loadQuad(d + i), inverseAlpha: inverseAlphaQuad(r)), d + i)
            }
            u = u3 &+ su
            i &+= 4
        }
        return i
    }

    /// out[j] = a[j]·(256 − wy)/256 + b[j]·wy/256 per channel (`lerpPixel`), four pixels at a time.
    @inline(__always) static func blendRows(
        _ out: UnsafeMutablePointer<UInt32>, _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ n: Int, _ wy: UInt16
    ) {
        let weight = SIMD8<UInt16>(repeating: wy)
        var j = 0
        while j &+ 4 <= n {
            storeQuad(lerpQuad(loadQuad(a + j), loadQuad(b + j), weight), out + j)
            j &+= 4
        }
        while j < n {
            out[j] = lerpPixel(a[j], b[j], UInt32(wy))
            j &+= 1
        }
    }

    /// The four taps at p, p + 1, p + w, p + w + 1 blended with 8-bit weights, in 16-bit lanes.
    @inline(__always) static func bilinearSIMD(_ p: UnsafePointer<UInt32>, _ w: Int, _ wx: UInt16, _ wy: UInt16) -> UInt32 {
        let t = UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self)
        let b = UnsafeRawPointer(p + w).loadUnaligned(as: SIMD8<UInt8>.self)
        let t16 = SIMD8<UInt16>(truncatingIfNeeded: t), b16 = SIMD8<UInt16>(truncatingIfNeeded: b)
        let v = (t16 &* SIMD8(repeating: 256 &- wy) &+ b16 &* SIMD8(repeating: wy)) &>> 8
        let h = (v.lowHalf &* SIMD4(repeating: 256 &- wx) &+ v.highHalf &* SIMD4(repeating: wx)) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: h), to: UInt32.self)
    }

    /// Perspective along the row: one divide per pixel. Where (U + dU·i, V + dV·i) / (W + dW·i)
    /// keeps all four taps inside the level the conditions are linear in i (W > 0 there), so, as
    /// in `affine`, that interval is found once per span and runs without clamping, with the taps
    /// blended in 16-bit lanes; only the pixels outside it clamp.
    @inline(__always) static func general(
        _ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ src: UnsafePointer<UInt32>, _ w: Int, _ h: Int,
        _ levelScale: Double, _ U: Double, _ V: Double, _ W: Double, _ dU: Double, _ dV: Double, _ dW: Double, _ k: UInt32,
        opaque: Bool = false
    ) {
        let n = x1 - x0
        let s = levelScale
        var lo = 0.0, hi = Double(n)
        // a + b·i ≥ 0 (with b·i small against a near the ends: shrunk by a pixel below).
        func atLeastZero(_ a: Double, _ b: Double) {
            if b == 0 {
                if !(a >= 0) { hi = -1 }
            } else if b > 0 {
                lo = max(lo, -a / b)
            } else {
                hi = min(hi, -a / b)
            }
        }
        let finite = U.isFinite && V.isFinite && W.isFinite && dU.isFinite && dV.isFinite && dW.isFinite
        if finite && w >= 2 && h >= 2 {
            atLeastZero(W - 1e-9, dW)  // in front of the eye, where the conditions below may be multiplied by W
            let mx = Double(w) - 1.5, my = Double(h) - 1.5  // u·s/W − 0.5 ≤ w − 2 + ε: ⌊fx⌋ + 1 ≤ w − 1
            atLeastZero(s * U - 0.5 * W, s * dU - 0.5 * dW)
            atLeastZero((mx + 0.5) * W - s * U, (mx + 0.5) * dW - s * dU)
            atLeastZero(s * V - 0.5 * W, s * dV - 0.5 * dW)
            atLeastZero((my + 0.5) * W - s * V, (my + 0.5) * dW - s * dV)
        } else {
            hi = -1
        }
        // Where the pairs' lanes start: from the span's start and the bounds alone, not the
        // run's end (which `hi` includes), so whether a damage rect ends the span early or not,
        // pixel i has the same (u, v, w) — exact sums before `origin`, the lanes' steps after.
        let origin = finite && w >= 2 && h >= 2 && !lo.isNaN ? Int(max(-1, min(1e9, lo)).rounded(.up)) + 1 : Int.max
        let iStart = min(origin, n)
        var iEnd = iStart  // no pairs unless the safe interval holds a few pixels
        if hi > lo + 2 {
            iEnd = min(max(iStart, Int(max(-1, min(Double(n), hi)).rounded(.down)) - 1), n)
        }
        let maxX = w - 1, maxY = h - 1
        var i = 0
        // Clamped taps outside the safe interval, with the arithmetic of `perspectivePairs`
        // inside it (the same weights and blend order, and from `origin` on the same lanes), so
        // a pixel gets the same bits whichever computes it: a damage rect that ends a span
        // early, or an odd pixel left.
        let scale = s * 256
        let o = Double(min(origin, 1 << 30))
        let (u0, v0, w0) = (U + dU * o, V + dV * o, W + dW * o)
        var lanes = (u: SIMD2(u0, u0 + dU), v: SIMD2(v0, v0 + dV), w: SIMD2(w0, w0 + dW))
        @inline(__always) func clamped() {
            let u: Double, v: Double, ww: Double
            if i < origin {
                let di = Double(i)
                (u, v, ww) = (U + dU * di, V + dV * di, W + dW * di)
            } else if (i &- origin) & 1 == 0 {
                (u, v, ww) = (lanes.u[0], lanes.v[0], lanes.w[0])
            } else {
                (u, v, ww) = (lanes.u[1], lanes.v[1], lanes.w[1])
                lanes.u += SIMD2(repeating: 2 * dU)
                lanes.v += SIMD2(repeating: 2 * dV)
                lanes.w += SIMD2(repeating: 2 * dW)
            }
            let f = scale / ww
            let tx = u * f - 128.5, ty = v * f - 128.5
            defer { i &+= 1 }
            guard tx > -2.56e8, tx < 2.56e8, ty > -2.56e8, ty < 2.56e8 else { return }
            // Rounded to an integer as the pairs' 1.5·2⁵² trick does (to nearest, ties even).
            let magic = 6_755_399_441_055_744.0
            let xt = Int((tx + magic) - magic), yt = Int((ty + magic) - magic)
            let ix = xt >> 8, iy = yt >> 8
            let wx = UInt32(xt & 0xFF), wy = UInt32(yt & 0xFF)
            let xa = ix < 0 ? 0 : (ix > maxX ? maxX : ix)
            let xb = ix + 1 < 0 ? 0 : (ix + 1 > maxX ? maxX : ix + 1)
            let ya = iy < 0 ? 0 : (iy > maxY ? maxY : iy)
            let yb = iy + 1 < 0 ? 0 : (iy + 1 > maxY ? maxY : iy + 1)
            let ra = src + ya * w, rb = src + yb * w
            let left = lerpPixel(ra[xa], rb[xa], wy)
            let right = lerpPixel(ra[xb], rb[xb], wy)
            store(dst, x0 &+ i, lerpPixel(left, right, wx), k)
        }
        while i < iStart { clamped() }
        let d = dst + x0
        if i < iEnd {
            let opaqueStore = k >= 256 && opaque
            i = perspectivePairs(d, i, iEnd, src, w, s, &lanes, dU, dV, dW, k, opaqueStore)
        }
        while i < n { clamped() }
    }

    /// The inside of a perspective span, pixels [i, end) of `d`, two at a time (a last odd pixel
    /// is left to the caller): `lanes` hold (u, v, w) of pixels i and i + 1 and are stepped by
    /// two pixels a time, left at `end`'s pair for the caller's tail; 1/w for both in one
    /// vector divide; texel coordinates ×256 rounded
    /// to integers by the 1.5·2⁵² trick (no checked conversion: inside, they are small and
    /// non-negative), so the upper bits index the texel and the lower 8 are the weight; each
    /// pixel's two rows blended vertically in 16-bit lanes, then both pixels horizontally in one
    /// vector, as `bilinearSIMD` does for one. Returns where it stopped.
    @inline(__always) static func perspectivePairs(
        _ d: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int, _ src: UnsafePointer<UInt32>, _ w: Int,
        _ s: Double, _ lanes: inout (u: SIMD2<Double>, v: SIMD2<Double>, w: SIMD2<Double>), _ dU: Double, _ dV: Double,
        _ dW: Double, _ k: UInt32, _ opaqueStore: Bool
    ) -> Int {
        let magic = SIMD2<Double>(repeating: 6_755_399_441_055_744)  // 1.5·2⁵²
        let bias = SIMD2<Double>(repeating: 128.5)  // −0.5 texel, and −0.5 so that rounding floors
        let scale = SIMD2<Double>(repeating: s * 256)
        var u = lanes.u, v = lanes.v, ww = lanes.w
        let su = SIMD2<Double>(repeating: 2 * dU), sv = SIMD2<Double>(repeating: 2 * dV), sw = SIMD2<Double>(repeating: 2 * dW)
        let full = SIMD8<UInt16>(repeating: 256)
        var i = start
        defer { lanes = (u, v, ww) }
        while i &+ 2 <= end {
            let f = scale / ww
            let tx = unsafeBitCast(u * f - bias + magic, to: SIMD4<UInt32>.self)
            let ty = unsafeBitCast(v * f - bias + magic, to: SIMD4<UInt32>.self)
            let xa = Int(tx[0]), xb = Int(tx[2]), ya = Int(ty[0]), yb = Int(ty[2])
            let pa = src + ((ya &>> 8) &* w &+ (xa &>> 8)), pb = src + ((yb &>> 8) &* w &+ (xb &>> 8))
            let a0 = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pa).loadUnaligned(as: SIMD8<UInt8>.self))
            let a1 = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pa + w).loadUnaligned(as: SIMD8<UInt8>.self))
            let b0 = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pb).loadUnaligned(as: SIMD8<UInt8>.self))
            let b1 = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pb + w).loadUnaligned(as: SIMD8<UInt8>.self))
            let wya = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: ya & 0xFF))
            let wyb = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: yb & 0xFF))
            let va = (a0 &* (full &- wya) &+ a1 &* wya) &>> 8
            let vb = (b0 &* (full &- wyb) &+ b1 &* wyb) &>> 8
            let left = SIMD8(lowHalf: va.lowHalf, highHalf: vb.lowHalf)
            let right = SIMD8(lowHalf: va.highHalf, highHalf: vb.highHalf)
            let wx = SIMD8(
                lowHalf: SIMD4<UInt16>(repeating: UInt16(truncatingIfNeeded: xa & 0xFF)),
                highHalf: SIMD4<UInt16>(repeating: UInt16(truncatingIfNeeded: xb & 0xFF)))
            let both = SIMD8<UInt8>(truncatingIfNeeded: (left &* (full &- wx) &+ right &* wx) &>> 8)
            if opaqueStore {
                UnsafeMutableRawPointer(d + i).storeBytes(of: both, as: SIMD8<UInt8>.self)
            } else {
                let pair = unsafeBitCast(both, to: SIMD2<UInt32>.self)
                store(d, i, pair[0], k)
                store(d, i &+ 1, pair[1], k)
            }
            u += su
            v += sv
            ww += sw
            i &+= 2
        }
        return i
    }
}
