import FoldCore
import CTurboJPEG
import Foundation

/// JPEG files through libjpeg-turbo's TurboJPEG API, decoded to opaque bitmaps.
///
/// Strict on purpose: libjpeg treats a truncated or damaged stream as a *warning* and still fills
/// the image (grey below the damage). Rendering that silently would bake the damage into every
/// exported frame, so any warning is reported as an error naming the file.
public enum JPEGDecoder {
    /// Reads a JPEG file into an opaque bitmap.
    public static func read(contentsOf url: URL) throws -> Bitmap {
        try decode(FileDescriptorIO.readFile(url), name: ImageError.name(of: url))
    }

    /// Decodes JPEG data; `name` labels error messages (usually the file's path).
    public static func decode(_ data: Data, name: String) throws -> Bitmap {
        guard data.count >= 3, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8,
            data[data.startIndex + 2] == 0xFF
        else {
            throw ImageError(file: name, problem: "not a JPEG file")
        }
        guard let handle = tjInitDecompress() else {
            throw ImageError(file: name, problem: "cannot start the JPEG decoder (\(String(cString: tjGetErrorStr2(nil))))")
        }
        defer { tjDestroy(handle) }

        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> Bitmap in
            let jpeg = raw.bindMemory(to: UInt8.self).baseAddress
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, jpeg, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0
            else {
                throw failure(name, handle)
            }
            try ImageBudget.check(
                width: Int(width), height: Int(height), fileSize: raw.count, pixelsPerByte: ImageBudget.jpegPixelsPerByte,
                format: "JPEG", name: name)
            if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) {
                throw ImageError(file: name, problem: "CMYK JPEG images are not supported; save it as RGB")
            }
            var bitmap = Bitmap(width: Int(width), height: Int(height))
            // TJPF_RGBA writes R, G, B, 255 — exactly an opaque premultiplied pixel.
            let status = bitmap.pixels.withUnsafeMutableBytes { pixels in
                tjDecompress2(
                    handle, jpeg, UInt(raw.count), pixels.bindMemory(to: UInt8.self).baseAddress,
                    width, width * 4, height, Int32(TJPF_RGBA.rawValue), 0)
            }
            guard status == 0 else { throw failure(name, handle) }
            return bitmap
        }
    }

    /// The decoder's last complaint as an error; warnings (truncation, corrupt data) included.
    static func failure(_ name: String, _ handle: tjhandle) -> ImageError {
        let text = String(cString: tjGetErrorStr2(handle))
        // A warning means libjpeg carried on past damage; "Premature end" is its word for a cut file.
        let warning = tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
        let problem =
            text.localizedCaseInsensitiveContains("premature end") ? "truncated JPEG data"
            : warning ? "damaged JPEG data" : "corrupt JPEG data"
        return ImageError(file: name, problem: "\(problem) (libjpeg-turbo: \(text))")
    }
}
