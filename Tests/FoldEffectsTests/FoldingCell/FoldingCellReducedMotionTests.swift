import FoldCore
import FoldEffects
import FoldExamples
import FoldRender
import FoldUI
import Foundation
import Testing

/// The folding cell's reduced-motion form (issue 20): with Reduce Motion the open card
/// cross-fades over the closed one and the row's height follows the fade; no piece turns.
@Suite struct FoldingCellReducedMotionTests {
    /// Opacity over time: the ease-in-ease-out curve from 0 to 1 (open) over the duration; a
    /// fade turned back mid-way leaves from the opacity it reached, over its share of a whole fade.
    @Test func aCrossFadeFadesAndTurnsBackFromWhereItIs() throws {
        let plan = FoldPlan.crossFade(type: .open, itemCount: 4, duration: 0.3, beginTime: 1)
        #expect(plan.steps.isEmpty && plan.beginTime == 1 && abs(plan.endTime - 1.3) < 1e-12)
        let fade = try #require(plan.crossFade)
        #expect(fade.opacity(at: 0.5) == 0 && fade.opacity(at: 1) == 0 && fade.opacity(at: 2) == 1)
        #expect(abs(fade.opacity(at: 1.15) - 0.5) < 1e-6, "ease in, ease out: half way at half time")
        #expect(fade.opacity(at: 1.03) < 0.1 * 0.5, "slow to start (ease in)")
        let back = try #require(plan.reversed(at: 1.2, itemCount: 4, foldDurations: [0.26, 0.2, 0.2]))
        let turned = try #require(back.crossFade)
        #expect(back.type == .close)
        #expect(abs(turned.opacity(at: 1.2) - fade.opacity(at: 1.2)) < 1e-12, "continuous at the turn")
        #expect(abs(turned.duration - 0.3 * fade.opacity(at: 1.2)) < 1e-12, "its share of a whole fade")
        #expect(turned.opacity(at: back.endTime) == 0)
        #expect(plan.reversed(at: 1.3, itemCount: 4, foldDurations: [0.26, 0.2, 0.2]) == nil, "done: nothing to turn")
    }

    /// A cell follows the system's Reduce Motion until the app sets its own.
    @Test func theCellFollowsTheSystemUntilSet() {
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        let cell = FoodCardCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.reducesMotion)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(cell.reducesMotion)
        cell.reducesMotion = false
        #expect(!cell.reducesMotion, "the app's choice wins")
        let states = FoldingCellStates()
        #expect(states.reducesMotion)
    }

    /// In a table, with the system's Reduce Motion on: a tap opens the card with a cross-fade —
    /// half way, every pixel of the card is the mean of the closed and the open card's (no piece
    /// turned), the row half way between its heights — and it rests open.
    @Test func aRowCrossFadesOpenAndItsHeightFollows() throws {
        UIAccessibility.setReduceMotionEnabled(true)
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        let (window, loop, table, menu) = FoldingMenu.make(count: 5)
        let compositor = Compositor(images: window.images, threads: 1)
        let path = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: path) as? FoldingCell)
        #expect(cell.reducesMotion)
        var t = 1.0
        let closed = compositor.render(loop.step(to: t))
        menu.states.toggle(row: 0, in: table)
        let plan = try #require(cell.plan)
        #expect(plan.crossFade != nil && plan.steps.isEmpty)
        // Half way (the frame at the fade's middle).
        let middle = plan.beginTime + 0.15
        let half = compositor.render(loop.step(to: middle))
        #expect(cell.animationView.isHidden, "no piece shows")
        #expect(!cell.foregroundView.isHidden && !cell.containerView.isHidden)
        let expectedHeight = 179 + (488 - 179) * 0.5
        #expect(abs(menu.states.height(forRow: 0, at: middle) - expectedHeight) < 1e-3)
        #expect(abs(table.rectForRow(at: path).height - expectedHeight) < 1e-3)
        t = plan.endTime + 0.2
        let open = compositor.render(loop.step(to: t))
        #expect(!cell.isAnimating() && cell.isUnfolded)
        #expect(cell.foregroundView.isHidden && !cell.containerView.isHidden && cell.containerView.alpha == 1)
        #expect(abs(table.rectForRow(at: path).height - 488) < 1e-6)
        try PageFoldTestOutput.keep(closed, name: "reduced-motion-closed.png")
        try PageFoldTestOutput.keep(half, name: "reduced-motion-half.png")
        try PageFoldTestOutput.keep(open, name: "reduced-motion-open.png")
        // The closed card's area (the top 165 points of the card): half way is the mean.
        var compared = 0
        var differing = 0
        var mismatched: [String] = []
        for y in stride(from: 16, to: 168, by: 7) {
            for x in stride(from: 20, to: 356, by: 9) {
                let a = closed.rgba(x: x, y: y)
                let b = open.rgba(x: x, y: y)
                let m = half.rgba(x: x, y: y)
                func off(_ ca: UInt8, _ cb: UInt8, _ cm: UInt8) -> Double {
                    abs(Double(cm) - (Double(ca) + Double(cb)) / 2)
                }
                let worst = max(off(a.r, b.r, m.r), off(a.g, b.g, m.g), off(a.b, b.b, m.b))
                if worst > 2 { mismatched.append("(\(x), \(y)): \(a) \(b) → \(m)") }
                compared += 1
                if a != b { differing += 1 }
            }
        }
        #expect(mismatched.isEmpty, "\(mismatched.count) of \(compared) points are not the mean: \(mismatched.prefix(5))")
        #expect(compared > 400 && differing > 100, "the two cards differ where compared: \(differing)")
    }

    /// A row scrolled out of view opens with the table's setting: a cross-fade plan kept for it.
    @Test func anOffScreenRowKeepsACrossFadePlan() throws {
        let (_, loop, table, menu) = FoldingMenu.make(count: 20)
        menu.states.reducesMotion = true
        _ = loop.step(to: 0.1)
        let far = IndexPath(row: 15, section: 0)
        #expect(table.cellForRow(at: far) == nil)
        menu.states.setUnfolded(true, forRowAt: far, in: table, at: 0.2)
        let state = menu.states.state(forRowAt: far, at: 0.3)
        #expect(state.isUnfolded && state.plan?.crossFade != nil)
        #expect(abs(menu.states.height(forRowAt: far, at: 0.35) - (179 + 309 * 0.5)) < 1e-3)
    }
}
