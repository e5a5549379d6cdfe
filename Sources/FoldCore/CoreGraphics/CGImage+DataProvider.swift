import CCairo
import Foundation

extension CGImage {
    /// An image of `width × height` pixels read from `provider`'s bytes, laid out as the other
    /// arguments say: 8 bits per component, RGB with alpha (premultiplied or not, first or last,
    /// either byte order) or a skipped byte, gray without alpha, or alpha only. `decode` maps
    /// each colour component's 0…1 onto a range (pairs of numbers, one pair per component of
    /// `space`). Nil when the layout is not one of these, the sizes do not agree, or the bytes
    /// are too few.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard
            case .success(let layout) = BitmapContextLayout.make(
                bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo, unpremultiplied: true),
            bitsPerPixel == layout.bytesPerPixel * 8, width > 0, height > 0,
            width <= CairoPixelFormat.maxSurfaceSide, height <= CairoPixelFormat.maxSurfaceSide,
            bytesPerRow >= width * layout.bytesPerPixel,
            provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        provider.bytes.withUnsafeBytes { raw in
            layout.load(from: raw.baseAddress!, bytesPerRow: bytesPerRow, into: surface, width: width, height: height)
        }
        guard var bitmap = CairoPixelFormat.bitmap(from: surface, scale: 1) else { return nil }
        if let decode {
            bitmap.decode(Array(UnsafeBufferPointer(start: decode, count: 2 * space.numberOfComponents)))
        }
        self.init(bitmap)
    }

    /// The pixels as the image holds them: 8-bit RGBA, premultiplied, rows top to bottom
    /// (`bitmapInfo`, `bytesPerRow`).
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(bitmap.premultipliedRGBABytes)) }
}

extension Bitmap {
    /// Maps each colour component from 0…1 onto its decode range (`[min, max]` per component;
    /// one pair for gray applies to all three), on the unpremultiplied values.
    package mutating func decode(_ ranges: [CGFloat]) {
        guard ranges.count == 2 || ranges.count == 6, ranges.allSatisfy(\.isFinite) else { return }
        let pairs =
            ranges.count == 2
            ? Array(repeating: (ranges[0], ranges[1]), count: 3)
            : [
                (ranges[0], ranges[1]), (ranges[2], ranges[3]), (ranges[4], ranges[5]),
            ]
        for i in pixels.indices {
            let p = pixels[i]
            let a = Double(p >> 24)
            guard a > 0 else { continue }
            var out = p & 0xFF00_0000
            for (k, pair) in pairs.enumerated() {
                let straight = Double(p >> (8 * k) & 0xFF) / a
                let mapped = min(1, max(0, Double(pair.0) + straight * Double(pair.1 - pair.0)))
                out |= UInt32((mapped * a).rounded()) << (8 * k)
            }
            pixels[i] = out
        }
    }
}
