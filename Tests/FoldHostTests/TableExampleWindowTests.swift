import FoldRender
import FoldTestSupport
import FoldExamples
import Foundation
import Testing

/// Opens the real `table-example` window (240×400 pt at scale 1, so one pixel per point) on a
/// private Xvfb display, drags and wheels it with xdotool, and reads the rows off the
/// screenshots: even rows are white, odd rows a faint blue (TableExample), so the boundaries
/// between row backgrounds down a column show where every row is. Rows alternate 44 and 88 pt,
/// so row r's top in the content is (r / 2) × 132 + (r % 2) × 44, and on screen it is that
/// minus the content offset. Set FOLDHOST_SCREENSHOTS=DIR to keep the screenshots.
@Suite(.serialized) struct TableExampleWindowTests {
    static let size = (width: 240, height: 400)

    /// The row boundaries (tops of rows 1, 2, …) inside the window when scrolled by `offset`.
    static func expectedBoundaries(offset: Int) -> [Int] {
        (1..<40).map { $0 / 2 * 132 + $0 % 2 * 44 - offset }.filter { $0 > 0 && $0 < size.height }
    }

    @Test func draggingTheTableInARealWindowScrollsItByTheDraggedDistance() throws {
        let display = try XvfbDisplay()
        defer { display.stop() }
        let app = try display.launch(BuiltProgram.tableExample.binary, ["--size", "240,400", "--scale", "1"])
        defer { XvfbDisplay.kill(app) }

        // The window is found by its title; its origin is where its pixels are on the screen.
        let origin = try display.windowOrigin(named: "table-example", of: app)
        let before = try display.waitForRows(origin: origin, of: app) { $0 == Self.expectedBoundaries(offset: 0) }
        display.keep(before.shot, "table-before.png")

        // Down at y 300, 12 pt up (past the pan's 10 pt slop: the pan begins there and content
        // follows the finger from that point on), then 100 pt more in 10 pt steps, then still
        // for 0.3 s (longer than the 0.1 s velocity window) before the lift, so nothing coasts.
        let (x, y) = (origin.x + 120, origin.y + 300)
        let dragged = 100
        try display.xdotool(["mousemove", "\(x)", "\(y)", "mousedown", "1"])
        usleep(100_000)
        try display.xdotool(["mousemove", "\(x)", "\(y - 12)"])
        usleep(50_000)
        for step in 1...10 {
            try display.xdotool(["mousemove", "\(x)", "\(y - 12 - dragged * step / 10)"])
            usleep(30_000)
        }
        usleep(300_000)
        try display.xdotool(["mouseup", "1"])
        let after = try display.waitForRows(origin: origin, of: app) { $0 == Self.expectedBoundaries(offset: dragged) }
        display.keep(after.shot, "table-after.png")

        // Row 7 (88 pt) was below the window (its top at 440) and now sits at 340…428: its
        // label's ink is there, vertically centred on the row (centre 384), left-aligned at 16 pt.
        // Nothing else has text in that band (row 6 ends at 340).
        let ink = try #require(after.shot.ink(minX: origin.x, minY: origin.y + 340, maxX: origin.x + 240, maxY: origin.y + 400))
        #expect(ink.minX - origin.x >= 16 && ink.minX - origin.x <= 20, "row 7's text starts at x \(ink.minX - origin.x)")
        #expect(abs(Double(ink.minY + ink.maxY) / 2 - Double(origin.y + 384)) <= 3, "row 7's ink \(ink), row centre \(origin.y + 384)")
        #expect(ink.height >= 8 && ink.width >= 30, "row 7's ink \(ink)")

        // One wheel notch down (button 5) moves the content up by 40 pt (WindowHost.pointsPerNotch).
        try display.xdotool(["click", "5"])
        let wheeled = try display.waitForRows(origin: origin, of: app) { $0 == Self.expectedBoundaries(offset: dragged + 40) }
        display.keep(wheeled.shot, "table-wheeled.png")

        try display.xdotool(["key", "q"])
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning && Date() < deadline { usleep(50_000) }
        #expect(!app.isRunning && app.terminationStatus == 0)
    }

    @Test func withoutADisplayTheWindowFailsNamingTheRecordAlternative() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let r = try BuiltProgram.tableExample.run([], environment: environment)
        #expect(r.status == 1)
        // One line of ours (SDL itself may complain first, e.g. about XDG_RUNTIME_DIR).
        let ours = r.stderr.split(separator: "\n").filter { $0.hasPrefix("table-example: ") }
        #expect(ours.count == 1, "\(r.stderr)")
        #expect(ours.first?.contains("no display") == true && ours.first?.contains("--record") == true, "\(r.stderr)")
    }

    @Test func aScriptRecordsWithATrace() throws {
        let scratch = try Scratch()
        try Data(#"{ "size": [120, 200], "fps": 10, "duration": 0.5, "events": [ { "at": 0.1, "wheel": [0, -50], "point": [60, 100] } ] }"#.utf8)
            .write(to: scratch.file("s.json"))
        let r = try BuiltProgram.tableExample.run(
            ["--script", scratch.file("s.json").path, "--record", scratch.file("s.gif").path, "--trace", scratch.file("s.jsonl").path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try traceLines(scratch.file("s.jsonl"))
        #expect(lines.count == 5)
        let offsets = lines.map { numbersOf(($0["tables"] as? [[String: Any]])?.first?["contentOffset"]) }
        #expect(offsets == [[0, 0], [0, 50], [0, 50], [0, 50], [0, 50]])
        #expect(FileManager.default.fileExists(atPath: scratch.file("s.gif").path))
    }
}

extension Screenshot {
    /// Down the column x, the rows (relative to `top`) where the colour changes between white and
    /// TableExample's odd-row tint (240, 242, 250), over `height` pixels.
    func rowBoundaries(x: Int, top: Int, height: Int) -> [Int] {
        func isTint(_ y: Int) -> Bool? {
            let (r, g, b) = rgb(x: x, y: y)
            if r >= 253 && g >= 253 && b >= 253 { return false }
            if abs(r - 240) <= 3 && abs(g - 242) <= 3 && abs(b - 250) <= 3 { return true }
            return nil  // neither: text or an anti-aliased edge
        }
        var result: [Int] = []
        var last = isTint(top)
        for y in top + 1..<top + height {
            guard let now = isTint(y) else { continue }
            if let l = last, l != now { result.append(y - top) }
            last = now
        }
        return result
    }

}

extension XvfbDisplay {
    /// Screenshots until the row boundaries down the window's column x = 200 satisfy `ready`
    /// and hold still for two shots.
    func waitForRows(origin: (x: Int, y: Int), of app: Process, timeout: TimeInterval = 30, _ ready: ([Int]) -> Bool) throws
        -> (shot: Screenshot, rows: [Int])
    {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [Int]?
        while Date() < deadline {
            try requireRunning(app)
            let shot = try screenshot()
            let rows = shot.rowBoundaries(x: origin.x + 200, top: origin.y, height: TableExampleWindowTests.size.height)
            if ready(rows), rows == last { return (shot, rows) }
            last = rows
            usleep(150_000)
        }
        throw TestFailure("the window's rows did not reach the expected places within \(Int(timeout)) s (last seen boundaries: \(last ?? [])); \(report(app))")
    }
}
