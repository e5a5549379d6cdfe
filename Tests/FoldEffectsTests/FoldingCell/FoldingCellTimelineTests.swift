import FoldCore
import FoldEffects
import FoldUI
import Foundation
import Testing

/// Every item's angle and visibility at sampled times against the spec's timeline
/// (`FoldingCellSpec`, written from the spec's words), opening and closing.
@Suite struct FoldingCellTimelineTests {
    typealias Spec = FoldingCellSpec

    /// The spec's demo table, n = 4, durations [0.26, 0.2, 0.2].
    @Test func theDemoTimelineHasTheSpecsTimes() {
        let open = Spec.open(n: 4, durations: [0.26, 0.2, 0.2])
        let expected: [(FoldItem, Double, Double)] = [
            (.foreground, 0, 0.13), (.piece(1), 0.13, 0.26), (.back(1), 0.26, 0.36), (.piece(2), 0.36, 0.46),
            (.back(2), 0.46, 0.56), (.piece(3), 0.56, 0.66),
        ]
        #expect(open.count == expected.count, "\(open.count) steps")
        for (item, (e, s, t)) in zip(open, expected) {
            #expect(item.item == e && abs(item.start - s) < 1e-12 && abs(item.end - t) < 1e-12)
        }
        let close = Spec.close(n: 4, durations: [0.26, 0.2, 0.2])
        let closing: [(FoldItem, Double, Double)] = [
            (.piece(3), 0, 0.10), (.back(2), 0.10, 0.20), (.piece(2), 0.20, 0.30), (.back(1), 0.30, 0.40),
            (.piece(1), 0.40, 0.53), (.foreground, 0.53, 0.66),
        ]
        #expect(close.count == closing.count, "\(close.count) steps")
        for (item, (e, s, t)) in zip(close, closing) {
            #expect(item.item == e && abs(item.start - s) < 1e-12 && abs(item.end - t) < 1e-12)
        }
        // The library's plans have the same steps at the same times.
        for (type, table) in [(FoldAnimationType.open, expected), (.close, closing)] {
            let plan = FoldPlan(type: type, itemCount: 4, foldDurations: FoldingCell.defaultDurations(itemCount: 4), beginTime: 0)
            #expect(abs(plan.endTime - 0.66) < 1e-12)
            #expect(plan.steps.count == table.count, "\(type): \(plan.steps.count) steps")
            for (step, (e, s, t)) in zip(plan.steps, table) {
                #expect(step.item == e && abs(step.beginTime - s) < 1e-12 && abs(step.endTime - t) < 1e-12, "\(type): \(step)")
            }
        }
    }

    /// Ramotion's defaults (2 pieces, brown backs, no durations), with FoldKit's fallbacks: its own
    /// cards at the demo's 165 and 479 pt, and the demo's durations for folds given none.
    @Test func defaultsAreRamotions() {
        let cell = FoldingCell(style: .default, reuseIdentifier: nil)
        #expect(cell.itemCount == 2 && cell.backViewColor == .brown)
        #expect(cell.durationsForExpandedState.isEmpty && cell.durationsForCollapsedState.isEmpty)
        #expect(cell.foregroundHeight == 165 && cell.containerHeight == 479)
        cell.itemCount = 6
        #expect(cell.foldDurations(.open) == [0.26, 0.2, 0.2, 0.2, 0.2])
        #expect(cell.foldDurations(.close) == [0.26, 0.2, 0.2, 0.2, 0.2])
        #expect(cell.shading == nil)
    }

    static let cases: [(n: Int, container: Double, heights: [Double]?)] = [
        (2, 330, nil), (3, 479, nil), (4, 479, nil), (6, 479, nil), (5, 479, [165, 165, 60, 60, 29]),
    ]

