import FoldCore
import FoldEffects
import FoldUI
import Foundation
import Testing

/// Drag to unfold: the card's lowest edge follows the finger; on release a spring finishes the
/// fold, open or closed by position and release velocity, starting at that velocity.
@Suite struct FoldingCellDragTests {
    typealias Spec = FoldingCellSpec

    func makeCell() throws -> (FrameLoop, FoldingCell) {
        let (_, loop, cell) = try Spec.makeCell { $0.isInteractiveFoldingEnabled = true }
        return (loop, cell)
    }

    /// Down at y = 100 (on the closed card), then moves of `step` pt per frame.
    func drag(_ loop: FrameLoop, by distance: Double, step: Double, from t0: Double) -> Double {
        var t = t0
        var y = 100.0
        loop.send(.pointerDown(CGPoint(x: 180, y: y)))
        t += 1.0 / 60
        _ = loop.step(to: t)
        while y < 100 + distance {
            y = min(100 + distance, y + step)
            loop.send(.pointerMoved(CGPoint(x: 180, y: y)))
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        return t
    }

    /// The card's lowest point as its layers place it: every shown item's corners carried through
    /// its transforms (perspective included) into the animation view by FoldCore's layer
    /// geometry — not `foldExtent`, the formula the drag inverts to find τ.
    func measuredBottom(_ cell: FoldingCell) -> Double {
        let root = cell.animationView.layer
        var bottom = -Double.infinity
        for item in cell.animationItems {
            guard let view = cell.view(for: item), view.layer.opacity > 0 else { continue }
            var shown = true
            var v: UIView? = view
            while let current = v, current !== cell.animationView {
                if current.isHidden { shown = false }
                v = current.superview
            }
            guard shown else { continue }
            for corner in view.layer.bounds.corners {
                if let p = view.layer.reachablePoint(corner, to: root) { bottom = max(bottom, p.y) }
            }
        }
        return bottom
    }

    @Test(arguments: [60.0, 170, 260, 330])
    func theEdgeFollowsTheFinger(_ distance: Double) throws {
        let (loop, cell) = try makeCell()
        _ = drag(loop, by: distance, step: 10, from: 0)
        let tau = try #require(cell.interactiveTime)
        #expect(cell.isInteractivelyFolding && !cell.isAnimating())
        // The pan begins past its 10 pt slop, at the second move (y = 120): the finger has moved
        // distance − 20 since, and the lowest edge of the picture is that far below the closed card's.
        let bottom = measuredBottom(cell)
        #expect(
            abs(bottom - (165 + distance - 20)) < 0.05, "the card's edge is at \(bottom), the finger at \(165 + distance - 20)")
        guard distance == 170 else { return }
        // The picture is the opening's at τ: piece 1 at its angle there.
        let spec = Spec.open(n: 4, durations: [0.26, 0.2, 0.2])
        for item in spec {
            let p = cell.view(for: item.item)!.layer.presentationProperties(at: loop.time)
            #expect((p.opacity == 1) == item.isVisible(at: tau), "\(item.item)")
            #expect(Spec.maxDifference(p.transform, Spec.transform(angle: item.angle(at: tau))) < 1e-7, "\(item.item)")
        }
    }

    @Test func aSlowReleaseShortOfHalfwayFallsBackClosed() throws {
        let (loop, cell) = try makeCell()
        var t = drag(loop, by: 80, step: 5, from: 0)
        // Still for 150 ms: no velocity left.
        t += 0.15
        _ = loop.step(to: t)
        loop.send(.pointerUp(CGPoint(x: 180, y: 180)))
        for _ in 0..<120 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        #expect(!cell.isInteractivelyFolding && !cell.isUnfolded && cell.containerView.isHidden && !cell.foregroundView.isHidden)
    }

    /// The first frames of the spring after a release at the same place, with the finger still
    /// (`hold` > 0.1 s) or moving at 600 pt/s.
    var startSpeed = 0.0

    mutating func springStart(hold: Double) throws -> (moved: Double, cell: FoldingCell, loop: FrameLoop, t: Double) {
        let (loop, cell) = try makeCell()
        var t = drag(loop, by: 200, step: 10, from: 0)
        if hold > 0 {
            t += hold
            _ = loop.step(to: t)
        }
        loop.send(.pointerUp(CGPoint(x: 180, y: 300)))
        t += 1.0 / 60
        _ = loop.step(to: t)  // the spring is added (POP: it moves from the next frame)
        let tau = try #require(cell.interactiveTime)
        let before = cell.foldExtent(atOpeningTime: tau)
        // The spring's own starting velocity, in timeline seconds per second, as edge speed.
        let h = 1e-3
        let slope = (cell.foldExtent(atOpeningTime: tau + h) - cell.foldExtent(atOpeningTime: tau - h)) / (2 * h)
        let spring = cell.pop_animation(forKey: "FoldingCell.interactive") as? POPSpringAnimation
        startSpeed = ((spring?.velocity as? NSNumber)?.doubleValue ?? .nan) * slope
        t += 1.0 / 60
        _ = loop.step(to: t)
        let after = cell.foldExtent(atOpeningTime: try #require(cell.interactiveTime))
        return (after - before, cell, loop, t)
    }

    /// Past halfway both open; the flick's spring starts faster by about the finger's speed
    /// (600 pt/s: 10 pt in a 1/60 s frame) — the release velocity carries into the spring.
    @Test mutating func theSpringStartsAtTheReleaseVelocity() throws {
        let still = try springStart(hold: 0.15)
        #expect(abs(startSpeed) < 1)
        let flick = try springStart(hold: 0)
        #expect(abs(startSpeed - 600) < 600 * 0.02, "the spring starts at \(startSpeed) pt/s")
        #expect(still.cell.isUnfolded && flick.cell.isUnfolded)
        // Damped within the frame, the flick still moves several points further than the still release.
        let gained = flick.moved - still.moved
        #expect(gained > 3 && gained < 10, "the flick gained \(gained) pt in the first frame")
        var t = flick.t
        for _ in 0..<120 {
            t += 1.0 / 60
            _ = flick.loop.step(to: t)
        }
        #expect(!flick.cell.isInteractivelyFolding && flick.cell.isUnfolded && !flick.cell.containerView.isHidden)
    }

    /// Short of halfway, a flick still opens (its coast passes halfway).
    @Test func aFlickShortOfHalfwayOpens() throws {
        let (loop, cell) = try makeCell()
        var t = drag(loop, by: 80, step: 10, from: 0)
        loop.send(.pointerUp(CGPoint(x: 180, y: 180)))
        for _ in 0..<120 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        #expect(!cell.isInteractivelyFolding && cell.isUnfolded && !cell.containerView.isHidden)
    }

    /// In a table, the row height follows a drag too.
    @Test func theRowFollowsADrag() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 4)
        defer { withExtendedLifetime(menu) {} }  // the table holds its data source weakly
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FoldingCell)
        cell.isInteractiveFoldingEnabled = true
        _ = drag(loop, by: 170, step: 10, from: 0)
        let tau = try #require(cell.interactiveTime)
        let extent = cell.foldExtent(atOpeningTime: tau)
        let expected = 179 + (488 - 179) * (extent - 165) / (479 - 165)
        #expect(
            abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - expected) < 1e-6,
            "tau \(tau) offset \(table.contentOffset) cells \(table.visibleCells.count)")
    }
}
