// UITableViewController, UITableView's style and UITableViewCell's styles, as UIKit declares
// and documents them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uitableviewcontroller — `init(style:)`,
//   `tableView: UITableView!`, `clearsSelectionOnViewWillAppear` (default true); "the table
//   view's data source and delegate … are set to the table view controller";
//   …/uitableview — `init(frame:style:)`, `style`, `UITableView.Style` (plain 0, grouped 1),
//   `rowHeight: CGFloat`; …/uitableviewdelegate — `tableView(_:heightForRowAt:) -> CGFloat`;
//   …/uitableviewcell — `init(style:reuseIdentifier:)`, `textLabel: UILabel?`,
//   `detailTextLabel: UILabel?` ("nil for the default style"), `CellStyle` (default 0, value1 1,
//   value2 2, subtitle 3), `SelectionStyle` (none 0, blue 1, gray 2, default 3).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A cell as iOS code writes one, with `required` for `override` (docs/porting.md).
private final class DishCell: UITableViewCell {
    let badge = UILabel()
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { return nil }
}

/// Ramotion's demo pattern: a table view controller with a height per row.
private final class MenuController: UITableViewController {
    var heights: [CGFloat] = [80, 120, 60]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DishCell.self, forCellReuseIdentifier: "dish")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
        cell.textLabel?.text = "Dish \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.row]
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

extension MediaClockTests {
    @Suite(.serialized) struct UITableViewControllerTests {
        @Test func declarations() {
            let make: (UITableView.Style) -> UITableViewController = UITableViewController.init(style:)
            let table: ReferenceWritableKeyPath<UITableViewController, UITableView?> = \.tableView
            let clears: ReferenceWritableKeyPath<UITableViewController, Bool> = \.clearsSelectionOnViewWillAppear
            let styled: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)
            let style: KeyPath<UITableView, UITableView.Style> = \.style
            let rowHeight: ReferenceWritableKeyPath<UITableView, CGFloat> = \.rowHeight
            let cell: (UITableViewCell.CellStyle, String?) -> UITableViewCell = UITableViewCell.init(style:reuseIdentifier:)
            let text: KeyPath<UITableViewCell, UILabel?> = \.textLabel
            let detail: KeyPath<UITableViewCell, UILabel?> = \.detailTextLabel
            let height: (UITableViewController) -> (UITableView, IndexPath) -> CGFloat = UITableViewController.tableView(
                _:heightForRowAt:)
            _ = (make, table, clears, styled, style, rowHeight, cell, text, detail, height)
            #expect(UITableView.Style.plain.rawValue == 0 && UITableView.Style.grouped.rawValue == 1)
            let cellStyles: [UITableViewCell.CellStyle: Int] = [.default: 0, .value1: 1, .value2: 2, .subtitle: 3]
            #expect(cellStyles.allSatisfy { $0.key.rawValue == $0.value })
            let selection: [UITableViewCell.SelectionStyle: Int] = [.none: 0, .blue: 1, .gray: 2, .default: 3]
            #expect(selection.allSatisfy { $0.key.rawValue == $0.value })
            #expect(UITableViewController(style: .plain).clearsSelectionOnViewWillAppear)
            #expect(UITableView(frame: .zero).style == .plain)
        }

        @Test func aTableViewControllerFeedsItsTable() throws {
            let window = UIWindow(size: CGSize(width: 320, height: 400), scale: 2)
            let driver = HeadlessDriver(window: window)
            let menu = MenuController(style: .grouped)
            window.rootViewController = menu
            driver.advance(seconds: 1.0 / 60)
            let table = try #require(menu.tableView)
            #expect(menu.view === table && table.style == .grouped)
            #expect(table.dataSource === menu && table.delegate === menu)
            #expect(table.frame == window.bounds)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 80, width: 320, height: 120))
            let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? DishCell)
            #expect(second.textLabel?.text == "Dish 1" && second.badge.superview === second.contentView)
            driver.tap(CGPoint(x: 100, y: 150))
            driver.advance(seconds: 0.1)
            #expect(menu.selected == [IndexPath(row: 1, section: 0)])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            // Appearing again clears the selection.
            menu.beginAppearanceTransition(false, animated: false)
            menu.endAppearanceTransition()
            menu.beginAppearanceTransition(true, animated: false)
            #expect(table.indexPathForSelectedRow == nil)
        }

        @Test func cellStylesLayOutTheirLabels() throws {
            let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
            #expect(plain.detailTextLabel == nil && plain.textLabel != nil)
            let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            subtitle.textLabel?.text = "Mapo Tofu"
            subtitle.detailTextLabel?.text = "Sichuan"
            subtitle.layoutIfNeeded()
            let title = try #require(subtitle.textLabel).frame
            let detail = try #require(subtitle.detailTextLabel).frame
            #expect(detail.minY >= title.maxY - 1e-9 && title.minX == detail.minX)
            let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
            value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            value1.textLabel?.text = "Price"
            value1.detailTextLabel?.text = "¥28"
            value1.layoutIfNeeded()
            let right = try #require(value1.detailTextLabel).frame
            let left = try #require(value1.textLabel).frame
            #expect(abs(right.maxX - (320 - 16)) < 1e-9 && right.minX > left.minX)
        }
    }
}
