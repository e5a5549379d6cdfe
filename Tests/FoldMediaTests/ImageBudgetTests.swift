import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// Image headers are checked against the pixel budget and the file's size before any pixel
/// memory is allocated.
@Suite struct ImageBudgetTests {
    typealias Support = ImageIOTestSupport

    /// A real JPEG from ffmpeg with its SOF dimensions rewritten.
    func jpeg(claiming width: Int, _ height: Int) throws -> Data {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let raw = directory.appendingPathComponent("source.rgba"), url = directory.appendingPathComponent("x.jpg")
        let source = Support.gradient(width: 16, height: 16)
        try Support.rawRGBA(source).write(to: raw)
        let result = try Support.run(
            "ffmpeg", ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "16x16", "-i", raw.path,
                       "-frames:v", "1", "-f", "image2", url.path])
        try #require(result.status == 0, "ffmpeg could not make a JPEG: \(result.stderr)")
        var bytes = try [UInt8](Data(contentsOf: url))
        // Walk the marker segments to the baseline or progressive frame header.
        var i = 2
        while i + 9 < bytes.count, !(bytes[i + 1] == 0xC0 || bytes[i + 1] == 0xC2) {
            i += 2 + (Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]))
        }
        try #require(i + 9 < bytes.count, "no SOF marker in ffmpeg's JPEG")
        bytes[i + 5] = UInt8(height >> 8); bytes[i + 6] = UInt8(height & 0xFF)
        bytes[i + 7] = UInt8(width >> 8); bytes[i + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    @Test func aSmallJPEGClaimingAHugeImageIsRefusedAsTruncated() throws {
        let data = try jpeg(claiming: 16000, 16000)
        // 16000² = 256 000 000 pixels is inside the 2²⁸ budget, so only the size check refuses it.
        #expect(16000 * 16000 <= PNGCodec.maximumPixelCount)
        let error = #expect(throws: ImageError.self) { try ImageLoader.decode(data, name: "big.jpg") }
        #expect(error?.description == "big.jpg: truncated or corrupt JPEG data: the header claims 16000×16000 pixels, more than a \(data.count)-byte file can hold")
        // Within what its size can hold, the same file still decodes to the size it claims
        // (rewritten to 16×16 it is the original).
        #expect(try ImageLoader.decode(jpeg(claiming: 16, 16), name: "ok.jpg").width == 16)
    }

    @Test func aThreeByteJPEGIsTruncatedNotTooLarge() {
        let error = #expect(throws: ImageError.self) { try ImageLoader.decode(Data([0xFF, 0xD8, 0xFF]), name: "cut.jpg") }
        #expect(error?.description == "cut.jpg: truncated or corrupt JPEG data (no image size in the header)")
    }

    @Test func aSmallPNGClaimingAHugeImageIsRefusedAsTruncated() {
        let data = Support.png(width: 16000, height: 16000, bitDepth: 8, colorType: 6, scanlines: [0])
        let error = #expect(throws: ImageError.self) { try ImageLoader.decode(data, name: "big.png") }
        #expect(error?.description == "big.png: truncated or corrupt PNG data: the header claims 16000×16000 pixels, more than a \(data.count)-byte file can hold")
    }

    /// The most compressible real files stay inside the bounds: ffmpeg's 1-bit black PNG at
    /// zlib level 9 packs about 7 800 pixels a byte (deflate's 1032:1 limit makes 8 256 the
    /// ceiling), its flat grey JPEG under 100.
    @Test func theFlattestRealFilesStillDecode() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, arguments) in [
            ("flat.png", ["-pix_fmt", "monob", "-compression_level", "9"]), ("flat.jpg", ["-pix_fmt", "gray", "-q:v", "31"]),
        ] {
            let url = directory.appendingPathComponent(name)
            let result = try Support.run(
                "ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "color=black:s=4000x4000", "-frames:v", "1"] + arguments + [url.path])
            try #require(result.status == 0, "ffmpeg could not make \(name): \(result.stderr)")
            let bitmap = try ImageLoader.load(contentsOf: url)
            #expect(bitmap.width == 4000 && bitmap.height == 4000 && bitmap.pixels[0] & 0xFF_FFFF == 0)
            let size = try Data(contentsOf: url).count
            if name.hasSuffix(".png") {
                // Close to the bound, so a tighter bound would refuse this file.
                #expect(16_000_000 / size > ImageBudget.pngPixelsPerByte * 9 / 10, "\(name): \(size) bytes")
            }
        }
    }
}
