import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// Needs ffmpeg and ffprobe, which `scripts/setup` installs: without them these tests fail with
/// "run scripts/setup" rather than being skipped.
@Suite struct MP4WriterTests {
    typealias Support = ImageIOTestSupport

    /// Top-level MP4 box types in file order.
    func topLevelBoxes(_ data: Data) -> [String] {
        let b = [UInt8](data)
        var types: [String] = []
        var i = 0
        while i + 8 <= b.count {
            var size = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            types.append(String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self))
            if size == 1, i + 16 <= b.count {
                size = (8..<16).reduce(0) { $0 << 8 | Int(b[i + $1]) }
            } else if size == 0 {
                size = b.count - i
            }
            guard size >= 8 else { break }
            i += size
        }
        return types
    }

    @Test func writesH264Yuv420pEvenSizeFaststart() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clip.mp4")
        // Odd size: padded to 66×50 for yuv420p.
        let writer = try MP4Writer(url: url, width: 65, height: 49, fps: 30)
        for k in 0..<10 { try writer.append(Support.gradient(width: 65, height: 49, phase: Double(k) / 10)) }
        try writer.finish()
        #expect(try Support.contents(of: directory) == ["clip.mp4"])

        let probe = try Support.run(
            "ffprobe",
            ["-v", "error", "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_frames", "-of", "json", url.path])
        try #require(probe.status == 0, "ffprobe: \(probe.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: probe.stdout) as? [String: Any])
        let stream = try #require((json["streams"] as? [[String: Any]])?.first)
        #expect(stream["codec_name"] as? String == "h264")
        #expect(stream["pix_fmt"] as? String == "yuv420p")
        #expect(stream["width"] as? Int == 66 && stream["height"] as? Int == 50)
        #expect(stream["nb_frames"] as? String == "10")

        let boxes = topLevelBoxes(try Data(contentsOf: url))
        let moov = try #require(boxes.firstIndex(of: "moov")), mdat = try #require(boxes.firstIndex(of: "mdat"))
        #expect(moov < mdat, "not faststart: \(boxes)")

        // Colours survive (H.264 at CRF 18 on a smooth gradient).
        let decoded = try Support.ffmpegFrames(url, width: 66, height: 50)
        #expect(decoded.count == 10)
    }

    @Test func colourIsFaithful() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("colour.mp4")
        let writer = try MP4Writer(url: url, width: 64, height: 48, fps: 10)
        let source = Support.gradient(width: 64, height: 48)
        for _ in 0..<3 { try writer.append(source) }
        try writer.finish()
        // Decoding with the BT.709 tags ffmpeg reads from the file gives back the colours.
        let decoded = try Support.ffmpegFrames(url, width: 64, height: 48)
        #expect(ImageMetrics.psnr(source, decoded[0]) > 30, "\(ImageMetrics.psnr(source, decoded[0])) dB")
    }

    @Test func ffmpegFailureReportsItsStderrAndLeavesNoFile() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("bad.mp4")
        try Data("previous".utf8).write(to: url)
        let writer = try MP4Writer(url: url, width: 64, height: 48, fps: 10, preset: "no-such-preset")
        let error = #expect(throws: ExportError.self) {
            for _ in 0..<50 { try writer.append(Support.gradient(width: 64, height: 48)) }
            try writer.finish()
        }
        let text = error?.description ?? ""
        #expect(text.hasPrefix(url.path + ": ffmpeg failed"), "\(text)")
        #expect(text.contains("no-such-preset") || text.contains("preset"), "stderr missing: \(text)")
        #expect(!text.contains("\n"), "ffmpeg's lines joined into one: \(text)")
        #expect(try Support.contents(of: directory) == ["bad.mp4"])
        #expect(try Data(contentsOf: url) == Data("previous".utf8))
    }

    /// `foodmenu --tour --size 4096,4096 --scale 4 --record x.mp4` rendered gigabytes before
    /// ffmpeg refused the picture size: the size is checked before anything is allocated. The
    /// limit is ffmpeg's (av_image_check_size: (w + 128)(h + 128) < 2³¹ / 8), held here to
    /// ffmpeg itself on both sides of it.
    @Test func aFrameTooLargeForFFmpegIsRefusedBeforeItIsDrawn() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("huge.mp4")
        let error = #expect(throws: ExportError.self) { try MP4Writer(url: url, width: 16384, height: 16384, fps: 10) }
        #expect(error?.problem.contains("more than ffmpeg takes") == true, "\(String(describing: error))")
        #expect(try Support.contents(of: directory) == [])
        // ffmpeg's own answer for a size just inside and just outside the rule.
        func ffmpegTakes(_ w: Int, _ h: Int) throws -> Bool {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            p.arguments = ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(w)x\(h)", "-i", "/dev/null", "-f", "null", "-"]
            let err = Pipe()
            p.standardError = err
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            return !text.contains("is invalid")
        }
        let inside = 16256 - 128, outside = 16384
        #expect(MP4Writer.sizeProblem(width: inside, height: inside) == nil)
        #expect(MP4Writer.sizeProblem(width: outside, height: outside) != nil)
        #expect(try ffmpegTakes(inside, inside) && !(try ffmpegTakes(outside, outside)))
    }

    @Test func cancelLeavesNoFileAndWrongSizesAreErrors() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("gone.mp4")
        let writer = try MP4Writer(url: url, width: 32, height: 32, fps: 10)
        try writer.append(Support.gradient(width: 32, height: 32))
        let error = #expect(throws: ExportError.self) { try writer.append(Bitmap(width: 8, height: 8)) }
        #expect(error?.problem == "frame 1 is 8×8, the video is 32×32")
        writer.cancel()
        #expect(try Support.contents(of: directory) == [])
    }

    @Test func ffmpegIsInstalled() throws {
        try Support.requireFFmpeg()
        #expect(MP4Writer.isAvailable)
    }
}

/// The missing-ffmpeg error itself, with a PATH that hides ffmpeg, so it runs everywhere.
struct MP4WriterMissingFFmpegTests {
    @Test func missingFFmpegIsAClearError() {
        #expect(MP4Writer.ffmpegURL(environment: ["PATH": "/nonexistent"]) == nil)
        #expect(MP4Writer.ffmpegURL(environment: ["FOLDKIT_FFMPEG": "/nonexistent/ffmpeg"]) == nil)
        #expect(MP4Writer.notFoundProblem == "ffmpeg not found; run scripts/setup")
    }
}
