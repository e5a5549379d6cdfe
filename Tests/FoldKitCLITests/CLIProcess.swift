import Foundation

/// `foldkit` started with chosen standard streams, for the tests that signal it, watch its
/// children or give it a stream that cannot be written.
enum CLIProcess {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// Starts `foldkit args`; each stream is a `FileHandle` or a `Pipe` (stdin is /dev/null).
    static func start(_ args: [String], stdout: Any = FileHandle.nullDevice, stderr: Any = FileHandle.nullDevice) throws
        -> Process
    {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = args
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return process
    }

    /// Waits up to `seconds` for `process` to exit; false if it is still running.
    static func waitForExit(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline { return false }
            usleep(10_000)
        }
        process.waitUntilExit()
        return true
    }

    /// Polls `condition` every 10 ms for up to `seconds`.
    static func poll(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// The PIDs whose parent is `pid`, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { parent(of: $0) == pid }
    }

    /// The parent PID and state letter of a process, or nil once it is gone.
    static func stat(of pid: pid_t) -> (parent: pid_t, state: Character)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // "pid (comm) state ppid …": the command may contain spaces and parentheses.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (parent, state)
    }

    static func parent(of pid: pid_t) -> pid_t? { stat(of: pid)?.parent }

    /// Gone, or a zombie waiting for a parent that is not this test (it has exited either way).
    static func hasExited(_ pid: pid_t) -> Bool {
        guard let state = stat(of: pid)?.state else { return true }
        return state == "Z" || state == "X"
    }

    /// A fresh scratch folder.
    static func scratchDirectory(_ label: String = #function) throws -> URL {
        let safe = label.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("foldkit-cli-\(safe)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// A small still scene (40×30 pt, two layers) written to `directory`.
    static func smallScene(in directory: URL, name: String = "small.scene.json") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(
            #"""
            {"foldkit": 1, "size": [40, 30], "duration": 1, "fps": 10, "background": "#FFFFFF",
             "layers": [{"frame": [5, 5, 20, 10], "backgroundColor": "#336699",
                         "animations": [{"keyPath": "position.x", "by": 10, "duration": 1}]}]}
            """#.utf8
        ).write(to: url)
        return url
    }
}

/// `foldkit` started the way a shell starts a foreground job: every signal unblocked and at its
/// default action. (Foundation's `Process` passes on the spawning thread's signal mask, and a
/// test runs on a dispatch thread that blocks SIGINT, SIGTERM and SIGHUP.)
final class ShellJob {
    let pid: pid_t
    private(set) var waitStatus: Int32?

    /// Starts `foldkit args` with stdin and stdout on /dev/null and stderr into `stderrFile`.
    init(_ args: [String], stderrFile: URL) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([CLI.binary.path] + args).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, CLI.binary.path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        self.pid = pid
    }

    /// Reaps the job if it has exited; true once it has.
    func poll() -> Bool {
        if waitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        waitStatus = status
        return true
    }

    /// Waits up to `seconds` for the job to exit.
    func waitForExit(within seconds: Double) -> Bool { CLIProcess.poll(within: seconds) { poll() } }

    /// The signal that killed the job (nil if it exited or is running).
    var terminatingSignal: Int32? {
        guard let status = waitStatus, status & 0x7F != 0, status & 0x7F != 0x7F else { return nil }
        return status & 0x7F
    }

    /// The exit status (nil if a signal killed it or it is running).
    var exitStatus: Int32? {
        guard let status = waitStatus, status & 0x7F == 0 else { return nil }
        return (status >> 8) & 0xFF
    }

    /// Kills and reaps a job still running (a failed test must not leave it behind).
    func killIfRunning() {
        guard !poll() else { return }
        kill(pid, SIGKILL)
        _ = waitForExit(within: 5)
    }
}
