import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct TableScrollingTests {
    @Test func firstLayoutShowsTheTopRowsOnly() {
        let h = TableHarness()
        // 480 pt: rows 0..8 cover 0..528 (44 + 88 per pair), row 8 starts at 528? 4 pairs = 528 > 480.
        #expect(h.table.indexPathsForVisibleRows.map(\.row) == Array(0...7))
        #expect(h.invariantFailures().isEmpty)
        #expect(h.table.contentSize.height == CGFloat(500 * 132))
    }

    @Test func dragFollowsTheFingerAfterTheSlop() {
        let h = TableHarness()
        let d = h.driver
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 385)))  // past the 10 pt slop: the pan begins here
        #expect(h.offset == 0)
        d.step(.pointerMoved(CGPoint(x: 160, y: 300)))
        #expect(approx(h.offset, 85))
        #expect(h.table.isDragging)
        #expect(h.model.scrollEvents == ["willBeginDragging"])
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func flickTravelsUIKitsDecayDistance() throws {
        for speed in [600.0, 1500.0, 3000.0] {
            let h = TableHarness()
            h.table.contentOffset = CGPoint(x: 0, y: 20000)
            let d = h.driver
            d.step()
            // A drag at constant speed: one move per frame, lifted while moving.
            let perFrame = speed / d.fps
            d.step(.pointerDown(CGPoint(x: 160, y: 400)))
            for k in 1...12 { d.step(.pointerMoved(CGPoint(x: 160, y: 400 - perFrame * Double(k)))) }
            let released = h.offset
            let velocity = h.table.panGestureRecognizer.velocity(in: nil).y
            #expect(approx(velocity, -speed, 1e-6))
            d.step(.pointerUp(CGPoint(x: 160, y: 400 - perFrame * 12)))
            #expect(h.table.isDecelerating)
            // Half a second later: the per-millisecond sum over 500 ms.
            d.wait(0.5)
            var partial = 0.0, u = speed
            for _ in 0..<500 { u *= 0.998; partial += u / 1000 }
            #expect(abs((h.offset - released) - partial) < 1e-6, "speed \(speed) at 0.5 s")
            h.settle()
            #expect(!h.table.isDecelerating)
            // Independent truth: the per-millisecond sum v·0.998/(1 − 0.998)/1000.
            let expected = speed * 0.998 / (1 - 0.998) / 1000
            var sum = 0.0, v = speed
            for _ in 0..<100_000 { v *= 0.998; sum += v / 1000 }
            #expect(abs(sum - expected) < 1e-6)
            // The last step lands on the limit; the decay starts at the lift, from where the finger left the content.
            #expect(abs((h.offset - released) - expected) <= 1e-6, "speed \(speed): \(h.offset - released) vs \(expected)")
            #expect(h.model.scrollEvents.suffix(2) == ["didEndDragging(true)", "didEndDecelerating"])
            #expect(h.invariantFailures().isEmpty)
        }
    }

    @Test func decayPositionsFollowThePerMillisecondLaw() {
        // After n whole milliseconds the distance is the sum of the first n steps.
        var sum = 0.0, v = 1000.0
        for n in 1...500 {
            v *= 0.998
            sum += v / 1000
            if n % 50 == 0 {
                #expect(abs(ScrollPhysics.decayDistance(velocity: 1000, time: Double(n) / 1000) - sum) < 1e-9)
            }
        }
    }

    @Test func rubberBandMatchesUIKitsFormula() {
        let h = TableHarness()
        let d = h.driver
        // At the top: pull down 200 pt past the slop.
        d.step(.pointerDown(CGPoint(x: 160, y: 100)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 115)))
        for pull in stride(from: 20.0, through: 200, by: 20) {
            d.step(.pointerMoved(CGPoint(x: 160, y: 115 + pull)))
            let expected = (1 - 1 / (pull * 0.55 / 480 + 1)) * 480
            #expect(abs(-h.offset - expected) < 1e-9, "pull \(pull)")
        }
        #expect(h.invariantFailures().isEmpty)
        // Held still, then released: back to 0 by a critically damped spring, never past the
        // edge, in ~0.5 s.
        d.wait(0.2)
        d.step(.pointerUp(CGPoint(x: 160, y: 315)))
        var previous = h.offset
        var frames = 0
        while h.table.isDecelerating && frames < 120 {
            d.step()
            frames += 1
            #expect(h.offset <= 0 && h.offset >= previous - 1e-9)
            previous = h.offset
        }
        #expect(h.offset == 0)
        #expect(frames >= 20 && frames <= 45, "bounce took \(frames) frames")
    }

    @Test func rubberBandAtTheBottomToo() {
        let h = TableHarness(count: 20)  // 10 · 132 = 1320 pt of content
        let maxY = 1320.0 - 480
        h.table.contentOffset = CGPoint(x: 0, y: maxY)
        let d = h.driver
        d.step()
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 385)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 285)))
        let expected = (1 - 1 / (100 * 0.55 / 480 + 1)) * 480
        #expect(abs(h.offset - maxY - expected) < 1e-9)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func momentumIntoAnEdgeBouncesBack() {
        let h = TableHarness(count: 20)
        let d = h.driver
        h.table.contentOffset = CGPoint(x: 0, y: 600)
        d.step()
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        for k in 1...6 { d.step(.pointerMoved(CGPoint(x: 160, y: 400 - 40 * Double(k)))) }
        d.step(.pointerUp(CGPoint(x: 160, y: 160)))  // 2400 pt/s: travels ~1200 pt, the edge is ~250 pt away
        var maxOffset = 0.0
        while h.table.isDecelerating { d.step(); maxOffset = max(maxOffset, h.offset) }
        #expect(maxOffset > 840 + 5)
        #expect(h.offset == 840)
    }

    @Test func aTouchDuringMomentumStopsItAndSelectsNothing() {
        let h = TableHarness()
        let d = h.driver
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        for k in 1...6 { d.step(.pointerMoved(CGPoint(x: 160, y: 400 - 30 * Double(k)))) }
        d.step(.pointerUp(CGPoint(x: 160, y: 220)))
        d.wait(0.2)
        #expect(h.table.isDecelerating)
        let before = h.offset
        d.step(.pointerDown(CGPoint(x: 160, y: 200)))
        let stopped = h.offset
        #expect(!h.table.isDecelerating)
        #expect(stopped - before < 60)
        d.wait(0.3)
        #expect(h.table.visibleCells.allSatisfy { !$0.isHighlighted })
        d.step(.pointerUp(CGPoint(x: 160, y: 200)))
        d.wait(0.5)
        #expect(h.offset == stopped)
        #expect(h.model.selected.isEmpty)
        // The next tap selects.
        d.tap(CGPoint(x: 160, y: 200))
        #expect(h.model.selected.count == 1)
    }

    @Test func aTapSelectsOnlyWithoutScroll() throws {
        let h = TableHarness()
        let d = h.driver
        d.tap(CGPoint(x: 160, y: 60))  // row 1 spans 44..132
        #expect(h.model.selected == [1])
        #expect(h.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        // Moving within the slop is still a tap.
        d.step(.pointerDown(CGPoint(x: 160, y: 20)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 26)))
        d.step(.pointerUp(CGPoint(x: 160, y: 26)))
        #expect(h.model.selected == [1, 0])
        #expect(h.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        // A drag does not select.
        d.drag([CGPoint(x: 160, y: 300), CGPoint(x: 160, y: 200)], duration: 0.2)
        h.settle()
        #expect(h.model.selected == [1, 0])
    }

    @Test func highlightComesAfterTheDelayAndGoesWhenScrolling() {
        let h = TableHarness()
        let d = h.driver
        d.step(.pointerDown(CGPoint(x: 160, y: 20)))
        let cell = h.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isHighlighted == false)
        d.wait(0.1)
        #expect(cell?.isHighlighted == false)
        d.wait(0.1)
        #expect(cell?.isHighlighted == true)
        d.step(.pointerMoved(CGPoint(x: 160, y: 60)))
        #expect(cell?.isHighlighted == false)
        d.step(.pointerUp(CGPoint(x: 160, y: 60)))
        #expect(h.model.selected.isEmpty)
        // shouldHighlightRowAt false: no highlight, no selection.
        h.model.allowHighlight = false
        d.step(.pointerDown(CGPoint(x: 160, y: 20)))
        d.wait(0.3)
        #expect(cell?.isHighlighted == false)
        d.step(.pointerUp(CGPoint(x: 160, y: 20)))
        #expect(h.model.selected.isEmpty)
    }

    @Test func scrollIndicatorShowsWhileScrollingAndFades() {
        let h = TableHarness()
        let d = h.driver
        let indicator = h.table.verticalScrollIndicator
        #expect(indicator.alpha == 0)
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 380)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 300)))
        #expect(indicator.alpha == 1)
        #expect(indicator.frame.minY > h.offset && indicator.frame.maxY < h.offset + 480)
        d.wait(0.5)  // still: no momentum
        d.step(.pointerUp(CGPoint(x: 160, y: 300)))
        #expect(indicator.alpha == 0)  // the model; the presentation fades
        d.step()
        #expect(indicator.layer.presentationProperties(at: d.time).opacity == 1)
        d.wait(1)
        #expect(indicator.layer.presentationProperties(at: d.time).opacity == 0)
    }

    @Test func nonFiniteOffsetsAreIgnored() {
        let h = TableHarness()
        h.table.contentOffset = CGPoint(x: 0, y: 500)
        h.table.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        h.table.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
        h.driver.wait(0.4)
        #expect(h.offset == 500)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func scrollToRowPositions() {
        let h = TableHarness()
        let path = IndexPath(row: 101, section: 0)  // y = 50·132 + 44 = 6644, height 88
        h.table.scrollToRow(at: path, at: .top, animated: false)
        #expect(h.offset == 6644)
        h.table.scrollToRow(at: path, at: .middle, animated: false)
        #expect(h.offset == 6644 + 44 - 240)
        h.table.scrollToRow(at: path, at: .bottom, animated: false)
        #expect(h.offset == 6644 + 88 - 480)
        h.table.scrollToRow(at: path, at: .none, animated: false)  // visible: stays
        #expect(h.offset == 6644 + 88 - 480)
        h.table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: false)
        #expect(h.offset == 500 * 132 - 480)  // clamped to the end
        h.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: true)
        h.driver.step()
        #expect(h.offset > 0)
        h.driver.wait(0.35)
        #expect(h.offset == 0)
        #expect(h.model.scrollEvents.last == "didEndScrollingAnimation")
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func traceHasTheContractKeys() throws {
        let h = TableHarness()
        h.table.contentOffset = CGPoint(x: 0, y: 100)
        h.driver.step()
        let trace = h.table.traceDictionary()
        #expect(Set(trace.keys) == ["contentOffset", "contentSize", "visibleRows", "liveCells"])
        let data = try JSONSerialization.data(withJSONObject: trace)
        let back = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(back["contentOffset"] as? [Double] == [0, 100])
        let rows = try #require(back["visibleRows"] as? [[String: Any]])
        #expect(rows.first?["row"] as? Int == 1)
        #expect(rows.first?["frame"] as? [Double] == [0, -56, 320, 88])
    }

    @Test func releasedPastTheEdgeMovingOutwardKeepsItsVelocity() {
        let h = TableHarness()
        let d = h.driver
        d.step(.pointerDown(CGPoint(x: 160, y: 100)))
        for k in 1...8 { d.step(.pointerMoved(CGPoint(x: 160, y: 100 + 25 * Double(k)))) }
        let released = h.offset
        #expect(released < 0)
        d.step(.pointerUp(CGPoint(x: 160, y: 300)))
        // The spring starts with the finger's 1500 pt/s outwards: the content goes further out first.
        d.step()
        #expect(h.offset < released)
        h.settle()
        #expect(h.offset == 0)
    }

    @Test func theTablesTouchTrackingStaysOutOfTheGestureTrace() {
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let model = TableModel(count: 100)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        let d = Driver(window: window)
        d.tap(CGPoint(x: 100, y: 100))
        d.tap(CGPoint(x: 100, y: 400))  // outside the table
        d.drag([CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 100)], duration: 0.2)
        #expect(d.changes.allSatisfy { $0.kind == "pan" })
        #expect(d.states("pan") == ["failed", "began"] + Array(repeating: "changed", count: d.states("pan").count - 3) + ["ended"])
        #expect(model.selected == [1])  // y 100 is in row 1 (44..132)
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdges() {
        let h = TableHarness(count: 20)
        h.table.bounces = false
        let d = h.driver
        d.drag([CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 400)], duration: 0.2)
        #expect(h.offset == 0)
        // A flick towards the end stops there.
        d.drag([CGPoint(x: 160, y: 460), CGPoint(x: 160, y: 20)], duration: 0.1)
        h.settle()
        #expect(h.offset == 1320 - 480)
    }

    @Test func selectingFromCodeMarksTheCellAndScrolls() {
        let h = TableHarness()
        h.table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(h.offset == 20 * 132)
        h.driver.step()
        #expect(h.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        #expect(h.table.visibleCells.filter(\.isSelected).count == 1)
        #expect(h.model.selected.isEmpty)  // the delegate hears only about the user's selections
        // Scrolled away and back, a reused cell shows the selection of its new row only.
        h.table.contentOffset = CGPoint(x: 0, y: 0)
        h.driver.step()
        #expect(h.table.visibleCells.allSatisfy { !$0.isSelected })
        h.table.contentOffset = CGPoint(x: 0, y: 20 * 132)
        h.driver.step()
        #expect(h.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        h.table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
        #expect(h.table.indexPathForSelectedRow == nil)
        #expect(h.table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func contentThatShrinksDuringMomentumMovesTheEdge() {
        let h = TableHarness(count: 200)
        let d = h.driver
        h.table.contentOffset = CGPoint(x: 0, y: 3000)
        d.step()
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        for k in 1...6 { d.step(.pointerMoved(CGPoint(x: 160, y: 400 - 40 * Double(k)))) }
        d.step(.pointerUp(CGPoint(x: 160, y: 160)))  // 2400 pt/s: ~1200 pt to go
        d.wait(0.1)
        #expect(h.table.isDecelerating)
        h.model.count = 26  // 13 · 132 = 1716 pt: the new end is at 1236
        h.table.reloadData()
        // No jump: the content springs back from where it is.
        d.step()
        #expect(h.offset > 3000)
        h.settle()
        #expect(h.offset == 1716 - 480)
        #expect(h.invariantFailures().isEmpty)
    }

    @Test func anAnimatedScrollDuringADragEndsTheDragAtLift() {
        let h = TableHarness()
        let d = h.driver
        d.step(.pointerDown(CGPoint(x: 160, y: 400)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 380)))
        d.step(.pointerMoved(CGPoint(x: 160, y: 300)))
        h.table.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        d.step(.pointerUp(CGPoint(x: 160, y: 300)))
        #expect(!h.table.isDragging)
        d.wait(0.4)
        #expect(h.offset == 1000)
        #expect(h.model.scrollEvents == ["willBeginDragging", "didEndDragging(false)", "didEndScrollingAnimation"])
    }

    @Test func aStoppedBouncePastTheEdgeBouncesAtLiftWithoutADragCallback() {
        let h = TableHarness()
        let d = h.driver
        d.step(.pointerDown(CGPoint(x: 160, y: 100)))
        for k in 1...8 { d.step(.pointerMoved(CGPoint(x: 160, y: 100 + 25 * Double(k)))) }
        d.wait(0.2)
        d.step(.pointerUp(CGPoint(x: 160, y: 300)))
        d.wait(0.05)
        #expect(h.offset < 0 && h.table.isDecelerating)
        d.step(.pointerDown(CGPoint(x: 160, y: 200)))  // stops the bounce
        let held = h.offset
        d.wait(0.1)
        #expect(h.offset == held && held < 0)
        d.step(.pointerUp(CGPoint(x: 160, y: 200)))
        h.settle()
        #expect(h.offset == 0)
        #expect(h.model.scrollEvents == ["willBeginDragging", "didEndDragging(true)", "didEndDecelerating"])
        #expect(h.model.selected.isEmpty)
    }
}

