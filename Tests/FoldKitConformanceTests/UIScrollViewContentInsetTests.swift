// A scroll view's content inset: room around the content that the offset may reach.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiscrollview/contentinset —
//   `var contentInset: UIEdgeInsets { get set }`, "Use this property to extend the space between
//   your content and the edges of the content view … The default value is zero";
//   …/uiscrollview/adjustedcontentinset — `var adjustedContentInset: UIEdgeInsets { get }`;
//   …/uiscrollview/adjustedcontentinsetdidchange() — `func adjustedContentInsetDidChange()`;
//   …/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:);
//   …/uitableview/scrolltorow(at:at:animated:) — `.top` puts the row at the top of the visible
//   area (the bounds less the inset). The truth: offsets from the inset's arithmetic.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

private final class InsetLog: NSObject, UIScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
}

/// A 40-row plain table in three sections of 40-point rows under 30-point headers.
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
}

extension MediaClockTests {
    @Suite(.serialized) struct UIScrollViewContentInsetTests {
        /// A 100-point-tall scroll view over 300 points of content, in a window.
        func scrollView() -> (UIScrollView, HeadlessDriver) {
            let window = UIWindow(size: CGSize(width: 200, height: 200))
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            scroll.contentSize = CGSize(width: 200, height: 300)
            window.addSubview(scroll)
            let driver = HeadlessDriver(window: window, scale: 1)
            driver.advance(seconds: 1.0 / 60)
            return (scroll, driver)
        }

        @Test func declarations() {
            let scroll = UIScrollView()
            let inset: UIEdgeInsets = scroll.contentInset
            let adjusted: UIEdgeInsets = scroll.adjustedContentInset
            #expect(inset == .zero && adjusted == .zero)
            let didChange: (UIScrollView) -> () -> Void = UIScrollView.adjustedContentInsetDidChange
            _ = didChange
        }

        @Test func theOffsetRangesFromMinusTheTopToTheContentPlusTheBottom() {
            let (scroll, _) = scrollView()
            let log = InsetLog()
            scroll.delegate = log
            scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            #expect(log.changes == 1, "told once, for the change")
            #expect(scroll.contentOffset == .zero, "setting the inset does not move the content")
            #expect(scroll.adjustedContentInset == scroll.contentInset)
            _ = scroll.scrollWheel(dx: 0, dy: 1000)
            #expect(scroll.contentOffset.y == CGFloat(300 + 30 - 100))
            _ = scroll.scrollWheel(dx: 0, dy: -1000)
            #expect(scroll.contentOffset.y == CGFloat(-20))
        }

        @Test func aDragPastTheTopBouncesBackToTheInsetNotToZero() {
            let (scroll, driver) = scrollView()
            scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            driver.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 90), duration: 0.4)
            #expect(scroll.contentOffset.y < -20, "pulled past the inset: the rubber band")
            driver.advance(seconds: 2)
            #expect(abs(scroll.contentOffset.y - -20) < 0.01, "at rest at −top, \(scroll.contentOffset.y)")
        }

        @Test func aTableScrollsARowToTheTopOfTheInsetAreaAndPinsHeadersUnderIt() throws {
            let rows = Rows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            table.delegate = rows
            table.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            table.layoutIfNeeded()
            let path = IndexPath(row: 3, section: 1)
            table.scrollToRow(at: path, at: .top, animated: false)
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: path).minY - table.contentOffset.y == 44, "at the top of the area inside the inset")
            let header = try #require(table.headerView(forSection: 1))
            #expect(header.frame.minY == table.contentOffset.y + 44, "the section's header pinned under the inset")
            // Scrolled to the top: the inset shows above the content, the first header in its place.
            _ = table.scrollWheel(dx: 0, dy: -10_000)
            table.layoutIfNeeded()
            #expect(table.contentOffset.y == CGFloat(-44))
            #expect(table.headerView(forSection: 0)?.frame.minY == 0)
        }
    }
}
