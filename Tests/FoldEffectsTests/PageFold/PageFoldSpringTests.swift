import FoldCore
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// The spring back: the spec's numbers, the same key as the drag, and the extras (commit or
/// return with the release velocity, catching mid-spring). The spring itself is held to POP's
/// reference vectors in PageFoldSpringReferenceTests.
@Suite struct PageFoldSpringTests {
    /// POP's frames for a spring from `from` at `velocity`, stepped at the frame loop's times
    /// (frame 0 of the spring advances by 0): `frames` values.
    static func popFrames(from: Double, to: Double, velocity: Double, startFrame: Int, frames: Int) -> [Double] {
        var anim = POPSpringMotion(
            from: [from], to: [to], velocity: [velocity], parameters: PageFoldHarness.seedSpring, threshold: 0.01)
        var values: [Double] = []
        var last = PageFoldHarness.time(startFrame)
        for k in 0..<frames {
            let t = PageFoldHarness.time(startFrame + k)
            values.append(anim.step(dt: t - last)[0])
            last = t
            if anim.isDone { break }
        }
        return values
    }

    @Test func theSeedsSpringIsK200C12_9589M2() throws {
        let spring = POPSpringAnimation()
        try PageFoldSpring().configure(spring)
        #expect(spring.dynamicsTension == 200 && spring.dynamicsMass == 2)
        #expect(abs(spring.dynamicsFriction - 12.9589) < 5e-5)
        let seed = PageFoldHarness.seedSpring
        #expect(
            spring.dynamicsTension == seed.tension && spring.dynamicsFriction == seed.friction
                && spring.dynamicsMass == seed.mass)
    }

    @Test func fromOneRadianItOvershootsToMinus0_3403AtFrame20AndSettlesAtFrame90() throws {
        // The spec's reference numbers for the seed's spring at 60 fps.
        let h = try PageFoldHarness()
        h.page.foldAngle = -1  // layer rotation +1
        #expect(h.page.layerRotation == 1)
        try h.page.fold(to: 0)
        // POP's spring starts now, at the frame showing (frame 0, t = 0); each step is 1/60 s on.
        var values = [h.page.layerRotation]
        repeat {
            h.step()
            values.append(h.page.layerRotation)
        } while h.page.isAnimating && values.count < 200
        let minimum = values.indices.min { values[$0] < values[$1] }!
        #expect(minimum == 20)
        #expect(abs(values[20] - -0.3403) < 5e-5, "\(values[20])")
        #expect(values.count - 1 == 90 && values.last == 0)
    }

    @Test func aNewDragTakesOverTheSpringWhereItIs() throws {
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 40)))
        h.step(.pointerMoved(h.window(100, 52)))
        h.step(.pointerMoved(h.window(100, 140)))
        h.step(.pointerUp(h.window(100, 140)))
        for _ in 0..<5 { h.step() }
        #expect(h.page.isAnimating)
        var finished: Bool?
        // The spring under the drag's key reports an interruption to whoever waits on it.
        try h.page.fold(to: 0) { finished = $0 }  // replaces the release spring, same key
        h.step()
        let caught = h.page.foldAngle
        #expect(caught > 0.2 && caught < .pi / 2, "caught at \(caught)")
        // Down on the (still raised) top half, and past the slop: the pan begins.
        h.step(.pointerDown(h.window(100, 100)))
        #expect(h.page.isAnimating)  // within the slop: still springing
        let beforeBegan = h.page.foldAngle
        h.step(.pointerMoved(h.window(100, 112)))
        #expect(h.changes.suffix(1) == ["began"])
        #expect(finished == false)
        #expect(!h.page.isAnimating)
        // No jump: the angle at began is the one the spring had shown.
        #expect(h.page.foldAngle == beforeBegan)
        // Then the finger spreads the rest of the fold over the way to the edge.
        for y in [130.0, 180, 280] {
            h.step(.pointerMoved(h.window(100, y)))
            let expected = beforeBegan + (Double.pi - beforeBegan) / (300 - 112) * (y - 112)
            #expect(abs(h.page.foldAngle - expected) < 1e-12, "y \(y)")
        }
    }

    /// A drag at 20 pt per frame (1200 pt/s) from y0, released without stopping.
    static func flick(_ h: PageFoldHarness, from y0: Double, frames: Int, step: Double = 20) {
        h.step(.pointerDown(h.window(100, y0)))
        for k in 1...frames { h.step(.pointerMoved(h.window(100, y0 + Double(k) * step))) }
        h.step(.pointerUp(h.window(100, y0 + Double(frames) * step)))
    }

    @Test func aFlingCommitsTheFoldWithItsVelocity() throws {
        var options = PageFoldView.Options()
        options.release = .commitOrReturn
        let h = try PageFoldHarness(options: options)
        Self.flick(h, from: 40, frames: 3)  // began at 60: startY 60; released at 100
        let released = Double.pi / (300 - 60) * 40
        #expect(abs(h.page.foldAngle - released) < 1e-12)
        #expect(released < .pi / 2, "below the angle threshold: only the velocity commits")
        var shown = [h.page.foldAngle]
        while h.page.isAnimating && shown.count < 400 {
            h.step()
            shown.append(h.page.foldAngle)
        }
        #expect(shown.last == .pi)
        // POP's spring from the released angle towards π with the finger's angular velocity
        // (1200 pt/s · π/240 rad/pt), bouncing off the other half instead of passing through.
        let omega = Double.pi / 240 * 1200
        let pop = Self.popFrames(from: released, to: .pi, velocity: omega, startFrame: h.frame - shown.count + 1, frames: 400)
            .map { $0 > .pi ? 2 * .pi - $0 : $0 }
        #expect(shown.count == pop.count)
        for (i, (a, e)) in zip(shown, pop).enumerated() { #expect(abs(a - e) < 1e-9, "frame \(i): \(a) vs \(e)") }
        #expect(shown.allSatisfy { $0 <= .pi })
    }

    @Test func aSlowShortDragReturnsAndAFarOneCommits() throws {
        var options = PageFoldView.Options()
        options.release = .commitOrReturn
        for (to, expected) in [(120.0, 0.0), (230.0, Double.pi)] {
            let h = try PageFoldHarness(options: options)
            h.step(.pointerDown(h.window(100, 40)))
            h.step(.pointerMoved(h.window(100, 52)))
            h.step(.pointerMoved(h.window(100, to)))
            for _ in 0..<8 { h.step() }  // held still: no velocity left
            h.step(.pointerUp(h.window(100, to)))
            h.settle()
            #expect(h.page.foldAngle == expected, "released at \(to)")
        }
    }

    @Test func aFoldedPageUnfoldsByDraggingBack() throws {
        var options = PageFoldView.Options()
        options.release = .commitOrReturn
        for (to, rest) in [(150.0, Double.pi), (60.0, 0.0)] {
            let h = try PageFoldHarness(options: options)
            try h.page.fold(to: .pi, animated: false)
            // The top half now lies over the bottom half: drag it back up from there. Folded,
            // the angle spreads back to 0 over the way to the near (top) edge: π/238 per point.
            h.step(.pointerDown(h.window(100, 250)))
            h.step(.pointerMoved(h.window(100, 238)))
            #expect(h.changes == ["began"])
            h.step(.pointerMoved(h.window(100, to)))
            #expect(abs(h.page.foldAngle - (Double.pi + Double.pi / 238 * (to - 238))) < 1e-12)
            for _ in 0..<8 { h.step() }
            h.step(.pointerUp(h.window(100, to)))
            h.settle()
            #expect(h.page.foldAngle == rest, "released at \(to)")
        }
    }

    @Test func foldToCompletesAndReportsInterruption() throws {
        let h = try PageFoldHarness()
        var results: [Bool] = []
        try h.page.fold(to: 1) { results.append($0) }
        h.settle()
        #expect(results == [true] && h.page.foldAngle == 1)
        try h.page.fold(to: 0, animated: false) { results.append($0) }
        #expect(results == [true, true] && h.page.foldAngle == 0)
        #expect(throws: EffectConfigurationError.self) { try h.page.fold(to: .nan) }
    }

    @Test func leavingTheViewWhileUnfoldingReturnsToFolded() throws {
        // Commit mode: a cancelled drag goes back where it started from (here: folded).
        var options = PageFoldView.Options()
        options.release = .commitOrReturn
        let h = try PageFoldHarness(options: options)
        try h.page.fold(to: .pi, animated: false)
        h.step(.pointerDown(h.window(100, 250)))
        h.step(.pointerMoved(h.window(100, 238)))
        h.step(.pointerMoved(h.window(100, 60)))
        #expect(h.page.foldAngle < .pi / 2)
        h.step(.pointerMoved(h.window(100, -1)))  // out over the top edge
        #expect(h.changes.last == "cancelled")
        h.settle()
        #expect(h.page.foldAngle == .pi)
    }
}
