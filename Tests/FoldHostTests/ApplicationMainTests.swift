import FoldTestSupport
import Foundation
import Testing

/// `counter-app` — an iOS app whose `@main` delegate goes through UIApplicationMain — run as a
/// user runs it: recorded from a script, in a real window under Xvfb, and with no display.
@Suite(.serialized) struct ApplicationMainTests {
    static let orange = (r: 255, g: 148, b: 0)  // the button, UIColor(red: 1, green: 0.58, blue: 0)

    @Test func aScriptedRunTapsTheButtonAndTheAppHearsItsEnd() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("counter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("taps.json")
        // The button is 200 × 50 pt under the centred count: (187.5, ~370) on a 375 × 667 screen.
        try Data(
            #"{"size": [375, 667], "scale": 1, "fps": 20, "duration": 1, "events": [{"at": 0.2, "tap": [187, 383]}, {"at": 0.5, "tap": [187, 383]}]}"#
                .utf8
        ).write(to: script)
        let frames = directory.appendingPathComponent("frames")
        let r = try BuiltProgram.counterApp.run(["--script", script.path, "--record", frames.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "counted 2\n", "applicationWillTerminate(_:) ran after both taps")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 20)
    }

    @Test func withoutADisplayItSaysToRecordAndExitsWithThree() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let r = try BuiltProgram.counterApp.run([], environment: environment)
        #expect(r.status == 3)
        #expect(r.stderr.contains("no display") && r.stderr.contains("--script FILE --record OUT.mp4"), "\(r.stderr)")
        #expect(r.stdout == "counted 0\n", "the app still ends as an app")
        let bad = try BuiltProgram.counterApp.run(["--scale", "0"])
        #expect(bad.status == 2 && bad.stderr.contains("--scale"), "\(bad.stderr)")
    }

    @Test func inAWindowAClickCountsAndQQuits() throws {
        let display = try XvfbDisplay()
        defer { display.stop() }
        let app = try display.launch(BuiltProgram.counterApp.binary, ["--size", "300,400", "--scale", "1"])
        defer { XvfbDisplay.kill(app) }
        var button: PixelBounds?
        var shot: Screenshot?
        let deadline = Date().addingTimeInterval(60)
        while button == nil, Date() < deadline {
            try display.requireRunning(app)
            usleep(200_000)
            shot = try display.screenshot()
            button = shot?.bounds(of: Self.orange)
        }
        let found = try #require(button, "\(display.report(app))")
        // 200 × 50 pt at scale 1; the stack's centring may put an edge on half a pixel.
        #expect(abs(found.width - 200) <= 1 && abs(found.height - 50) <= 1, "button \(found.width)×\(found.height)")
        let countArea = (minX: found.minX, minY: found.minY - 100, maxX: found.maxX, maxY: found.minY - 1)
        let before = try #require(shot).ink(
            minX: countArea.minX, minY: countArea.minY, maxX: countArea.maxX, maxY: countArea.maxY)
        try display.xdotool(["mousemove", "\(found.minX + 100)", "\(found.minY + 25)", "click", "1"])
        var after = before
        let changeDeadline = Date().addingTimeInterval(10)
        while after == before, Date() < changeDeadline {
            usleep(300_000)
            after = try display.screenshot().ink(
                minX: countArea.minX, minY: countArea.minY, maxX: countArea.maxX, maxY: countArea.maxY)
        }
        #expect(
            before != nil && after != nil && after != before,
            "the count changed from 0 to 1: \(String(describing: before)) → \(String(describing: after))")
        try display.xdotool(["key", "q"])
        let quitDeadline = Date().addingTimeInterval(10)
        while app.isRunning, Date() < quitDeadline { usleep(100_000) }
        #expect(!app.isRunning && app.terminationStatus == 0, "\(display.report(app))")
    }
}
