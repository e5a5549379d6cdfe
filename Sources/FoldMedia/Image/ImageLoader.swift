import FoldCore
import Foundation

/// Loads an image file of any supported format, choosing the decoder from the file's first bytes
/// rather than its extension (assets are often misnamed: a `.png` that is really a JPEG).
public enum ImageLoader {
    /// The formats `load` understands, for error messages and help text.
    public static let supportedFormats = ["PNG", "JPEG"]

    /// Reads and decodes an image file into a premultiplied bitmap.
    public static func load(contentsOf url: URL) throws -> Bitmap {
        let name = ImageError.name(of: url)
        return try decode(FileDescriptorIO.readFile(url), name: name)
    }

    /// Decodes image data of any supported format; `name` labels error messages.
    public static func decode(_ data: Data, name: String) throws -> Bitmap {
        let head = [UInt8](data.prefix(8))
        if head.count >= 8, head.elementsEqual(PNGCodec.signature) {
            return try PNGCodec.decode(data, name: name)
        }
        if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            return try JPEGDecoder.decode(data, name: name)
        }
        let problem =
            data.isEmpty
            ? "empty file; supported formats: \(supportedFormats.joined(separator: ", "))"
            : "unknown image format\(guess(head).map { " (looks like \($0))" } ?? ""); supported formats: \(supportedFormats.joined(separator: ", "))"
        throw ImageError(file: name, problem: problem)
    }

    /// Names a few common formats we do not read, so the message says what the file is.
    static func guess(_ head: [UInt8]) -> String? {
        func starts(_ s: String) -> Bool { head.starts(with: Array(s.utf8)) }
        if starts("GIF8") { return "GIF" }
        if starts("BM") { return "BMP" }
        if starts("RIFF") { return "RIFF/WebP" }
        if starts("<svg") || starts("<?xml") { return "SVG/XML" }
        if head.starts(with: [0x49, 0x49, 0x2A, 0x00]) || head.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "TIFF" }
        if head.count >= 8, Array(head[4..<8]) == Array("ftyp".utf8) { return "HEIC/AVIF/MP4" }
        return nil
    }
}
