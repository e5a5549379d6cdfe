import FoldCore
import FoldExamples
import FoldTestSupport
import Foundation
import Testing

@testable import FoldUI

/// Random taps, drags and flicks (seeded) on tables of various heights; after every frame the
/// visible rows must show their own data, tile the visible content and use distinct cells, and
/// the cells the table made stay few.
@Suite struct TablePropertyTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomInputKeepsTheRowsRight(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        // Heights from 0 to 150 pt, fixed per row by the seed.
        let heights = (0..<600).map { _ in Double(Int.random(in: 0...15, using: &rng)) * 10 }
        let h = TableHarness(count: heights.count) { heights[$0] }
        var made = Set<ObjectIdentifier>()
        var failures: [String] = []
        var maxLive = 0
        func check(_ label: String) {
            for c in h.table.visibleCells { made.insert(ObjectIdentifier(c)) }
            maxLive = max(maxLive, h.table.liveCellCount)
            for f in h.invariantFailures() where failures.count < 10 { failures.append("\(label) t=\(h.driver.time): \(f)") }
        }
        let d = h.driver
        func point() -> CGPoint { CGPoint(x: Double.random(in: 10...310, using: &rng), y: Double.random(in: 10...470, using: &rng)) }
        for action in 0..<60 {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                d.tap(point())
            case 1, 2:
                // A drag or a flick: one move per frame, lifted while moving.
                let start = point()
                let dy = Double.random(in: -600...600, using: &rng)
                let frames = Int.random(in: 2...30, using: &rng)
                d.step(.pointerDown(start))
                check("down \(action)")
                for k in 1...frames {
                    d.step(.pointerMoved(CGPoint(x: start.x, y: start.y + dy * Double(k) / Double(frames))))
                    check("drag \(action)")
                }
                d.step(.pointerUp(CGPoint(x: start.x, y: start.y + dy)))
            case 3:
                for _ in 0..<Int.random(in: 1...90, using: &rng) {
                    d.step()
                    check("wait \(action)")
                }
            default:
                _ = h.table.scrollWheel(dx: 0, dy: Double.random(in: -2000...2000, using: &rng))
                d.step()
            }
            check("after \(action)")
        }
        h.settle()
        check("settled")
        #expect(failures.isEmpty, "\(failures)")
        // Cells in use never exceed what fits (480 pt of rows ≥ 10 pt, plus reuse spares).
        #expect(maxLive <= 60, "live cells \(maxLive)")
        #expect(made.count <= 60, "cells made \(made.count)")
        // willDisplay and didEndDisplaying pair up: what was shown and not ended is on screen.
        var shown: [Int: Int] = [:]
        for r in h.model.displayed { shown[r, default: 0] += 1 }
        for r in h.model.ended { shown[r, default: 0] -= 1 }
        #expect(shown.filter { $0.value != 0 }.keys.sorted() == h.table.indexPathsForVisibleRows.map(\.row))
        #expect(shown.values.allSatisfy { $0 == 0 || $0 == 1 })
        // At rest the offset is inside the content.
        #expect(h.offset >= 0 && h.offset <= h.table.maximumContentOffset.y)
    }

    @Test func hundredThousandRowsScrollWithFewCellsAndLogLookups() {
        let n = 100_000
        let h = TableHarness(count: n) { 20 + Double($0 % 7) * 10 }
        let d = h.driver
        var maxLive = 0
        // Flick downwards repeatedly, then jump around.
        for _ in 0..<8 {
            d.step(.pointerDown(CGPoint(x: 160, y: 460)))
            for k in 1...5 { d.step(.pointerMoved(CGPoint(x: 160, y: 460 - 80 * Double(k)))) }
            d.step(.pointerUp(CGPoint(x: 160, y: 60)))
            for _ in 0..<120 {
                d.step()
                maxLive = max(maxLive, h.table.liveCellCount)
            }
        }
        #expect(h.offset > 20_000)
        for y in stride(from: 0.0, to: h.table.contentSize.height, by: 997_331) {
            h.table.contentOffset = CGPoint(x: 0, y: y)
            d.step()
            maxLive = max(maxLive, h.table.liveCellCount)
            #expect(h.invariantFailures().isEmpty)
        }
        #expect(maxLive <= 50, "live cells \(maxLive)")
        // Lookups visit O(log n) tree nodes: 10 000 of them stay within 10 000 · 2·⌈log2 n⌉.
        let before = h.table.rows.probes
        let total = h.table.contentSize.height
        var rng = SplitMix64(state: 9)
        for _ in 0..<10_000 {
            let y = Double.random(in: 0..<total, using: &rng)
            let row = h.table.indexPathForRow(at: CGPoint(x: 10, y: y))!.row
            let r = h.table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(r.minY <= y && y < r.maxY)
        }
        let probes = h.table.rows.probes - before
        #expect(probes <= 10_000 * 2 * 17, "probes \(probes)")
    }

    @Test func aTableAndItsCellsAreFreedWithTheirWindow() {
        weak var table: UITableView?
        weak var cell: UITableViewCell?
        weak var window: UIWindow?
        do {
            let h = TableHarness()
            // Mid-momentum, so a display link is attached.
            h.driver.drag([CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 100)], duration: 0.1)
            #expect(h.table.isDecelerating)
            table = h.table
            cell = h.table.visibleCells.first
            window = h.window
        }
        #expect(table == nil && cell == nil && window == nil)
    }

    @Test func theSameInputGivesTheSameTraceEveryRun() throws {
        func run() throws -> [String] {
            let example = TableExample(size: CGSize(width: 375, height: 667))
            let d = Driver(window: example.window)
            var lines: [String] = []
            func record() throws {
                let data = try JSONSerialization.data(withJSONObject: example.tableView.traceDictionary(), options: [.sortedKeys])
                lines.append(String(decoding: data, as: UTF8.self))
            }
            d.drag([CGPoint(x: 200, y: 560), CGPoint(x: 200, y: 160)], duration: 0.25)
            for _ in 0..<60 { d.step(); try record() }
            d.tap(CGPoint(x: 187, y: 300))  // stops the momentum
            d.drag([CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 420), CGPoint(x: 200, y: 900)], duration: 0.6)
            for _ in 0..<120 { d.step(); try record() }
            return lines
        }
        let first = try run(), second = try run()
        #expect(first == second)
        #expect(Set(first).count > 100)  // it moved
    }

    @Test func rowOffsetsAgreeWithPlainSums() {
        var rng = SplitMix64(state: 3)
        var heights = (0..<1000).map { _ in Double(Int.random(in: 0...5, using: &rng)) * 7 }
        var rows = RowOffsets(heights: heights)
        for _ in 0..<200 {
            let r = Int.random(in: 0..<1000, using: &rng)
            let hgt = Double(Int.random(in: 0...5, using: &rng)) * 7
            heights[r] = hgt
            rows.setHeight(hgt, ofRow: r)
            let q = Int.random(in: 0...1000, using: &rng)
            #expect(rows.offset(ofRow: q) == heights.prefix(q).reduce(0, +))
            let y = Double.random(in: 0..<max(1, rows.totalHeight), using: &rng)
            if let found = rows.row(containing: y), rows.totalHeight > 0 {
                let start = heights.prefix(found).reduce(0, +)
                #expect(start <= y && y < start + heights[found])
            }
        }
    }
}

