import FoldCore
/// The sublayers of a clipping layer (masksToBounds) whose clip is a rect of whole pixels, drawn
/// in content pixels: canvas pixel (x, y) shows content pixel (x − offsetX, y − offsetY).
///
/// The offset is the whole-pixel part of where the layer's coordinate origin lands on screen, so
/// a scroll by whole pixels (a bounds-origin change, `UIScrollView`) changes only the offset and
/// leaves `items` bit-identical: the compositor can then move last frame's pixels instead of
/// drawing them again (`DamagePlan`), and a full render draws the same pixels, being the same
/// arithmetic on the same numbers.
struct ScrolledContent: Sendable {
    /// The clip, in canvas pixels.
    var clip: PixelRect
    var offsetX: Int, offsetY: Int
    /// The content, in content pixels, unclipped (the clip bounds it).
    var items: [DrawItem] {
        didSet { facts = DrawListFacts(items) }
    }
    /// The content's extents and large opaque ops, found once when the content is made.
    private(set) var facts: DrawListFacts

    init(clip: PixelRect, offsetX: Int, offsetY: Int, items: [DrawItem]) {
        self.clip = clip
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.items = items
        facts = DrawListFacts(items)
    }
}

extension RenderTarget {
    /// The same pixels addressed in the content pixels of a `ScrolledContent` at an offset.
    func shifted(byX ox: Int, y oy: Int, columns: Range<Int>) -> RenderTarget {
        var shifted = RenderTarget(
            base: base, width: width, height: height, originX: originX - ox, originY: originY - oy,
            columns: (columns.lowerBound - ox)..<(columns.upperBound - ox))
        shifted.occludes = occludes
        shifted.levelColumns = (levelColumns.lowerBound - ox)..<(levelColumns.upperBound - ox)
        return shifted
    }
}

extension PixelRect {
    func offsetBy(x: Int, y: Int) -> PixelRect {
        PixelRect(minX: minX + x, minY: minY + y, maxX: maxX + x, maxY: maxY + y)
    }

    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }

    func contains(_ o: PixelRect) -> Bool {
        o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY
    }
}

extension ConvexRegion {
    /// The region, when it is an axis-aligned rect with whole-pixel edges: its pixels are then
    /// covered exactly 1 inside and 0 outside.
    var wholePixelRect: PixelRect? {
        for e in edges {
            let axisAligned = (e.a == 0 && abs(e.b) == 1) || (e.b == 0 && abs(e.a) == 1)
            guard axisAligned, e.c.rounded() == e.c else { return nil }
        }
        let values = [minX, minY, maxX, maxY]
        guard values.allSatisfy({ $0.isFinite && $0.rounded() == $0 && abs($0) < 1e9 }) else { return nil }
        let r = PixelRect(minX: Int(minX), minY: Int(minY), maxX: Int(maxX), maxY: Int(maxY))
        return r.isEmpty ? nil : r
    }

    /// The region in the content pixels of a `ScrolledContent` at an offset (canvas − offset).
    func inContentPixels(offsetX x: Double, offsetY y: Double) -> ConvexRegion {
        var r = self
        r.edges = edges.map { e in (e.a, e.b, e.c + e.a * x + e.b * y) }
        r.minX -= x
        r.maxX -= x
        r.minY -= y
        r.maxY -= y
        return r
    }
}
