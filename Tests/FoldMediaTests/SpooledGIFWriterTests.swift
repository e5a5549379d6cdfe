import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// A GIF of a source that only runs forwards: every frame is rendered once, in order, and the
/// palette covers colours that appear only at the end.
@Suite struct SpooledGIFWriterTests {
    typealias Support = ImageIOTestSupport

    /// Red for the first half second, then a blue square grows: colours the first frame lacks.
    static let latecomer = """
        {"foldkit": 1, "size": [64, 48], "scale": 1, "background": "#C03020", "duration": 1, "fps": 20,
         "layers": [
          {"id": "late", "frame": [8, 8, 48, 32], "backgroundColor": "#2050E0", "opacity": 0,
           "animations": [{"keyPath": "opacity", "from": 0, "to": 1, "beginTime": 0.5, "duration": 0.01,
                           "fillMode": "forwards"}]}
         ]}
        """

    @Test func aForwardOnlySourceIsRenderedOnceInOrderWithAPaletteFromEveryFrame() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try RecorderTestSupport.scene(Self.latecomer)
        let source = CountingSource(scene, allowsRandomAccess: false)
        let recorder = try Recorder(source: source)
        let url = directory.appendingPathComponent("late.gif")
        try recorder.record(to: url, duration: 1, fps: 20)

        // Each frame time once, in increasing order.
        let indices = source.frameIndices(fps: 20)
        #expect(indices == Array(0..<20), "\(indices)")
        // Nothing but the GIF in the folder (the spool was unlinked when opened).
        #expect(try Support.contents(of: directory) == ["late.gif"])
        // The last frame's blue, which frame 0 does not have, comes back close.
        let decoded = try Support.ffmpegFrames(url, width: 64, height: 48)
        #expect(decoded.count == 20)
        let expected = recorder.frame(at: 19.0 / 20)
        let psnr = ImageMetrics.psnr(expected, decoded[decoded.count - 1])
        #expect(psnr > 35, "\(psnr) dB")
    }

    @Test func framesComeBackExactlyAsAppended() throws {
        // Rows equal to the previous frame's are stored as one byte: the kept frames must still
        // decode to what was appended, including a frame identical to its predecessor.
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("same.gif")
        let writer = try SpooledGIFWriter(
            url: url, width: 40, height: 30, fps: 10, expectedFrames: 4,
            options: GIFEncoder.Options(dithering: false, maxColors: 16))
        let a = Support.gradient(width: 40, height: 30)
        var b = a
        for x in 0..<40 { b.pixels[10 * 40 + x] = Bitmap.pixel(.black) }  // one row changed
        for frame in [a, b, b, a] { try writer.append(frame) }
        try writer.finish()
        let decoded = try Support.ffmpegFrames(url, width: 40, height: 30)
        #expect(decoded.count == 4)
        #expect(decoded[1].rgba(x: 5, y: 10) == (0, 0, 0, 255))
        #expect(decoded[2].rgba(x: 5, y: 10) == (0, 0, 0, 255))
        #expect(decoded[3].rgba(x: 5, y: 10) != (0, 0, 0, 255))
    }

    /// A recording whose remaining frames cannot fit on the disk stops after its first frames,
    /// saying how much it needs and has, instead of filling the disk for hours.
    @Test func aRecordingThatCannotFitStopsEarlyAndSaysWhy() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("big.gif")
        let writer = try SpooledGIFWriter(url: url, width: 64, height: 64, fps: 30, expectedFrames: 100_000)
        writer.freeSpace = { _ in 50_000_000 }  // 50 MB free; the rest needs about 1.6 GB
        let frame = Support.gradient(width: 64, height: 64)
        var inverse = frame
        for i in inverse.pixels.indices { inverse.pixels[i] ^= 0x00FF_FFFF }
        var appended = 0
        let error = #expect(throws: FileError.self) {
            for i in 0..<100 {
                try writer.append(i % 2 == 0 ? frame : inverse)  // every row changes: 16 KB a frame
                appended += 1
            }
        }
        #expect(appended == 7, "it stops at the first check, on the 8th frame")
        #expect(error?.problem.contains("99992 frames still to come need about 1.6 GB") == true, "\(String(describing: error))")
        #expect(error?.problem.contains("has 50 MB free") == true, "\(String(describing: error))")
        writer.cancel()
        #expect(try Support.contents(of: directory) == [])
        // With room, the same writer shape records (the check passes).
        let roomy = try SpooledGIFWriter(url: url, width: 64, height: 64, fps: 30, expectedFrames: 40)
        for _ in 0..<40 { try roomy.append(frame) }
        try roomy.finish()
        #expect(try Support.contents(of: directory) == ["big.gif"])
    }

    @Test func cancelLeavesNothingAndFinishAfterItThrows() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try SpooledGIFWriter(
            url: directory.appendingPathComponent("x.gif"), width: 8, height: 8, fps: 10, expectedFrames: 1)
        try writer.append(Bitmap(width: 8, height: 8))
        writer.cancel()
        #expect(throws: FileError.self) { try writer.finish() }
        #expect(try Support.contents(of: directory) == [])
    }
}
