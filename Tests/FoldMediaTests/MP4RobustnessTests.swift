import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// An encoder that hangs or lies about success must not hang the caller or commit a broken file.
/// These tests stand in for ffmpeg with shell scripts handed to the writer.
extension MP4WriterTests {
    /// Writes an executable shell script `ffmpeg` into `directory`.
    func fakeFFmpeg(in directory: URL, _ body: String) throws -> URL {
        let url = directory.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try #require(chmod(url.path, 0o755) == 0)
        return url
    }

    /// A writer that runs the stand-in `ffmpeg` (given to the writer, not through the
    /// environment, so writers in other suites running meanwhile get the real one).
    func writer(ffmpeg: URL, url: URL, width: Int, height: Int, stallTimeout: Double = 30) throws -> MP4Writer {
        try MP4Writer(
            url: url, width: width, height: height, fps: 10, background: .white, crf: 18, preset: "medium",
            stallTimeout: stallTimeout, ffmpeg: ffmpeg)
    }

    @Test func anEncoderThatReadsNothingTimesOut() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ffmpeg = try fakeFFmpeg(in: directory, #"echo $$ > "$(dirname "$0")/pid"; exec sleep 60"#)
        let url = directory.appendingPathComponent("stalled.mp4")
        let writer = try writer(ffmpeg: ffmpeg, url: url, width: 512, height: 512, stallTimeout: 1)
        let start = Date()
        // 768 KB a frame: far more than a pipe holds, so the first append has to wait for ffmpeg.
        let error = #expect(throws: ExportError.self) {
            for _ in 0..<4 { try writer.append(Bitmap(width: 512, height: 512)) }
        }
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < 5, "took \(elapsed) s")
        #expect(error?.problem.contains("accepted no frame data") == true, "\(String(describing: error))")
        #expect(try Support.contents(of: directory) == ["ffmpeg", "pid"])
        let pidText = try String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) != 0 && errno == ESRCH, "the fake ffmpeg (pid \(pid)) is still running")
    }

    @Test func anEncoderThatExitsZeroAfterATruncatedFileCommitsNothing() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Reads every frame, then writes only an ftyp box to its output (the last argument).
        let ffmpeg = try fakeFFmpeg(
            in: directory,
            #"cat > /dev/null; for last; do :; done; printf '\000\000\000\020ftypisom\000\000\002\000' > "$last"; exit 0"#)
        let url = directory.appendingPathComponent("clip.mp4")
        try Data("previous".utf8).write(to: url)
        let writer = try writer(ffmpeg: ffmpeg, url: url, width: 16, height: 16)
        for _ in 0..<3 { try writer.append(Support.gradient(width: 16, height: 16)) }
        let error = #expect(throws: ExportError.self) { try writer.finish() }
        #expect(error?.problem.contains("incomplete file") == true, "\(String(describing: error))")
        #expect(error?.problem.contains("no 'moov' box") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: url) == Data("previous".utf8))
        #expect(try Support.contents(of: directory) == ["clip.mp4", "ffmpeg"])
    }

    @Test func aWholeFileFromTheEncoderIsCommitted() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // ftyp (16 bytes), an empty moov and an empty mdat: whole as far as the boxes go.
        let boxes = #"\000\000\000\020ftypisom\000\000\002\000\000\000\000\010moov\000\000\000\010mdat"#
        let ffmpeg = try fakeFFmpeg(
            in: directory, #"cat > /dev/null; for last; do :; done; printf '\#(boxes)' > "$last"; exit 0"#)
        let url = directory.appendingPathComponent("clip.mp4")
        let writer = try writer(ffmpeg: ffmpeg, url: url, width: 16, height: 16)
        try writer.append(Support.gradient(width: 16, height: 16))
        try writer.finish()
        #expect(try Support.contents(of: directory) == ["clip.mp4", "ffmpeg"])
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(bytes.count == 32 && MP4Structure.problem(in: bytes) == nil)
    }

    /// A box: 32-bit big-endian size, type, payload.
    func box(_ type: String, _ payload: [UInt8] = []) -> [UInt8] {
        let size = UInt32(8 + payload.count)
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
            + Array(type.utf8) + payload
    }

    @Test func mp4StructureFindsCutAndMissingBoxes() {
        let ftyp = box("ftyp", Array("isom".utf8) + [0, 0, 2, 0])
        let whole = ftyp + box("moov", [1, 2, 3]) + box("free") + box("mdat", Array(repeating: 7, count: 100))
        #expect(MP4Structure.problem(in: whole) == nil)
        #expect(MP4Structure.problem(in: Array(whole.dropLast())) == "the 'mdat' box claims 108 bytes, 107 remain")
        #expect(MP4Structure.problem(in: whole + [0, 0, 0]) == "a box header is cut off at byte \(whole.count)")
        #expect(MP4Structure.problem(in: ftyp + box("mdat")) == "no 'moov' box")
        #expect(MP4Structure.problem(in: ftyp + box("moov")) == "no 'mdat' box")
        #expect(MP4Structure.problem(in: box("moov") + box("mdat")) == "no 'ftyp' box")
        #expect(MP4Structure.problem(in: []) == "no 'ftyp' box")
        // A size below the 8-byte header would loop forever or walk backwards.
        #expect(MP4Structure.problem(in: ftyp + [0, 0, 0, 4] + Array("moov".utf8)) == "the 'moov' box claims 4 bytes, 8 remain")
        // Size 0: the box runs to the end of the file.
        #expect(MP4Structure.problem(in: ftyp + box("moov") + [0, 0, 0, 0] + Array("mdat".utf8) + [1, 2, 3]) == nil)
        // Size 1: a 64-bit size follows the type.
        let large: [UInt8] = [0, 0, 0, 1] + Array("mdat".utf8) + [0, 0, 0, 0, 0, 0, 0, 20] + [9, 9, 9, 9]
        #expect(MP4Structure.problem(in: ftyp + box("moov") + large) == nil)
        #expect(MP4Structure.problem(in: ftyp + box("moov") + large.dropLast()) == "the 'mdat' box claims 20 bytes, 19 remain")
        #expect(MP4Structure.problem(in: ftyp + box("moov") + Array(large.prefix(12))) == "the 'mdat' box's size is cut off")
        // A 64-bit size too large for the file (or for Int) is refused, not trusted.
        let huge: [UInt8] = [0, 0, 0, 1] + Array("mdat".utf8) + Array(repeating: 0xFF, count: 8)
        #expect(MP4Structure.problem(in: ftyp + box("moov") + huge) != nil)
    }
}
