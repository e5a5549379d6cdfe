import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct GestureTests {
    func setUp() -> (Driver, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 800))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(v)
        return (Driver(window: window), v)
    }

    @Test func aTapWithinTheSlopIsRecognized() {
        let (driver, v) = setUp()
        let tap = UITapGestureRecognizer()
        var locations: [CGPoint] = []
        tap.addTarget(v) { v, t in locations.append(t.location(in: v)) }
        v.addGestureRecognizer(tap)
        driver.step(.pointerDown(CGPoint(x: 100, y: 100)))
        driver.step(.pointerMoved(CGPoint(x: 107, y: 106)))  // 9.2 pt: within 10
        driver.step(.pointerUp(CGPoint(x: 107, y: 106)))
        #expect(driver.states("tap") == ["ended"])
        #expect(locations == [CGPoint(x: 107, y: 106)])
        #expect(tap.state == .possible)  // reset for the next touch
    }

    @Test func aTapThatMovesBeyondTheSlopFails() {
        let (driver, v) = setUp()
        let tap = UITapGestureRecognizer()
        var calls = 0
        tap.addTarget { _ in calls += 1 }
        v.addGestureRecognizer(tap)
        driver.step(.pointerDown(CGPoint(x: 100, y: 100)))
        driver.step(.pointerMoved(CGPoint(x: 100, y: 110.5)))
        driver.step(.pointerMoved(CGPoint(x: 100, y: 100)))
        driver.step(.pointerUp(CGPoint(x: 100, y: 100)))
        #expect(driver.states("tap") == ["failed"])
        #expect(calls == 0)
    }

    @Test func aPanBeginsAfterTheSlopAndTracksTheFinger() {
        let (driver, v) = setUp()
        let pan = UIPanGestureRecognizer()
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        pan.addTarget(v) { v, p in log.append((p.state, p.translation(in: v))) }
        v.addGestureRecognizer(pan)
        driver.step(.pointerDown(CGPoint(x: 200, y: 400)))
        driver.step(.pointerMoved(CGPoint(x: 200, y: 395)))  // 5: not yet
        #expect(log.isEmpty)
        driver.step(.pointerMoved(CGPoint(x: 200, y: 388)))  // 12: begins here, translation 0
        driver.step(.pointerMoved(CGPoint(x: 200, y: 300)))
        driver.step(.pointerMoved(CGPoint(x: 230, y: 250)))
        driver.step(.pointerUp(CGPoint(x: 230, y: 250)))
        #expect(driver.states("pan") == ["began", "changed", "changed", "ended"])
        #expect(log.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(log[0].1 == .zero)
        #expect(log[1].1 == CGPoint(x: 0, y: -88))
        #expect(log[3].1 == CGPoint(x: 30, y: -138))
    }

    @Test func translationIsInTheGivenViewsCoordinates() {
        let (driver, v) = setUp()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        var last = CGPoint.zero
        pan.addTarget(scaled) { scaled, p in last = p.translation(in: scaled) }
        v.addGestureRecognizer(pan)
        driver.drag([CGPoint(x: 150, y: 150), CGPoint(x: 150, y: 250)], duration: 0.2)
        // Began at 150 + slop crossing; the finger then moved on to 250. In the ×2 view, half.
        let crossed = 150 + 100.0 / 12 * 2  // the first move beyond 10 pt: 16.7 pt per frame
        #expect(approx(last.y, (250 - crossed) / 2, 1e-9))
    }

    @Test(arguments: [300.0, 1200.0, 2500.0])
    func velocityOfAConstantSpeedDragIsItsSpeed(speed: Double) {
        let (driver, v) = setUp()
        let pan = UIPanGestureRecognizer()
        var velocities: [CGPoint] = []
        pan.addTarget(v) { v, p in velocities.append(p.velocity(in: v)) }
        v.addGestureRecognizer(pan)
        let distance = speed * 0.5
        driver.drag([CGPoint(x: 50, y: 700), CGPoint(x: 50, y: 700 - distance)], duration: 0.5)
        let end = velocities.last!
        #expect(abs(end.y + speed) <= 0.01 * speed, "\(end)")
        #expect(abs(end.x) < 1e-9)
        // Already 100 ms into the drag the window is full.
        #expect(abs(velocities[velocities.count / 2].y + speed) <= 0.01 * speed)
    }

    @Test func aFingerHeldStillHasNoVelocity() {
        let (driver, v) = setUp()
        let pan = UIPanGestureRecognizer()
        var end = CGPoint(x: 1, y: 1)
        pan.addTarget(v) { v, p in if p.state == .ended { end = p.velocity(in: v) } }
        v.addGestureRecognizer(pan)
        driver.step(.pointerDown(CGPoint(x: 100, y: 100)))
        for k in 1...10 { driver.step(.pointerMoved(CGPoint(x: 100, y: 100 + 10 * Double(k)))) }
        driver.wait(0.2)
        driver.step(.pointerUp(CGPoint(x: 100, y: 200)))
        #expect(end == .zero)
    }

    @Test func setTranslationRestartsTranslationAndVelocity() {
        let (driver, v) = setUp()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        driver.step(.pointerDown(CGPoint(x: 100, y: 100)))
        for k in 1...10 { driver.step(.pointerMoved(CGPoint(x: 100 + 20 * Double(k), y: 100))) }
        #expect(pan.translation(in: nil).x > 150)
        pan.setTranslation(CGPoint(x: 5, y: 0), in: v)
        #expect(pan.translation(in: v) == CGPoint(x: 5, y: 0))
        #expect(pan.velocity(in: v) == .zero)
        driver.step(.pointerMoved(CGPoint(x: 320, y: 100)))
        #expect(pan.translation(in: v) == CGPoint(x: 25, y: 0))
        #expect(approx(pan.velocity(in: v).x, 20 * 60, 1e-6))
    }

    @Test func disablingWhileRecognizingCancelsAndNeedsANewTouch() {
        let (driver, v) = setUp()
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { p in
            states.append(p.state)
            // The seed's trick: leave the view by turning the recognizer off.
            if p.state == .changed && p.translation(in: nil).y > 50 { p.isEnabled = false }
        }
        v.addGestureRecognizer(pan)
        driver.step(.pointerDown(CGPoint(x: 100, y: 100)))
        for k in 1...10 { driver.step(.pointerMoved(CGPoint(x: 100, y: 100 + 15 * Double(k)))) }
        #expect(states.last == .cancelled)
        let count = states.count
        // Re-enabled with the finger still down: nothing more for this touch.
        pan.isEnabled = true
        for k in 11...15 { driver.step(.pointerMoved(CGPoint(x: 100, y: 100 + 15 * Double(k)))) }
        driver.step(.pointerUp(CGPoint(x: 100, y: 400)))
        #expect(states.count == count)
        #expect(driver.states("pan").suffix(1) == ["cancelled"])
        // A new touch pans again.
        driver.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 140)], duration: 0.1)
        #expect(states[count...].first == .began)
        #expect(states.last == .ended)
    }

    @Test func disabledRecognizersIgnoreTouchDowns() {
        let (driver, v) = setUp()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        v.addGestureRecognizer(tap)
        driver.tap(CGPoint(x: 10, y: 10))
        #expect(driver.changes.isEmpty)
    }

    @Test func longPressBeginsAfterItsDuration() {
        let (driver, v) = setUp()
        let press = UILongPressGestureRecognizer()
        var beganAt: Double?
        press.addTarget(driver) { driver, p in if p.state == .began { beganAt = driver.loop.time } }
        v.addGestureRecognizer(press)
        driver.step(.pointerDown(CGPoint(x: 50, y: 50)))
        let down = driver.time
        driver.wait(0.3)
        driver.step(.pointerMoved(CGPoint(x: 55, y: 50)))  // within 10
        driver.wait(0.3)
        driver.step(.pointerMoved(CGPoint(x: 80, y: 50)))
        driver.step(.pointerUp(CGPoint(x: 80, y: 50)))
        #expect(driver.states("longPress") == ["began", "changed", "ended"])
        #expect(beganAt.map { $0 - down >= 0.5 && $0 - down < 0.5 + 1.0 / 60 + 1e-9 } == true)
        // Released early, or moved away: failed.
        driver.step(.pointerDown(CGPoint(x: 50, y: 50)))
        driver.wait(0.2)
        driver.step(.pointerUp(CGPoint(x: 50, y: 50)))
        driver.step(.pointerDown(CGPoint(x: 50, y: 50)))
        driver.step(.pointerMoved(CGPoint(x: 50, y: 65)))
        driver.wait(0.8)
        driver.step(.pointerUp(CGPoint(x: 50, y: 65)))
        #expect(driver.states("longPress").suffix(2) == ["failed", "failed"])
    }

    /// A single tap that requires a double tap to fail: one tap fires the single tap after the
    /// double tap gave up; two quick taps fire only the double tap.
    @Test func requireToFailSeparatesSingleFromDoubleTaps() {
        let (driver, v) = setUp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer(numberOfTapsRequired: 2)
        var fired: [String] = []
        single.addTarget { _ in fired.append("single") }
        double.addTarget { _ in fired.append("double") }
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)

        driver.tap(CGPoint(x: 100, y: 100))
        #expect(fired.isEmpty)  // waiting for a second tap
        driver.wait(0.5)
        #expect(fired == ["single"])
        #expect(driver.states("tap") == ["failed", "ended"])

        fired.removeAll()
        driver.wait(0.5)
        driver.tap(CGPoint(x: 100, y: 100))
        driver.wait(0.1)
        driver.tap(CGPoint(x: 104, y: 102))
        driver.wait(0.5)
        #expect(fired == ["double"])
    }

    @Test func tapAndPanOnOneView() {
        let (driver, v) = setUp()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(pan)
        driver.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200)], duration: 0.2)
        // Both slops are 10 pt: on the same move the tap fails (it was added first) and the pan begins.
        #expect(Array(driver.changes.prefix(2)) == [
            GestureStateChange(kind: "tap", state: "failed"), GestureStateChange(kind: "pan", state: "began"),
        ])
        #expect(driver.states("tap") == ["failed"])
        #expect(driver.states("pan").last == "ended")
        let before = driver.changes.count
        driver.tap(CGPoint(x: 100, y: 100))
        #expect(Array(driver.changes[before...]) == [
            GestureStateChange(kind: "tap", state: "ended"), GestureStateChange(kind: "pan", state: "failed"),
        ])
    }

    @Test func touchesReachTheRecognizersOfTheHitViewAndItsAncestorsOnly() {
        let (driver, v) = setUp()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sibling = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        v.addSubview(child)
        v.addSubview(sibling)
        var fired: [String] = []
        for (view, name) in [(v, "parent"), (child, "child"), (sibling, "sibling")] {
            let tap = UITapGestureRecognizer()
            tap.addTarget { _ in fired.append(name) }
            view.addGestureRecognizer(tap)
        }
        driver.tap(CGPoint(x: 50, y: 50))
        // The hit view's recognizer comes first; recognizing fails the parent's.
        #expect(fired == ["child"])
        #expect(driver.states("tap") == ["ended", "failed"])
        driver.tap(CGPoint(x: 150, y: 50))
        #expect(fired == ["child", "parent"])
    }

    final class Delegate: UIGestureRecognizerDelegate {
        var begin = true
        var simultaneous = false
        func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { begin }
        func gestureRecognizer(_ r: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            simultaneous
        }
    }

    @Test func theDelegateDecidesBeginningAndSimultaneity() {
        let (driver, v) = setUp()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        v.addSubview(child)
        let inner = UIPanGestureRecognizer(), outer = UIPanGestureRecognizer()
        let delegate = Delegate()
        inner.delegate = delegate
        child.addGestureRecognizer(inner)
        v.addGestureRecognizer(outer)
        var began: [String] = []
        inner.addTarget { p in if p.state == .began { began.append("inner") } }
        outer.addTarget { p in if p.state == .began { began.append("outer") } }

        driver.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200)], duration: 0.2)
        #expect(began == ["inner"])
        began.removeAll()
        delegate.simultaneous = true
        driver.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200)], duration: 0.2)
        #expect(began == ["inner", "outer"])
        began.removeAll()
        delegate.simultaneous = false
        delegate.begin = false
        driver.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200)], duration: 0.2)
        #expect(began == ["outer"])
    }
}

