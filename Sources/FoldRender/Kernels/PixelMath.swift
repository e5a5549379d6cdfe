/// Packed premultiplied RGBA arithmetic, two channels per 32-bit lane (R/B and G/A).

/// `p · k / 256` for k in 0…256.
@inline(__always) func scalePixel(_ p: UInt32, _ k: UInt32) -> UInt32 {
    let rb = ((p & 0x00FF_00FF) &* k) >> 8 & 0x00FF_00FF
    let ga = ((p >> 8) & 0x00FF_00FF) &* k & 0xFF00_FF00
    return rb | ga
}

/// Porter–Duff source-over for premultiplied pixels.
@inline(__always) func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let ia = 255 &- (s >> 24)
    if ia == 0 { return s }
    var rb = (d & 0x00FF_00FF) &* ia &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((d >> 8) & 0x00FF_00FF) &* ia &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return s &+ (rb | ga)
}

/// Linear interpolation between two packed pixels with weight w in 0…256 towards `b`.
@inline(__always) func lerpPixel(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let iw = 256 &- w
    let rb = ((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8 & 0x00FF_00FF
    let ga = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
    return rb | ga
}

/// `UInt32(x.rounded())` for 0 ≤ x ≤ 256 (a pixel's weight), without the library call that
/// rounding is on baseline x86-64: x − ⌊x⌋ is exact there, so the halves round up as `rounded()`.
@inline(__always) func roundedWeight(_ x: Double) -> UInt32 {
    let t = UInt32(x)
    return x - Double(t) >= 0.5 ? t &+ 1 : t
}

/// `Int(x.rounded(.down))` for |x| < 2⁵², without the library call (see `roundedWeight`).
@inline(__always) func floorInt(_ x: Double) -> Int {
    let t = Int(x)
    return Double(t) > x ? t &- 1 : t
}

/// Rounds a Double to the nearest Int without trapping on non-finite values.
@inline(__always) func safeInt(_ v: Double) -> Int {
    guard v.isFinite else { return v > 0 ? Int.max / 4 : Int.min / 4 }
    return Int(max(-1e15, min(1e15, v)))
}

// Four pixels in a 128-bit register as eight 16-bit lanes, each lane two channels (its low and
// high byte), worked on as the low bytes (`lane & 0xFF`) and the high bytes (`lane >> 8`): the
// same per-channel arithmetic as the packed scalar functions above, in SSE2 operations with no
// widening — Swift's lane-type conversions do not reliably inline and cost a call each.

/// `lerpPixel` on four pixels, with a weight per lane (0…256).
@inline(__always) func lerpQuad(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ w: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let m = SIMD8<UInt16>(repeating: 0xFF), iw = SIMD8<UInt16>(repeating: 256) &- w
    let lo = ((a & m) &* iw &+ (b & m) &* w) &>> 8
    let hi = ((a &>> 8) &* iw &+ (b &>> 8) &* w) & ~m
    return lo | hi
}

/// `scalePixel` on four pixels, by a weight per lane (0…256).
@inline(__always) func scaleQuad(_ p: SIMD8<UInt16>, _ k: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let m = SIMD8<UInt16>(repeating: 0xFF)
    return (((p & m) &* k) &>> 8) | (((p &>> 8) &* k) & ~m)
}

/// `over` on four pixels, with each pixel's `255 − alpha(s)` in both of its lanes.
@inline(__always) func overQuad(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>, inverseAlpha ia: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let m = SIMD8<UInt16>(repeating: 0xFF), half = SIMD8<UInt16>(repeating: 0x80)
    var lo = (d & m) &* ia &+ half
    lo = (lo &+ (lo &>> 8)) &>> 8
    var hi = (d &>> 8) &* ia &+ half
    hi = (hi &+ (hi &>> 8)) & ~m
    return s &+ (lo | hi)
}

/// Each pixel's `255 − alpha` in both of its lanes.
@inline(__always) func inverseAlphaQuad(_ s: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let ia = SIMD4<UInt32>(repeating: 255) &- (unsafeBitCast(s, to: SIMD4<UInt32>.self) &>> 24)
    return unsafeBitCast(ia | (ia &<< 16), to: SIMD8<UInt16>.self)
}

/// A per-pixel weight (the low 16 bits of each lane of `w`) in both of its pixel's lanes.
@inline(__always) func pairedQuad(_ w: SIMD4<UInt32>) -> SIMD8<UInt16> {
    unsafeBitCast(w | (w &<< 16), to: SIMD8<UInt16>.self)
}

/// Whether four pixels are all clear, tested as two words (Swift's SIMD `==` compares lane by
/// lane in a loop).
@inline(__always) func isClearQuad(_ v: SIMD8<UInt16>) -> Bool {
    let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    return words[0] | words[1] == 0
}

/// Whether four pixels are all opaque (alpha 255), tested as two words.
@inline(__always) func isOpaqueQuad(_ v: SIMD8<UInt16>) -> Bool {
    let words = unsafeBitCast(v, to: SIMD2<UInt64>.self), alphas: UInt64 = 0xFF00_0000_FF00_0000
    return words[0] & words[1] & alphas == alphas
}

/// Loads and stores of four pixels.
@inline(__always) func loadQuad(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt16> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt16>.self)
}

@inline(__always) func storeQuad(_ v: SIMD8<UInt16>, _ p: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt16>.self)
}
