// A table's sections and their headers, as UIKit declares and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uitableviewdatasource —
//   `numberOfSections(in:)` ("The default value is 1"), `tableView(_:titleForHeaderInSection:)`;
//   …/uitableviewdelegate — `tableView(_:viewForHeaderInSection:) -> UIView?`,
//   `tableView(_:heightForHeaderInSection:) -> CGFloat`,
//   `tableView(_:willDisplayHeaderView:forSection:)`;
//   …/uitableview — `numberOfSections`, `numberOfRows(inSection:)`, `rect(forSection:)`,
//   `rectForHeader(inSection:)`, `headerView(forSection:) -> UITableViewHeaderFooterView?`,
//   `sectionHeaderHeight`,
//   `automaticDimension`; …/uitableview/style/plain — "section headers … float above the
//   content while the section scrolls"; …/style/grouped — headers scroll with their sections;
//   …/uitableviewheaderfooterview — `init(reuseIdentifier:)`, `textLabel: UILabel?`,
//   `contentView`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Regions of dishes: three sections of 2, 3 and 1 rows of 40 points under titled headers.
private final class Regions: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts = [2, 3, 1]
    var headerViews: [Int: UIView] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    var displayedHeaders: [Int] = []

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Region \(section)" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayedHeaders.append(section)
    }
}

