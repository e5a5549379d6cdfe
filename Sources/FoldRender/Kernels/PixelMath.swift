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

/// Rounds a Double to the nearest Int without trapping on non-finite values.
@inline(__always) func safeInt(_ v: Double) -> Int {
    guard v.isFinite else { return v > 0 ? Int.max / 4 : Int.min / 4 }
    return Int(max(-1e15, min(1e15, v)))
}
