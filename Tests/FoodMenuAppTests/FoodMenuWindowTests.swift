import FoldTestSupport
import Foundation
import Testing

/// The real `foodmenu` window on a private Xvfb display (375 × 667 pt at scale 1, one pixel per
/// point), used as a person would: click a card open, add it to the cart, fold the photo, quit.
/// What it shows is read off screenshots; what it saved, off `--print-state`.
/// Set FOLDHOST_SCREENSHOTS=DIR to keep the screenshots.
@Suite(.serialized) struct FoodMenuWindowTests {
    /// Mapo tofu's tint (#C0392B), the first card's header and "add to cart" button.
    static let tint = (r: 192, g: 57, b: 43)
    static let badgeRed = (r: 255, g: 59, b: 48)

    func near(_ p: (Int, Int, Int), _ c: (r: Int, g: Int, b: Int), _ tolerance: Int = 12) -> Bool {
        abs(p.0 - c.r) <= tolerance && abs(p.1 - c.g) <= tolerance && abs(p.2 - c.b) <= tolerance
    }

    /// Screenshots until `ready` holds (or fails after `timeout`).
    func wait(
        _ display: XvfbDisplay, _ app: Process, _ what: String, timeout: TimeInterval = 30, _ ready: (Screenshot) -> Bool
    ) throws -> Screenshot {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            try display.requireRunning(app)
            let shot = try display.screenshot()
            if ready(shot) { return shot }
            usleep(200_000)
        }
        throw TestFailure("\(what) did not happen within \(Int(timeout)) s; \(display.report(app))")
    }

    @Test func clickingOpensTheCardAddsToTheCartAndFoldsThePhoto() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let display = try XvfbDisplay()
        defer { display.stop() }
        let app = try display.launch(BuiltProgram.foodmenu.binary, ["--size", "375,667", "--scale", "1", "--data", data.path])
        defer { XvfbDisplay.kill(app) }
        let o = try display.windowOrigin(named: "FoodMenu", of: app)
        func at(_ x: Int, _ y: Int) -> (Int, Int) { (o.x + x, o.y + y) }
        func click(_ x: Int, _ y: Int) throws {
            let (sx, sy) = at(x, y)
            try display.xdotool(["mousemove", "\(sx)", "\(sy)", "click", "1"])
        }

        // The list: under the menu's bar (64 pt) and the first region's header (36 pt), the first
        // card closed, its price strip in the tint at the left.
        let list = try wait(display, app, "the menu") { shot in
            let (x, y) = at(30, 150)
            return near(shot.rgb(x: x, y: y), Self.tint)
        }
        display.keep(list, "foodmenu-list.png")
        // x 340, y 537: the third card's white body now (its price strip is a red near the tint).
        let (openX, openY) = at(340, 537)
        #expect(!near(list.rgb(x: openX, y: openY), Self.tint), "the open card's button is not there yet")

        // Click the card: it unfolds (0.66 s) and the open card's "add to cart" button (tint, its
        // title in the middle) spans x 24…351 at y 511…563.
        try click(200, 150)
        let open = try wait(display, app, "the card opening") { shot in
            let (x, y) = at(340, 537)
            return near(shot.rgb(x: x, y: y), Self.tint)
        }
        display.keep(open, "foodmenu-open.png")

        // Add to cart: one item flies; the badge appears on the cart when it lands.
        let badgeBefore = open.bounds(of: Self.badgeRed)
        #expect(badgeBefore == nil, "no badge on an empty cart")
        try click(187, 537)
        let landed = try wait(display, app, "the badge") { $0.bounds(of: Self.badgeRed) != nil }
        display.keep(landed, "foodmenu-badge.png")
        let badge = try #require(landed.bounds(of: Self.badgeRed))
        #expect(badge.minX - o.x > 300 && badge.minY - o.y > 560, "the badge sits on the cart at the bottom right: \(badge)")

        // The photo (y 187…367): the viewer opens over the list.
        try click(187, 276)
        let viewer = try wait(display, app, "the photo viewer") { shot in
            let (x, y) = at(20, 20)
            let p = shot.rgb(x: x, y: y)
            return p.0 < 40 && p.1 < 40 && p.2 < 40
        }
        display.keep(viewer, "foodmenu-viewer.png")
        // Drag the photo's lower half up, slowly, and screenshot with the button held: the fold
        // moved the pixels of the photo's lower half.
        let (dx, dy) = at(187, 520)
        try display.xdotool(["mousemove", "\(dx)", "\(dy)", "mousedown", "1"])
        for step in 1...12 {
            try display.xdotool(["mousemove", "\(dx)", "\(dy - step * 8)"])
            usleep(40_000)
        }
        usleep(300_000)
        let folding = try display.screenshot()
        display.keep(folding, "foodmenu-folding.png")
        var changed = 0
        for y in stride(from: o.y + 380, to: o.y + 540, by: 4) {
            for x in stride(from: o.x + 40, to: o.x + 335, by: 4) where folding.rgb(x: x, y: y) != viewer.rgb(x: x, y: y) {
                changed += 1
            }
        }
        #expect(changed > 300, "pixels of the folding half that changed: \(changed)")
        try display.xdotool(["mouseup", "1"])

        // q quits; the store has what was done.
        try display.xdotool(["key", "q"])
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning && Date() < deadline { usleep(50_000) }
        #expect(!app.isRunning && app.terminationStatus == 0, "\(display.report(app))")
        let state = try BuiltProgram.foodmenu.run(["--print-state", "--data", data.path])
        #expect(state.status == 0 && state.stdout == #"{"liked":[],"cart":{"mapo-tofu":1}}"# + "\n", "\(state)")
    }

    @Test func withoutADisplayItSaysToRecordInOneLine() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        // Wayland's client library printed "XDG_RUNTIME_DIR is invalid" ahead of the one line.
        environment["XDG_RUNTIME_DIR"] = nil
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-nodisplay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let r = try BuiltProgram.foodmenu.run(["--data", data.path], environment: environment)
        #expect(r.status == 3)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("foodmenu: ") && lines[0].contains("--tour --record"), "\(r.stderr)")
    }
}
