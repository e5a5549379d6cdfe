import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldUI

/// Random taps, drags, holds and stray events on a window full of recognizers and buttons:
/// every recognizer's reported states must follow UIKit's state machine, and no touch may be
/// left behind.
@Suite struct GestureFuzzTests {
    /// Checks one recognizer's action states: continuous ones began → changed* → ended|cancelled,
    /// discrete ones only ended.
    final class StateChecker {
        var open = false
        var problems: [String] = []
        let discrete: Bool
        init(discrete: Bool) { self.discrete = discrete }

        func see(_ s: UIGestureRecognizer.State) {
            if discrete {
                if s != .ended { problems.append("discrete gesture reported \(s)") }
                return
            }
            switch s {
            case .began:
                if open { problems.append("began twice") }
                open = true
            case .changed:
                if !open { problems.append("changed before began") }
            case .ended, .cancelled:
                if !open { problems.append("\(s) before began") }
                open = false
            default: problems.append("action for \(s)")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomInputKeepsTheStateMachines(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let window = UIWindow(size: CGSize(width: 300, height: 500))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 250))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        let button = UIButton(frame: CGRect(x: 50, y: 300, width: 120, height: 44))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(button)
        var checkers: [StateChecker] = []
        func attach(_ r: UIGestureRecognizer, to v: UIView, discrete: Bool) {
            let c = StateChecker(discrete: discrete)
            checkers.append(c)
            r.addTarget { c.see($0.state) }
            v.addGestureRecognizer(r)
        }
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer(numberOfTapsRequired: 2)
        single.require(toFail: double)
        let pans = [UIPanGestureRecognizer(), UIPanGestureRecognizer(), UIPanGestureRecognizer()]
        let press = UILongPressGestureRecognizer()
        attach(single, to: b, discrete: true)
        attach(double, to: b, discrete: true)
        attach(pans[0], to: b, discrete: false)
        attach(pans[1], to: a, discrete: false)
        attach(pans[2], to: window, discrete: false)
        attach(press, to: a, discrete: false)
        let driver = Driver(window: window)
        var down = false
        for i in 0..<1500 {
            // Now and then a clean tap on `b`, so taps get recognized among the noise.
            if i % 100 == 0 {
                b.isHidden = false
                driver.tap(CGPoint(x: 120, y: 95))
                down = false
            }
            var events: [InputEvent] = []
            let p = CGPoint(x: rng.uniform(-50, 350), y: rng.uniform(-50, 550))
            switch rng.uniform(0, 1) {
            case ..<0.12: events.append(.pointerDown(p)); down = true
            case ..<0.55: events.append(.pointerMoved(p))
            case ..<0.70: events.append(.pointerUp(p)); down = false
            case ..<0.72: events.append(.wheel(dx: 0, dy: 3, at: p))
            case ..<0.74: pans[Int(rng.next() % 3)].isEnabled.toggle()
            case ..<0.75: events.append(.pointerMoved(CGPoint(x: CGFloat.nan, y: 3)))
            default: break  // an idle frame: timers run
            }
            if rng.chance(0.05) { b.isHidden.toggle() }
            for e in events { driver.loop.send(e) }
            driver.step()
            if !down { #expect(driver.loop.pointer == nil) }
        }
        driver.step(.pointerUp(CGPoint(x: 0, y: 0)))
        driver.wait(1)
        for c in checkers {
            #expect(c.problems.isEmpty, "\(c.problems.prefix(3))")
            #expect(!c.open)
        }
        for r in [single, double, press] + pans { #expect(r.state == .possible) }
        #expect(!button.isHighlighted && !button.isTracking)
        // Something was recognized along the way.
        #expect(driver.changes.contains { $0.state == "began" })
        #expect(driver.changes.contains { $0.kind == "tap" && $0.state == "ended" })
    }
}
