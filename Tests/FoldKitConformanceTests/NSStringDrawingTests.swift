// UIKit's string drawing: NSString (and String) measuring and drawing with attributes.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:) —
//   `func size(withAttributes attrs: [NSAttributedString.Key : Any]? = nil) -> CGSize`;
//   https://developer.apple.com/documentation/foundation/nsstring/draw(at:withattributes:) and
//   draw(in:withAttributes:) — `func draw(at point: CGPoint, withAttributes attrs: …)`;
//   https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)
//   — "If NSStringDrawingUsesLineFragmentOrigin is not specified, the origin of the rectangle
//   is the baseline of the only line";
//   https://developer.apple.com/documentation/uikit/nsattributedstring/key — the raw values
//   "NSFont", "NSColor", "NSBackgroundColor", "NSParagraphStyle".
// The truth is the ink: an "x" sits on its baseline, text drawn in a colour is that colour, and
// text does not pass the rectangle it is drawn in.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct NSStringDrawingTests {
    static let font = UIFont.systemFont(ofSize: 20)

    /// What `draw` paints on a white 200 × 100 canvas at scale 1.
    func render(_ draw: () -> Void) throws -> CGContext { try drawnOnWhite(200, 100, draw) }

    func inked(_ c: CGContext, _ x: Int, _ row: Int) -> Bool { rgba(c, x, row)[1] < 160 }
    func inkRows(_ c: CGContext, _ xs: Range<Int>) -> [Int] { (0..<100).filter { row in xs.contains { inked(c, $0, row) } } }
    func inkColumns(_ c: CGContext) -> [Int] { (0..<200).filter { x in (0..<100).contains { inked(c, x, $0) } } }

    @Test func declarations() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(
            NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1
                && NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        let mutable = style.mutableCopy() as! NSMutableParagraphStyle
        mutable.alignment = .center
        #expect(mutable.alignment == .center && NSParagraphStyle.default.alignment == .natural)
        let size: (NSString) -> ([NSAttributedString.Key: Any]?) -> CGSize = NSString.size(withAttributes:)
        _ = size
    }

    @Test func aStringMeasuresAsALabelShowsIt() {
        let attrs: [NSAttributedString.Key: Any] = [.font: Self.font]
        let size = "xxxx".size(withAttributes: attrs)
        let label = UILabel()
        label.font = Self.font
        label.text = "xxxx"
        #expect(
            size.width.rounded(.up) == label.intrinsicContentSize.width
                && size.height.rounded(.up) == label.intrinsicContentSize.height)
        #expect(abs("xxxxxxxx".size(withAttributes: attrs).width - 2 * size.width) < 0.5, "advances add up")
        // Without a font: 12 points.
        #expect(abs("x".size(withAttributes: nil).height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.5)
    }

    @Test func drawAtPutsTheTopLeftThereAndTheBaselineWhereBoundingRectSays() throws {
        let attrs: [NSAttributedString.Key: Any] = [
            .font: Self.font, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
        ]
        let line = ("xxxx" as NSString).boundingRect(with: .zero, options: [], attributes: attrs, context: nil)
        #expect(line.minY < 0 && line.maxY > 0, "the origin is the baseline: \(line)")
        let c = try render { "xxxx".draw(at: CGPoint(x: 20, y: 30), withAttributes: attrs) }
        let rows = inkRows(c, 0..<200)
        let baseline = 30 - line.minY
        #expect(abs(Double(try #require(rows.last)) + 1 - baseline) <= 1, "x's end on the baseline \(baseline): rows \(rows)")
        let columns = inkColumns(c)
        #expect(try #require(columns.first) >= 20 && columns.first! <= 23 && columns.last! <= 20 + Int(line.width) + 1)
        // The glyphs are red.
        let row = rows[rows.count / 2]
        let x = try #require(columns.first { inked(c, $0, row) && rgba(c, $0, row)[1] < 40 })
        #expect(rgba(c, x, row)[0] > 200, "red ink: \(rgba(c, x, row))")
    }

    @Test func drawInWrapsWithinTheRectangleAndClipsWhatPassesIt() throws {
        let attrs: [NSAttributedString.Key: Any] = [.font: Self.font]
        let rect = CGRect(x: 10, y: 10, width: 60, height: 50)
        let wrapped = ("xxx xxx xxx xxx" as NSString).boundingRect(
            with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 60 && wrapped.height > 3 * Self.font.lineHeight - 1, "\(wrapped)")
        let c = try render { "xxx xxx xxx xxx".draw(in: rect, withAttributes: attrs) }
        let rows = inkRows(c, 0..<200)
        let columns = inkColumns(c)
        #expect(rows.first! >= 10 && rows.last! < 60, "within the rectangle: rows \(rows.first!)…\(rows.last!)")
        #expect(columns.first! >= 10 && columns.last! < 70)
        // Two lines fit in 50 points: two bands of ink.
        let bands = zip(rows, rows.dropFirst()).filter { $1 > $0 + 1 }.count + 1
        #expect(bands == 2, "lines drawn: \(bands)")
    }

    @Test func aTruncatingStyleKeepsOneLineAndEndsItWithAnEllipsis() throws {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let attrs: [NSAttributedString.Key: Any] = [.font: Self.font, .paragraphStyle: style]
        let c = try render {
            String(repeating: "x", count: 40).draw(in: CGRect(x: 10, y: 10, width: 100, height: 80), withAttributes: attrs)
        }
        let columns = inkColumns(c)
        let last = try #require(columns.last)
        #expect(last < 110)
        let rows = (0..<100).filter { row in (last - 2...last).contains { inked(c, $0, row) } }
        #expect(rows.count <= 4, "dots at the end: \(rows)")
        #expect(inkRows(c, 0..<200).last! < 10 + Int(Self.font.lineHeight) + 1, "one line")
    }

    @Test func aBackgroundColourFillsBehindTheText() throws {
        let attrs: [NSAttributedString.Key: Any] = [
            .font: Self.font, .backgroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
        ]
        let size = "xx".size(withAttributes: attrs)
        let c = try render { "xx".draw(at: CGPoint(x: 50, y: 20), withAttributes: attrs) }
        #expect(rgba(c, 51, 21) == [0, 0, 255, 255], "behind the text: \(rgba(c, 51, 21))")
        #expect(rgba(c, 50 + Int(size.width) + 3, 21) == [255, 255, 255, 255], "not past it")
    }
}
