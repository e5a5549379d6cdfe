import FoldCore
import FoldEffects
import FoldExamples
import FoldUI
import Foundation
import Testing

/// Folding cells in a table of sections: each row's state is its index path's.
final class SectionedFoldingMenu: UITableViewDataSource, UITableViewDelegate {
    let states = FoldingCellStates(closedHeight: 179, openHeight: 488)
    let rowsPerSection: [Int]
    init(rowsPerSection: [Int]) { self.rowsPerSection = rowsPerSection }

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "food", for: indexPath)
        (cell as? FoodCardCell)?.card = FoodCard.menu[(indexPath.section * 3 + indexPath.row) % FoodCard.menu.count]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        states.height(forRowAt: indexPath, in: tableView)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        states.willDisplay(cell as! FoldingCell, forRowAt: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        states.toggleRow(at: indexPath, in: tableView)
    }

    static func make(rowsPerSection: [Int] = [2, 2, 2]) -> (FrameLoop, UITableView, SectionedFoldingMenu) {
        let window = UIWindow(size: CGSize(width: 375, height: 667), scale: 1)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(FoodCardCell.self, forCellReuseIdentifier: "food")
        let menu = SectionedFoldingMenu(rowsPerSection: rowsPerSection)
        table.dataSource = menu
        table.delegate = menu
        window.addSubview(table)
        let loop = FrameLoop(window: window)
        _ = loop.step(to: 0)
        return (loop, table, menu)
    }
}

@Suite struct FoldingCellSectionTests {
    @Test func rowsOfDifferentSectionsKeepTheirOwnState() throws {
        let (loop, table, menu) = SectionedFoldingMenu.make()
        let first = IndexPath(row: 0, section: 0)
        let second = IndexPath(row: 0, section: 1)
        menu.states.toggleRow(at: second, in: table)
        for i in 1...60 { _ = loop.step(to: Double(i) / 60) }
        #expect(menu.states.unfoldedIndexPaths == [second])
        #expect(menu.states.unfoldedRows.isEmpty, "section 0 has no open row")
        #expect(table.rectForRow(at: first).height == 179)
        #expect(table.rectForRow(at: second).height == 488)
        // Back at the top (the open row scrolled itself into view), both cells show their own.
        table.setContentOffset(.zero, animated: false)
        _ = loop.step(to: 1.1)
        let cell = try #require(table.cellForRow(at: first) as? FoldingCell)
        #expect(!cell.isUnfolded && cell.containerView.isHidden)
        let open = try #require(table.cellForRow(at: second) as? FoldingCell)
        #expect(open.isUnfolded)
    }

    @Test func oneOpenAtATimeClosesARowOfAnotherSection() throws {
        let (loop, table, menu) = SectionedFoldingMenu.make()
        menu.states.allowsMultipleOpenRows = false
        menu.states.toggleRow(at: IndexPath(row: 1, section: 0), in: table)
        _ = loop.step(to: 1)
        menu.states.toggleRow(at: IndexPath(row: 0, section: 1), in: table)
        #expect(menu.states.unfoldedIndexPaths == [IndexPath(row: 0, section: 1)])
        _ = loop.step(to: 2)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 179)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 488)
    }

    /// A row that opens past the bottom is scrolled to — its own section's row.
    @Test func aRowOpeningPastTheBottomOfALaterSectionIsScrolledTo() throws {
        let (loop, table, menu) = SectionedFoldingMenu.make(rowsPerSection: [1, 2])
        let path = IndexPath(row: 1, section: 1)
        menu.states.toggleRow(at: path, in: table)
        for i in 1...120 { _ = loop.step(to: Double(i) / 60) }
        let r = table.rectForRow(at: path)
        #expect(r.height == 488)
        #expect(abs(r.maxY - (table.contentOffset.y + table.bounds.height)) < 0.5, "row \(r), offset \(table.contentOffset.y)")
    }
}