    @Test(arguments: 0..<cases.count)
    func openingFollowsTheSpec(_ index: Int) throws {
        let c = Self.cases[index]
        let (_, loop, cell) = try Spec.makeCell(itemCount: c.n, containerHeight: c.container, pieceHeights: c.heights)
        let t0 = 0.5
        _ = loop.step(to: t0)
        cell.unfold(true)
        #expect(cell.isUnfolded && cell.isAnimating())
        let spec = Spec.open(n: c.n, durations: FoldingCell.defaultDurations(itemCount: c.n), t0: t0)
        try check(cell, spec, from: t0)
        // At the end the container shows and the pieces go.
        _ = loop.step(to: spec.last!.end + 0.02)
        #expect(
            !cell.isAnimating() && !cell.containerView.isHidden && cell.animationView.isHidden && cell.foregroundView.isHidden)
    }

    @Test(arguments: 0..<cases.count)
    func closingFollowsTheSpecAndReturnsToTheStart(_ index: Int) throws {
        let c = Self.cases[index]
        let (_, loop, cell) = try Spec.makeCell(itemCount: c.n, containerHeight: c.container, pieceHeights: c.heights)
        let startTransform = cell.foregroundView.layer.presentationProperties(at: 0).transform
        cell.unfold(true)
        _ = loop.step(to: 2)
        cell.unfold(false)
        let spec = Spec.close(n: c.n, durations: FoldingCell.defaultDurations(itemCount: c.n), t0: 2)
        try check(cell, spec, from: 2)
        _ = loop.step(to: spec.last!.end + 0.02)
        let t = loop.time
        #expect(!cell.isUnfolded && !cell.isAnimating())
        #expect(cell.containerView.isHidden && cell.animationView.isHidden && !cell.foregroundView.isHidden)
        let fg = cell.foregroundView.layer.presentationProperties(at: t)
        #expect(Spec.maxDifference(fg.transform, startTransform) < 1e-12 && fg.opacity == 1)
    }

    /// Samples every 10 ms (between the steps' boundaries, which fall on whole hundredths).
    func check(_ cell: FoldingCell, _ spec: [Spec.Item], from t0: Double) throws {
        let end = spec.last!.end
        var t = t0 + 0.005
        var samples = 0
        while t < end + 0.05 {
            for item in spec {
                let layer = try #require(cell.view(for: item.item)).layer
                let p = layer.presentationProperties(at: t)
                let visible = item.isVisible(at: t)
                #expect((p.opacity == 1) == visible, "\(item.item) at \(t): opacity \(p.opacity)")
                if t <= end {
                    let d = Spec.maxDifference(p.transform, Spec.transform(angle: item.angle(at: t)))
                    #expect(
                        d < 1e-7,
                        "\(item.item) at \(t): expected \(item.angle(at: t)) rad, got \(Spec.angle(of: p.transform)) (matrix off by \(d))"
                    )
                }
            }
            // Piece 0 stays, flat and shown; the container is hidden while the pieces move.
            let p0 = cell.view(for: .piece(0))!.layer.presentationProperties(at: t)
            #expect(p0.opacity == 1 && p0.transform.isIdentity)
            if t < end { #expect(cell.containerView.isHidden && !cell.animationView.isHidden) }
            samples += 1
            t += 0.01
        }
        #expect(samples > 20)
    }

    /// Ramotion's geometry: piece 0 (0, 0, W, H_f) static; piece 1 (0, H_f, W, H_f) and the
    /// others (0, 2·H_f + (k−2)·h, W, h) hinged at their tops; back views of the next piece's
    /// height hinged at the bottom of pieces 1…n−2; each slice of the snapshot in contentsRect.
    @Test(arguments: [3, 4, 6])
    func piecesAreRamotionsSlices(_ n: Int) throws {
        let (_, _, cell) = try Spec.makeCell(itemCount: n)
        cell.unfold(true, animated: false)  // open at rest: every piece flat
        let w = 375.0 - 16
        let hf = 165.0
        let hc = 479.0
        let h = (hc - 2 * hf) / Double(n - 2)
        for k in 0..<n {
            let piece = try #require(cell.view(for: .piece(k)))
            let top = k == 0 ? 0 : (k == 1 ? hf : 2 * hf + Double(k - 2) * h)
            let height = k < 2 ? hf : h
            let f = piece.layer.properties
            #expect(abs(f.bounds.height - height) < 1e-9 && abs(f.bounds.width - w) < 1e-9)
            #expect(f.anchorPoint == CGPoint(x: 0.5, y: k == 0 ? 0.5 : 0))
            #expect(abs(f.position.y - (k == 0 ? height / 2 : top)) < 1e-9)
            #expect(abs(f.contentsRect.minY - top / hc) < 1e-12 && abs(f.contentsRect.height - height / hc) < 1e-12)
            if k >= 1 && k <= n - 2 {
                let back = try #require(cell.view(for: .back(k))).layer.properties
                let next = k + 1 < 2 ? hf : h
                #expect(abs(back.bounds.height - next) < 1e-9 && back.anchorPoint == CGPoint(x: 0.5, y: 1))
                #expect(abs(back.position.y - height) < 1e-9)
                #expect(back.backgroundColor == cell.backViewColor.cgColor)
            } else {
                #expect(cell.view(for: .back(k)) == nil)
            }
            if k >= 1 { #expect(abs(f.transform.m34 + 1.0 / 800) < 1e-15) }
        }
    }

    @Test func piece0LosesItsCornerRadiusAfterTheFirstStep() throws {
        let (_, _, cell) = try Spec.makeCell()
        cell.unfold(true)
        let p0 = cell.view(for: .piece(0))!.layer
        #expect(p0.presentationProperties(at: 0.1).cornerRadius == cell.cornerRadius)
        #expect(p0.presentationProperties(at: 0.14).cornerRadius == 0)
    }

    @Test func unfoldWithoutAnimationSetsTheStateAtOnce() throws {
        let (_, _, cell) = try Spec.makeCell()
        var called = false
        cell.unfold(true, animated: false) { called = true }
        #expect(called && cell.isUnfolded && !cell.isAnimating() && !cell.containerView.isHidden && cell.foregroundView.isHidden)
        cell.unfold(false, animated: false)
        #expect(!cell.isUnfolded && cell.containerView.isHidden && !cell.foregroundView.isHidden)
    }

    @Test func theCompletionRunsWhenTheCellIsOpen() throws {
        let (_, loop, cell) = try Spec.makeCell()
        var doneAt: Double?
        cell.unfold(true) { doneAt = loop.time }
        for i in 1...50 { _ = loop.step(to: Double(i) / 60) }
        #expect(doneAt.map { $0 >= 0.66 && $0 < 0.66 + 1.0 / 60 + 1e-9 } == true)
    }

    /// A width change mid-animation re-cuts the pieces and resumes the same timeline; the
    /// completion still runs at the end.
    @Test func aResizeMidAnimationResumesTheTimeline() throws {
        let (_, loop, cell) = try Spec.makeCell()
        var done = false
        cell.unfold(true) { done = true }
        _ = loop.step(to: 0.3)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
        _ = loop.step(to: 0.31)
        #expect(abs((cell.configuredLayout?.width ?? 0) - 304) < 1e-9)
        #expect(abs(cell.view(for: .piece(2))!.layer.properties.bounds.width - 304) < 1e-9)
        let spec = Spec.open(n: 4, durations: [0.26, 0.2, 0.2])
        for item in spec {
            let p = cell.view(for: item.item)!.layer.presentationProperties(at: 0.4)
            #expect(Spec.maxDifference(p.transform, Spec.transform(angle: item.angle(at: 0.4))) < 1e-7, "\(item.item)")
            #expect((p.opacity == 1) == item.isVisible(at: 0.4))
        }
        _ = loop.step(to: 0.7)
        #expect(done && !cell.containerView.isHidden)
    }

    /// An overridden duration changes that fold only.
    @Test func animationDurationIsOverridable() throws {
        final class Slow: FoldingCell {
            override func animationDuration(_ itemIndex: NSInteger, type: AnimationType) -> TimeInterval {
                itemIndex == 1 ? 1.0 : super.animationDuration(itemIndex, type: type)
            }
        }
        let cell = Slow(style: .default, reuseIdentifier: nil)
        cell.itemCount = 4
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 179)
        try cell.configure()
        MediaClock.run(at: 0) { cell.unfold(true) }
        let spec = Spec.open(n: 4, durations: [0.26, 1.0, 0.2])
        #expect(abs((cell.plan?.endTime ?? 0) - spec.last!.end) < 1e-12)
        let r2 = spec.first { $0.item == .piece(2) }!
        let t = (r2.start + r2.end) / 2
        let p = cell.view(for: .piece(2))!.layer.presentationProperties(at: t)
        #expect(Spec.maxDifference(p.transform, Spec.transform(angle: r2.angle(at: t))) < 1e-7)
    }
}
