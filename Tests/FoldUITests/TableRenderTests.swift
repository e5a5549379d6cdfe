import FoldCore
import FoldExamples
import FoldRender
import Foundation
import Testing

@testable import FoldUI

/// Renders the TableExample window through the compositor at a few scroll positions (written to
/// the temporary directory as `table-example-*.png` for people to look at) and checks the pixels
/// of rows where the trace says they are.
@Suite struct TableRenderTests {
    /// Whether a rect (points, window coordinates) of a 2x bitmap holds dark glyph pixels.
    func hasText(_ b: Bitmap, _ r: CGRect) -> Bool {
        for y in max(0, Int(r.minY * 2))..<min(b.height, Int(r.maxY * 2)) {
            for x in max(0, Int(r.minX * 2))..<min(b.width, Int(r.maxX * 2)) {
                let p = b.rgba(x: x, y: y)
                if p.r < 80 && p.g < 80 && p.b < 80 { return true }
            }
        }
        return false
    }

    @Test func tableExampleRendersRowsWhereTheTraceSays() throws {
        let example = TableExample(size: CGSize(width: 375, height: 667))
        let loop = FrameLoop(window: example.window)
        _ = loop.step(to: 0)
        let compositor = Compositor(images: example.window.images, threads: 1)
        var t = 0.0
        for (name, offset) in [("top", 0.0), ("middle", 30_000.0), ("bottom", 66_000.0 - 667)] {
            example.tableView.contentOffset = CGPoint(x: 0, y: offset)
            t += 1.0 / 60
            let bitmap = compositor.render(loop.step(to: t))
            try TestOutput.keep(bitmap, name: "table-example-\(name).png")
            let trace = example.tableView.traceDictionary()
            let rows = try #require(trace["visibleRows"] as? [[String: Any]])
            #expect(rows.count >= 7)
            for r in rows {
                let f = try #require(r["frame"] as? [Double])
                // The label's text sits at the left of the row, in its middle; the right side is blank.
                let row = try #require(r["row"] as? Int)
                let textBand = CGRect(x: 16, y: f[1] + f[3] / 2 - 8, width: 60, height: 16)
                if textBand.minY >= 0 && textBand.maxY <= 667 { #expect(hasText(bitmap, textBand), "row \(row) in \(name)") }
                #expect(!hasText(bitmap, CGRect(x: 300, y: f[1] + 4, width: 60, height: max(0, f[3] - 8))))
                #expect(f[3] == TableExample.height(ofRow: row))
            }
        }
        // A drag of 100 pt moves the rows by 100 pt.
        example.tableView.contentOffset = CGPoint(x: 0, y: 1000)
        t += 1.0 / 60
        _ = loop.step(to: t)
        let before = try #require((example.tableView.traceDictionary()["visibleRows"] as? [[String: Any]])?.first)
        loop.send(.pointerDown(CGPoint(x: 200, y: 500)))
        t += 1.0 / 60
        _ = loop.step(to: t)
        for y in [489.0, 450, 400, 389] {
            loop.send(.pointerMoved(CGPoint(x: 200, y: y)))
            t += 1.0 / 60
            _ = loop.step(to: t)
        }
        let bitmap = compositor.render(loop.step(to: t))
        try TestOutput.keep(bitmap, name: "table-example-dragged.png")
        #expect(example.tableView.contentOffset.y == 1100)
        let rows = try #require(example.tableView.traceDictionary()["visibleRows"] as? [[String: Any]])
        let row = try #require(before["row"] as? Int)
        let beforeY = try #require((before["frame"] as? [Double])?[1])
        let after = try #require(rows.first { $0["row"] as? Int == row + 2 })
        // Independent truth: two rows further down (one 44 pt and one 88 pt row), 100 pt higher.
        #expect((after["frame"] as? [Double])?[1] == beforeY + 132 - 100)
        #expect(example.tableView.verticalScrollIndicator.alpha == 1)
    }

    @Test func aTappedRowShowsItsSelectionAndAPullShowsTheRubberBand() throws {
        let example = TableExample(size: CGSize(width: 375, height: 667))
        let loop = FrameLoop(window: example.window)
        var t = 0.0
        func step(_ events: InputEvent...) -> RenderTree {
            for e in events { loop.send(e) }
            t += 1.0 / 60
            return loop.step(to: t)
        }
        _ = loop.step(to: 0)
        let compositor = Compositor(images: example.window.images, threads: 1)
        _ = step(.pointerDown(CGPoint(x: 300, y: 100)))  // row 1 (44..132)
        _ = step(.pointerUp(CGPoint(x: 300, y: 100)))
        #expect(example.tableView.indexPathForSelectedRow?.row == 1)
        // Pull down 150 pt past the top and hold.
        _ = step(.pointerDown(CGPoint(x: 300, y: 200)))
        for y in stride(from: 215.0, through: 365, by: 15) { _ = step(.pointerMoved(CGPoint(x: 300, y: y))) }
        let bitmap = compositor.render(step())
        try TestOutput.keep(bitmap, name: "table-example-pulled.png")
        let shown = -example.tableView.contentOffset.y
        #expect(abs(shown - (1 - 1 / (150 * 0.55 / 667 + 1)) * 667) < 1e-9)
        // Row 1's selected background (0.82, 0.82, 0.84) shows at its pulled-down place.
        let p = bitmap.rgba(x: 2 * 340, y: Int(2 * (shown + 88)))
        #expect(abs(Int(p.r) - 209) <= 2 && abs(Int(p.b) - 214) <= 2, "\(p)")
        // Above row 0 the table's white background.
        let top = bitmap.rgba(x: 2 * 200, y: Int(shown))
        #expect(top.r == 255 && top.g == 255 && top.b == 255)
        _ = step(.pointerUp(CGPoint(x: 300, y: 365)))
    }
}
