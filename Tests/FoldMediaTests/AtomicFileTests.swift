import Foundation
import Testing

@testable import FoldMedia
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
        #expect(error?.description.hasPrefix(blocked.path + ": exists and is a folder") == true, "\(String(describing: error))")
        #expect(try Support.contents(of: directory) == ["blocked"])
        #expect(try Data(contentsOf: blocked.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    /// `--trace /dev/full` as root: renaming over it would have replaced the device with a file.
    @Test func aDeviceOrFIFOIsRefusedByNameAndLeftAsItIs() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        // A device node of its own (/dev/null's numbers) where the test may make one, so that a
        // regression replaces nothing of the system's.
        let device = directory.appendingPathComponent("null")
        var nodes = [(fifo, "a FIFO")]
        if mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 { nodes.append((device, "a device")) }
        for (url, kind) in nodes {
            let error = #expect(throws: FileError.self) { try AtomicFile.write(Data("x".utf8), to: url) }
            #expect(error?.problem.hasPrefix("exists and is \(kind)") == true, "\(String(describing: error))")
            let viaCommit = #expect(throws: FileError.self) {
                try AtomicFile.withTemporaryURL(for: url) { try Data("x".utf8).write(to: $0) }
            }
            #expect(viaCommit?.problem.hasPrefix("exists and is \(kind)") == true)
        }
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        if nodes.count == 2 { #expect(lstat(device.path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR) }
        #expect(try Support.contents(of: directory) == nodes.map(\.0.lastPathComponent).sorted())
    }

    /// A link is followed: the file it names is replaced and the link stays.
    @Test func aLinkToAFileReplacesTheFileAndKeepsTheLink() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.json")
        let link = directory.appendingPathComponent("link.json")
        try Data("old".utf8).write(to: target)
        try #require(symlink(target.path, link.path) == 0)
        try AtomicFile.write(Data("new".utf8), to: link)
        var info = stat()
        #expect(lstat(link.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(try Support.contents(of: directory) == ["link.json", "target.json"])
        #expect(AtomicFile.sameDestination(link, target) && AtomicFile.sameDestination(target, URL(fileURLWithPath: target.path + "/../target.json")))
        #expect(!AtomicFile.sameDestination(link, directory.appendingPathComponent("other.json")))
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
