import FoldCore
import Foundation

extension CGImage {
    /// An image from PNG bytes (any colour type and depth libpng reads), with `decode` mapping
    /// each colour component's 0…1 onto a range as Core Graphics' decode arrays do. Nil when the
    /// bytes are not a PNG file FoldKit can read.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let bitmap = Self.decoded(try? PNGCodec.decode(source.bytes, name: "PNG data"), decode) else { return nil }
        self.init(bitmap)
    }

    /// An image from JPEG bytes (TurboJPEG), with `decode` as for PNG. Nil when the bytes are
    /// not a JPEG file FoldKit can read.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let bitmap = Self.decoded(try? JPEGDecoder.decode(source.bytes, name: "JPEG data"), decode) else { return nil }
        self.init(bitmap)
    }

    /// The decoded pixels with the decode array applied (three ranges, red, green, blue).
    private static func decoded(_ bitmap: Bitmap?, _ decode: UnsafePointer<CGFloat>?) -> Bitmap? {
        guard var bitmap else { return nil }
        if let decode { bitmap.decode(Array(UnsafeBufferPointer(start: decode, count: 6))) }
        return bitmap
    }
}
