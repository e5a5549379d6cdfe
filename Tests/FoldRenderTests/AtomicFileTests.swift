import Foundation
import Testing

@testable import FoldRender

@Suite struct AtomicFileTests {
    typealias Support = ImageIOTestSupport

    @Test func writesAndReplacesLeavingNoTemporaryFiles() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.bin")
        try AtomicFile.write(Data("first".utf8), to: url)
        try AtomicFile.write(Data("second, longer".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
        #expect(try Support.contents(of: directory) == ["out.bin"])
    }

    @Test func failedWriteDoesNotClobberTheDestination() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The destination is a non-empty directory: the rename must fail, and leave it alone.
        let blocked = directory.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: blocked.appendingPathComponent("inside"))
        let error = #expect(throws: ExportError.self) { try AtomicFile.write(Data("new".utf8), to: blocked) }
        #expect(error?.description.hasPrefix(blocked.path + ": cannot replace the file") == true)
        #expect(try Support.contents(of: directory) == ["blocked"])
        #expect(try Data(contentsOf: blocked.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    @Test func missingDirectoryIsAClearError() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("no/such/dir/out.gif")
        let error = #expect(throws: ExportError.self) { try AtomicFile.write(Data([1]), to: url) }
        #expect(error?.problem.contains("No such file or directory") == true)
        #expect(try Support.contents(of: directory) == [])
    }

    @Test func temporaryURLRenamesOnSuccessAndIsDeletedOnFailure() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("video.mp4")
        try Data("old".utf8).write(to: url)

        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try AtomicFile.withTemporaryURL(for: url) { temporary in
                #expect(temporary.deletingLastPathComponent().path == directory.path)
                #expect(temporary.lastPathComponent.hasPrefix(".foldkit-\(getpid())-"))
                try Data("half written".utf8).write(to: temporary)
                throw Boom()
            }
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try Support.contents(of: directory) == ["video.mp4"])

        try AtomicFile.withTemporaryURL(for: url) { try Data("new".utf8).write(to: $0) }
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try Support.contents(of: directory) == ["video.mp4"])
    }

    @Test func temporaryNamesAreUnique() {
        let url = URL(fileURLWithPath: "/tmp/x.png")
        #expect(AtomicFile.temporaryURL(for: url) != AtomicFile.temporaryURL(for: url))
    }
}
