/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var minX, minY, maxX, maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    public var isEmpty: Bool { maxX <= minX || maxY <= minY }
    public var area: Int { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }
    public var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }

    /// The smallest rect holding both (an empty rect adds nothing).
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    /// The smallest rect holding them all (empty for none).
    public static func bounds(of rects: [PixelRect]) -> PixelRect {
        rects.reduce(PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)) { $0.union($1) }
    }

    /// The part inside a `width × height` canvas.
    public func clamped(width: Int, height: Int) -> PixelRect {
        PixelRect(minX: max(0, minX), minY: max(0, minY), maxX: min(width, maxX), maxY: min(height, maxY))
    }
}
