import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// A PNG sequence appears whole at `finish` or not at all.
struct PNGSequenceWriterTests {
    typealias Support = ImageIOTestSupport

    func frames(_ count: Int) -> [Bitmap] {
        (0..<count).map { Support.gradient(width: 24, height: 16, phase: Double($0) / Double(count)) }
    }

    @Test func framesAreNumberedPNGFiles() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("seq")
        let writer = try PNGSequenceWriter(url: url)
        let source = frames(3)
        for frame in source { try writer.append(frame) }
        // Nothing under the final name before finish.
        #expect(!FileManager.default.fileExists(atPath: url.path))
        try writer.finish()
        #expect(writer.encodedFrameCount == 3)
        #expect(try Support.contents(of: directory) == ["seq"])
        #expect(try Support.contents(of: url) == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        for (i, frame) in source.enumerated() {
            let decoded = try PNGCodec.read(contentsOf: url.appendingPathComponent("frame-0000\(i).png"))
            #expect(decoded == frame, "frame \(i)")
        }
        #expect(PNGSequenceWriter.fileName(ofFrame: 123_456) == "frame-123456.png")
    }

    @Test func writingAgainReplacesTheFolder() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("seq")
        let first = try PNGSequenceWriter(url: url)
        for frame in frames(3) { try first.append(frame) }
        try first.finish()

        let replacement = Support.gradient(width: 8, height: 8, phase: 0.5)
        let second = try PNGSequenceWriter(url: url)
        try second.append(replacement)
        try second.finish()
        #expect(try Support.contents(of: directory) == ["seq"])
        #expect(try Support.contents(of: url) == ["frame-00000.png"])
        #expect(try PNGCodec.read(contentsOf: url.appendingPathComponent("frame-00000.png")) == replacement)
    }

    @Test func cancelLeavesNothing() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("seq")
        let writer = try PNGSequenceWriter(url: url)
        for frame in frames(2) { try writer.append(frame) }
        #expect(try Support.contents(of: directory).count == 1)  // the hidden temporary folder
        writer.cancel()
        #expect(try Support.contents(of: directory) == [])
        // After cancel, nothing more can be added.
        #expect(throws: FileError.self) { try writer.append(frames(1)[0]) }
        #expect(try Support.contents(of: directory) == [])
    }

    @Test func anEarlierFolderSurvivesACancelledSequence() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("seq")
        let first = try PNGSequenceWriter(url: url)
        for frame in frames(2) { try first.append(frame) }
        try first.finish()
        do {
            let second = try PNGSequenceWriter(url: url)
            try second.append(frames(1)[0])
        }  // released without finish: deinit cancels
        #expect(try Support.contents(of: directory) == ["seq"])
        #expect(try Support.contents(of: url) == ["frame-00000.png", "frame-00001.png"])
    }

    @Test func aPlainFileAtTheTargetIsAnErrorAndUntouched() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("seq")
        try Data("precious".utf8).write(to: url)
        // Refused before a frame is rendered.
        let error = #expect(throws: FileError.self) { try PNGSequenceWriter(url: url) }
        #expect(error?.file == url.path)
        #expect(error?.problem.contains("not a folder") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: url) == Data("precious".utf8))
        #expect(try Support.contents(of: directory) == ["seq"])
    }

    /// `--record ""` (the current folder), `.`, or a folder of someone's files: every file in it
    /// was deleted and replaced by frames. Only a folder of frames (or an empty one) is replaced.
    @Test func aFolderWithOtherFilesOrTheCurrentFolderIsRefusedUntouched() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: false)
        try Data("thesis".utf8).write(to: mine.appendingPathComponent("thesis.tex"))
        try Data("old".utf8).write(to: mine.appendingPathComponent("frame-00000.png"))
        let error = #expect(throws: FileError.self) { try PNGSequenceWriter(url: mine) }
        #expect(error?.problem.contains("other files in it (1, such as \"thesis.tex\")") == true, "\(String(describing: error))")
        #expect(try Support.contents(of: mine) == ["frame-00000.png", "thesis.tex"])

        let here = FileManager.default.currentDirectoryPath
        for name in ["", ".", here, URL(fileURLWithPath: here).deletingLastPathComponent().path, "/"] {
            let refused = #expect(throws: FileError.self) { try PNGSequenceWriter(url: URL(fileURLWithPath: name)) }
            #expect(refused?.problem.hasPrefix("is the folder FoldKit runs in") == true, "\(name): \(String(describing: refused))")
        }

        // A file that appears while the frames render is found at the end too.
        let late = directory.appendingPathComponent("late")
        try FileManager.default.createDirectory(at: late, withIntermediateDirectories: false)
        let writer = try PNGSequenceWriter(url: late)
        try writer.append(frames(1)[0])
        try Data("new".utf8).write(to: late.appendingPathComponent("notes.txt"))
        #expect(throws: FileError.self) { try writer.finish() }
        #expect(try Support.contents(of: late) == ["notes.txt"])
        #expect(try Support.contents(of: directory) == ["late", "mine"])

        // An empty folder, and a folder of frames, are replaced.
        let empty = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let fresh = try PNGSequenceWriter(url: empty)
        try fresh.append(frames(1)[0])
        try fresh.finish()
        #expect(try Support.contents(of: empty) == ["frame-00000.png"])
        #expect(PNGSequenceWriter.isFrameFile("frame-123456.png") && !PNGSequenceWriter.isFrameFile("frame-12.png"))
        #expect(!PNGSequenceWriter.isFrameFile("frame-0000a.png") && !PNGSequenceWriter.isFrameFile("frame-00000.png.bak"))
    }

    @Test func noFramesIsAnError() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try PNGSequenceWriter(url: directory.appendingPathComponent("seq"))
        let error = #expect(throws: FileError.self) { try writer.finish() }
        #expect(error?.problem.contains("at least one frame") == true)
        #expect(try Support.contents(of: directory) == [])
    }

    @Test func aMissingParentFolderIsAnError() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: FileError.self) {
            try PNGSequenceWriter(url: directory.appendingPathComponent("no/such/seq"))
        }
        #expect(error?.problem.contains("No such file or directory") == true, "\(String(describing: error))")
        #expect(try Support.contents(of: directory) == [])
    }
}
