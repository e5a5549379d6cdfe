import FoldCore
import Foundation

/// A text layer's raster cut down to its glyphs: the bounding box of its visible pixels with a
/// transparent margin. A label spans its row, but its glyphs cover a fraction of it; the rest is
/// transparent and is neither stored, mipmapped nor sampled.
///
/// Drawn at mip level 0 the cut-out gives the whole raster's pixels: every tap of a pixel that
/// the cut-out's edge crosses lands in the margin (transparent, as outside it); minified, the
/// whole raster's mip levels are used (`wholeImage`), since the cut-out's would be aligned
/// differently.
final class TextRaster: @unchecked Sendable {
    /// The whole raster's size, in texels (it fills the layer's bounds).
    let width: Int, height: Int
    /// The glyphs' pixels; nil when nothing is visible.
    let glyphs: MipImage?
    /// Where `glyphs` sits in the whole raster, in texels.
    let glyphRect: PixelRect
    private var whole: MipImage?
    private let lock = NSLock()

    /// Transparent texels kept around the glyphs: a bilinear tap reaches one texel, and a pixel
    /// that the edge crosses half a pixel (≤ 1.5 texels at level 0) further.
    static let margin = 3

    convenience init(_ bitmap: Bitmap) {
        self.init(TextGlyphs(width: bitmap.width, height: bitmap.height, bitmap: bitmap, x: 0, y: 0))
    }

    /// From the part of a raster that holds its glyphs (everything outside it transparent).
    init(_ part: TextGlyphs) {
        width = part.width
        height = part.height
        let cut = part.bitmap
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        cut.pixels.withUnsafeBufferPointer { p in
            for y in 0..<cut.height {
                let row = p.baseAddress! + y * cut.width
                var x0 = 0
                while x0 < cut.width && row[x0] == 0 { x0 += 1 }
                guard x0 < cut.width else { continue }
                var x1 = cut.width - 1
                while row[x1] == 0 { x1 -= 1 }
                minX = min(minX, x0)
                maxX = max(maxX, x1)
                minY = min(minY, y)
                maxY = y
            }
        }
        guard maxX >= 0 else {
            glyphs = nil
            glyphRect = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        let m = Self.margin
        let r = PixelRect(
            minX: max(0, part.x + minX - m), minY: max(0, part.y + minY - m),
            maxX: min(width, part.x + maxX + 1 + m), maxY: min(height, part.y + maxY + 1 + m))
        if r == PixelRect(minX: 0, minY: 0, maxX: width, maxY: height), part.x == 0, part.y == 0,
            cut.width == width, cut.height == height
        {
            glyphRect = r
            glyphs = MipImage(cut)
            whole = glyphs
            return
        }
        // A part drawn just around the glyphs (`DrawingContext.textGlyphs`) already has the margin
        // or a little more: kept as it is, without a copy.
        let slack = 2 * DrawingContext.inkPadding
        let partRect = PixelRect(minX: part.x, minY: part.y, maxX: part.x + cut.width, maxY: part.y + cut.height)
        if partRect.contains(r), cut.width <= r.maxX - r.minX + slack, cut.height <= r.maxY - r.minY + slack
        {
            glyphRect = partRect
            glyphs = MipImage(cut)
            return
        }
        // The glyph box with its margin, copied from the part where they overlap (the margin
        // may reach past the part: transparent there).
        glyphRect = r
        var box = Bitmap(width: r.maxX - r.minX, height: r.maxY - r.minY, scale: cut.scale)
        let overlap = r.intersection(partRect)
        if !overlap.isEmpty {
            let n = overlap.maxX - overlap.minX
            for y in overlap.minY..<overlap.maxY {
                let source = (y - part.y) * cut.width + (overlap.minX - part.x)
                let target = (y - r.minY) * box.width + (overlap.minX - r.minX)
                box.pixels.replaceSubrange(target..<(target + n), with: cut.pixels[source..<(source + n)])
            }
        }
        glyphs = MipImage(box)
    }

    /// The whole raster with its mip chain (made on first use from the cut-out: the rest is
    /// transparent).
    var wholeImage: MipImage? {
        guard let glyphs else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let whole { return whole }
        var bitmap = Bitmap(width: width, height: height)
        let level = glyphs.level(0), r = glyphRect
        for y in 0..<level.height {
            let to = (r.minY + y) * width + r.minX
            bitmap.pixels.replaceSubrange(to..<(to + level.width), with: level.pixels[(y * level.width)..<((y + 1) * level.width)])
        }
        let image = MipImage(bitmap)
        whole = image
        return image
    }
}
