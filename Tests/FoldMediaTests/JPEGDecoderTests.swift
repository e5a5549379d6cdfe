import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// The JPEG fixtures are made with ffmpeg (installed by `scripts/setup`; missing, these tests fail).
struct JPEGDecoderTests {
    typealias Support = ImageIOTestSupport

    /// A JPEG of `bitmap` made by ffmpeg's encoder at high quality.
    func makeJPEG(_ bitmap: Bitmap, in directory: URL, name: String = "photo.jpg") throws -> URL {
        let raw = directory.appendingPathComponent("source.rgba")
        try Support.rawRGBA(bitmap).write(to: raw)
        let url = directory.appendingPathComponent(name)
        let result = try Support.run(
            "ffmpeg",
            ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(bitmap.width)x\(bitmap.height)", "-i",
             raw.path, "-frames:v", "1", "-q:v", "2", "-f", "image2", url.path])
        try #require(result.status == 0, "ffmpeg could not make a JPEG: \(result.stderr)")
        return url
    }

    @Test func decodesAJPEGCloseToItsSource() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = Support.gradient(width: 96, height: 64)
        let url = try makeJPEG(source, in: directory)
        let bitmap = try JPEGDecoder.read(contentsOf: url)
        #expect(bitmap.width == 96 && bitmap.height == 64)
        #expect(bitmap.pixels.allSatisfy { $0 >> 24 == 255 })
        let psnr = ImageMetrics.psnr(bitmap, source)
        #expect(psnr > 30, "JPEG decode PSNR \(psnr) dB")
        // The loader sniffs the JPEG even under a misleading name.
        let misnamed = directory.appendingPathComponent("really-a-jpeg.png")
        try FileManager.default.copyItem(at: url, to: misnamed)
        #expect(try ImageLoader.load(contentsOf: misnamed) == bitmap)
    }

    @Test func truncatedJPEGIsAnErrorNamingTheFile() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try Data(contentsOf: makeJPEG(Support.gradient(width: 128, height: 96), in: directory))
        let cut = directory.appendingPathComponent("cut.jpg")
        try data.prefix(data.count / 2).write(to: cut)
        let error = #expect(throws: ImageError.self) { try ImageLoader.load(contentsOf: cut) }
        let text = error?.description ?? ""
        #expect(text.hasPrefix(cut.path + ": truncated JPEG data"), "\(text)")
    }

    @Test func corruptJPEGIsAnError() throws {
        // A JPEG start marker then noise.
        let data = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        let error = #expect(throws: ImageError.self) { try JPEGDecoder.decode(data, name: "noise.jpg") }
        #expect(error?.file == "noise.jpg")
        #expect(error?.problem.contains("JPEG data") == true)
        let notJPEG = #expect(throws: ImageError.self) { try JPEGDecoder.decode(Data([1, 2, 3, 4]), name: "x.jpg") }
        #expect(notJPEG?.description == "x.jpg: not a JPEG file")
    }
}

@Suite struct ImageLoaderTests {
    @Test func unknownFormatListsTheSupportedOnes() {
        let gif = #expect(throws: ImageError.self) { try ImageLoader.decode(Data("GIF89a....".utf8), name: "anim.gif") }
        #expect(gif?.description == "anim.gif: unknown image format (looks like GIF); supported formats: PNG, JPEG")
        let text = #expect(throws: ImageError.self) { try ImageLoader.decode(Data("hello".utf8), name: "a.txt") }
        #expect(text?.description == "a.txt: unknown image format; supported formats: PNG, JPEG")
        let empty = #expect(throws: ImageError.self) { try ImageLoader.decode(Data(), name: "e.png") }
        #expect(empty?.description == "e.png: empty file; supported formats: PNG, JPEG")
    }

    @Test func loadsPNGByItsSignature() throws {
        let bitmap = ImageIOTestSupport.gradient(width: 5, height: 4)
        #expect(try ImageLoader.decode(PNGCodec.encode(bitmap), name: "x.bin") == bitmap)
    }

    @Test func aDirectoryIsNotAnImage() throws {
        let directory = try ImageIOTestSupport.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: ImageError.self) { try ImageLoader.load(contentsOf: directory) }
        #expect(error?.problem == "cannot read the file (it is a directory)")
    }
}
