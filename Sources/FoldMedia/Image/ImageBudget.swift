import Foundation

/// What an image header may claim before the decoder allocates its pixels: at most
/// `PNGCodec.maximumPixelCount` pixels (2²⁸ = 256 Mi, 1 GiB of RGBA), and no more than the
/// file's size can plausibly encode — a few hundred bytes claiming 16000 × 16000 would otherwise
/// take a gigabyte before the decoder finds the data missing.
enum ImageBudget {
    /// Deflate expands at most 1032:1 and a PNG pixel takes at least one bit, so a PNG file
    /// holds at most 1032 × 8 pixels per byte.
    static let pngPixelsPerByte = 1032 * 8
    /// Huffman-coded JPEG spends at least one bit per 8 × 8 block, 512 pixels per byte; eight
    /// times that leaves room for arithmetic coding of flat images.
    static let jpegPixelsPerByte = 512 * 8

    /// Throws unless a `width` × `height` image fits the pixel budget and a `fileSize`-byte file.
    static func check(width: Int, height: Int, fileSize: Int, pixelsPerByte: Int, format: String, name: String)
        throws(ImageError)
    {
        guard width > 0, height > 0 else {
            throw ImageError(file: name, problem: "truncated or corrupt \(format) data (no image size in the header)")
        }
        guard width <= PNGCodec.maximumPixelCount / height else {
            throw ImageError(file: name, problem: "image too large (\(width)×\(height) pixels)")
        }
        let capacity = fileSize > Int.max / pixelsPerByte ? Int.max : fileSize * pixelsPerByte
        guard width * height <= capacity else {
            throw ImageError(
                file: name,
                problem: "truncated or corrupt \(format) data: the header claims \(width)×\(height) pixels, more than a \(fileSize)-byte file can hold")
        }
    }
}
