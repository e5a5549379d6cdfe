import FoldCore

/// An opaque colour that premultiplied pixels are composited over, for formats without (GIF:
/// 1-bit) or with no alpha at all (MP4), and for comparing images (PSNR).
struct OpaqueBackground: Sendable, Equatable {
    let r: UInt32, g: UInt32, b: UInt32

    init(_ color: CGColor) {
        func byte(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * 255).rounded()) }
        // Alpha is ignored: a background must be opaque to make the result opaque.
        (r, g, b) = (byte(color.rgba.red), byte(color.rgba.green), byte(color.rgba.blue))
    }

    /// `x / 255` rounded, exact for 0…65535 without a division.
    @inline(__always) static func divide255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// The pixel composited over this background: `c + bg·(1 − a)`, packed R | G<<8 | B<<16 |
    /// 0xFF<<24. Premultiplied components never exceed alpha, so the sum stays within a byte.
    @inline(__always) func composite(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 0xFF { return p }
        let k = 255 &- a
        let cr = (p & 0xFF) &+ Self.divide255(r &* k)
        let cg = (p >> 8 & 0xFF) &+ Self.divide255(g &* k)
        let cb = (p >> 16 & 0xFF) &+ Self.divide255(b &* k)
        return min(cr, 255) | min(cg, 255) << 8 | min(cb, 255) << 16 | 0xFF00_0000
    }
}
