
import Foundation

/// A raster image: premultiplied RGBA, 8 bits per channel, sRGB, rows top to bottom.
///
/// Each pixel is one `UInt32` whose bytes in memory are R, G, B, A (so on a little-endian
/// machine the value is `A << 24 | B << 16 | G << 8 | R`). `scale` is pixels per point.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var scale: Double
    public var pixels: [UInt32]

    /// A transparent bitmap. Sizes are clamped to zero or more.
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        pixels = [UInt32](repeating: 0, count: self.width * self.height)
    }

    /// Wraps existing pixels; nil when the count does not match the size.
    public init?(width: Int, height: Int, scale: Double = 1, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// Size in points.
    public var size: CGSize { CGSize(width: Double(width) / scale, height: Double(height) / scale) }

    /// Packs premultiplied components (0…255 each).
    @inline(__always) public static func pack(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
        r | g << 8 | b << 16 | a << 24
    }

    /// The premultiplied pixel for a straight-alpha colour.
    public static func pixel(_ c: CGColor) -> UInt32 {
        let p = c.rgba.premultiplied
        func byte(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * 255).rounded()) }
        return pack(r: byte(p.red), g: byte(p.green), b: byte(p.blue), a: byte(p.alpha))
    }

    /// The pixel at (x, y) as (r, g, b, a) premultiplied bytes.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = pixels[y * width + x]
        return (UInt8(p & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p >> 16 & 0xFF), UInt8(p >> 24))
    }

    /// Fills every pixel with a colour.
    public mutating func fill(_ c: CGColor) {
        let p = Self.pixel(c)
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: p) }
    }

    /// The bytes R, G, B, A per pixel, premultiplied.
    public var premultipliedRGBABytes: [UInt8] {
        pixels.withUnsafeBytes { Array($0) }
    }

    /// Straight-alpha RGBA bytes (what PNG stores).
    public var straightRGBABytes: [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (i, p) in pixels.enumerated() {
            let a = p >> 24
            guard a > 0 else { continue }
            func un(_ v: UInt32) -> UInt8 { UInt8(min(255, (v * 255 + a / 2) / a)) }
            out[i * 4] = un(p & 0xFF)
            out[i * 4 + 1] = un(p >> 8 & 0xFF)
            out[i * 4 + 2] = un(p >> 16 & 0xFF)
            out[i * 4 + 3] = UInt8(a)
        }
        return out
    }

    /// A bitmap from straight-alpha RGBA bytes (premultiplying them).
    public init?(width: Int, height: Int, scale: Double = 1, straightRGBA bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.init(width: width, height: height, scale: scale)
        for i in 0..<(width * height) {
            let a = UInt32(bytes[i * 4 + 3])
            func pm(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
            pixels[i] = Self.pack(r: pm(bytes[i * 4]), g: pm(bytes[i * 4 + 1]), b: pm(bytes[i * 4 + 2]), a: a)
        }
    }
}
