// The table's own header and footer views, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uitableview/tableheaderview —
//   `var tableHeaderView: UIView? { get set }`; "The header view is the first item to appear in
//   the table's view's scrolling content, and it's separate from the header views you add to
//   individual sections. The default value of this property is nil. When assigning a view to
//   this property, set the height of that view to a nonzero value. The table view respects only
//   the height of your view's frame rectangle; it adjusts the width of your header view
//   automatically to match the table view's width";
//   …/uitableview/tablefooterview — `var tableFooterView: UIView? { get set }`, "The view that
//   displays below the table's content", with the same words on its height and width.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Two sections of 3 and 2 rows of 40 points under 28-point title headers.
private final class Menu: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts = [3, 2]
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
}

@Suite struct UITableViewHeaderFooterViewTests {
    private func table(_ menu: Menu, header: UIView?, footer: UIView?) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
        table.dataSource = menu
        table.delegate = menu
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        return table
    }

    @Test func declarations() {
        let header: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableHeaderView
        let footer: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableFooterView
        _ = (header, footer)
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.tableHeaderView == nil && table.tableFooterView == nil)
    }

    /// The header comes first in the content at the table's width and its own height; the
    /// sections follow it, and the footer follows them.
    @Test func theHeaderComesFirstAndTheFooterLast() throws {
        let menu = Menu()
        let header = UIView(frame: CGRect(x: 7, y: 9, width: 50, height: 60))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let table = table(menu, header: header, footer: footer)
        #expect(header.superview === table && header.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 60, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 40))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 60 + 28 + 120, width: 320, height: 28 + 80))
        // 60 + (28 + 120) + (28 + 80) = 316 of sections, then the footer.
        #expect(footer.superview === table && footer.frame == CGRect(x: 0, y: 316, width: 320, height: 30))
        #expect(table.contentSize.height == 346)
        // Over the header there is no row; below it, the rows where they are.
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 88 + 45)) == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 88)
        // A wider table widens both.
        table.frame.size.width = 400
        table.layoutIfNeeded()
        #expect(header.frame.width == 400 && footer.frame.width == 400)
    }

    /// The header scrolls with the content (it does not stick, unlike a plain section header),
    /// and the rows scrolled into view below it are made.
    @Test func theHeaderScrollsAwayAndTheRowsComeIn() throws {
        let menu = Menu()
        menu.counts = [3, 8]
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let table = table(menu, header: header, footer: nil)
        // 200 points of bounds: the header, section 0's header (100…128), rows 0.0 (128…168) and
        // 0.1 (168…208).
        #expect(table.indexPathsForVisibleRows == [0, 1].map { IndexPath(row: $0, section: 0) })
        table.contentOffset = CGPoint(x: 0, y: 180)
        table.layoutIfNeeded()
        #expect(header.frame.minY == 0)
        // Section 0's header sticks at the top of the bounds, over its rows.
        #expect(table.headerView(forSection: 0)?.frame.minY == 180)
        // y 180…380: rows 0.1 (168…208) to 1.2 (356…396), past section 1's header (248…276).
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 2, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.frame.minY == 356)
    }

    /// Only the height the view had when assigned counts, as UIKit says; assigning it again
    /// after changing its height takes the new one. nil takes it away.
    @Test func theHeightIsTakenWhenAssigned() throws {
        let menu = Menu()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        let footer = UIView()
        let table = table(menu, header: header, footer: footer)
        // An empty footer view adds nothing below the last row (the usual way to end a table).
        #expect(table.contentSize.height == 316 && footer.frame == CGRect(x: 0, y: 316, width: 320, height: 0))
        header.frame.size.height = 20
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 48 && table.contentSize.height == 276)
        table.tableHeaderView = nil
        table.tableFooterView = nil
        table.layoutIfNeeded()
        #expect(header.superview == nil && footer.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28 && table.contentSize.height == 256)
    }

    /// Inserting rows moves the footer down with the rows.
    @Test func theFooterFollowsInsertedRows() throws {
        let menu = Menu()
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        let table = table(menu, header: nil, footer: footer)
        #expect(footer.frame.minY == 256)
        menu.counts[1] = 3
        table.insertRows(at: [IndexPath(row: 2, section: 1)], with: .none)
        table.layoutIfNeeded()
        #expect(footer.frame.minY == 296 && table.contentSize.height == 326)
    }
}