@Suite struct GestureLifetimeTests {
    @Test func removingTheViewCancelsItsPan() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(v)
        let driver = Driver(window: window)
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        v.addGestureRecognizer(pan)
        driver.step(.pointerDown(CGPoint(x: 100, y: 100)))
        driver.step(.pointerMoved(CGPoint(x: 100, y: 130)))
        driver.step(.pointerMoved(CGPoint(x: 100, y: 150)))
        v.removeFromSuperview()
        driver.step(.pointerMoved(CGPoint(x: 100, y: 170)))
        driver.step(.pointerUp(CGPoint(x: 100, y: 170)))
        #expect(states == [.began, .changed, .cancelled])
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(v)
        let driver = Driver(window: window)
        UIView.animate(withDuration: 0.5, delay: 0.2, options: [], animations: { v.alpha = 0.5 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        driver.wait(0.5)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        driver.wait(0.3)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        UIView.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
    }
}

@Suite struct TouchDeliveryTests {
    final class Logging: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    func setUp() -> (Driver, Logging, UIView) {
        let window = UIWindow(size: CGSize(width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let hit = Logging(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(hit)
        window.addSubview(parent)
        return (Driver(window: window), hit, parent)
    }

    @Test func theHitViewKeepsTheTouchWhereverItGoes() {
        let (driver, hit, _) = setUp()
        driver.drag([CGPoint(x: 100, y: 100), CGPoint(x: 280, y: 280)], duration: 0.05)
        #expect(hit.log == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test func aRecognizedTapCancelsTheViewsTouch() {
        let (driver, hit, parent) = setUp()
        let tap = UITapGestureRecognizer()
        parent.addGestureRecognizer(tap)
        driver.tap(CGPoint(x: 100, y: 100))
        #expect(hit.log == ["began", "cancelled"])
        hit.log.removeAll()
        tap.cancelsTouchesInView = false
        driver.wait(0.5)
        driver.tap(CGPoint(x: 100, y: 100))
        #expect(hit.log == ["began", "ended"])
    }
}
