import FoldRender
import Foundation
import Testing

/// A private X server for one test, with helpers to start programs on it, drive xdotool and take
/// screenshots. `stop` ends it.
///
/// The server picks its own free display number (`-displayfd`: the first number whose abstract
/// socket it can bind, an atomic claim), so tests running at the same time never share or steal a
/// display, and `stop` removes only what is still this server's.
final class XvfbDisplay {
    let number: Int
    private let server: Process
    private let scratch: URL

    static func tool(_ name: String) throws -> URL {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw TestFailure("\(name) is not installed: run scripts/setup (as root) to install xvfb, xdotool and imagemagick")
    }

    init() throws {
        let xvfb = try Self.tool("Xvfb")
        _ = try Self.tool("xdotool")
        _ = try Self.tool("import")
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("foldhost-x-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let p = Process()
        p.executableURL = xvfb
        // The server writes the number it locked to stdout once it accepts connections (and
        // keeps stdout open, so read up to the newline, not to the end).
        p.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
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
    func stop() {
        if server.isRunning { unlink("/tmp/.X11-unix/X\(number)") }
        Self.kill(server)
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Ends a process this test started, by its id.
    static func kill(_ process: Process) {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    var environment: [String: String] {
        var e = ProcessInfo.processInfo.environment
        e["DISPLAY"] = ":\(number)"
        e["WAYLAND_DISPLAY"] = nil
        return e
    }

    /// Starts a program on this display, in the test's scratch folder; its stderr is kept there
    /// for `report(_:)`.
    func launch(_ binary: URL, _ arguments: [String]) throws -> Process {
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
    func report(_ app: Process) -> String {
        let state = app.isRunning ? "still running" : "exited with status \(app.terminationStatus)"
        let text = stderrLogs[app.processIdentifier].flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        return "\(app.executableURL?.lastPathComponent ?? "the program") \(state); its stderr: '\(text.suffix(600))'"
    }

    /// Fails at once, with the program's own words, when a program that should be showing a
    /// window has exited.
    func requireRunning(_ app: Process?) throws {
        guard let app, !app.isRunning else { return }
        throw TestFailure(report(app))
    }

    func xdotool(_ arguments: [String]) throws {
        let p = try launch(Self.tool("xdotool"), arguments)
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw TestFailure("xdotool \(arguments) failed") }
    }

    func screenshot() throws -> Screenshot {
        let file = scratch.appendingPathComponent("shot-\(UUID().uuidString).png")
        let p = try launch(Self.tool("import"), ["-window", "root", file.path])
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw TestFailure("import -window root failed") }
        defer { try? FileManager.default.removeItem(at: file) }
        return Screenshot(bitmap: try PNGCodec.read(contentsOf: file))
    }

    /// Screenshots until the square's bounds satisfy `ready` and hold still for two shots.
    func waitForSquare(timeout: TimeInterval = 30, of app: Process? = nil, _ ready: (PixelBounds?) -> Bool) throws
        -> (shot: Screenshot, square: PixelBounds?)
    {
        let deadline = Date().addingTimeInterval(timeout)
        var last: PixelBounds?
        while Date() < deadline {
            try requireRunning(app)
            let shot = try screenshot()
            let square = shot.square
            if ready(square), square == last { return (shot, square) }
            last = square
            usleep(150_000)
        }
        throw TestFailure(
            "the window did not show the expected square within \(Int(timeout)) s (last seen: \(String(describing: last)))"
                + (app.map { "; " + report($0) } ?? ""))
    }

    /// The ticker's speed in pixels per wall second, from two screenshots about `interval` apart
    /// in which the whole ticker shows and it has not wrapped around; retried otherwise.
    func tickerSpeed(over interval: TimeInterval) throws -> Double {
        func reading() throws -> (x: Int, time: Date)? {
            let shot = try screenshot()
            let time = Date()
            // Its solid core is about 20 px of the 24 (anti-aliased edges are not the exact colour).
            guard let t = shot.ticker, t.width >= 18, abs(t.width - t.height) <= 2 else { return nil }
            return (t.minX + t.maxX, time)
        }
        for _ in 0..<8 {
            guard let a = try reading() else { continue }
            usleep(UInt32(interval * 1e6))
            guard let b = try reading(), b.x >= a.x else { continue }
            return Double(b.x - a.x) / 2 / b.time.timeIntervalSince(a.time)  // x is twice the centre
        }
        throw TestFailure("could not read the ticker's speed from the screen")
    }

    /// Waits for a file in the scratch folder (a program's output) and returns it.
    func waitForFile(prefix: String, suffix: String, timeout: TimeInterval = 10) throws -> URL {
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
    func keep(_ shot: Screenshot, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["FOLDHOST_SCREENSHOTS"] else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? PNGCodec.write(shot.bitmap, to: URL(fileURLWithPath: dir).appendingPathComponent(name))
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A program of this package, built next to the test bundle (`host-example`, `table-example`).
struct BuiltProgram {
    static let hostExample = BuiltProgram("host-example")
    static let tableExample = BuiltProgram("table-example")

    let binary: URL

    init(_ name: String) {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                binary = candidate
                return
            }
            dir = dir.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        binary = root.appendingPathComponent(".build/debug/\(name)")
    }

    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if let environment { p.environment = environment }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
