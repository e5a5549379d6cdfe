import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct ScrollPhysicsTests {
    /// Momentum into an edge and the bounce back, stepped at 60 and at 240 frames per second:
    /// the same positions at the common times (the phases are closed forms, the crossing found
    /// exactly), so a recording does not depend on the frame rate.
    @Test func momentumAndBounceDoNotDependOnTheFrameRate() {
        func positions(fps: Int) -> [Double] {
            var motion = AxisMotion(position: 300, velocity: 2500, range: 0...800, time: 0, rate: 0.998, bounces: true)
            var out: [Double] = []
            for frame in 1...(3 * fps) {
                let p = motion.position(at: Double(frame) / Double(fps))
                if frame % (fps / 60) == 0 { out.append(p) }
            }
            return out
        }
        let slow = positions(fps: 60), fast = positions(fps: 240)
        #expect(slow.count == fast.count)
        for (a, b) in zip(slow, fast) { #expect(abs(a - b) < 1e-9) }
        // It went past the edge (800) and came back to it.
        #expect(slow.max()! > 805 && slow.last == 800)
    }

    @Test func bounceIsCriticallyDamped() {
        // From 100 pt out at rest: monotonic, within 0.5 pt by 0.46 s (UIKit: 0.4–0.5 s).
        var previous = 100.0
        for k in 1...60 {
            let (x, _) = ScrollPhysics.bounce(from: 100, velocity: 0, time: Double(k) / 120)
            #expect(x <= previous && x >= 0)
            previous = x
        }
        #expect(ScrollPhysics.bounce(from: 100, velocity: 0, time: 0.46).position < 0.5)
        // Its velocity is the derivative of its position.
        let t = 0.2, h = 1e-6
        let dx = (ScrollPhysics.bounce(from: 40, velocity: 300, time: t + h).position
            - ScrollPhysics.bounce(from: 40, velocity: 300, time: t - h).position) / (2 * h)
        #expect(abs(dx - ScrollPhysics.bounce(from: 40, velocity: 300, time: t).velocity) < 1e-4)
    }

    @Test func rubberBandInverts() {
        for x in [0.5, 10, 100, 1000, 5000] as [Double] {
            let y = ScrollPhysics.rubberBand(x, dimension: 480)
            #expect(y < 480 && y < x)
            #expect(abs(ScrollPhysics.rubberBandInverse(y, dimension: 480) - x) < 1e-6 * max(1, x))
        }
    }
}
