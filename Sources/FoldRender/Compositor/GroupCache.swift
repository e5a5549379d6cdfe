import FoldCore
import Foundation

/// The offscreen pixels of a group (its items composited over transparent, as `drawGroup` makes
/// them for each band) kept while the group stays: a sheet or a photo viewer fading in changes
/// only the group's opacity, so each frame fades the kept pixels onto the screen instead of
/// compositing the sheet again. Drawn once on the whole canvas, as a full render draws them;
/// when some of its items change (the viewer's page still springing back while it fades out),
/// only the pixels they cover are drawn again (`update`).
final class GroupCache: @unchecked Sendable {
    /// The group's position in the frame's draw list (a top-level item).
    let index: Int
    private(set) var items: [DrawItem]
    let width: Int, height: Int
    private(set) var pixels: [UInt32]
    let scale: Double
    /// Where the kept pixels are the colour of the group's backdrop alone, if it has one.
    private(set) var backdrop: KeptGroup.Backdrop?

    /// The backdrop of a group whose first item is a solid colour filling a rect of whole pixels
    /// (a viewer's or a sheet's): composited over transparent, its pixels outside every other
    /// item are that colour exactly (`KeptGroup.Backdrop`).
    static func backdrop(_ items: [DrawItem], width: Int, height: Int) -> KeptGroup.Backdrop? {
        guard case .op(let first) = items.first, case .solid(let color) = first.paint, first.opacity >= 1, first.clips.isEmpty,
            let filled = first.region.wholePixelRect
        else { return nil }
        do {
            let canvas = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
            let fill = filled.clamped(width: width, height: height)
            // Each other item within a pixel of its extent (what the rasterizer may visit).
            let others = items.dropFirst().map { $0.pixelBounds.clamped(width: width, height: height) }.filter { !$0.isEmpty }
            var cuts = Set([0, height, fill.minY, fill.maxY])
            for o in others { cuts.formUnion([o.minY, o.maxY]) }
            let ys = cuts.filter { $0 >= 0 && $0 <= height }.sorted()
            var bands: [(rows: Range<Int>, content: [Range<Int>])] = []
            for (y0, y1) in zip(ys, ys.dropFirst()) where y0 < y1 {
                var spans: [Range<Int>] = []
                if y0 >= fill.minY && y1 <= fill.maxY {
                    if fill.minX > 0 { spans.append(0..<min(fill.minX, width)) }
                    if fill.maxX < width { spans.append(max(fill.maxX, 0)..<width) }
                } else {
                    spans.append(0..<width)
                }
                for o in others where o.minY < y1 && o.maxY > y0 { spans.append(o.minX..<o.maxX) }
                bands.append((y0..<y1, spans.unioned()))
            }
            guard bands.first?.rows.lowerBound == canvas.minY, bands.last?.rows.upperBound == canvas.maxY else { return nil }
            var starts = [0]
            for band in bands { starts.append(starts[starts.count - 1] + band.content.count) }
            return KeptGroup.Backdrop(
                color: color, rowEnds: bands.map(\.rows.upperBound), spanStarts: starts, spans: bands.flatMap(\.content))
        }
    }

    /// The kept pixels as the rasterizer draws them.
    var kept: KeptGroup { KeptGroup(index: index, width: width, height: height, pixels: pixels, backdrop: backdrop) }

    init(index: Int, items: [DrawItem], width: Int, height: Int, scale: Double, compositor: Compositor) {
        self.index = index
        self.items = items
        self.width = width
        self.height = height
        self.scale = scale
        pixels = compositor.composite(items, width: width, height: height, scale: scale, background: nil)
        backdrop = Self.backdrop(items, width: width, height: height)
    }

    /// Brings the kept pixels to the group's items in this frame: the rects where they differ
    /// from the kept ones (old and new footprints, widened as an incremental frame widens them
    /// so resampled items start their walk where a whole composite starts it) are cleared and
    /// drawn again, so the pixels equal a whole composite of `items`.
    func update(to items: [DrawItem], compositor: Compositor) {
        let canvas = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        let rects = DamagePlan.merged(Damage.rects(from: self.items, to: items), within: canvas).map {
            SamplingStart.widened($0, for: items)
        }
        self.items = items
        guard !rects.isEmpty else { return }
        backdrop = Self.backdrop(items, width: width, height: height)
        // The array is moved into the bitmap and back, not copied.
        let kept = pixels
        pixels = []
        guard var bitmap = Bitmap(width: width, height: height, scale: scale, pixels: kept) else { return }
        compositor.draw(items, into: &bitmap, damage: rects, background: .clear)
        pixels = bitmap.pixels
    }

    /// Whether `frame` has a group at `index` on a canvas of this size and scale: the kept pixels
    /// are then brought up to it by `update` (nothing to draw if its items are the kept ones).
    func canUpdate(for frame: [DrawItem], width: Int, height: Int, scale: Double) -> Bool {
        guard self.width == width, self.height == height, self.scale == scale, index < frame.count, case .group = frame[index]
        else { return false }
        return true
    }

    /// The first top-level group at least `minimumShare` of the canvas (a sheet, a viewer), with
    /// its items.
    static func candidate(in items: [DrawItem], width: Int, height: Int) -> (index: Int, items: [DrawItem])? {
        for (i, item) in items.enumerated() {
            guard case .group(_, let children, _, _, _, _) = item else { continue }
            let b = item.pixelBounds.clamped(width: width, height: height)
            if Double(b.area) >= minimumShare * Double(width * height) { return (i, children) }
        }
        return nil
    }

    /// Smaller groups are cheap to composite again.
    static let minimumShare = 0.25
}
