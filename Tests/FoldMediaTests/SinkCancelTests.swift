import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// A cancelled export never reports success afterwards: `finish` throws and no file appears.
@Suite struct SinkCancelTests {
    typealias Support = ImageIOTestSupport

    func sinks(in directory: URL) throws -> [(String, any FrameSink)] {
        [
            ("a.gif", try GIFEncoder(url: directory.appendingPathComponent("a.gif"), width: 8, height: 8, fps: 10)),
            ("a.mp4", try MP4Writer(url: directory.appendingPathComponent("a.mp4"), width: 8, height: 8, fps: 10)),
            ("frames", try PNGSequenceWriter(url: directory.appendingPathComponent("frames"))),
        ]
    }

    @Test func finishAfterCancelThrowsAndWritesNothing() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, sink) in try sinks(in: directory) {
            try sink.append(Bitmap(width: 8, height: 8))
            sink.cancel()
            let error = #expect(throws: FileError.self, "\(name)") { try sink.finish() }
            #expect(error?.problem.contains("cancelled") == true, "\(name): \(String(describing: error))")
        }
        #expect(try Support.contents(of: directory) == [])
    }

    @Test func aSecondFinishAfterSuccessIsHarmless() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, sink) in try sinks(in: directory) {
            try sink.append(Bitmap(width: 8, height: 8))
            try sink.finish()
            #expect(throws: Never.self, "\(name)") { try sink.finish() }
        }
        #expect(try Support.contents(of: directory) == ["a.gif", "a.mp4", "frames"])
    }
}
