import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// Temporaries of dead runs are swept; a live run's and a young one's are not.
struct TemporaryFilesTests {
    typealias Support = ImageIOTestSupport

    /// The PID of a process that has exited and been reaped.
    func deadPID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let pid = process.processIdentifier
        try #require(kill(pid, 0) != 0 && errno == ESRCH, "pid \(pid) is still in use")
        return pid
    }

    /// Sets a file's access and modification times `age` seconds into the past.
    func age(_ url: URL, by age: Double) throws {
        let then = Date().timeIntervalSince1970 - age
        let t = timeval(tv_sec: Int(then), tv_usec: 0)
        let status = withUnsafePointer(to: (t, t)) {
            $0.withMemoryRebound(to: timeval.self, capacity: 2) { utimes(url.path, $0) }
        }
        try #require(status == 0, "utimes failed: \(String(cString: strerror(errno)))")
    }

    @Test func sweepRemovesOnlyOldTemporariesOfDeadProcesses() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dead = try deadPID()
        let hour = 3600.0
        let old: [String: Bool] = [  // name → whether the sweep removes it
            ".foldkit-\(dead)-abc.tmp": true,
            ".foldkit-\(getpid())-abc.tmp": false,  // this process is alive
            "foldkit-\(dead)-abc.tmp": false,  // not hidden: not ours
            ".foldkit-\(dead)-abc.txt": false,
            ".foldkit-abc.tmp": false,  // no PID
            ".foldkit-\(dead).tmp": false,  // no random part
            "keep.png": false,
        ]
        for name in old.keys {
            let url = directory.appendingPathComponent(name)
            try Data("x".utf8).write(to: url)
            try age(url, by: hour)
        }
        // A PNG sequence's temporary is a folder with frames in it.
        let folder = directory.appendingPathComponent(".foldkit-\(dead)-f00.tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("frame".utf8).write(to: folder.appendingPathComponent("frame-00000.png"))
        try age(folder, by: hour)
        // A dead PID's young temporary may belong to a live process in another PID namespace.
        let young = directory.appendingPathComponent(".foldkit-\(dead)-def.tmp")
        try Data("x".utf8).write(to: young)
        try age(young, by: TemporaryFiles.staleAge - 60)

        TemporaryFiles.sweep(directory)

        let expected = old.filter { !$0.value }.map(\.key) + [young.lastPathComponent]
        #expect(try Support.contents(of: directory) == expected.sorted())
    }

    /// A run killed with SIGKILL leaves its temporary; the next run in that folder removes it at
    /// once when the PID is dead in this PID namespace, and waits for `staleAge` when the name
    /// is another namespace's (whose PIDs this process cannot check).
    @Test func aDeadRunOfThisNamespaceIsSweptAtOnce() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dead = try deadPID()
        let tag = try #require(TemporaryFiles.tag)
        let ours = directory.appendingPathComponent(".foldkit-\(dead)-abc-\(tag).tmp")
        // Another namespace, and the same namespace inode on another machine (another boot).
        let theirs = directory.appendingPathComponent(".foldkit-\(dead)-abc-n\(TemporaryFiles.namespace + 1)b\(tag.suffix(8)).tmp")
        let elsewhere = directory.appendingPathComponent(".foldkit-\(dead)-abc-n\(TemporaryFiles.namespace)b00000000.tmp")
        let live = directory.appendingPathComponent(".foldkit-\(getpid())-abc-\(tag).tmp")
        for url in [ours, theirs, elsewhere, live] { try Data("x".utf8).write(to: url) }
        TemporaryFiles.sweep(directory)
        #expect(try Support.contents(of: directory) == [live, theirs, elsewhere].map(\.lastPathComponent).sorted())
    }

    @Test func sweepTakesTheClockItIsGiven() throws {
        let directory = try Support.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent(".foldkit-\(try deadPID())-1.tmp")
        try Data("x".utf8).write(to: url)
        TemporaryFiles.sweep(directory, now: Date())
        #expect(try Support.contents(of: directory) == [url.lastPathComponent])
        TemporaryFiles.sweep(directory, now: Date().addingTimeInterval(TemporaryFiles.staleAge + 5))
        #expect(try Support.contents(of: directory) == [])
    }

    @Test func temporaryNamesAreShortAndCarryThePID() throws {
        let directory = URL(fileURLWithPath: "/nonexistent-foldkit-dir")
        let url = TemporaryFiles.make(in: directory)
        defer { TemporaryFiles.forget(url) }
        let name = url.lastPathComponent
        #expect(name.hasPrefix(".foldkit-\(getpid())-") && name.hasSuffix(".tmp"), "\(name)")
        let tag = try #require(TemporaryFiles.tag)
        #expect(name.hasSuffix("-\(tag).tmp") && tag.hasPrefix("n\(TemporaryFiles.namespace)b"), "\(name)")
        // `.foldkit-` + a PID of at most 7 digits + `-` + 8 hex digits + `-n` + a namespace inode
        // of at most 10 digits + `b` + 8 hex digits of the boot + `.tmp`.
        #expect(name.utf8.count <= 9 + 7 + 1 + 8 + 2 + 10 + 9 + 4, "\(name)")
        #expect(url.deletingLastPathComponent().path == directory.path)
    }
}
