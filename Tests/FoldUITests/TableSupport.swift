import FoldCore
import Foundation

@testable import FoldUI

/// A data source and delegate whose cells carry their row (`tag` and the label text), counting
/// every call, for the table tests.
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var height: (Int) -> Double
    var cellRequests = 0
    var selected: [Int] = []
    var displayed: [Int] = []
    var ended: [Int] = []
    var scrollEvents: [String] = []
    var allowHighlight = true

    init(count: Int, height: @escaping (Int) -> Double = { $0 % 2 == 0 ? 44 : 88 }) {
        self.count = count
        self.height = height
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.row
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height(indexPath.row) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath.row) }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { ended.append(indexPath.row) }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { allowHighlight }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { scrollEvents.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollEvents.append("didEndDragging(\(decelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrollEvents.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { scrollEvents.append("didEndScrollingAnimation") }
}

/// A 320 × 480 window with a full-window table over a model, driven at 60 fps.
final class TableHarness {
    let window = UIWindow(size: CGSize(width: 320, height: 480))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let model: TableModel
    let driver: Driver

    init(count: Int = 1000, height: @escaping (Int) -> Double = { $0 % 2 == 0 ? 44 : 88 }) {
        model = TableModel(count: count, height: height)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        driver = Driver(window: window)
    }

    var offset: Double { table.contentOffset.y }

    /// Steps until the table is at rest (no drag, momentum or bounce), at most `limit` seconds.
    func settle(limit: Double = 10) {
        let end = driver.frame + Int(limit * driver.fps)
        while (table.isDecelerating || table.isDragging) && driver.frame < end { driver.step() }
        driver.step()
    }

    /// The invariants every frame must hold; returns the failures.
    func invariantFailures() -> [String] {
        var failures: [String] = []
        let cells = table.visibleCells
        let paths = table.indexPathsForVisibleRows.map(\.row)
        if Set(cells.map { ObjectIdentifier($0) }).count != cells.count { failures.append("a cell is on screen twice") }
        for (row, cell) in zip(paths, cells) {
            if cell.tag != row || cell.textLabel?.text != "Row \(row)" { failures.append("row \(row) shows \(cell.tag)") }
            if cell.superview !== table { failures.append("row \(row)'s cell is not in the table") }
            // Independent truth: the sum of the model's heights.
            let y = (0..<row).reduce(0.0) { $0 + model.height($1) }
            if abs(cell.frame.minY - y) > 1e-6 || abs(cell.frame.height - model.height(row)) > 1e-6 {
                failures.append("row \(row) at \(cell.frame), expected y \(y)")
            }
        }
        // Contiguous rows covering the visible part of the content.
        if let first = paths.first, let last = paths.last {
            if paths != Array(first...last) { failures.append("visible rows are not contiguous: \(paths)") }
            let top = max(0, table.bounds.minY), bottom = min(table.contentSize.height, table.bounds.maxY)
            if let c0 = cells.first, c0.frame.minY > top + 1e-6 { failures.append("a gap above row \(first)") }
            if let cn = cells.last, cn.frame.maxY < bottom - 1e-6 { failures.append("a gap below row \(last)") }
            if let c0 = cells.first, c0.frame.maxY <= top, c0.frame.height > 0 { failures.append("row \(first) is off screen") }
            if let cn = cells.last, cn.frame.minY >= bottom { failures.append("row \(last) is off screen") }
        } else if model.count > 0 && table.bounds.maxY > 0 && table.bounds.minY < table.contentSize.height {
            failures.append("no visible rows")
        }
        let onScreen = table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden && $0.alpha > 0 }
        if onScreen.count != cells.count + table.disappearing.count { failures.append("stray cells in the table: \(onScreen.count) vs \(cells.count)") }
        return failures
    }
}
