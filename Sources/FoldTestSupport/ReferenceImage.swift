import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// Reference-image checks shared by the compositor's and the effects' tests: a rendered bitmap
/// against a PNG kept in the repository, or, under `make reference-images`
/// (FOLDKIT_UPDATE_REFERENCE=1), the PNG rewritten from it (look at it before committing).
public enum ReferenceImage {
    public static var updating: Bool { ProcessInfo.processInfo.environment["FOLDKIT_UPDATE_REFERENCE"] == "1" }

    /// Nil when `bitmap` matches the PNG at `url` (or the PNG was rewritten); otherwise what
    /// differs. A channel may move by 2 (rounding); more must stay under 0.1 % of the pixels
    /// (text and emoji anti-aliasing across font builds).
    public static func mismatch(_ bitmap: Bitmap, against url: URL) throws -> String? {
        if updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGCodec.write(bitmap, to: url)
            return nil
        }
        let reference = try PNGCodec.read(contentsOf: url)
        guard reference.width == bitmap.width, reference.height == bitmap.height else {
            return "\(url.lastPathComponent): \(bitmap.width)×\(bitmap.height) rendered, \(reference.width)×\(reference.height) in the reference"
        }
        var differing = 0, worst = 0
        for i in bitmap.pixels.indices {
            let a = bitmap.pixels[i], b = reference.pixels[i]
            var d = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                d = max(d, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)))
            }
            worst = max(worst, d)
            if d > 2 { differing += 1 }
        }
        guard differing > bitmap.pixels.count / 1000 else { return nil }
        return "\(url.lastPathComponent): \(differing) pixels differ by more than 2 (worst \(worst))"
    }
}
