import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// UISwipeGestureRecognizer: UIKit's declarations and defaults (`direction` `.right`,
/// `numberOfTouchesRequired` 1, the directions' raw values 1, 2, 4, 8), a discrete gesture that
/// fires once while the finger is down, and the documented trade-off: a slow swipe needs precision
/// but little distance, a fast one tolerates more angle but needs more distance.
@Suite struct SwipeGestureTests {
    func setUp(_ direction: UISwipeGestureRecognizer.Direction = .right) -> (Driver, UISwipeGestureRecognizer, Box) {
        let window = UIWindow(size: CGSize(width: 400, height: 800))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(v)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        let box = Box()
        swipe.addTarget { s in box.fired.append((s.state, s.location(in: nil))) }
        v.addGestureRecognizer(swipe)
        return (Driver(window: window), swipe, box)
    }

    final class Box { var fired: [(UIGestureRecognizer.State, CGPoint)] = [] }

    /// The finger from `start`, `step` points a frame (60 a second), `frames` times.
    func move(_ driver: Driver, from start: CGPoint, by step: CGPoint, frames: Int, lift: Bool = true) {
        driver.step(.pointerDown(start))
        var p = start
        for _ in 0..<frames {
            p = CGPoint(x: p.x + step.x, y: p.y + step.y)
            driver.step(.pointerMoved(p))
        }
        if lift { driver.step(.pointerUp(p)) }
    }

    @Test func declarationsAndDefaults() {
        let swipe = UISwipeGestureRecognizer()
        let direction: WritableKeyPath<UISwipeGestureRecognizer, UISwipeGestureRecognizer.Direction> = \.direction
        let touches: WritableKeyPath<UISwipeGestureRecognizer, Int> = \.numberOfTouchesRequired
        #expect(swipe[keyPath: direction] == .right)
        #expect(swipe[keyPath: touches] == 1)
        let raw: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
        #expect(raw.map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func aFastSwipeFiresOnceWhileTheFingerIsDown() {
        let (driver, _, box) = setUp()
        // 20 pt a frame = 1200 pt/s: needs 50 pt, so the third move (60 pt) fires.
        move(driver, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 20, y: 0), frames: 2, lift: false)
        #expect(box.fired.isEmpty)
        driver.step(.pointerMoved(CGPoint(x: 160, y: 400)))
        #expect(box.fired.map(\.0) == [.ended])
        #expect(box.fired.first?.1 == CGPoint(x: 160, y: 400))
        driver.step(.pointerMoved(CGPoint(x: 200, y: 400)))
        driver.step(.pointerUp(CGPoint(x: 200, y: 400)))
        #expect(box.fired.count == 1)
        #expect(driver.states("swipe") == ["ended"])
    }

    @Test func aSlowSwipeNeedsLittleDistanceButPrecision() {
        // 2 pt a frame = 120 pt/s: 20 pt, within 15°.
        let (driver, _, box) = setUp()
        move(driver, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 2, y: 0.3), frames: 9, lift: false)
        #expect(box.fired.isEmpty)  // 18 pt
        driver.step(.pointerMoved(CGPoint(x: 120, y: 403)))
        #expect(box.fired.map(\.0) == [.ended])
        driver.step(.pointerUp(CGPoint(x: 120, y: 403)))
        // Slow at 30° from the direction: never precise enough; fails when the finger lifts.
        let (slanted, _, slantedBox) = setUp()
        move(slanted, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 2, y: 2 * tan(30 * Double.pi / 180)), frames: 30)
        #expect(slantedBox.fired.isEmpty)
        #expect(slanted.states("swipe") == ["failed"])
    }

    @Test func aFastSwipeToleratesMoreAngle() {
        // 30° off, 1200 pt/s along the direction: within the fast swipe's 35°.
        let (driver, _, box) = setUp()
        move(driver, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 20, y: 20 * tan(30 * Double.pi / 180)), frames: 4)
        #expect(box.fired.map(\.0) == [.ended])
        // 40° off: more than any swipe tolerates, so it fails once it has moved 10 pt.
        let (steep, _, steepBox) = setUp()
        move(steep, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 20, y: 20 * tan(40 * Double.pi / 180)), frames: 4)
        #expect(steepBox.fired.isEmpty)
        #expect(steep.states("swipe") == ["failed"])
    }

    @Test func onlyThePermittedDirectionsFire() {
        let (driver, _, box) = setUp(.right)
        move(driver, from: CGPoint(x: 300, y: 400), by: CGPoint(x: -20, y: 0), frames: 5)
        #expect(box.fired.isEmpty)
        #expect(driver.states("swipe") == ["failed"])

        for (direction, step) in [
            (UISwipeGestureRecognizer.Direction.left, CGPoint(x: -20, y: 0)), (.up, CGPoint(x: 0, y: -20)),
            (.down, CGPoint(x: 0, y: 20)),
        ] {
            let (d, _, b) = setUp([.left, .up, .down])
            move(d, from: CGPoint(x: 200, y: 400), by: step, frames: 4)
            #expect(b.fired.count == 1, "\(direction)")
        }
    }

    @Test func moreFingersThanTheHostHasNeverFire() {
        let (driver, swipe, box) = setUp()
        swipe.numberOfTouchesRequired = 2
        move(driver, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 20, y: 0), frames: 5)
        #expect(box.fired.isEmpty)
        #expect(driver.states("swipe") == ["failed"])
    }

    @Test func aSwipeAndATapOnOneViewDoNotFireTogether() {
        let (driver, _, box) = setUp()
        let tap = UITapGestureRecognizer()
        driver.loop.window.subviews[0].addGestureRecognizer(tap)
        driver.tap(CGPoint(x: 100, y: 100))
        #expect(box.fired.isEmpty)
        #expect(driver.states("tap") == ["ended"])
        move(driver, from: CGPoint(x: 100, y: 400), by: CGPoint(x: 20, y: 0), frames: 4)
        #expect(box.fired.count == 1)
        #expect(driver.states("tap") == ["ended", "failed"])
    }
}
