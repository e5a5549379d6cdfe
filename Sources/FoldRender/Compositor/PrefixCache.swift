import FoldCore
import Foundation

/// The composite of a frame's first draw items over the background, kept across frames while
/// those items stay the same. When only what is drawn over them changes — a sheet or a photo
/// viewer fading in over a still screen — every frame's damage covers the screen, but the screen
/// under the overlay is the same: its pixels are restored from here and only the overlay is drawn.
///
/// A full render composites each pixel from the items in order; restoring items 0..<count from a
/// full-canvas render of exactly those items, then drawing the rest over them, is the same
/// arithmetic in the same order, so the frame equals a full render.
struct PrefixCache {
    /// How many leading items the pixels hold.
    let count: Int
    let items: [DrawItem]
    let background: CGColor
    let width: Int, height: Int
    let pixels: [UInt32]

    /// The pixels of `items[0..<count]` over `background`, drawn by `compositor` on the whole canvas.
    init(count: Int, of items: [DrawItem], background: CGColor, width: Int, height: Int, scale: Double, compositor: Compositor) {
        self.count = count
        self.items = Array(items[..<count])
        self.background = background
        self.width = width
        self.height = height
        pixels = compositor.composite(self.items, width: width, height: height, scale: scale, background: background)
    }

    /// Whether these pixels are still those of the first items of `items`.
    func holds(_ items: [DrawItem], background: CGColor, width: Int, height: Int) -> Bool {
        guard self.background == background, self.width == width, self.height == height, items.count >= count else { return false }
        for i in 0..<count where !self.items[i].drawsSame(as: items[i]) { return false }
        return true
    }

    /// How many leading items two draw lists share.
    static func commonPrefix(_ a: [DrawItem], _ b: [DrawItem]) -> Int {
        var n = 0
        while n < a.count && n < b.count && a[n].drawsSame(as: b[n]) { n += 1 }
        return n
    }

    /// The damage, as a share of the canvas, from which restoring pixels beats drawing them
    /// (below it, the items under a small change are cheap to draw again).
    static let minimumDamageShare = 0.25
}
