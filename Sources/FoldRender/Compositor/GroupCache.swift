import FoldCore
import Foundation

/// The offscreen pixels of a group (its items composited over transparent, as `drawGroup` makes
/// them for each band) kept while its items stay the same: a sheet or a photo viewer fading in
/// changes only the group's opacity, so each frame fades the kept pixels onto the screen instead
/// of compositing the sheet again. Drawn once on the whole canvas, as a full render draws them.
final class GroupCache: @unchecked Sendable {
    /// The group's position in the frame's draw list (a top-level item).
    let index: Int
    let items: [DrawItem]
    let width: Int, height: Int
    let pixels: [UInt32]

    init(index: Int, items: [DrawItem], width: Int, height: Int, scale: Double, compositor: Compositor) {
        self.index = index
        self.items = items
        self.width = width
        self.height = height
        pixels = compositor.composite(items, width: width, height: height, scale: scale, background: nil)
    }

    /// Whether these are the pixels of the group at `index` of `frame`.
    func holds(_ frame: [DrawItem], width: Int, height: Int) -> Bool {
        guard self.width == width, self.height == height, index < frame.count, case .group(_, let now, _, _, _, _) = frame[index]
        else { return false }
        return items.drawsSame(as: now)
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
