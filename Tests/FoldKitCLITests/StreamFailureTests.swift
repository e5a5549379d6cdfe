import Foundation
import Testing

/// A stream that cannot be written is an error with exit status 1, never a trap; text from a file
/// cannot put control characters on the terminal.
@Suite struct StreamFailureTests {
    func devFull() throws -> FileHandle {
        try #require(FileHandle(forWritingAtPath: "/dev/full"), "/dev/full is missing")
    }

    @Test func aFullStandardOutputIsReportedOnStandardError() throws {
        let stderr = Pipe()
        let process = try CLIProcess.start(["curve", "timing", "easeIn", "--at", "0.5"], stdout: try devFull(), stderr: stderr)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
        #expect(message.contains("cannot write to standard output"), "\(message)")
        #expect(message.contains("No space left on device"), "\(message)")
        #expect(message.split(separator: "\n").count == 1, "\(message)")
    }

    @Test func aFullStandardErrorEndsWithStatusOne() throws {
        let directory = try CLIProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLIProcess.smallScene(in: directory)
        let out = directory.appendingPathComponent("x.png")
        // Rendering succeeds; only the final "wrote x.png" line fails.
        let process = try CLIProcess.start(["render", scene.path, "-o", out.path], stderr: try devFull())
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
        // Also when the failure is an error message (a bad option) rather than a report.
        let bad = try CLIProcess.start(["render", scene.path, "-o", out.path, "--bogus"], stderr: try devFull())
        bad.waitUntilExit()
        #expect(bad.terminationReason == .exit && bad.terminationStatus == 1, "status \(bad.terminationStatus)")
    }

    @Test func controlCharactersInMessagesAreEscaped() throws {
        let directory = try CLIProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("evil.scene.json")
        // Two unknown keys holding ESC [2J (clear screen), BEL and a newline that would forge a line.
        try Data(
            #"""
            {"foldkit": 1, "size": [10, 10], "\u001b[2Jclear": 1,
             "layers": [{"frame": [0, 0, 1, 1], "bell\u0007\nfake: line": 2}]}
            """#.utf8
        ).write(to: scene)
        let r = try CLI.run("render", scene.path, "-o", directory.appendingPathComponent("out.png").path)
        #expect(r.status == 2)
        let bytes = Array(r.stderr.utf8)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "raw control bytes in \(bytes)")
        #expect(r.stderr.contains(#"\u{1B}[2Jclear"#), "\(r.stderr)")
        #expect(r.stderr.contains(#"bell\u{7}\u{A}fake: line"#), "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "one line per problem: \(r.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix(scene.path + ": ") }, "\(r.stderr)")
        #expect(CLIProcess.contents(of: directory) == ["evil.scene.json"])
    }

    @Test func anUnknownVerbWithControlCharactersIsEscaped() throws {
        let r = try CLI.run("\u{1B}]0;owned\u{7}")
        #expect(r.status == 2)
        #expect(!r.stderr.utf8.contains(0x1B) && r.stderr.contains(#"\u{1B}]0;owned\u{7}"#), "\(r.stderr)")
    }
}