/// UIKit: a tap recognizer on a view inside a cell takes the tap (it cancels the cell's
/// touches), so the row is not selected; a tap elsewhere on the cell selects it.
@Suite struct TableCellRecognizerTests {
    @Test func aTapRecognizerInACellTakesTheTapFromTheRow() throws {
        let h = TableHarness(count: 20)
        h.driver.step()
        let cell = try #require(h.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let badge = UIView(frame: CGRect(x: 200, y: 10, width: 60, height: 24))
        cell.contentView.addSubview(badge)
        final class Count { var n = 0 }
        let taps = Count()
        let tap = UITapGestureRecognizer()
        tap.addTarget { _ in taps.n += 1 }
        badge.addGestureRecognizer(tap)
        let onBadge = badge.convert(CGPoint(x: 30, y: 12), to: nil)
        h.driver.tap(onBadge)
        h.driver.wait(0.5)
        #expect(taps.n == 1 && h.model.selected.isEmpty)
        h.driver.tap(CGPoint(x: 40, y: onBadge.y))
        h.driver.wait(0.5)
        #expect(taps.n == 1 && h.model.selected == [1])
    }
}

@Suite struct EnclosingTableViewTests {
    @Test func aCellKnowsItsTableAndADetachedOneNone() throws {
        let h = TableHarness(count: 5)
        h.driver.step()
        let cell = try #require(h.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.enclosingTableView === h.table)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).enclosingTableView == nil)
    }
}
