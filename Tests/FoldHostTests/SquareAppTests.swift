import FoldCore
import FoldExamples
import Foundation
import Testing

@testable import FoldHost

@Suite struct SquareAppTests {
    @Test func aTouchWithinTheSlopIsATapAndBeyondItADrag() {
        let app = SquareApp(size: CGSize(width: 200, height: 100), scale: 1)
        #expect(app.center == CGPoint(x: 100, y: 50))
        app.send(.pointerDown(CGPoint(x: 100, y: 50)))
        app.send(.pointerMoved(CGPoint(x: 108, y: 50)))  // 8 pt: still a tap
        app.send(.pointerUp(CGPoint(x: 108, y: 50)))
        #expect(app.tapCount == 1 && app.center == CGPoint(x: 100, y: 50))
        app.send(.pointerDown(CGPoint(x: 90, y: 40)))  // grabbed 10 pt up-left of the centre
        app.send(.pointerMoved(CGPoint(x: 95, y: 40)))
        #expect(app.center == CGPoint(x: 100, y: 50))  // within the slop nothing moves
        app.send(.pointerMoved(CGPoint(x: 150, y: 70)))
        #expect(app.center == CGPoint(x: 160, y: 80))  // then the square keeps the grip's offset
        app.send(.pointerUp(CGPoint(x: 250, y: 170)))  // lifted outside the window
        #expect(app.center == CGPoint(x: 260, y: 180) && app.tapCount == 1 && app.pointer == nil)
        let trace = app.drainTrace()
        let states = (trace["gestures"] as? [[String: Any]])?.compactMap { $0["state"] as? String }
        #expect(states == ["ended", "began", "changed", "ended"])
        #expect((app.drainTrace()["gestures"] as? [Any])?.isEmpty == true)  // drained
    }

    @Test func aDragOutsideTheSquareDoesNotMoveItButWheelAndKeysDo() {
        let app = SquareApp(size: CGSize(width: 200, height: 100), scale: 1)
        app.send(.pointerDown(CGPoint(x: 10, y: 10)))
        app.send(.pointerMoved(CGPoint(x: 60, y: 90)))
        app.send(.pointerUp(CGPoint(x: 60, y: 90)))
        #expect(app.center == CGPoint(x: 100, y: 50) && app.tapCount == 0)
        app.send(.wheel(dx: -5, dy: 12, at: CGPoint(x: 0, y: 0)))
        #expect(app.center == CGPoint(x: 95, y: 62))
        app.send(.key("c"))
        #expect(app.colorIndex == 1)
        #expect(app.step(to: 0).layers.first { $0.name == "square" }?.properties.backgroundColor == SquareApp.colors[1])
        app.send(.key("r"))
        #expect(app.center == CGPoint(x: 100, y: 50))
    }

    @Test func theTickerCrossesTheBottomAtItsSpeedAndWraps() {
        let app = SquareApp(size: CGSize(width: 200, height: 100), scale: 1)
        #expect(app.tickerPosition(at: 0) == CGPoint(x: -6, y: 80))
        #expect(app.tickerPosition(at: 1) == CGPoint(x: 54, y: 80))  // 60 pt/s
        #expect(abs(app.tickerPosition(at: 212.0 / 60 + 0.5).x - app.tickerPosition(at: 0.5).x) < 1e-9)  // wraps every 212 pt
    }
}