@Suite struct UITableViewSectionTests {
    private func table(_ style: UITableView.Style = .plain, _ regions: Regions) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
        table.dataSource = regions
        table.delegate = regions
        table.layoutIfNeeded()
        return table
    }

    @Test func declarations() {
        let sections: (UITableViewDataSource) -> (UITableView) -> Int = { $0.numberOfSections(in:) }
        let title: (UITableViewDataSource) -> (UITableView, Int) -> String? = { $0.tableView(_:titleForHeaderInSection:) }
        let header: (UITableViewDelegate) -> (UITableView, Int) -> UIView? = { $0.tableView(_:viewForHeaderInSection:) }
        let height: (UITableViewDelegate) -> (UITableView, Int) -> CGFloat = { $0.tableView(_:heightForHeaderInSection:) }
        let count: KeyPath<UITableView, Int> = \.numberOfSections
        let rows: (UITableView) -> (Int) -> Int = UITableView.numberOfRows(inSection:)
        let rect: (UITableView) -> (Int) -> CGRect = UITableView.rect(forSection:)
        let headerRect: (UITableView) -> (Int) -> CGRect = UITableView.rectForHeader(inSection:)
        let headerView: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.headerView(forSection:)
        let headerHeight: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderHeight
        let automatic: CGFloat = UITableView.automaticDimension
        let makeHeader: (String?) -> UITableViewHeaderFooterView = UITableViewHeaderFooterView.init(reuseIdentifier:)
        let label: KeyPath<UITableViewHeaderFooterView, UILabel?> = \.textLabel
        _ = (sections, title, header, height, count, rows, rect, headerRect, headerView, headerHeight, automatic)
        _ = (makeHeader, label)
    }

    @Test func sectionsLayOutUnderTheirHeaders() throws {
        let regions = Regions()
        let table = table(.plain, regions)
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 3 && table.numberOfRows(inSection: 7) == 0)
        let h = UITableView.titleHeaderHeight
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: h + 80, width: 320, height: h))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 2 * h + 80, width: 320, height: 40))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: h + 80, width: 320, height: h + 120))
        #expect(table.contentSize.height == 3 * h + 240)
        let title = try #require(table.headerView(forSection: 0) as? UITableViewHeaderFooterView)
        #expect(title.textLabel?.text == "Region 0" && title.superview === table && regions.displayedHeaders == [0])
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: h / 2)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: h + 45)) == IndexPath(row: 1, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "0.1" && table.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        // Headers are in front of the cells.
        let headerIndex = try #require(table.subviews.firstIndex { $0 === title })
        #expect(table.subviews.indices.filter { table.subviews[$0] is UITableViewCell }.allSatisfy { $0 < headerIndex })
    }

    /// Plain style: the header of the section at the top stays at the top, until the next
    /// section's header pushes it up. Grouped: headers scroll with their rows.
    @Test func plainHeadersStickAndArePushedUp() throws {
        let h = UITableView.titleHeaderHeight
        let regions = Regions()
        let table = table(.plain, regions)
        let section1 = try #require(table.headerView(forSection: 1))
        table.contentOffset = CGPoint(x: 0, y: h + 80 + 50)  // inside section 1's rows
        table.layoutIfNeeded()
        #expect(section1.frame.minY == h + 80 + 50 && section1.superview === table)
        // Section 1 ends at 2h + 200; its header is pushed so its bottom meets that end.
        table.contentOffset = CGPoint(x: 0, y: 2 * h + 200 - 10)
        table.layoutIfNeeded()
        #expect(section1.frame.maxY == 2 * h + 200)
        #expect(try #require(table.headerView(forSection: 2)).frame.minY == 2 * h + 200)

        let grouped = self.table(.grouped, Regions())
        let groupedHeader = try #require(grouped.headerView(forSection: 1))
        grouped.contentOffset = CGPoint(x: 0, y: h + 80 + 50)
        grouped.layoutIfNeeded()
        #expect(groupedHeader.frame.minY == h + 80)
    }

    @Test func headerViewsAndHeightsFromTheDelegate() throws {
        let regions = Regions()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        regions.headerViews[0] = badge
        regions.headerHeights[2] = 12
        let table = table(.plain, regions)
        // A header view's own height under automaticDimension; the delegate's height wins.
        #expect(table.rectForHeader(inSection: 0).height == 50 && badge.superview === table)
        // `headerView(forSection:)` returns UITableViewHeaderFooterView?: not a plain view.
        #expect(table.headerView(forSection: 0) == nil && table.headerView(forSection: 1) != nil)
        #expect(table.rectForHeader(inSection: 2).height == 12)
        table.sectionHeaderHeight = 20
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 20 && table.rectForHeader(inSection: 1).height == 20)
        // One section without the method, as UIKit assumes.
        final class One: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let one = One()
        let single = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        single.dataSource = one
        #expect(single.numberOfSections == 1 && single.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
    }

    @Test func updatesKeepEachSectionsRows() throws {
        let h = UITableView.titleHeaderHeight
        let regions = Regions()
        let table = table(.plain, regions)
        table.frame.size.height = 400
        table.layoutIfNeeded()
        regions.counts[1] = 4
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .none)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 1) == 4)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 3 * h + 240)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "1.0")
        // A count that does not add up is reloaded instead, as UIKit would refuse it.
        regions.counts[0] = 5
        var finished: Bool?
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 2)], with: .fade) }) { finished = $0 }
        #expect(finished == false && table.numberOfRows(inSection: 0) == 5)
    }
}

extension MediaClockTests {
    /// Taps go through the headless driver, which owns the media clock.
    @Suite(.serialized) struct UITableViewHeaderTouchTests {
        /// A sticky header floats over the rows of its section: a tap on it selects none of them.
        @Test func aTapOnAStickyHeaderSelectsNoRow() throws {
            let h = UITableView.titleHeaderHeight
            let window = UIWindow(size: CGSize(width: 320, height: 100), scale: 1)
            let regions = Regions()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
            table.dataSource = regions
            table.delegate = regions
            window.addSubview(table)
            let driver = HeadlessDriver(window: window, scale: 1)
            table.contentOffset = CGPoint(x: 0, y: h + 80 + 50)  // section 1's header sticks at the top
            driver.advance(seconds: 0.05)
            driver.tap(CGPoint(x: 100, y: h / 2))
            driver.advance(seconds: 0.5)
            #expect(table.indexPathForSelectedRow == nil)
            driver.tap(CGPoint(x: 100, y: h + 5))
            driver.advance(seconds: 0.5)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        }
    }
}
