import CTurboJPEG
import FoldCore
import Foundation

/// JPEG data through libjpeg-turbo's TurboJPEG API.
public enum JPEGEncoder {
    /// Encodes a bitmap at a quality from 0 (smallest) to 1 (best), 4:4:4 above 0.9 and 4:2:0
    /// below, as photo encoders choose. JPEG has no alpha: a premultiplied pixel keeps its
    /// colour over black, as an image with transparency comes out of Core Graphics.
    public static func encode(_ bitmap: Bitmap, quality: Double) throws -> Data {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw ImageError(
                file: "image", problem: "an empty image (\(bitmap.width) × \(bitmap.height) pixels) has no JPEG form")
        }
        guard let handle = tjInitCompress() else {
            throw ImageError(file: "image", problem: "cannot start the JPEG encoder (\(String(cString: tjGetErrorStr2(nil))))")
        }
        defer { tjDestroy(handle) }
        let q = quality.isFinite ? Int32((min(1, max(0, quality)) * 100).rounded()) : 75
        let subsampling = q > 90 ? TJSAMP_444 : TJSAMP_420
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt = 0
        let status = bitmap.pixels.withUnsafeBytes { pixels in
            tjCompress2(
                handle, pixels.bindMemory(to: UInt8.self).baseAddress, Int32(bitmap.width), Int32(bitmap.width * 4),
                Int32(bitmap.height), Int32(TJPF_RGBX.rawValue), &output, &size, Int32(subsampling.rawValue), max(1, q), 0)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else {
            throw ImageError(file: "image", problem: "JPEG encoding failed (\(String(cString: tjGetErrorStr2(handle))))")
        }
        return Data(bytes: output, count: Int(size))
    }
}
