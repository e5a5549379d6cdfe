import FoldTestSupport
import Foundation
import Testing

/// What an adversarial pass did to `foodmenu` and `table-example`, as a user would do it: each
/// was data lost, a lie or a crash before.
@Suite struct FoodMenuHostileInputTests {
    func scratch(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func contents(_ dir: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    /// A short script for both programs (FoodMenu's window and the table example's are 375 × 667).
    func script(in dir: URL, key: String? = nil) throws -> URL {
        let url = dir.appendingPathComponent("s.json")
        var events = #"{"at": 0.05, "tap": [187, 300]}"#
        if let key { events += #", {"at": 0.1, "key": "\#(key)"}"# }
        try #"{"size": [375, 667], "scale": 0.5, "fps": 10, "duration": 0.3, "events": [\#(events)]}"#
            .write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// `--record ""`, `.` or a folder of someone's files: every file there was deleted and
    /// replaced by frame PNGs, with exit status 0.
    @Test func aRecordingNeverReplacesAFolderOfOtherFiles() throws {
        let dir = try scratch("record-folder")
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = try script(in: dir)
        let precious = dir.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: precious)
        let work = dir.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
        try Data("notes".utf8).write(to: work.appendingPathComponent("notes.txt"))
        for program in [BuiltProgram.foodmenu, BuiltProgram.tableExample] {
            var extra: [String] = []
            if program.binary == BuiltProgram.foodmenu.binary { extra = ["--data", dir.appendingPathComponent("data").path] }
            let empty = try program.run(["--script", s.path, "--record", ""] + extra, in: dir)
            #expect(empty.status == 2 && empty.stderr.contains("--record needs a file name"), "\(empty)")
            let here = try program.run(["--script", s.path, "--record", "."] + extra, in: dir)
            #expect(here.status == 1 && here.stderr.contains("is the folder FoldKit runs in"), "\(here)")
            let other = try program.run(["--script", s.path, "--record", work.path] + extra, in: dir)
            #expect(other.status == 1 && other.stderr.contains("other files in it"), "\(other)")
            #expect(try Data(contentsOf: precious) == Data("keep me".utf8))
            #expect(try contents(work) == ["notes.txt"])
        }
        // A folder of frames from an earlier recording is replaced.
        let frames = dir.appendingPathComponent("frames")
        #expect(try BuiltProgram.tableExample.run(["--script", s.path, "--record", frames.path]).status == 0)
        let again = try BuiltProgram.tableExample.run(["--script", s.path, "--record", frames.path])
        let written = try contents(frames)
        #expect(again.status == 0 && written == ["frame-00000.png", "frame-00001.png", "frame-00002.png"], "\(again)")
    }

    /// `--trace /dev/full` as root replaced the device node with a regular file; `--record x.gif
    /// --trace x.gif` said "wrote x.gif" and the GIF was lost.
    @Test func theTraceIsARegularFileOfItsOwn() throws {
        let dir = try scratch("trace")
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = try script(in: dir)
        let data = dir.appendingPathComponent("data").path
        let fifo = dir.appendingPathComponent("fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let device = dir.appendingPathComponent("full")
        let made = mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0  // /dev/full's numbers
        for node in made ? [fifo, device] : [fifo] {
            let r = try BuiltProgram.foodmenu.run([
                "--script", s.path, "--record", dir.appendingPathComponent("o.gif").path, "--trace", node.path, "--data", data,
            ])
            #expect(r.status == 1 && r.stderr.contains("FoldKit writes only regular files"), "\(r)")
            var info = stat()
            #expect(lstat(node.path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.gif").path))
        let same = try BuiltProgram.foodmenu.run(["--tour", "--record", "x.gif", "--trace", "./x.gif", "--data", data], in: dir)
        #expect(same.status == 2 && same.stderr.contains("name the same file"), "\(same)")
        let example = try BuiltProgram.tableExample.run(["--script", s.path, "--record", "x.gif", "--trace", "x.gif"], in: dir)
        #expect(example.status == 2 && example.stderr.contains("name the same file"), "\(example)")
    }

    /// Key names from a script were echoed raw: ESC and BEL drove the terminal, a newline forged
    /// a line, a 100 000-character name was printed whole.
    @Test func messagesCarryNoControlCharactersAndStayShort() throws {
        let dir = try scratch("messages")
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = String(repeating: "x", count: 100_000)
        for key in [#"\u001b]0;pwned\u0007\nfoodmenu: fake line"#, long] {
            let s = try script(in: dir, key: key)
            for program in [BuiltProgram.foodmenu, BuiltProgram.tableExample] {
                let data = program.binary == BuiltProgram.foodmenu.binary ? ["--data", "d"] : []
                let result = try program.run(["--script", s.path, "--record", "o.gif"] + data, in: dir)
                #expect(result.status == 1, "\(result)")
                #expect(
                    !result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                    "control characters in \(result.stderr.prefix(200))")
                let lines = result.stderr.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].count < 400, "\(lines.count) lines, \(lines.first?.count ?? 0) characters")
            }
        }
    }

    /// SIGTERM, SIGINT and SIGHUP during a recording left a hidden `.foldkit-*.tmp` behind.
    @Test func anInterruptedRecordingLeavesNothingBehind() throws {
        let dir = try scratch("interrupt")
        defer { try? FileManager.default.removeItem(at: dir) }
        for sig in [SIGTERM, SIGINT, SIGHUP] {
            let p = Process()
            p.executableURL = BuiltProgram.foodmenu.binary
            p.arguments = [
                "--tour", "--scale", "0.5", "--record", dir.appendingPathComponent("t.gif").path, "--data",
                dir.appendingPathComponent("data").path,
            ]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            // Until its temporary is there: the recording is under way.
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline, !(try contents(dir)).contains(where: { $0.hasPrefix(".foldkit-") }) { usleep(10_000) }
            kill(p.processIdentifier, sig)
            p.waitUntilExit()
            #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == sig, "signal \(sig): \(p.terminationStatus)")
            #expect(try contents(dir) == ["data"], "signal \(sig)")
        }
    }

    /// A 1-byte store was replaced by a new empty database; rows of the wrong type vanished
    /// from --print-state; a store held by a writer made --print-state wait.
    @Test func theStoreIsReadAsItIsAndNothingIsLostSilently() throws {
        let dir = try scratch("store")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("foodmenu.sqlite"))
        let first = try BuiltProgram.foodmenu.run(["--print-state", "--data", dir.path])
        #expect(first.status == 0 && first.stderr.contains("moved to"), "\(first)")
        let aside = try contents(dir).filter { $0.hasPrefix("foodmenu.sqlite.corrupt-") }
        try #require(aside.count == 1)
        #expect(try Data(contentsOf: dir.appendingPathComponent(aside[0])) == Data("x".utf8))

        func sqlite(_ sql: String) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            p.arguments = [dir.appendingPathComponent("foodmenu.sqlite").path, sql]
            try p.run()
            p.waitUntilExit()
        }
        try sqlite("INSERT INTO cart VALUES ('mapo-tofu', 2), ('a', 'abc'), ('b', 2.5), ('c', 9223372036854775807)")
        let bad = try BuiltProgram.foodmenu.run(["--print-state", "--data", dir.path])
        #expect(bad.status == 1 && bad.stdout == #"{"liked":[],"cart":{"mapo-tofu":2}}"# + "\n", "\(bad)")
        #expect(bad.stderr.split(separator: "\n").count == 3, "\(bad.stderr)")

        // Another program holds the write lock (sqlite3 in a transaction for 4 s).
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = [
            "-c",
            "(echo 'BEGIN IMMEDIATE;'; sleep 4; echo 'COMMIT;') | sqlite3 '\(dir.appendingPathComponent("foodmenu.sqlite").path)'",
        ]
        try holder.run()
        defer { holder.waitUntilExit() }
        usleep(500_000)
        let started = Date()
        let read = try BuiltProgram.foodmenu.run(["--print-state", "--data", dir.path])
        #expect(read.stdout.hasPrefix(#"{"liked":[],"cart":{"mapo-tofu":2}}"#), "\(read)")
        #expect(Date().timeIntervalSince(started) < 2, "it waited \(Date().timeIntervalSince(started)) s for the writer")
    }

    /// A folder FoodMenu cannot write in is named as the cause (run as `nobody`: root writes
    /// anywhere); a --data that is a file is one line, not Foundation's dump.
    @Test func aStoreFolderItCannotUseIsNamed() throws {
        let dir = try scratch("readonly")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let r = try BuiltProgram.foodmenu.run(["--print-state", "--data", file.appendingPathComponent("store").path])
        #expect(r.status == 1 && r.stderr.split(separator: "\n").count == 1 && r.stderr.count < 300, "\(r.stderr)")
        #expect(r.stderr.contains("--data DIR"), "\(r.stderr)")

        let store = dir.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)
        chmod(dir.path, 0o755)
        chmod(store.path, 0o555)
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv.path) else { return }
        let p = Process()
        p.executableURL = setpriv
        p.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", BuiltProgram.foodmenu.binary.path, "--print-state", "--data",
            store.path,
        ]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 1 && text.contains("cannot write in the store's folder \(store.path)"), "\(text)")
    }
}
