import FoldCore
import FoldUI
import Foundation
import XCTest

@testable import FoldHost

/// `DispatchQueue.main` and `Timer` in FoldKit's hosts, on the main thread as the hosts run
/// them (XCTest runs its cases on the main thread; Swift Testing on Linux does not): due work
/// runs at the start of a frame, before its drawing; in real time, wall-clock deadlines land on
/// the frames a device shows them on (within the scheduler's jitter: three frames); as fast as
/// possible, they wait for the wall clock.
final class MainRunLoopTests: XCTestCase {
    /// What ran when, by frame time.
    final class Log: @unchecked Sendable {
        var times: [String: Double] = [:]
    }

    func makeWindow() -> (UIWindow, UIView) {
        let window = UIWindow(size: CGSize(width: 20, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        window.addSubview(view)
        return (window, view)
    }

    func testAMainQueueBlockRunsAtTheStartOfTheNextFrame() {
        XCTAssertTrue(Thread.isMainThread)
        let (window, view) = makeWindow()
        let driver = HeadlessDriver(window: window, scale: 1)
        let log = Log()
        nonisolated(unsafe) let w = window
        nonisolated(unsafe) let v = view
        DispatchQueue.main.async {
            log.times["async"] = w.animationTime
            v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        XCTAssertNil(log.times["async"])
        driver.advance(seconds: 1.0 / 60)
        XCTAssertEqual(log.times["async"], 1.0 / 60)
        // Before the frame's drawing: it shows in that frame.
        let pixel = driver.render().bitmap.rgba(x: 10, y: 10)
        XCTAssertTrue(pixel == (255, 0, 0, 255), "\(pixel)")
    }

    /// One turn of the run loop a frame: a block queued by a block runs at the next frame.
    func testABlockQueuedByABlockRunsAtTheNextFrame() {
        let (window, _) = makeWindow()
        let driver = HeadlessDriver(window: window, scale: 1)
        let log = Log()
        nonisolated(unsafe) let w = window
        DispatchQueue.main.async {
            log.times["outer"] = w.animationTime
            DispatchQueue.main.async { log.times["inner"] = w.animationTime }
        }
        driver.advance(seconds: 2.0 / 60)
        XCTAssertEqual(log.times["outer"], 1.0 / 60)
        XCTAssertEqual(log.times["inner"], 2.0 / 60)
    }

    func testRealTimePacingLandsWallClockDeadlinesOnTheirFrames() {
        let (window, _) = makeWindow()
        let driver = HeadlessDriver(window: window, scale: 1)
        driver.pacing = .realTime
        let log = Log()
        nonisolated(unsafe) let w = window
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.times["after"] = w.animationTime }
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
            log.times["timer"] = w.animationTime
        }
        driver.advance(seconds: 0.35)
        timer.invalidate()
        let after = log.times["after"] ?? -1
        let fired = log.times["timer"] ?? -1
        XCTAssertTrue(abs(after - 0.2) <= 3.0 / 60, "the block ran at \(after)")
        XCTAssertTrue(abs(fired - 0.1) <= 3.0 / 60, "the timer fired at \(fired)")
    }

    /// As fast as it can (the default), 60 frames take far less than 0.5 s of wall time: the
    /// deadline has not passed and the block waits; it runs at the first frame after it has.
    func testUnpacedDeadlinesWaitForTheWallClock() {
        let (window, _) = makeWindow()
        let driver = HeadlessDriver(window: window, scale: 1)
        let log = Log()
        nonisolated(unsafe) let w = window
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.times["after"] = w.animationTime }
        driver.advance(seconds: 1)
        XCTAssertNil(log.times["after"])
        Thread.sleep(forTimeInterval: 0.6)
        driver.advance(seconds: 1.0 / 60)
        XCTAssertEqual(log.times["after"], 1 + 1.0 / 60)
    }

    /// The recorder paced in real time (`--real-time`): a block 0.2 s after the start runs on
    /// the frame at 0.2 s, and the recording takes the script's time.
    func testARecordingInRealTimeLandsTheDeadlineOnItsFrame() throws {
        let script = try InputScript.load(data: Data(#"{ "size": [20, 20], "scale": 1, "fps": 60, "duration": 0.5 }"#.utf8))
        let (window, _) = makeWindow()
        window.scale = 1
        let host = try HeadlessHost(app: FrameLoop(window: window), script: script)
        host.pacing = .realTime
        let log = Log()
        nonisolated(unsafe) let w = window
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.times["after"] = w.animationTime }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paced-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        try host.record(to: folder)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.45)
        let after = log.times["after"] ?? -1
        XCTAssertTrue(abs(after - 0.2) <= 3.0 / 60, "the block ran at \(after)")
    }
}
