import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldUI

/// Random inserts, deletes, reloads and height changes (seeded) mixed with scrolling: once the
/// animations end, every visible row shows its own item at the place the heights give, and the
/// cells the table holds stay few.
@Suite struct TableBatchFuzzTests {
    final class Items: UITableViewDataSource, UITableViewDelegate {
        var ids: [Int]
        var heights: [Int: Double] = [:]
        init(count: Int) { ids = Array(0..<count) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ids.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = "Item \(ids[indexPath.row])"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights[ids[indexPath.row]] ?? 44
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomUpdatesKeepItemsInPlace(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let items = Items(count: 80)
        var nextID = 1000
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = items
        table.delegate = items
        window.addSubview(table)
        let d = Driver(window: window)
        var failures: [String] = []
        var maxLive = 0
        let animations: [UITableView.RowAnimation] = [.fade, .left, .right, .none, .automatic]
        for step in 0..<40 {
            let n = items.ids.count
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where n < 150:
                let at = Int.random(in: 0...n, using: &rng)
                items.ids.insert(nextID, at: at)
                nextID += 1
                table.insertRows(at: [IndexPath(row: at, section: 0)], with: animations.randomElement(using: &rng)!)
            case 1 where n > 5:
                let at = Int.random(in: 0..<n, using: &rng)
                items.ids.remove(at: at)
                table.deleteRows(at: [IndexPath(row: at, section: 0)], with: animations.randomElement(using: &rng)!)
            case 2:
                // Several at once: delete two old rows, insert one new.
                guard n > 5 else { continue }
                let a = Int.random(in: 0..<n, using: &rng)
                var b = Int.random(in: 0..<n, using: &rng)
                if b == a { b = (a + 1) % n }
                table.performBatchUpdates({
                    for i in [a, b].sorted(by: >) { items.ids.remove(at: i) }
                    let at = Int.random(in: 0...items.ids.count, using: &rng)
                    items.ids.insert(nextID, at: at)
                    nextID += 1
                    table.deleteRows(at: [IndexPath(row: a, section: 0), IndexPath(row: b, section: 0)], with: .fade)
                    table.insertRows(at: [IndexPath(row: at, section: 0)], with: .fade)
                })
            case 3:
                let id = items.ids.randomElement(using: &rng)!
                items.heights[id] = Double(Int.random(in: 0...12, using: &rng)) * 10
                UIView.animate(withDuration: Double.random(in: 0.1...0.6, using: &rng), delay: 0, options: .curveEaseOut) {
                    table.performBatchUpdates(nil)
                }
            case 4:
                let at = Int.random(in: 0..<n, using: &rng)
                table.reloadRows(at: [IndexPath(row: at, section: 0)], with: .fade)
            default:
                let y = Double.random(in: 0...max(0, table.contentSize.height - 480), using: &rng)
                table.setContentOffset(CGPoint(x: 0, y: y), animated: Bool.random(using: &rng))
            }
            // Let every animation end, then check.
            for _ in 0..<45 {
                d.step()
                maxLive = max(maxLive, table.liveCellCount)
            }
            let rows = table.indexPathsForVisibleRows.map(\.row)
            var y = 0.0
            var expectedY: [Double] = []
            for (i, id) in items.ids.enumerated() {
                expectedY.append(y)
                y += items.heights[id] ?? 44
                _ = i
            }
            if abs(table.contentSize.height - y) > 1e-6 { failures.append("step \(step): content \(table.contentSize.height) vs \(y)") }
            for (row, cell) in zip(rows, table.visibleCells) {
                if cell.textLabel?.text != "Item \(items.ids[row])" { failures.append("step \(step): row \(row) shows \(cell.textLabel?.text ?? "nil")") }
                if abs(cell.frame.minY - expectedY[row]) > 1e-6 { failures.append("step \(step): row \(row) at \(cell.frame.minY), expected \(expectedY[row])") }
                if cell.alpha != 1 || cell.isHidden { failures.append("step \(step): row \(row) invisible") }
            }
            if let f = rows.first, let l = rows.last, rows != Array(f...l) { failures.append("step \(step): rows \(rows)") }
            if !table.disappearing.isEmpty { failures.append("step \(step): \(table.disappearing.count) cells still leaving") }
            let shown = table.subviews.compactMap { $0 as? UITableViewCell }
            if shown.count != rows.count { failures.append("step \(step): \(shown.count) cells in the table for \(rows.count) rows") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(8))")
        #expect(maxLive <= 50, "live cells \(maxLive)")
    }
}
