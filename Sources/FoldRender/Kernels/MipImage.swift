import Foundation

/// An image with its mipmap chain (each level a 2×2 box filter of the one above), so that a
/// minified quad samples a level whose texels are about a pixel apart and does not alias.
final class MipImage: @unchecked Sendable {
    struct Level {
        let width: Int
        let height: Int
        let pixels: [UInt32]
        /// Every pixel has alpha 255.
        let isOpaque: Bool
        init(width: Int, height: Int, pixels: [UInt32]) {
            self.width = width
            self.height = height
            self.pixels = pixels
            isOpaque = pixels.allSatisfy { $0 >> 24 == 255 }
        }
    }

    let levels: [Level]

    init(_ bitmap: Bitmap) {
        var levels = [Level(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)]
        while let last = levels.last, last.width > 1 || last.height > 1, levels.count < 16 {
            let w = max(1, last.width / 2), h = max(1, last.height / 2)
            var out = [UInt32](repeating: 0, count: w * h)
            last.pixels.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let y0 = min(last.height - 1, y * 2), y1 = min(last.height - 1, y * 2 + 1)
                    for x in 0..<w {
                        let x0 = min(last.width - 1, x * 2), x1 = min(last.width - 1, x * 2 + 1)
                        let a = src[y0 * last.width + x0], b = src[y0 * last.width + x1]
                        let c = src[y1 * last.width + x0], d = src[y1 * last.width + x1]
                        // Average in two 16-bit lanes per word: no channel overflows 4 × 255.
                        let rb = ((a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF) &+ 0x0002_0002) >> 2
                        let ga = (((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF) &+ 0x0002_0002) >> 2
                        out[y * w + x] = (rb & 0x00FF_00FF) | (ga & 0x00FF_00FF) << 8
                    }
                }
            }
            levels.append(Level(width: w, height: h, pixels: out))
        }
        self.levels = levels
    }

    var width: Int { levels[0].width }
    var height: Int { levels[0].height }
}
