// A label's text alignment and line break mode, as UIKit declares them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uilabel/textalignment —
//   `var textAlignment: NSTextAlignment { get set }`, "The default was NSTextAlignmentLeft
//   before iOS 9, and NSTextAlignmentNatural since";
//   https://developer.apple.com/documentation/uikit/uilabel/linebreakmode —
//   `var lineBreakMode: NSLineBreakMode { get set }`, "The default value for this property is
//   NSLineBreakByTruncatingTail";
//   https://developer.apple.com/documentation/uikit/nstextalignment and
//   https://developer.apple.com/documentation/uikit/nslinebreakmode — the cases (iOS raw values:
//   left 0, center 1, right 2, justified 3, natural 4; byWordWrapping 0 … byTruncatingMiddle 5).
// The truth for truncation is the ink: "…" is three dots on the baseline, an "x" cut at the
// edge is as tall as the x-height.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct UILabelLineBreakModeTests {
        @Test func declarations() {
            let label = UILabel()
            let alignment: NSTextAlignment = label.textAlignment
            let mode: NSLineBreakMode = label.lineBreakMode
            #expect(alignment == .natural && mode == .byTruncatingTail)
            #expect(
                [NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
            #expect(
                [
                    NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                    .byTruncatingMiddle,
                ]
                .map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        }

        /// A 100-point label of too many x's, drawn at scale 1 at (10, 40): the rows with ink in
        /// the last three inked columns, and the rightmost inked column.
        func lastInk(_ mode: NSLineBreakMode) throws -> (rows: Int, column: Int) {
            let window = UIWindow(size: CGSize(width: 200, height: 100))
            window.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 10, y: 40, width: 100, height: 24))
            label.text = String(repeating: "x", count: 40)
            label.font = .systemFont(ofSize: 17)
            label.lineBreakMode = mode
            window.addSubview(label)
            let driver = HeadlessDriver(window: window, scale: 1)
            driver.advance(seconds: 1.0 / 60)
            let c = try rgbaContext(200, 100)
            c.draw(driver.render(), in: CGRect(x: 0, y: 0, width: 200, height: 100))
            func inked(_ x: Int, _ row: Int) -> Bool { rgba(c, x, row)[0] < 160 }
            let column = try #require((0..<200).last { x in (0..<100).contains { inked(x, $0) } })
            let rows = (0..<100).filter { row in (column - 2...column).contains { inked($0, row) } }.count
            return (rows, column)
        }

        @Test func aLabelCutsItsTextWithAnEllipsisAtTheEndByDefault() throws {
            let tail = try lastInk(.byTruncatingTail)
            #expect(tail.rows <= 4, "dots at the end: ink on \(tail.rows) rows")
            #expect(tail.column < 110, "within the label: \(tail.column)")
            let clipped = try lastInk(.byClipping)
            #expect(clipped.rows >= 6, "an x cut at the edge: ink on \(clipped.rows) rows")
            #expect(clipped.column >= 105, "the x's run to the edge: \(clipped.column)")
        }

        @Test func textThatFitsIsNotCut() throws {
            let window = UIWindow(size: CGSize(width: 200, height: 100))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
            label.text = "xxxx"
            window.addSubview(label)
            label.layoutIfNeeded()
            #expect(label.textLayer.truncationMode == .none)
            label.frame.size.width = 10
            label.layoutIfNeeded()
            #expect(label.textLayer.truncationMode == .end)
        }
    }
}
