import Foundation

// Rect helpers FoldKit's own code uses (package-wide, not public: see CGPoint+Arithmetic).
extension CGRect {
    /// The smallest rect containing all the points; `.zero` for none.
    package static func bounding(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .zero }
        var lo = first
        var hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x)
            lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x)
            hi.y = max(hi.y, p.y)
        }
        return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    /// The four corners of the rect as given (not standardized): top-left, top-right,
    /// bottom-right, bottom-left.
    package var corners: [CGPoint] {
        [
            origin, CGPoint(x: origin.x + size.width, y: origin.y),
            CGPoint(x: origin.x + size.width, y: origin.y + size.height),
            CGPoint(x: origin.x, y: origin.y + size.height),
        ]
    }
}
