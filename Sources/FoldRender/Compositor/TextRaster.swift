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

    init(_ bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        bitmap.pixels.withUnsafeBufferPointer { p in
            for y in 0..<bitmap.height {
                let row = p.baseAddress! + y * bitmap.width
                var x0 = 0
                while x0 < bitmap.width && row[x0] == 0 { x0 += 1 }
                guard x0 < bitmap.width else { continue }
                var x1 = bitmap.width - 1
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
        let r = PixelRect(minX: max(0, minX - m), minY: max(0, minY - m), maxX: min(width, maxX + 1 + m), maxY: min(height, maxY + 1 + m))
        glyphRect = r
        if r == PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) {
            glyphs = MipImage(bitmap)
            whole = glyphs
            return
        }
        var cut = Bitmap(width: r.maxX - r.minX, height: r.maxY - r.minY, scale: bitmap.scale)
        for y in r.minY..<r.maxY {
            let from = (y * width + r.minX)
            cut.pixels.replaceSubrange(((y - r.minY) * cut.width)..<((y - r.minY + 1) * cut.width), with: bitmap.pixels[from..<(from + cut.width)])
        }
        glyphs = MipImage(cut)
    }

    /// The whole raster with its mip chain (made on first use from the cut-out: the rest is
    /// transparent).
    var wholeImage: MipImage? {
        guard let glyphs else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let whole { return whole }
        var bitmap = Bitmap(width: width, height: height)
        let level = glyphs.levels[0], r = glyphRect
        for y in 0..<level.height {
            let to = (r.minY + y) * width + r.minX
            bitmap.pixels.replaceSubrange(to..<(to + level.width), with: level.pixels[(y * level.width)..<((y + 1) * level.width)])
        }
        let image = MipImage(bitmap)
        whole = image
        return image
    }
}
