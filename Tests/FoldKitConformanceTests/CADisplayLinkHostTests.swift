// CADisplayLink in the hosts that show a window (the SDL window and the recorder step a
// `FrameLoop`): a link fires once per frame shown, on the thread that added it, as a run loop
// belongs to its thread.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A display link's target that logs the frames it sees.
private final class FrameLog {
    var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval)] = []
    func frame(_ link: CADisplayLink) { frames.append((link.timestamp, link.targetTimestamp)) }
}

extension MediaClockTests {
    @Suite(.serialized) struct CADisplayLinkHostTests {
        @Test func aWindowsFrameLoopFiresTheLinksOncePerFrame() throws {
            let window = UIWindow(size: CGSize(width: 100, height: 100), scale: 1)
            let loop = FrameLoop(window: window)
            let log = FrameLog()
            let link = CADisplayLink(target: log, selector: FrameLog.frame(_:))
            link.add(to: .main, forMode: .common)
            defer { link.invalidate() }
            let start = loop.time
            for n in 1...6 { _ = loop.step(to: start + Double(n) / 60) }
            #expect(log.frames.count == 6)
            let last = try #require(log.frames.last)
            #expect(abs(last.target - (start + 0.1)) < 1e-9 && abs(last.timestamp - (start + 5.0 / 60)) < 1e-9)
            // A second window stepped to the same frame (two windows of one app): not fired again.
            let other = FrameLoop(window: UIWindow(size: CGSize(width: 10, height: 10), scale: 1))
            _ = other.step(to: start + 0.1)
            _ = loop.step(to: start + 0.1)
            #expect(log.frames.count == 6)
            _ = loop.step(to: start + 7.0 / 60)
            #expect(log.frames.count == 7)
        }

        @Test func aLinkFiresOnTheThreadThatAddedIt() throws {
            let log = FrameLog()
            let link = CADisplayLink(target: log, selector: FrameLog.frame(_:))
            let added = DispatchSemaphore(value: 0)
            let thread = Thread {
                link.add(to: .current, forMode: .common)
                added.signal()
            }
            thread.start()
            added.wait()
            let driver = HeadlessDriver(rootLayer: CALayer())
            driver.advance(seconds: 0.1)
            #expect(log.frames.isEmpty, "a link added on another thread fired on this thread's frames")
            link.add(to: .main, forMode: .common)
            driver.advance(seconds: 0.1)
            link.invalidate()
            #expect(log.frames.count == 6)
        }
    }
}
