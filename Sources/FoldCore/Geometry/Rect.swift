import Foundation

/// An origin and a size, as CGRect. Sizes may be negative; `standardized` normalises them.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    /// The same rect with a non-negative width and height.
    public var standardized: Rect {
        var r = self
        if r.size.width < 0 {
            r.origin.x += r.size.width
            r.size.width = -r.size.width
        }
        if r.size.height < 0 {
            r.origin.y += r.size.height
            r.size.height = -r.size.height
        }
        return r
    }

    public var minX: Double { standardized.origin.x }
    public var minY: Double { standardized.origin.y }
    public var maxX: Double { let s = standardized; return s.origin.x + s.size.width }
    public var maxY: Double { let s = standardized; return s.origin.y + s.size.height }
    public var width: Double { abs(size.width) }
    public var height: Double { abs(size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether the point lies inside (min edges inclusive, max edges exclusive, as CGRectContainsPoint).
    public func contains(_ p: Point) -> Bool {
        let s = standardized
        return p.x >= s.origin.x && p.x < s.origin.x + s.size.width
            && p.y >= s.origin.y && p.y < s.origin.y + s.size.height
    }

    /// The smallest rect containing all the points; `.zero` for none.
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first
        var hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x)
            lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x)
            hi.y = max(hi.y, p.y)
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The four corners: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] {
        [
            origin, Point(x: origin.x + size.width, y: origin.y),
            Point(x: origin.x + size.width, y: origin.y + size.height),
            Point(x: origin.x, y: origin.y + size.height),
        ]
    }
}
