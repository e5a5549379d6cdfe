import FoldRender
import Foundation
import Testing

/// A private X server for one test: `Xvfb :N` on the first free display number from 90, with
/// helpers to start programs on it, drive xdotool and take screenshots. `stop` kills it.
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
        for n in 90..<190 where !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
            && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
        {
            let p = Process()
            p.executableURL = xvfb
            p.arguments = [":\(n)", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            // Ours once the lock holds our server's pid and the socket is there (another test
            // may have started a server on the same number a moment earlier).
            func ready() -> Bool {
                let lock = (try? String(contentsOfFile: "/tmp/.X\(n)-lock", encoding: .utf8)) ?? ""
                return Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) == p.processIdentifier
                    && FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
            }
            let deadline = Date().addingTimeInterval(10)
            while p.isRunning && Date() < deadline && !ready() { usleep(50_000) }
            if p.isRunning && ready() {
                number = n
                server = p
                return
            }
            Self.kill(p)  // that number was taken after all: try the next
        }
        throw TestFailure("no free X display number in :90…:189 for Xvfb")
    }

    /// SIGKILL, because children of the test runner inherit a signal mask that blocks SIGTERM;
    /// Xvfb then cannot remove its lock and socket, so this does.
    func stop() {
        Self.kill(server)
        unlink("/tmp/.X\(number)-lock")
        unlink("/tmp/.X11-unix/X\(number)")
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

    /// Starts a program on this display, in the test's scratch folder.
    func launch(_ binary: URL, _ arguments: [String]) throws -> Process {
        let p = Process()
        p.executableURL = binary
        p.currentDirectoryURL = scratch
        p.arguments = arguments
        p.environment = environment
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        return p
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
    func waitForSquare(timeout: TimeInterval = 30, _ ready: (PixelBounds?) -> Bool) throws -> (shot: Screenshot, square: PixelBounds?) {
        let deadline = Date().addingTimeInterval(timeout)
        var last: PixelBounds?
        while Date() < deadline {
            let shot = try screenshot()
            let square = shot.square
            if ready(square), square == last { return (shot, square) }
            last = square
            usleep(150_000)
        }
        throw TestFailure("the window did not show the expected square within \(Int(timeout)) s (last seen: \(String(describing: last)))")
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
