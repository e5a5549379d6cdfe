// Section footers, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
//   — `optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?`;
//   …/uitableviewdelegate/tableview(_:viewforfooterinsection:) — `-> UIView?`, "A UILabel,
//   UIImageView, or custom view to display at the bottom of the specified section"; "If you
//   implement this method but don't implement tableView(_:heightForFooterInSection:), the table
//   view calculates the height automatically, or uses the value of sectionFooterHeight";
//   …/tableview(_:heightforfooterinsection:) — `-> CGFloat`;
//   …/tableview(_:willdisplayfooterview:forsection:);
//   …/uitableview/footerview(forsection:) — `func footerView(forSection section: Int) ->
//   UITableViewHeaderFooterView?`, "or nil if the section does not have a footer view";
//   …/uitableview/rectforfooter(insection:) — `func rectForFooter(inSection section: Int) -> CGRect`;
//   …/uitableview/sectionfooterheight — `var sectionFooterHeight: CGFloat`;
//   …/uitableview/rect(forsection:) — the section's header, rows and footer.
// Footers floating at the bottom of a plain table while their section is on screen is UIKit's
// plain-style behaviour (the footer's counterpart of the sticky header).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Three sections of 2, 3 and 1 rows of 40 points, 28-point title headers and footers.
private final class Notes: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts = [2, 3, 1]
    var footerViews: [Int: UIView] = [:]
    var footerHeights: [Int: CGFloat] = [:]
    var displayedFooters: [Int] = []

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Region \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "\(counts[section]) dishes" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { footerViews[section] }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeights[section] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        displayedFooters.append(section)
    }
}

@Suite struct UITableViewSectionFooterTests {
    private func table(_ style: UITableView.Style = .plain, _ notes: Notes, height: CGFloat = 400) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
        table.dataSource = notes
        table.delegate = notes
        table.layoutIfNeeded()
        return table
    }

    @Test func declarations() {
        let title: (UITableViewDataSource) -> (UITableView, Int) -> String? = { $0.tableView(_:titleForFooterInSection:) }
        let view: (UITableViewDelegate) -> (UITableView, Int) -> UIView? = { $0.tableView(_:viewForFooterInSection:) }
        let height: (UITableViewDelegate) -> (UITableView, Int) -> CGFloat = { $0.tableView(_:heightForFooterInSection:) }
        let display: (UITableViewDelegate) -> (UITableView, UIView, Int) -> Void = {
            $0.tableView(_:willDisplayFooterView:forSection:)
        }
        let footer: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.footerView(forSection:)
        let rect: (UITableView) -> (Int) -> CGRect = UITableView.rectForFooter(inSection:)
        let footerHeight: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionFooterHeight
        _ = (title, view, height, display, footer, rect, footerHeight)
        #expect(UITableView(frame: .zero, style: .plain).sectionFooterHeight == UITableView.automaticDimension)
    }

    /// Each section is its header, its rows, then its footer; the next section follows the footer.
    @Test func footersFollowTheirSectionsRows() throws {
        let notes = Notes()
        let table = table(.plain, notes)
        let h = UITableView.titleHeaderHeight
        // Section 0: header 0…h, rows h…h+80, footer h+80…2h+80.
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: h + 80, width: 320, height: h))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 2 * h + 80))
        #expect(table.rectForHeader(inSection: 1).minY == 2 * h + 80)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 3 * h + 80)
        #expect(table.contentSize.height == 6 * h + 240)
        let footer = try #require(table.footerView(forSection: 0))
        #expect(
            footer.textLabel?.text == "2 dishes" && footer.superview === table
                && footer.frame == table.rectForFooter(inSection: 0))
        #expect(notes.displayedFooters.sorted() == [0, 1, 2])
        // Over a footer there is no row.
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: h + 80 + 5)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: h + 79)) == IndexPath(row: 1, section: 0))
        #expect(table.footerView(forSection: 7) == nil && table.rectForFooter(inSection: 7) == .zero)
    }

    /// The delegate's view and height win; `sectionFooterHeight` sizes the others; a plain
    /// view is shown but is not a `UITableViewHeaderFooterView` to return.
    @Test func footerViewsAndHeightsFromTheDelegate() throws {
        let notes = Notes()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        notes.footerViews[0] = badge
        notes.footerHeights[2] = 12
        let table = table(.plain, notes)
        #expect(table.rectForFooter(inSection: 0).height == 50 && badge.superview === table)
        #expect(table.footerView(forSection: 0) == nil)
        #expect(table.rectForFooter(inSection: 2).height == 12)
        table.sectionFooterHeight = 20
        table.layoutIfNeeded()
        #expect(table.rectForFooter(inSection: 0).height == 20 && table.rectForFooter(inSection: 1).height == 20)
        #expect(table.rectForFooter(inSection: 2).height == 12)
    }

    /// Plain style: the footer of a section that runs past the bottom floats at the bottom of
    /// the bounds, never above its section's header. Grouped: footers scroll with their rows.
    @Test func plainFootersFloatAtTheBottom() throws {
        let h = UITableView.titleHeaderHeight
        let notes = Notes()
        let table = table(.plain, notes, height: 100)
        // Bounds 0…100: section 0 (0…2h+80 = 136) runs past the bottom; its footer floats at
        // 100 − h.
        let footer0 = try #require(table.footerView(forSection: 0))
        #expect(footer0.frame.minY == 100 - h && footer0.superview === table)
        // Scrolled so the whole section shows: the footer is at its place.
        table.contentOffset = CGPoint(x: 0, y: 40)
        table.layoutIfNeeded()
        #expect(footer0.frame.minY == h + 80)
        // Section 1's footer, its section starting at 136: not above its header's bottom.
        let footer1 = try #require(table.footerView(forSection: 1))
        #expect(footer1.superview === table && footer1.frame.minY == 2 * h + 80 + h)

        let grouped = self.table(.grouped, Notes(), height: 100)
        #expect(try #require(grouped.footerView(forSection: 0)).frame.minY == h + 80)
    }

    /// Inserting a row moves the later footers and sections down with it.
    @Test func updatesMoveTheFooters() throws {
        let h = UITableView.titleHeaderHeight
        let notes = Notes()
        let table = table(.plain, notes)
        notes.counts[0] = 3
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(table.rectForFooter(inSection: 0).minY == h + 120)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 3 * h + 120)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "1.0")
        #expect(table.contentSize.height == 6 * h + 280)
    }
}
