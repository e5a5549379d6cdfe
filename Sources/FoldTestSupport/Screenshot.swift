import FoldCore
import FoldRender

/// A screenshot of the whole display.
public struct Screenshot {
    public let bitmap: Bitmap
    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    public func rgb(x: Int, y: Int) -> (Int, Int, Int) {
        let p = bitmap.rgba(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    /// The bounds of the pixels within 2 of a colour.
    public func bounds(of color: (r: Int, g: Int, b: Int)) -> PixelBounds? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let (r, g, b) = rgb(x: x, y: y)
                if abs(r - color.r) <= 2 && abs(g - color.g) <= 2 && abs(b - color.b) <= 2 {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        return maxX < 0 ? nil : PixelBounds(minX: minX, minY: minY, maxX: maxX + 1, maxY: maxY + 1)
    }

    /// The bounds of the dark pixels (text) in a rectangle, or nil when there are none.
    public func ink(minX: Int, minY: Int, maxX: Int, maxY: Int) -> PixelBounds? {
        var b: PixelBounds?
        for y in minY..<maxY {
            for x in minX..<maxX {
                let (r, g, bl) = rgb(x: x, y: y)
                guard r + g + bl < 3 * 128 else { continue }
                b = PixelBounds(
                    minX: min(b?.minX ?? x, x), minY: min(b?.minY ?? y, y), maxX: max(b?.maxX ?? x + 1, x + 1),
                    maxY: max(b?.maxY ?? y + 1, y + 1))
            }
        }
        return b
    }
}

/// A rectangle of pixels, max exclusive.
public struct PixelBounds: Equatable, CustomStringConvertible {
    public var minX, minY, maxX, maxY: Int
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
    public var width: Int { maxX - minX }
    public var height: Int { maxY - minY }
    public var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
}
