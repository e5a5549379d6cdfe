// UIKit's attributed string drawing: each stretch in its own font and colours, underlined,
// struck through, kerned and raised as its attributes say.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/foundation/nsattributedstring/size() —
//   `func size() -> CGSize`; draw(at:) `func draw(at point: CGPoint)`; draw(in:)
//   `func draw(in rect: CGRect)`; draw(with:options:context:) and
//   boundingRect(with:options:context:), as NSString's with the attributes in the string;
//   https://developer.apple.com/documentation/foundation/nsattributedstring/key — the raw values
//   "NSUnderline", "NSUnderlineColor", "NSStrikethrough", "NSStrikethroughColor", "NSKern",
//   "NSBaselineOffset"; https://developer.apple.com/documentation/uikit/nsunderlinestyle —
//   single 0x01, thick 0x02, double 0x09, patternDot 0x100 … byWord 0x8000.
// The truth: the same text drawn as separate strings, each in one style, side by side (a string
// of two runs lays its glyphs where the two strings would); the ink's colours and rows.
//
// Adjacent runs here differ in how many keys they set: swift-corelibs-foundation halts when it
// compares two runs' attributes of the same count holding different NSObject values under one
// key (two UIColors), before FoldKit sees the string (docs/porting.md).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct NSAttributedStringDrawingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let font = UIFont.systemFont(ofSize: 20)

    /// What `draw` paints on a white 240 × 100 canvas at scale 1.
    func render(_ draw: () -> Void) throws -> CGContext { try drawnOnWhite(240, 100, draw) }

    static var kitAttributes: [NSAttributedString.Key: Any] {
        [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: blue, .underlineStyle: NSUnderlineStyle.single.rawValue]
    }

    /// "Fold" in red, 20 points, then "Kit" in blue, bold 28 points, underlined.
    static var twoRuns: NSAttributedString {
        let s = NSMutableAttributedString(string: "Fold", attributes: [.font: font, .foregroundColor: red])
        s.append(NSAttributedString(string: "Kit", attributes: kitAttributes))
        return s
    }

    @Test func declarations() {
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.underlineColor.rawValue == "NSUnderlineColor")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
        #expect(NSAttributedString.Key.strikethroughColor.rawValue == "NSStrikethroughColor")
        #expect(
            NSAttributedString.Key.kern.rawValue == "NSKern"
                && NSAttributedString.Key.baselineOffset.rawValue == "NSBaselineOffset")
        #expect(
            [NSUnderlineStyle.single, .thick, .double, .patternDot, .patternDash, .patternDashDot, .patternDashDotDot, .byWord]
                .map(\.rawValue) == [0x01, 0x02, 0x09, 0x100, 0x200, 0x300, 0x400, 0x8000])
        let size: (NSAttributedString) -> () -> CGSize = NSAttributedString.size
        let bounding: (NSAttributedString) -> (CGSize, NSStringDrawingOptions, NSStringDrawingContext?) -> CGRect =
            NSAttributedString.boundingRect(with:options:context:)
        _ = (size, bounding)
    }

    @Test func twoRunsMeasureAsTheirPartsSideBySide() {
        let s = Self.twoRuns
        let fold = ("Fold" as NSString).size(withAttributes: [.font: Self.font])
        let kit = ("Kit" as NSString).size(withAttributes: Self.kitAttributes)
        let size = s.size()
        #expect(abs(size.width - (fold.width + kit.width)) < 0.5, "\(size) vs \(fold) + \(kit)")
        // One line as tall as its tallest font's.
        #expect(abs(size.height - kit.height) < 1, "\(size.height) vs \(kit.height)")
        // Without attributes: 12 points, as NSString's.
        let plain = NSAttributedString(string: "xxxx").size()
        #expect(plain == ("xxxx" as NSString).size(withAttributes: nil))
    }

    @Test func eachRunIsDrawnInItsColourWhereItsPartWouldBe() throws {
        let s = Self.twoRuns
        let drawn = try render { s.draw(at: CGPoint(x: 10, y: 20)) }
        // The same text as two strings, each in one style, on one baseline.
        let foldAttributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: Self.red]
        let kitAttributes = Self.kitAttributes
        let foldLine = ("Fold" as NSString).boundingRect(with: .zero, options: [], attributes: foldAttributes, context: nil)
        let kitLine = ("Kit" as NSString).boundingRect(with: .zero, options: [], attributes: kitAttributes, context: nil)
        let baseline = 20 - kitLine.minY  // the taller run sets the line's baseline
        let apart = try render {
            ("Fold" as NSString).draw(at: CGPoint(x: 10, y: baseline + foldLine.minY), withAttributes: foldAttributes)
            ("Kit" as NSString).draw(
                at: CGPoint(x: 10 + foldLine.width, y: baseline + kitLine.minY), withAttributes: kitAttributes)
        }
        var differing = 0
        var inked = 0
        for y in 0..<100 {
            for x in 0..<240 {
                let a = rgba(drawn, x, y)
                let b = rgba(apart, x, y)
                if a[0] < 250 || a[1] < 250 || a[2] < 250 { inked += 1 }
                if zip(a, b).contains(where: { abs($0 - $1) > 40 }) { differing += 1 }
            }
        }
        #expect(inked > 300, "the text is drawn")
        #expect(differing <= inked / 50, "\(differing) of \(inked) inked pixels differ from the parts drawn apart")
        // Red ink only left of the blue ink.
        func columns(_ isInk: ([Int]) -> Bool) -> [Int] {
            (0..<240).filter { x in (0..<100).contains { isInk(rgba(drawn, x, $0)) } }
        }
        let reds = columns { $0[0] > 150 && $0[1] < 100 && $0[2] < 100 }
        let blues = columns { $0[2] > 150 && $0[0] < 100 && $0[1] < 100 }
        #expect(!reds.isEmpty && !blues.isEmpty)
        #expect(
            (reds.max() ?? 0) < (blues.min() ?? 0) + 2, "red \(reds.min() ?? -1)…\(reds.max() ?? -1), blue \(blues.min() ?? -1)…")
    }

    /// The rows below the baseline where one colour's ink spans most of `columns`.
    func lineRows(_ c: CGContext, columns: Range<Int>, rows: Range<Int>, _ isInk: ([Int]) -> Bool) -> [Int] {
        rows.filter { y in columns.filter { isInk(rgba(c, $0, y)) }.count > columns.count * 9 / 10 }
    }

    @Test func anUnderlineRunsUnderItsStretchOnlyInItsColour() throws {
        let s = NSMutableAttributedString(string: "xxxx", attributes: [.font: Self.font])
        s.append(
            NSAttributedString(
                string: "xxxx",
                attributes: [
                    .font: Self.font, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: Self.blue,
                ]))
        let drawn = try render { s.draw(at: CGPoint(x: 10, y: 20)) }
        let first = ("xxxx" as NSString).size(withAttributes: [.font: Self.font]).width
        let baseline = Int(
            (20 - ("x" as NSString).boundingRect(with: .zero, options: [], attributes: [.font: Self.font], context: nil).minY)
                .rounded())
        let plainColumns = 12..<Int(10 + first) - 2
        let underlinedColumns = Int(10 + first) + 2..<Int(10 + 2 * first) - 2
        let blue: ([Int]) -> Bool = { $0[2] > 150 && $0[0] < 120 }
        let under = lineRows(drawn, columns: underlinedColumns, rows: baseline..<100, blue)
        #expect(
            !under.isEmpty && under.allSatisfy { $0 <= baseline + 6 },
            "an underline just below the baseline \(baseline): \(under)")
        #expect(lineRows(drawn, columns: plainColumns, rows: baseline..<100) { $0[0] < 200 }.isEmpty, "none under the plain x's")
        // The glyphs stay black: the underline colour is the line's only.
        #expect(
            (0..<baseline).contains { y in underlinedColumns.contains { rgba(drawn, $0, y)[0] < 80 && rgba(drawn, $0, y)[2] < 80 }
            })
    }

    @Test func aStrikethroughCrossesTheGlyphsAboveTheBaseline() throws {
        let s = NSAttributedString(
            string: "xxxxxxxx",
            attributes: [
                .font: Self.font, .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: Self.red,
            ])
        let drawn = try render { s.draw(at: CGPoint(x: 10, y: 20)) }
        let width = Int(s.size().width)
        let line = ("x" as NSString).boundingRect(with: .zero, options: [], attributes: [.font: Self.font], context: nil)
        let baseline = Int((20 - line.minY).rounded())
        let red: ([Int]) -> Bool = { $0[0] > 150 && $0[1] < 120 }
        let rows = lineRows(drawn, columns: 12..<(10 + width - 2), rows: 20..<baseline, red)
        // Through the x-height: above the baseline, below the x's top (about half the font size up).
        #expect(!rows.isEmpty && rows.allSatisfy { $0 < baseline - 2 && $0 > baseline - 14 }, "\(rows), baseline \(baseline)")
    }

    @Test func kerningWidensEachGap() {
        let plain = NSAttributedString(string: "xxxxx", attributes: [.font: Self.font]).size().width
        let kerned = NSAttributedString(string: "xxxxx", attributes: [.font: Self.font, .kern: 3.0]).size().width
        // Three points after each character (the last one's trailing space may or may not count).
        #expect(kerned - plain >= 4 * 3 - 0.5 && kerned - plain <= 5 * 3 + 0.5, "\(plain) → \(kerned)")
        // NSString drawing honours the same attribute.
        let viaString = ("xxxxx" as NSString).size(withAttributes: [.font: Self.font, .kern: 3.0]).width
        #expect(abs(viaString - kerned) < 0.01)
    }

    @Test func aBaselineOffsetRaisesItsStretch() throws {
        let raised = NSMutableAttributedString(string: "x", attributes: [.font: Self.font, .foregroundColor: Self.red])
        raised.append(
            NSAttributedString(string: "x", attributes: [.font: Self.font, .foregroundColor: Self.blue, .baselineOffset: 8.0]))
        let drawn = try render { raised.draw(at: CGPoint(x: 10, y: 30)) }
        func bottom(_ isInk: ([Int]) -> Bool) -> Int? { (0..<100).last { y in (0..<240).contains { isInk(rgba(drawn, $0, y)) } } }
        let redBottom = try #require(bottom { $0[0] > 150 && $0[2] < 100 })
        let blueBottom = try #require(bottom { $0[2] > 150 && $0[0] < 100 })
        #expect(abs((redBottom - blueBottom) - 8) <= 1, "the blue x sits 8 points higher: \(redBottom) vs \(blueBottom)")
    }

    @Test func drawInWrapsWithinTheRectAndBoundingRectSaysWhere() throws {
        let s = NSMutableAttributedString(string: "fold fold fold ", attributes: [.font: Self.font, .foregroundColor: Self.red])
        s.append(
            NSAttributedString(
                string: "kit kit kit",
                attributes: [
                    .font: Self.font, .foregroundColor: Self.blue, .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                ]))
        let rect = s.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        let oneLine = s.size()
        #expect(rect.width <= 120 && rect.height >= 2 * oneLine.height - 1, "\(rect) wraps")
        let drawn = try render { s.draw(in: CGRect(x: 0, y: 0, width: 120, height: 100)) }
        let inkedColumns = (0..<240).filter { x in (0..<100).contains { rgba(drawn, x, $0)[1] < 200 } }
        #expect((inkedColumns.max() ?? 0) < 121, "nothing past the rect's width")
    }
}
