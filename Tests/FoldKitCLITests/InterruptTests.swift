import Foundation
import Testing

/// Ctrl-C, `kill` or a closed terminal during a render: foldkit dies of that signal (so the shell
/// sees the usual status), leaves no temporary and no output, and stops its ffmpeg.
/// Serialized: each case renders a large scene until it is interrupted.
@Suite(.serialized) struct InterruptTests {
    static let scene = CLIProcess.examples.appendingPathComponent("folding-cell.scene.json").path

    @Test(arguments: [("gif", SIGINT), ("gif", SIGTERM), ("gif", SIGHUP), ("mp4", SIGTERM)])
    func anInterruptedRenderLeavesNothing(format: String, signal: Int32) throws {
        let directory = try CLIProcess.scratchDirectory()
        let logs = try CLIProcess.scratchDirectory("logs")
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: logs)
        }
        let out = directory.appendingPathComponent("OUT.\(format)")
        let log = logs.appendingPathComponent("stderr.txt")
        let job = try ShellJob(["render", Self.scene, "-o", out.path, "--duration", "60", "--fps", "30"], stderrFile: log)
        defer { job.killIfRunning() }

        let started = CLIProcess.poll(within: 20) {
            CLIProcess.contents(of: directory).contains { $0.hasPrefix(".foldkit-") && $0.hasSuffix(".tmp") }
        }
        try #require(started, "no temporary file appeared within 20 s: \(CLIProcess.contents(of: directory))")
        try #require(!job.poll(), "the render ended before it was interrupted")
        // Its helpers (ffmpeg for an MP4), to check they are stopped too.
        let children = CLIProcess.children(of: job.pid)
        if format == "mp4" { #expect(!children.isEmpty, "no ffmpeg child found") }

        kill(job.pid, signal)
        let exited = job.waitForExit(within: 10)
        let message = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(exited, "still running 10 s after signal \(signal): \(message)")
        guard exited else { return }
        #expect(job.terminatingSignal == signal, "exit status \(String(describing: job.exitStatus)): \(message)")
        #expect(CLIProcess.contents(of: directory) == [], "left behind")
        let stopped = CLIProcess.poll(within: 5) { children.allSatisfy(CLIProcess.hasExited) }
        #expect(stopped, "children still running: \(children.filter { !CLIProcess.hasExited($0) })")
    }

    /// A parent that blocks the signals (Foundation's `Process` on a dispatch thread, as here)
    /// passes the mask on: every foldkit thread blocks SIGTERM. The handler cleans up, unblocks
    /// the signal on its own thread and raises it, so foldkit still dies of it.
    @Test func aRenderStartedWithSignalsBlockedStillCleansUp() throws {
        let directory = try CLIProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("OUT.gif")
        let process = try CLIProcess.start(["render", Self.scene, "-o", out.path, "--duration", "60", "--fps", "30"])
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let started = CLIProcess.poll(within: 20) {
            CLIProcess.contents(of: directory).contains { $0.hasPrefix(".foldkit-") && $0.hasSuffix(".tmp") }
        }
        try #require(started && process.isRunning, "no temporary file appeared within 20 s")
        let blocked = Self.blocksSIGTERM(process.processIdentifier)
        kill(process.processIdentifier, SIGTERM)
        // The temporary goes at once either way.
        #expect(CLIProcess.poll(within: 10) { CLIProcess.contents(of: directory).isEmpty })
        let exited = CLIProcess.waitForExit(process, within: 3)
        let diedOfIt = exited && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
        #expect(diedOfIt, "SIGTERM blocked by the parent: \(blocked)")
        #expect(CLIProcess.contents(of: directory).isEmpty)
    }

    /// Whether the main thread of `pid` blocks SIGTERM (/proc's SigBlk mask, bit SIGTERM − 1).
    static func blocksSIGTERM(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }),
            let mask = UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(SIGTERM - 1)) != 0
    }
}
