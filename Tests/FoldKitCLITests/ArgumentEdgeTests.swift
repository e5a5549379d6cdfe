import Foundation
import Testing

/// Arguments and outputs that once misled: each ends in one clear line and the right status.
@Suite struct ArgumentEdgeTests {
    @Test func anOutputWithoutAnExtensionSaysSo() throws {
        let r = try CLI.run("render", CLI.fixtures.appendingPathComponent("fold.scene.json").path, "-o", "out")
        #expect(r.status == 2)
        #expect(r.stderr == "foldkit render: 'out' has no extension; the output must end in .png, .gif or .mp4\n", "\(r.stderr)")
    }

    @Test func anOptionIsNeverTakenAsTheValueOfAnother() throws {
        let r = try CLI.run("curve", "spring", "--mass", "--at", "0.5")
        #expect(r.status == 2)
        #expect(r.stderr.contains("--mass needs a value before --at"), "\(r.stderr)")
        // A negative number is a value, not an option.
        let ok = try CLI.run("curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "10", "--velocity", "-2", "--at", "0.5")
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    @Test func aDecayThatWouldPrintMillionsOfFramesIsRefused() throws {
        let start = Date()
        let r = try CLI.run("curve", "decay", "--from", "0", "--velocity", "1000", "--threshold", "1e-320", "--fps", "10000")
        #expect(r.status == 2)
        #expect(r.stderr.contains("100000"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func inspectOnAFullStandardOutputExitsOne() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let stderr = Pipe()
        let process = try CLIProcess.start(
            ["inspect", CLI.fixtures.appendingPathComponent("fold.scene.json").path], stdout: full, stderr: stderr)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "status \(process.terminationStatus)")
        #expect(message.contains("cannot write to standard output"), "\(message)")
    }

    @Test func aClosedStandardErrorIsAnExitStatusNotASignal() throws {
        // The shell closes fd 2 (`2>&-`) before exec: the error message cannot be written.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" render missing.scene.json -o out.png 2>&-"#, CLI.binary.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
    }
}
