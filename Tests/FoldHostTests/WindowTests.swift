import FoldMedia
import FoldRender
import FoldTestSupport
import FoldExamples
import Foundation
import Testing

/// Opens the real `host-example` window on a private Xvfb display, drags the square with
/// xdotool, and checks the screenshot's pixels. Needs Xvfb, xdotool and ImageMagick's `import`
/// (scripts/setup installs them); set FOLDHOST_SCREENSHOTS=DIR to keep the screenshots.
@Suite(.serialized) struct WindowTests {
    static let blue = (r: 0, g: 122, b: 255)  // SquareApp's first colour, #007AFF
    static let purple = (r: 175, g: 82, b: 222)  // the ticker, #AF52DE

    @Test func draggingTheSquareInARealWindowMovesItByTheDraggedDistance() throws {
        let display = try XvfbDisplay()
        defer { display.stop() }
        let app = try display.launch(BuiltProgram.hostExample.binary, ["--size", "300x200", "--scale", "2"])
        defer { XvfbDisplay.kill(app) }

        let before = try display.waitForSquare(of: app) { $0 != nil }
        let start = try #require(before.square)
        // 80 pt at scale 2 (Xvfb has no HiDPI: one window unit per pixel).
        #expect(start.width == 160 && start.height == 160, "square \(start)")
        let (cx, cy) = (start.minX + 80, start.minY + 80)
        let (dx, dy) = (120, -50)
        try display.xdotool(["mousemove", "\(cx)", "\(cy)", "mousedown", "1"])
        for step in 1...10 {
            try display.xdotool(["mousemove", "\(cx + dx * step / 10)", "\(cy + dy * step / 10)"])
            usleep(30_000)
        }
        try display.xdotool(["mouseup", "1"])
        let after = try display.waitForSquare(of: app) { $0 != nil && $0 != start }
        let end = try #require(after.square)
        #expect(end.minX - start.minX == dx && end.minY - start.minY == dy, "moved from \(start) to \(end)")
        #expect(end.width == 160 && end.height == 160)
        // Where the square was is background again (#F2F2F7).
        let (r, g, b) = after.shot.rgb(x: start.minX + 10, y: start.maxY - 10)
        #expect(abs(r - 242) <= 2 && abs(g - 242) <= 2 && abs(b - 247) <= 2)
        display.keep(before.shot, "before.png")
        display.keep(after.shot, "after.png")

        // `s` saves the window's pixels as a PNG in the working folder: 600×400, the square at
        // its start in the window (centre 150, 100 pt, 80 pt wide, × 2) plus the drag.
        try display.xdotool(["key", "s"])
        let saved = try display.waitForFile(prefix: "foldkit-", suffix: ".png")
        let window = Screenshot(bitmap: try PNGCodec.read(contentsOf: saved))
        #expect(window.bitmap.width == 600 && window.bitmap.height == 400)
        #expect(window.square == PixelBounds(minX: 220 + dx, minY: 120 + dy, maxX: 380 + dx, maxY: 280 + dy))

        // `q` quits cleanly.
        try display.xdotool(["key", "q"])
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning && Date() < deadline { usleep(50_000) }
        #expect(!app.isRunning && app.terminationStatus == 0)
    }

    /// The window's clock: the ticker moves at 60 pt/s (120 px/s at scale 2) of app time; space
    /// freezes it, `←` slows it ×0.1, `→` restores it.
    @Test func spacePausesTheClockAndTheArrowsSlowItAndRestoreIt() throws {
        let display = try XvfbDisplay()
        defer { display.stop() }
        let app = try display.launch(BuiltProgram.hostExample.binary, ["--size", "300x200", "--scale", "2"])
        defer { XvfbDisplay.kill(app) }
        _ = try display.waitForSquare(of: app) { $0 != nil }

        let normal = try display.tickerSpeed(over: 0.6)
        #expect(normal > 60 && normal < 200, "normal speed \(normal) px/s, expected about 120")
        try display.xdotool(["key", "space"])
        usleep(200_000)
        #expect(try display.tickerSpeed(over: 0.6) == 0)
        try display.xdotool(["key", "space", "key", "Left"])
        let slow = try display.tickerSpeed(over: 1.5)
        #expect(slow > normal * 0.02 && slow < normal * 0.3, "slow \(slow) px/s against \(normal)")
        try display.xdotool(["key", "Right"])
        let again = try display.tickerSpeed(over: 0.6)
        #expect(again > normal * 0.5, "after → \(again) px/s against \(normal)")
    }

    @Test func withoutADisplayTheWindowFailsNamingTheRecordAlternative() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let r = try BuiltProgram.hostExample.run([], environment: environment)
        #expect(r.status == 1)
        #expect(r.stderr.contains("no display") && r.stderr.contains("--script FILE --record OUT.mp4"), "\(r.stderr)")
    }
}

extension Screenshot {
    var square: PixelBounds? { bounds(of: WindowTests.blue) }
    var ticker: PixelBounds? { bounds(of: WindowTests.purple) }
}

extension XvfbDisplay {
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
}
