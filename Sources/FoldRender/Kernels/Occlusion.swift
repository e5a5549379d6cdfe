import FoldCore

/// Occlusion: rows of a damage rect under an opaque, axis-aligned solid fill that spans the
/// rect's columns need neither the background clear nor anything drawn before the fill (in a
/// table, every cell's background hides the clear and the table's own background).
enum Occlusion {
    /// For each row of `rect`, the last such fill (nil: none; draw everything).
    static func starts(_ items: [DrawItem], rect: PixelRect) -> [DrawStart?] {
        var starts = [DrawStart?](repeating: nil, count: max(0, rect.maxY - rect.minY))
        guard !starts.isEmpty else { return starts }
        let columns = rect.minX..<rect.maxX
        func mark(_ rows: Range<Int>, _ start: DrawStart) {
            let y0 = max(rows.lowerBound, rect.minY), y1 = min(rows.upperBound, rect.maxY)
            if y0 < y1 { for y in y0..<y1 { starts[y - rect.minY] = start } }
        }
        for (index, item) in items.enumerated() {
            switch item {
            case .op(let op):
                if let rows = op.opaqueRows(covering: columns) { mark(rows, DrawStart(item: index, inner: nil)) }
            case .scrolled(let c):
                guard c.clip.minX <= columns.lowerBound, c.clip.maxX >= columns.upperBound else { continue }
                let inner = (columns.lowerBound - c.offsetX)..<(columns.upperBound - c.offsetX)
                for (k, child) in c.items.enumerated() {
                    guard case .op(let op) = child, let rows = op.opaqueRows(covering: inner) else { continue }
                    let y0 = max(c.clip.minY, rows.lowerBound + c.offsetY), y1 = min(c.clip.maxY, rows.upperBound + c.offsetY)
                    if y0 < y1 { mark(y0..<y1, DrawStart(item: index, inner: k)) }
                }
            case .group:
                continue
            }
        }
        return starts
    }

    /// Calls `body` for each run of `rows` whose rows start alike (`starts` holds the start of
    /// every row from `firstRow` on, as `starts(_:rect:)` gives them).
    @inline(__always)
    static func forEachRun(of starts: [DrawStart?], firstRow: Int, in rows: Range<Int>, _ body: (Range<Int>, DrawStart?) -> Void) {
        var y = rows.lowerBound
        while y < rows.upperBound {
            let start = starts[y - firstRow]
            var end = y + 1
            while end < rows.upperBound && starts[end - firstRow] == start { end += 1 }
            body(y..<end, start)
            y = end
        }
    }
}

extension DrawOp {
    /// The rows in which this op sets every pixel of `columns` to its colour, whatever was below:
    /// an opaque colour at full opacity, unclipped, over an axis-aligned region whose coverage is
    /// 1 there (a pixel centre at least half a pixel inside every edge).
    func opaqueRows(covering columns: Range<Int>) -> Range<Int>? {
        guard case .solid(let color) = paint, color >> 24 == 255, opacity >= 1, clips.isEmpty, !columns.isEmpty else { return nil }
        for e in region.edges {
            guard (e.a == 0 && abs(e.b) == 1) || (e.b == 0 && abs(e.a) == 1) else { return nil }
        }
        guard region.minX.isFinite, region.maxX.isFinite, region.minY.isFinite, region.maxY.isFinite,
            safeInt(region.minX.rounded(.up)) <= columns.lowerBound, safeInt(region.maxX.rounded(.down)) >= columns.upperBound
        else { return nil }
        let y0 = safeInt(region.minY.rounded(.up)), y1 = safeInt(region.maxY.rounded(.down))
        return y0 < y1 ? y0..<y1 : nil
    }
}
