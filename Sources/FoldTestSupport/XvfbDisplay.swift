import FoldMedia
import FoldRender
import Foundation

/// A private X server for one test, with helpers to start programs on it, drive xdotool and take
/// screenshots. `stop` ends it.
///
/// The server picks its own free display number (`-displayfd`: the first number whose abstract
/// socket it can bind, an atomic claim), so tests running at the same time never share or steal a
/// display, and `stop` removes only what is still this server's.
public final class XvfbDisplay {
    public let number: Int
    private let server: Process
    private let scratch: URL

    public static func tool(_ name: String) throws -> URL {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw TestFailure("\(name) is not installed: run scripts/setup (as root) to install xvfb, xdotool and imagemagick")
    }

    public init() throws {
        let xvfb = try Self.tool("Xvfb")
        _ = try Self.tool("xdotool")
        _ = try Self.tool("import")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foldhost-x-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let p = Process()
        p.executableURL = xvfb
        // The server writes the number it locked to stdout once it accepts connections (and
        // keeps stdout open, so read up to the newline, not to the end). `-noreset`: by default
        // the server resets when its last client leaves, and a program connecting during that
        // reset is refused; a test's screenshot (`import`) leaving while the app under test still
        // starts did exactly that (SDL saw no display).
        p.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        p.standardOutput = out
        let log = scratch.appendingPathComponent("Xvfb.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        p.standardError = try FileHandle(forWritingTo: log)
        try p.run()
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // it exited
            bytes.append(chunk)
        }
        let line = String(decoding: bytes, as: UTF8.self)
        guard let n = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)), p.isRunning else {
            Self.kill(p)
            let reason = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: scratch)
            throw TestFailure("Xvfb did not start (it printed '\(line)'): \(reason.suffix(400))")
        }
        number = n
        server = p
    }

    /// Removes the socket file while the server still runs (so it is still this server's: the
    /// server holds the display's abstract socket, which no other server can bind meanwhile),
    /// then SIGKILLs it: children of the test runner inherit a signal mask that blocks SIGTERM,
    /// and a killed Xvfb cannot clean up after itself.
    public func stop() {
        if server.isRunning { unlink("/tmp/.X11-unix/X\(number)") }
        Self.kill(server)
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Ends a process this test started, by its id.
    public static func kill(_ process: Process) {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    public var environment: [String: String] {
        var e = ProcessInfo.processInfo.environment
        e["DISPLAY"] = ":\(number)"
        e["WAYLAND_DISPLAY"] = nil
        return e
    }

    /// Starts a program on this display, in the test's scratch folder; its stderr is kept there
    /// for `report(_:)`.
    public func launch(_ binary: URL, _ arguments: [String]) throws -> Process {
        let p = Process()
        p.executableURL = binary
        p.currentDirectoryURL = scratch
        p.arguments = arguments
        p.environment = environment
        p.standardOutput = FileHandle.nullDevice
        let log = scratch.appendingPathComponent("\(binary.lastPathComponent)-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        p.standardError = try FileHandle(forWritingTo: log)
        try p.run()
        stderrLogs[p.processIdentifier] = log
        return p
    }

    private var stderrLogs: [Int32: URL] = [:]

    /// What a launched program has become, for a failure message: running or its exit, and the
    /// end of what it wrote to stderr.
    public func report(_ app: Process) -> String {
        let state = app.isRunning ? "still running" : "exited with status \(app.terminationStatus)"
        let text = stderrLogs[app.processIdentifier].flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        return "\(app.executableURL?.lastPathComponent ?? "the program") \(state); its stderr: '\(text.suffix(600))'"
    }

    /// Fails at once, with the program's own words, when a program that should be showing a
    /// window has exited.
    public func requireRunning(_ app: Process?) throws {
        guard let app, !app.isRunning else { return }
        throw TestFailure(report(app))
    }

    public func xdotool(_ arguments: [String]) throws {
        let p = try launch(Self.tool("xdotool"), arguments)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw TestFailure("xdotool \(arguments) failed") }
    }

    public func screenshot() throws -> Screenshot {
        let file = scratch.appendingPathComponent("shot-\(UUID().uuidString).png")
        let p = try launch(Self.tool("import"), ["-window", "root", file.path])
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw TestFailure("import -window root failed") }
        defer { try? FileManager.default.removeItem(at: file) }
        return Screenshot(bitmap: try PNGCodec.read(contentsOf: file))
    }

    /// The screen position of the window with exactly this title (xdotool's geometry).
    public func windowOrigin(named title: String, of app: Process, timeout: TimeInterval = 60) throws -> (x: Int, y: Int) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            try requireRunning(app)
            let p = Process()
            p.executableURL = try Self.tool("xdotool")
            p.arguments = ["search", "--name", "^\(title)$", "getwindowgeometry", "--shell"]
            p.environment = environment
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            var values: [String: Int] = [:]
            for line in text.split(separator: "\n") {
                let kv = line.split(separator: "=")
                if kv.count == 2, let v = Int(kv[1]) { values[String(kv[0])] = v }
            }
            if p.terminationStatus == 0, let x = values["X"], let y = values["Y"] { return (x, y) }
            usleep(200_000)
        }
        throw TestFailure(
            "no window titled '\(title)' appeared on :\(number) within \(Int(timeout)) s (windows there: \(windowNames())); \(report(app))")
    }

    /// The names of the display's windows, for a failure message.
    public func windowNames() -> [String] {
        let p = Process()
        p.executableURL = try? Self.tool("xdotool")
        p.arguments = ["search", "--name", ".", "getwindowname", "%@"]
        p.environment = environment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return [] }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return text.split(separator: "\n").map(String.init)
    }


    /// Waits for a file in the scratch folder (a program's output) and returns it.
    public func waitForFile(prefix: String, suffix: String, timeout: TimeInterval = 10) throws -> URL {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
            if let name = names.first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }) {
                return scratch.appendingPathComponent(name)
            }
            usleep(100_000)
        }
        throw TestFailure("no \(prefix)*\(suffix) appeared within \(Int(timeout)) s")
    }

    /// Copies a screenshot to $FOLDHOST_SCREENSHOTS, when set, for a person to look at.
    public func keep(_ shot: Screenshot, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["FOLDHOST_SCREENSHOTS"] else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? PNGCodec.write(shot.bitmap, to: URL(fileURLWithPath: dir).appendingPathComponent(name))
    }
}