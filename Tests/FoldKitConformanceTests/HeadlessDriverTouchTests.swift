// The headless driver with a window and one finger (issue 19's contract):
// `HeadlessDriver(window: UIWindow, scale: CGFloat = 2, framesPerSecond: Double = 60)`,
// `touchDown(_:)`, `touchMove(_:)`, `touchUp(_:)` (each delivered at the next frame), `tap(_:)`,
// `drag(from:to:duration:)`, `drag(through:duration:)`, `press(_:duration:)`, with
// `advance(seconds:)` and `render() -> CGImage`. Checked against UIKit's documented behaviour of
// what the touches reach: a button's touch-up inside, a pan's translation (the finger's
// displacement), a long press after `minimumPressDuration` (0.5 s by default).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

// The driver steps the media clock, which one driver at a time may own.
extension MediaClockTests {
    @Suite(.serialized) struct HeadlessDriverTouchTests {
        final class Log {
            var taps: [TimeInterval] = []
            var translations: [CGPoint] = []
            var locations: [CGPoint] = []
            var states: [UIGestureRecognizer.State] = []
            var pressBegan: [TimeInterval] = []
            var now: () -> TimeInterval = { 0 }

            func tapped() { taps.append(now()) }
            func panned(_ pan: UIPanGestureRecognizer) {
                states.append(pan.state)
                translations.append(pan.translation(in: nil))
                locations.append(pan.location(in: nil))
            }
            func pressed(_ press: UILongPressGestureRecognizer) {
                if press.state == .began { pressBegan.append(now()) }
            }
        }

        @Test func declarations() {
            let make: (UIWindow, CGFloat, Double) -> HeadlessDriver = HeadlessDriver.init(window:scale:framesPerSecond:)
            let down: (HeadlessDriver) -> (CGPoint) -> Void = HeadlessDriver.touchDown(_:)
            let move: (HeadlessDriver) -> (CGPoint) -> Void = HeadlessDriver.touchMove(_:)
            let up: (HeadlessDriver) -> (CGPoint) -> Void = HeadlessDriver.touchUp(_:)
            let tap: (HeadlessDriver) -> (CGPoint) -> Void = HeadlessDriver.tap(_:)
            let drag: (HeadlessDriver) -> (CGPoint, CGPoint, TimeInterval) -> Void = HeadlessDriver.drag(from:to:duration:)
            let through: (HeadlessDriver) -> ([CGPoint], TimeInterval) -> Void = HeadlessDriver.drag(through:duration:)
            let press: (HeadlessDriver) -> (CGPoint, TimeInterval) -> Void = HeadlessDriver.press(_:duration:)
            _ = (make, down, move, up, tap, drag, through, press)
            let driver = HeadlessDriver(window: UIWindow(size: CGSize(width: 10, height: 10)))
            #expect(driver.scale == 2 && driver.framesPerSecond == 60 && driver.time == 0)
        }

        @Test func aTapPressesAButtonOnceOverTwoFrames() {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
            window.addSubview(button)
            let driver = HeadlessDriver(window: window)
            let log = Log()
            log.now = { driver.time }
            button.addTarget(log, action: Log.tapped, for: .touchUpInside)
            driver.tap(CGPoint(x: 100, y: 72))
            #expect(log.taps.count == 1)
            #expect(abs(driver.time - 2.0 / 60) < 1e-9)
            #expect(abs(log.taps[0] - 2.0 / 60) < 1e-9)  // the up is delivered on the second frame
            driver.tap(CGPoint(x: 5, y: 5))  // outside: no touch-up inside
            #expect(log.taps.count == 1)
        }

        @Test func aDragMovesTheFingerByItsDisplacement() {
            let window = UIWindow(size: CGSize(width: 300, height: 300))
            let pan = UIPanGestureRecognizer()
            let log = Log()
            pan.addTarget(log, action: Log.panned)
            window.addGestureRecognizer(pan)
            let driver = HeadlessDriver(window: window, scale: 1, framesPerSecond: 60)
            driver.drag(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 220, y: 130), duration: 0.5)
            #expect(log.states.first == .began && log.states.last == .ended)
            // The finger ends where the drag ends; the pan's translation is its displacement since
            // the pan began (after the finger left its slop).
            #expect(log.locations.last == CGPoint(x: 220, y: 130))
            let began = log.locations[0]
            #expect(log.translations.last == CGPoint(x: 220 - began.x, y: 130 - began.y))
            #expect(began.x > 20 && abs((began.y - 30) * 2 - (began.x - 20)) < 1e-9)  // on the line
            // Down, 30 moves, up: 32 frames.
            #expect(abs(driver.time - 32.0 / 60) < 1e-9)
        }

        @Test func aDragThroughPointsPassesEachAtAConstantSpeed() {
            let window = UIWindow(size: CGSize(width: 300, height: 300))
            let pan = UIPanGestureRecognizer()
            let log = Log()
            pan.addTarget(log, action: Log.panned)
            window.addGestureRecognizer(pan)
            let driver = HeadlessDriver(window: window)
            // An L: 100 right, then 100 down, in 20 frames: the corner is the tenth move.
            driver.drag(
                through: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 150)], duration: 20.0 / 60)
            #expect(log.locations.contains(CGPoint(x: 150, y: 50)))
            #expect(log.locations.last == CGPoint(x: 150, y: 150))
            // One move per frame, each 10 pt on; the up (the last callback) is where the last move was.
            let moves = log.locations.dropLast()
            let steps = zip(moves, moves.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
            #expect(!steps.isEmpty && steps.allSatisfy { abs($0 - 10) < 1e-9 })
        }

        @Test func aPressLongerThanTheMinimumBeginsALongPress() {
            let window = UIWindow(size: CGSize(width: 100, height: 100))
            let long = UILongPressGestureRecognizer()
            let log = Log()
            long.addTarget(log, action: Log.pressed)
            window.addGestureRecognizer(long)
            let driver = HeadlessDriver(window: window)
            log.now = { driver.time }
            driver.press(CGPoint(x: 50, y: 50), duration: 0.3)
            #expect(log.pressBegan.isEmpty)
            driver.press(CGPoint(x: 50, y: 50), duration: 0.8)
            #expect(log.pressBegan.count == 1)
            // The second press's finger is down at 0.3 s + 2 frames; it began half a second later, on
            // the frame that reaches it.
            let down = 0.3 + 2.0 / 60
            #expect(log.pressBegan[0] >= down + 0.5 - 1e-9 && log.pressBegan[0] < down + 0.5 + 1.0 / 60)
        }

        @Test func renderDrawsTheWindowAtItsScale() {
            let window = UIWindow(size: CGSize(width: 40, height: 30))
            window.backgroundColor = .white
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            window.addSubview(square)
            let image = HeadlessDriver(window: window, scale: 2).render()
            #expect(image.width == 80 && image.height == 60)
            #expect(image.bitmap.rgba(x: 30, y: 30) == (255, 0, 0, 255))  // inside the square (device pixels)
            #expect(image.bitmap.rgba(x: 18, y: 18) == (255, 255, 255, 255))
            #expect(image.bitmap.rgba(x: 41, y: 30) == (255, 255, 255, 255))
        }
    }
}
