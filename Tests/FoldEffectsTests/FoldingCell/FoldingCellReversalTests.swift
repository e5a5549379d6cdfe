import FoldCore
import FoldEffects
import FoldUI
import Testing

/// Tapping again mid-animation turns the fold back from where it is: the moving piece keeps its
/// angle and its angular velocity, no angle passes 90°, and the cell ends in the other state.
@Suite struct FoldingCellReversalTests {
    typealias Spec = FoldingCellSpec

    func angle(_ cell: FoldingCell, _ item: FoldItem, _ t: Double) -> Double {
        Spec.angle(of: cell.view(for: item)!.layer.presentationProperties(at: t).transform)
    }

    /// The most any item may turn in `dt` seconds: the fastest step of the spec's timeline
    /// (its quarter turn over its duration, times the curves' steepest slope, 1/0.58 for CA's
    /// easeIn and easeOut) with 10% to spare. A jump of even 0.05 rad in 2 ms is past it.
    static func largestTurn(in dt: Double) -> Double {
        let steps = Spec.open(n: 4, durations: [0.26, 0.2, 0.2]) + Spec.close(n: 4, durations: [0.26, 0.2, 0.2], t0: 0)
        let fastest = steps.map { abs($0.to - $0.from) / ($0.end - $0.start) }.max()!
        return fastest / 0.58 * dt * 1.1
    }

    /// Reversal times inside each kind of step: foreground, r1, b1, r2, b2, r3 (open: 0.66 s).
    @Test(arguments: [0.05, 0.2, 0.3, 0.41, 0.5, 0.6, 0.65])
    func openingTurnsBackContinuously(_ at: Double) throws {
        let (_, loop, cell) = try Spec.makeCell()
        cell.unfold(true)
        _ = loop.step(to: at)
        let spec = Spec.open(n: 4, durations: [0.26, 0.2, 0.2])
        let moving = try #require(spec.first { $0.start <= at && at < $0.end })
        let h = 1e-4
        let before = (angle(cell, moving.item, at - h), angle(cell, moving.item, at))
        cell.unfold(false)
        #expect(!cell.isUnfolded && cell.isAnimating())
        let after = (angle(cell, moving.item, at), angle(cell, moving.item, at + h))
        #expect(abs(after.0 - before.1) < 1e-9, "angle jumps by \(after.0 - before.1)")
        let vIn = (before.1 - before.0) / h
        let vOut = (after.1 - after.0) / h
        #expect(abs(vOut - vIn) <= 0.03 * max(1, abs(vIn)), "angular velocity \(vIn) → \(vOut) rad/s")
        // It turns around: sampled along the way, no item passes ±90°, and no item turns faster
        // than the timeline's fastest step can (a jump is caught).
        let end = try #require(cell.plan?.endTime)
        let dt = 0.002
        let largest = Self.largestTurn(in: dt)
        var t = at
        var last: [FoldItem: Double] = [:]
        while t < end {
            for item in cell.animationItems {
                let a = angle(cell, item, t)
                #expect(abs(a) <= .pi / 2 + 1e-6)
                if let l = last[item] { #expect(abs(a - l) <= largest, "\(item) turned \(abs(a - l)) rad in 2 ms at \(t) s") }
                last[item] = a
            }
            t += dt
        }
        _ = loop.step(to: end + 0.02)
        #expect(!cell.isAnimating() && cell.containerView.isHidden && !cell.foregroundView.isHidden)
        #expect(
            Spec.maxDifference(
                cell.foregroundView.layer.presentationProperties(at: loop.time).transform, Spec.transform(angle: 0)) < 1e-12)
    }

    @Test(arguments: [0.1, 0.25, 0.45, 0.6])
    func closingTurnsBackContinuouslyAndEndsOpen(_ at: Double) throws {
        let (_, loop, cell) = try Spec.makeCell()
        cell.unfold(true, animated: false)
        _ = loop.step(to: 1)
        cell.unfold(false)
        _ = loop.step(to: 1 + at)
        let spec = Spec.close(n: 4, durations: [0.26, 0.2, 0.2], t0: 1)
        let moving = try #require(spec.first { $0.start <= 1 + at && 1 + at < $0.end })
        let h = 1e-4
        let t0 = 1 + at
        let before = (angle(cell, moving.item, t0 - h), angle(cell, moving.item, t0))
        cell.unfold(true)
        let after = (angle(cell, moving.item, t0), angle(cell, moving.item, t0 + h))
        #expect(abs(after.0 - before.1) < 1e-9)
        let vIn = (before.1 - before.0) / h
        let vOut = (after.1 - after.0) / h
        #expect(abs(vOut - vIn) <= 0.03 * max(1, abs(vIn)), "angular velocity \(vIn) → \(vOut) rad/s")
        let end = try #require(cell.plan?.endTime)
        _ = loop.step(to: end + 0.02)
        #expect(cell.isUnfolded && !cell.isAnimating() && !cell.containerView.isHidden)
    }

    /// The same direction again mid-animation changes nothing.
    @Test func theSameDirectionAgainIsIgnored() throws {
        let (_, loop, cell) = try Spec.makeCell()
        cell.unfold(true)
        let plan = cell.plan
        _ = loop.step(to: 0.3)
        cell.unfold(true)
        #expect(cell.plan == plan)
    }
}
