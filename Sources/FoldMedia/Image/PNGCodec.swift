import FoldCore
import CPNG
import Foundation

/// PNG files through libpng 1.6's simplified API.
///
/// The simplified API reports failure in `png_image.message` instead of `longjmp`ing out of the
/// call, which Swift cannot survive; it also converts every PNG colour type and bit depth
/// (grey, palette, 16-bit, with or without alpha, interlaced) to the one format asked for.
public enum PNGCodec {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Images larger than this many pixels are refused before allocating (a hostile or corrupt
    /// header can claim 2³¹ × 2³¹).
    static let maximumPixelCount = 1 << 28

    /// Reads a PNG file into a premultiplied bitmap.
    public static func read(contentsOf url: URL) throws -> Bitmap {
        try decode(FileDescriptorIO.readFile(url), name: ImageError.name(of: url))
    }

    /// Decodes PNG data; `name` labels error messages (usually the file's path).
    public static func decode(_ data: Data, name: String) throws -> Bitmap {
        guard data.count >= signature.count, data.prefix(signature.count).elementsEqual(signature) else {
            throw ImageError(file: name, problem: "not a PNG file")
        }
        // libpng keeps pointing into `data` between begin and finish, so both run inside one
        // withUnsafeBytes.
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> Bitmap in
            var image = cpng_image_init()
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw corrupt(name, image)
            }
            // 16-bit files without gAMA/sRGB are nearly always sRGB-encoded in practice; libpng
            // would otherwise treat them as linear and brighten them.
            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            image.format = CPNG_FORMAT_RGBA
            let width = Int(image.width), height = Int(image.height)
            try ImageBudget.check(
                width: width, height: height, fileSize: raw.count, pixelsPerByte: ImageBudget.pngPixelsPerByte,
                format: "PNG", name: name)
            var bitmap = Bitmap(width: width, height: height)
            // Straight RGBA lands in the bitmap's own storage and is premultiplied in place.
            let finished = bitmap.pixels.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0, cpng_image_failed(&image) == 0 else { throw corrupt(name, image) }
            bitmap.pixels.withUnsafeMutableBufferPointer { premultiplyInPlace($0) }
            return bitmap
        }
    }

    /// Encodes a bitmap as an 8-bit PNG (RGB when every pixel is opaque, else RGBA).
    public static func encode(_ bitmap: Bitmap) throws -> Data {
        try encode(bitmap, name: "<memory>")
    }

    /// Writes a bitmap to a PNG file, atomically: readers never see a half-written file.
    public static func write(_ bitmap: Bitmap, to url: URL) throws {
        try AtomicFile.write(encode(bitmap, name: ImageError.name(of: url)), to: url)
    }

    static func encode(_ bitmap: Bitmap, name: String) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw ImageError(file: name, problem: "cannot write an empty (\(bitmap.width)×\(bitmap.height)) image")
        }
        let opaque = bitmap.pixels.allSatisfy { $0 >> 24 == 0xFF }
        let channels = opaque ? 3 : 4
        let samples = straightSamples(bitmap, channels: channels)

        var image = cpng_image_init()
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = opaque ? CPNG_FORMAT_RGB : CPNG_FORMAT_RGBA
        var size = cpng_image_png_size_max(&image)
        var out = Data(count: Int(size))
        let ok = out.withUnsafeMutableBytes { dst in
            samples.withUnsafeBytes { src in
                png_image_write_to_memory(
                    &image, dst.baseAddress, &size, 0, src.baseAddress, Int32(bitmap.width * channels), nil)
            }
        }
        png_image_free(&image)
        guard ok != 0, size > 0 else {
            throw ImageError(file: name, problem: "cannot encode PNG (libpng: \(message(image)))")
        }
        out.count = Int(size)
        return out
    }

    // MARK: - Pixels

    /// Premultiplies straight RGBA in place with the bitmap's own rounding, `(v·a + 127) / 255`.
    static func premultiplyInPlace(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        guard let base = pixels.baseAddress else { return }
        for i in 0..<pixels.count {
            let p = base[i]
            let a = p >> 24
            if a == 0xFF { continue }
            if a == 0 {
                base[i] = 0
                continue
            }
            let r = ((p & 0xFF) &* a &+ 127) / 255
            let g = ((p >> 8 & 0xFF) &* a &+ 127) / 255
            let b = ((p >> 16 & 0xFF) &* a &+ 127) / 255
            base[i] = r | g << 8 | b << 16 | a << 24
        }
    }

    /// Straight-alpha samples, 3 (RGB) or 4 (RGBA) bytes a pixel, un-premultiplied like
    /// `Bitmap.straightRGBABytes` (nearest value, so opaque and clear pixels round-trip exactly).
    static func straightSamples(_ bitmap: Bitmap, channels: Int) -> [UInt8] {
        let count = bitmap.width * bitmap.height
        var out = [UInt8](repeating: 0, count: count * channels)
        out.withUnsafeMutableBufferPointer { dst in
            bitmap.pixels.withUnsafeBufferPointer { src in
                let d = dst.baseAddress!, s = src.baseAddress!
                for i in 0..<count {
                    let p = s[i]
                    let a = p >> 24
                    var r = p & 0xFF, g = p >> 8 & 0xFF, b = p >> 16 & 0xFF
                    if a != 0xFF && a != 0 {
                        let half = a / 2
                        r = min(255, (r &* 255 &+ half) / a)
                        g = min(255, (g &* 255 &+ half) / a)
                        b = min(255, (b &* 255 &+ half) / a)
                    } else if a == 0 {
                        (r, g, b) = (0, 0, 0)
                    }
                    let o = i &* channels
                    d[o] = UInt8(truncatingIfNeeded: r)
                    d[o &+ 1] = UInt8(truncatingIfNeeded: g)
                    d[o &+ 2] = UInt8(truncatingIfNeeded: b)
                    if channels == 4 { d[o &+ 3] = UInt8(truncatingIfNeeded: a) }
                }
            }
        }
        return out
    }

    // MARK: - Errors

    static func message(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func corrupt(_ name: String, _ image: png_image) -> ImageError {
        let detail = message(image)
        return ImageError(
            file: name, problem: "truncated or corrupt PNG data" + (detail.isEmpty ? "" : " (libpng: \(detail))"))
    }
}
