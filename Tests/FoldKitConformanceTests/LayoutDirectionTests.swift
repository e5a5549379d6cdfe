// Right to left, against UIKit's documentation: the enums' raw values; `userInterfaceLayoutDirection
// (for:relativeTo:)` (unspecified follows the direction given, playback, spatial and forced
// left to right read left to right, forced right to left reads right to left); a host's layout
// direction reaching the app and its views; leading and trailing constraints, stack views and
// directional margins that flip while left and right stay; natural text on the leading side (in
// pixels); a table cell's labels mirrored.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct LayoutDirectionTests {
        @Test func declarations() {
            #expect(UISemanticContentAttribute.unspecified.rawValue == 0 && UISemanticContentAttribute.playback.rawValue == 1)
            #expect(UISemanticContentAttribute.spatial.rawValue == 2 && UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
            #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
            #expect(
                UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0
                    && UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
            #expect(UIView().semanticContentAttribute == .unspecified)
            let expected: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection, UIUserInterfaceLayoutDirection)] = [
                (.unspecified, .leftToRight, .rightToLeft), (.playback, .leftToRight, .leftToRight),
                (.spatial, .leftToRight, .leftToRight), (.forceLeftToRight, .leftToRight, .leftToRight),
                (.forceRightToLeft, .rightToLeft, .rightToLeft),
            ]
            for (attribute, inLeftToRight, inRightToLeft) in expected {
                #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight) == inLeftToRight)
                #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == inRightToLeft)
            }
        }

        /// A window in a right-to-left host, one frame after the setting.
        static func rightToLeft(_ size: CGSize, _ body: (UIWindow, HeadlessDriver) throws -> Void) rethrows {
            let window = UIWindow(size: size)
            window.backgroundColor = .white
            let driver = HeadlessDriver(window: window, scale: 1)
            defer {
                driver.change(SystemSettings(layoutDirection: .leftToRight))
                driver.advance(seconds: 1.0 / 60)
            }
            driver.change(SystemSettings(layoutDirection: .rightToLeft))
            driver.advance(seconds: 1.0 / 60)
            try body(window, driver)
        }

        @Test func theHostsDirectionReachesTheAppAndItsViews() {
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight, "left to right by default")
            Self.rightToLeft(CGSize(width: 200, height: 100)) { window, _ in
                #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
                #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft, "relative to the app's")
                let plain = UIView()
                let playback = UIView()
                let inPlayback = UIView()
                let forced = UIView()
                let inForced = UIView()
                playback.semanticContentAttribute = .playback
                forced.semanticContentAttribute = .forceLeftToRight
                window.addSubview(plain)
                window.addSubview(playback)
                playback.addSubview(inPlayback)
                window.addSubview(forced)
                forced.addSubview(inForced)
                #expect(window.traitCollection.layoutDirection == .rightToLeft)
                #expect(plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
                #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback controls never flip")
                #expect(inPlayback.effectiveUserInterfaceLayoutDirection == .rightToLeft, "for its own content only")
                #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
                #expect(inForced.traitCollection.layoutDirection == .leftToRight, "a forced direction reaches the subtree")
                #expect(inForced.effectiveUserInterfaceLayoutDirection == .leftToRight)
                forced.semanticContentAttribute = .unspecified
                #expect(inForced.effectiveUserInterfaceLayoutDirection == .rightToLeft, "and leaves it")
            }
        }

        final class Row: UIView {
            let leading = UIView(), trailing = UIView(), left = UIView()
            let stack = UIStackView()
            let arranged = [UIView(), UIView(), UIView()]

            override init(frame: CGRect) {
                super.init(frame: frame)
                for v in [leading, trailing, left, stack] as [UIView] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(v)
                }
                for (v, w) in zip(arranged, [10.0, 20, 30]) {
                    v.widthAnchor.constraint(equalToConstant: w).isActive = true
                    stack.addArrangedSubview(v)
                }
                stack.axis = .horizontal
                stack.spacing = 5
                NSLayoutConstraint.activate([
                    leading.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    leading.widthAnchor.constraint(equalToConstant: 50),
                    leading.topAnchor.constraint(equalTo: topAnchor),
                    leading.heightAnchor.constraint(equalToConstant: 10),
                    trailing.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    trailing.widthAnchor.constraint(equalToConstant: 40),
                    trailing.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                    trailing.heightAnchor.constraint(equalToConstant: 10),
                    left.leftAnchor.constraint(equalTo: leftAnchor, constant: 10),
                    left.widthAnchor.constraint(equalToConstant: 50),
                    left.topAnchor.constraint(equalTo: topAnchor, constant: 40),
                    left.heightAnchor.constraint(equalToConstant: 10),
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                    stack.topAnchor.constraint(equalTo: topAnchor, constant: 60),
                    stack.heightAnchor.constraint(equalToConstant: 10),
                ])
                directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 7)
            }

            required init?(coder: NSCoder) { nil }
        }

        @Test func leadingAndTrailingFlipLeftAndRightStay() {
            let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let window = UIWindow(size: CGSize(width: 300, height: 100))
            window.addSubview(row)
            row.layoutIfNeeded()
            #expect(row.leading.frame.minX == 10 && row.trailing.frame.maxX == 293 && row.left.frame.minX == 10)
            #expect(row.arranged.map(\.frame.minX) == [0, 15, 40], "first arranged view on the left")
            #expect(row.layoutMargins.left == 3 && row.layoutMargins.right == 7)

            Self.rightToLeft(CGSize(width: 300, height: 100)) { rtlWindow, _ in
                rtlWindow.addSubview(row)
                row.layoutIfNeeded()
                #expect(row.leading.frame.minX == 240, "leading is the right edge: 300 − 10 − 50")
                #expect(row.trailing.frame.minX == 7, "the trailing margin (7) is on the left")
                #expect(row.left.frame.minX == 10, "left stays left")
                #expect(row.layoutMargins.left == 7 && row.layoutMargins.right == 3)
                #expect(row.directionalLayoutMargins.leading == 3)
                #expect(row.stack.frame.maxX == 300)
                let inWindow = row.arranged.map { $0.convert($0.bounds, to: row).minX }
                #expect(inWindow == [290, 265, 230], "the first arranged view on the right: \(inWindow)")

                // Margins set by side stay on their sides.
                row.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 4)
                row.layoutIfNeeded()
                #expect(row.layoutMargins.left == 12 && row.directionalLayoutMargins.leading == 4)
                #expect(row.trailing.frame.minX == 12)
            }
        }

        @Test func aDirectionChangeWhileRunningLaysOutAgain() {
            let window = UIWindow(size: CGSize(width: 300, height: 100))
            let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            window.addSubview(row)
            let driver = HeadlessDriver(window: window, scale: 1)
            defer {
                driver.change(SystemSettings(layoutDirection: .leftToRight))
                driver.advance(seconds: 1.0 / 60)
            }
            driver.advance(seconds: 1.0 / 60)
            #expect(row.leading.frame.minX == 10)
            driver.change(SystemSettings(layoutDirection: .rightToLeft))
            driver.advance(seconds: 1.0 / 60)
            #expect(row.leading.frame.minX == 240, "laid out again at the next frame")
            driver.change(SystemSettings(layoutDirection: .leftToRight))
            driver.advance(seconds: 1.0 / 60)
            #expect(row.leading.frame.minX == 10)
        }

        /// The columns where a black label's text has ink, in a white window's first frame.
        static func inkColumns(_ c: CGContext, rows: Range<Int>, width: Int) -> [Int] {
            (0..<width).filter { x in rows.contains { rgba(c, x, $0)[0] < 128 } }
        }

        @Test func naturalTextSitsOnTheLeadingSide() throws {
            func label(_ alignment: NSTextAlignment) -> UILabel {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
                label.text = "Mapo Tofu"
                label.textColor = .black
                label.textAlignment = alignment
                return label
            }
            let ltr = try renderedWindow(300, 40, showing: label(.natural))
            let ltrInk = Self.inkColumns(ltr, rows: 0..<40, width: 300)
            #expect(try #require(ltrInk.first) < 10 && ltrInk.last! < 150, "left in left to right")
            try Self.rightToLeft(CGSize(width: 300, height: 40)) { window, driver in
                for (alignment, right) in [(NSTextAlignment.natural, true), (.left, false), (.right, true)] {
                    window.subviews.forEach { $0.removeFromSuperview() }
                    window.addSubview(label(alignment))
                    driver.advance(seconds: 1.0 / 60)
                    let c = try rgbaContext(300, 40)
                    c.draw(driver.render(), in: CGRect(x: 0, y: 0, width: 300, height: 40))
                    let ink = Self.inkColumns(c, rows: 0..<40, width: 300)
                    let first = try #require(ink.first)
                    let last = try #require(ink.last)
                    if right {
                        #expect(last > 290 && first > 150, "\(alignment): on the right, \(first)…\(last)")
                    } else {
                        #expect(first < 10 && last < 150, "\(alignment): on the left, \(first)…\(last)")
                    }
                }
            }
        }

        @Test func aTableCellsLabelsAreMirrored() {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.textLabel?.text = "Mapo Tofu"
            cell.detailTextLabel?.text = "¥38"
            cell.layoutIfNeeded()
            let title = cell.textLabel!.frame
            let detail = cell.detailTextLabel!.frame
            #expect(title.minX == 16 && detail.maxX == 304)
            Self.rightToLeft(CGSize(width: 320, height: 44)) { window, _ in
                window.addSubview(cell)
                cell.setNeedsLayout()
                cell.layoutIfNeeded()
                #expect(cell.textLabel!.frame.maxX == 304 && cell.textLabel!.frame.width == title.width, "the title on the right")
                #expect(cell.detailTextLabel!.frame.minX == 16, "the detail on the left")
            }
        }
    }
}
