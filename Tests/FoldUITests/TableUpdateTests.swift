import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct TableUpdateTests {
    func shownY(_ v: UIView, _ t: Double) -> Double {
        let p = v.layer.presentationProperties(at: t)
        return p.position.y - p.bounds.height / 2
    }

    @Test func batchUpdatesAnimateHeightsWithTheBlocksCurveWithoutReloading() {
        var tall = false
        let h = TableHarness(count: 50) { row in row == 1 && tall ? 200 : 44 }
        let d = h.driver
        d.step()
        let cells = h.table.visibleCells
        let requests = h.model.cellRequests
        let row3 = h.table.cellForRow(at: IndexPath(row: 3, section: 0))!
        tall = true
        let start = d.time
        var completed: Bool?
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut) {
            h.table.performBatchUpdates(nil) { completed = $0 }
        }
        // The model is final at once; row 3 moves from 132 to 132 + 156.
        #expect(row3.frame.minY == 288)
        #expect(h.table.contentSize.height == CGFloat(49 * 44 + 200))
        for f in [0.1, 0.25, 0.4] {
            let expected = 132 + 156 * TimingFunction.easeOut.evaluate(f / 0.5)
            #expect(abs(shownY(row3, start + f) - expected) < 1e-6, "t \(f)")
        }
        d.wait(0.55)
        #expect(completed == true)
        // Kept cells are the same objects; none was asked for again.
        for c in h.table.visibleCells { #expect(cells.contains { $0 === c }) }
        #expect(h.model.cellRequests == requests)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func batchUpdatesOutsideABlockTakeUIKitsDefault() {
        var tall = false
        let h = TableHarness(count: 50) { row in row == 0 && tall ? 100 : 44 }
        let d = h.driver
        d.step()
        let row2 = h.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        tall = true
        let start = d.time
        h.table.performBatchUpdates(nil)
        let expected = 88 + 56 * TimingFunction.easeInEaseOut.evaluate(0.15 / 0.3)
        #expect(abs(shownY(row2, start + 0.15) - expected) < 1e-6)
        #expect(shownY(row2, start + 0.3) == 144)
    }

    @Test func insertAndDeleteAnimateAndRenumber() {
        let h = TableHarness(count: 30) { _ in 44 }
        let d = h.driver
        d.step()
        let oldRow2 = h.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let oldRow1 = h.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        // Insert a row at 1: its cell fades in, rows below shift by 44.
        h.model.count = 31
        let start = d.time
        h.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        let inserted = h.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(inserted !== oldRow1)
        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0)) === oldRow1)
        #expect(h.table.cellForRow(at: IndexPath(row: 3, section: 0)) === oldRow2)
        #expect(abs(inserted.layer.presentationProperties(at: start + 0.15).opacity - TimingFunction.easeInEaseOut.evaluate(0.5)) < 1e-6)
        #expect(abs(shownY(oldRow2, start + 0.15) - (88 + 44 * TimingFunction.easeInEaseOut.evaluate(0.5))) < 1e-6)
        d.wait(0.35)
        // The model numbers rows by data now: relabel by tags to check tiling.
        for (row, cell) in zip(h.table.indexPathsForVisibleRows, h.table.visibleCells) { cell.tag = row.row; cell.textLabel?.text = "Row \(row.row)" }
        #expect(h.invariantFailures().isEmpty)
        // Delete row 0: its cell fades out and is recycled after the animation.
        h.model.count = 30
        let first = h.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        h.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0)) === inserted)
        #expect(first.superview === h.table && first.alpha == 0)
        d.wait(0.35)
        #expect(first.superview == nil)
        #expect(h.table.disappearing.isEmpty)
        #expect(h.model.ended.contains(0))
    }

    @Test func reloadRowsAsksForNewCells() {
        let h = TableHarness(count: 30) { _ in 44 }
        let d = h.driver
        d.step()
        let old = h.table.cellForRow(at: IndexPath(row: 4, section: 0))!
        let requests = h.model.cellRequests
        h.table.reloadRows(at: [IndexPath(row: 4, section: 0)], with: .none)
        #expect(h.model.cellRequests == requests + 1)
        #expect(h.table.cellForRow(at: IndexPath(row: 4, section: 0)) !== old)
        d.wait(0.4)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func updatesThatDisagreeWithTheCountReloadInstead() {
        let h = TableHarness(count: 30) { _ in 44 }
        h.driver.step()
        h.model.count = 10
        var finished: Bool?
        h.table.performBatchUpdates({ h.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }) { finished = $0 }
        #expect(finished == false)
        #expect(h.table.numberOfRows(inSection: 0) == 10)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func slideAndImmediateRowAnimations() {
        let h = TableHarness(count: 30) { _ in 44 }
        let d = h.driver
        d.step()
        h.model.count = 31
        let start = d.time
        h.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        let inserted = h.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        // From one width to the left, to its place, on the default curve.
        let x0 = inserted.layer.presentationProperties(at: start).position.x
        #expect(abs(x0 - (-320 + 160)) < 1e-9)
        let xMid = inserted.layer.presentationProperties(at: start + 0.15).position.x
        #expect(abs(xMid - (-320 + 160 + 320 * TimingFunction.easeInEaseOut.evaluate(0.5))) < 1e-6)
        d.wait(0.35)
        h.model.count = 30
        let gone = h.table.cellForRow(at: IndexPath(row: 5, section: 0))!
        h.table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        #expect(gone.isHidden)
        d.wait(0.35)
        #expect(gone.superview == nil)
        // Reused later, it shows again.
        h.table.contentOffset = CGPoint(x: 0, y: 600)
        h.driver.step()
        #expect(h.table.visibleCells.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    }

    @Test func theWheelScrollsThroughTheFrameLoopWithinTheContent() {
        let h = TableHarness(count: 20) { _ in 44 }  // 880 pt: at most 400
        // The wheel moves the content: up (negative dy) shows what is below.
        h.driver.step(.wheel(dx: 0, dy: -150, at: CGPoint(x: 100, y: 100)))
        #expect(h.offset == 150)
        h.driver.step(.wheel(dx: 0, dy: -1000, at: CGPoint(x: 100, y: 100)))
        #expect(h.offset == 400)
        h.driver.step(.wheel(dx: 0, dy: 100, at: CGPoint(x: 100, y: 100)))
        #expect(h.offset == 300)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func anUpdateRecyclesOnlyTheCellsItTookAway() {
        let h = TableHarness(count: 30) { _ in 44 }
        let d = h.driver
        d.step()
        h.model.count = 29
        let first = h.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        // A long fade out of row 0, then a short one of row 5 that ends first.
        UIView.animate(withDuration: 1.0) { h.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        d.step()
        h.model.count = 28
        let fifth = h.table.cellForRow(at: IndexPath(row: 5, section: 0))!
        UIView.animate(withDuration: 0.2) { h.table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade) }
        d.wait(0.3)
        #expect(fifth.superview == nil)
        #expect(first.superview === h.table)  // still fading
        d.wait(0.8)
        #expect(first.superview == nil)
        #expect(h.table.disappearing.isEmpty)
    }
}
