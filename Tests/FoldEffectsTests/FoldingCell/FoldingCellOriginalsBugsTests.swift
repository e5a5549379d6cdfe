import FoldCore
import FoldEffects
import FoldExamples
import FoldRender
import FoldUI
import Foundation
import Testing

/// The bugs users report in Ramotion's folding cell, as tests FoldKit's must pass (issue 20):
/// the Android cell flickers on the first and last frame of a fold (Ramotion/folding-cell-android
/// #93) and freezes on rapid taps (#67).
@Suite struct FoldingCellOriginalsBugsTests {
    /// A food card cell with `pieces` pieces in a 375 × 500 window, rendered at scale 1.
    final class Card {
        let window = UIWindow(size: CGSize(width: 375, height: 500), scale: 1)
        let cell = FoodCardCell(style: .default, reuseIdentifier: nil)
        let loop: FrameLoop
        init(pieces: Int, open: Bool = false) {
            window.backgroundColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)
            cell.itemCount = pieces
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 500)
            window.addSubview(cell)
            cell.commonInit()
            if open { cell.unfold(true, animated: false) }
            loop = FrameLoop(window: window)
            _ = loop.step(to: 0)
        }
        func render(at t: Double) -> Bitmap { Compositor(images: window.images, threads: 1).render(loop.step(to: t)) }
    }

    /// Pixels that differ by more than 2 in a channel.
    static func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        var n = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x: x, y: y)
                let q = b.rgba(x: x, y: y)
                if abs(Int(p.r) - Int(q.r)) > 2 || abs(Int(p.g) - Int(q.g)) > 2 || abs(Int(p.b) - Int(q.b)) > 2 {
                    n += 1
                }
            }
        }
        return n
    }

    /// No flicker on an opening (Ramotion's Android cell flickers on the first and last frame of
    /// a fold): its first frame is the closed card at rest and its last frame the open card at
    /// rest, for every piece count, pixel for pixel — nothing has moved yet, or everything has
    /// landed — and a closing's last frame is the closed card.
    @Test(arguments: [3, 4, 5])
    func theFirstAndLastFramesOfAnOpeningAreTheRestingCards(pieces: Int) throws {
        let closedAtRest = Card(pieces: pieces).render(at: 0.5)
        let openAtRest = Card(pieces: pieces, open: true).render(at: 0.5)
        #expect(Self.differing(closedAtRest, openAtRest) > 10_000, "the two rests differ")

        let opening = Card(pieces: pieces)
        _ = opening.render(at: 0.5)
        opening.cell.unfold(true)
        let plan = try #require(opening.cell.plan)
        let first = opening.render(at: plan.beginTime)
        #expect(Self.differing(first, closedAtRest) == 0, "\(pieces) pieces: the opening's first frame is the closed card")
        let last = opening.render(at: plan.endTime)
        #expect(Self.differing(last, openAtRest) == 0, "\(pieces) pieces: the opening's last frame is the open card")

        let closing = Card(pieces: pieces, open: true)
        _ = closing.render(at: 0.5)
        closing.cell.unfold(false)
        let back = try #require(closing.cell.plan)
        #expect(
            Self.differing(closing.render(at: back.endTime), closedAtRest) == 0, "the closing's last frame is the closed card")
    }

    /// A closing's first frame is the open card at rest. The flat pieces stand where the open
    /// card was; at a fractional piece edge (4 and 5 pieces) both pieces used to antialias the
    /// shared row, so the background showed through as a one-pixel line up to 42 levels darker.
    /// As Core Animation suggests for layers that abut, the pieces' hinge edges are not
    /// antialiased (`edgeAntialiasingMask`), only the edges across the fold.
    @Test(arguments: [3, 4, 5])
    func theFirstFrameOfAClosingIsTheOpenCard(pieces: Int) throws {
        let openAtRest = Card(pieces: pieces, open: true).render(at: 0.5)
        let closing = Card(pieces: pieces, open: true)
        _ = closing.render(at: 0.5)
        closing.cell.unfold(false)
        let back = try #require(closing.cell.plan)
        #expect(Self.differing(closing.render(at: back.beginTime), openAtRest) == 0, "\(pieces) pieces")
    }

    /// The layer animations under a cell (the pieces' turns, visibility and shading).
    static func animationCount(_ view: UIView) -> Int {
        (view.layer.animationKeys()?.count ?? 0) + view.subviews.reduce(0) { $0 + animationCount($1) }
    }

    /// 100 taps on one card within a second (Ramotion's Android cell freezes): each turns the
    /// fold back, the work under the cell stays bounded (no animation piles up), and the card
    /// comes to rest in the state the last tap asked for — closed after 100, open after 101.
    @Test(arguments: [100, 101])
    func rapidTapsEndWhereTheLastTapAsked(taps: Int) throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 5)
        let path = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? FoldingCell)
        var t = 0.0
        var most = 0
        for _ in 0..<taps {
            t += 1.0 / Double(taps)
            _ = loop.step(to: t)
            menu.states.toggle(row: 0, in: table)
            most = max(most, Self.animationCount(cell))
        }
        #expect(most <= 3 * 2 * cell.itemCount + 4, "at most one turn, visibility and shade per item: \(most)")
        let asked = taps % 2 == 1
        #expect(menu.states.state(forRow: 0, at: t).isUnfolded == asked)
        for _ in 0..<120 {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        #expect(!cell.isAnimating() && cell.isUnfolded == asked)
        #expect(cell.containerView.isHidden == !asked && cell.foregroundView.isHidden == asked && cell.animationView.isHidden)
        #expect(abs(table.rectForRow(at: path).height - (asked ? 488 : 179)) < 1e-6)
    }

    /// Taps on many cards while one folds: every card ends in the state its last tap asked for.
    @Test func tapsOnManyCardsWhileOneFoldsAllLandWhereAsked() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 6)
        var t = 0.0
        func frame() {
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        menu.states.toggle(row: 0, in: table)
        var asked: [Int: Bool] = [0: true]
        // While row 0 opens: rows 1 and 2 tapped (1 twice), row 0 tapped back, then again.
        for (frames, row) in [(3, 1), (2, 2), (2, 1), (4, 0), (5, 0), (1, 2)] {
            for _ in 0..<frames { frame() }
            let visible = table.indexPathsForVisibleRows.map(\.row)
            guard visible.contains(row) else { continue }
            menu.states.toggle(row: row, in: table)
            asked[row] = !(asked[row] ?? false)
        }
        for _ in 0..<180 { frame() }
        for (row, open) in asked {
            #expect(menu.states.state(forRow: row, at: t).isUnfolded == open, "row \(row)")
            if let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? FoldingCell {
                #expect(!cell.isAnimating() && cell.isUnfolded == open && cell.containerView.isHidden == !open, "row \(row)")
            }
        }
    }
}
