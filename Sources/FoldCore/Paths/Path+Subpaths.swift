import Foundation

/// One subpath resolved to absolute segments, the shape that flattening, bounds and measuring
/// all walk.
struct Subpath: Sendable {
    /// Where the subpath's `move(to:)` put the pen.
    var start: CGPoint
    /// One segment per drawing element, `closeSubpath` included as its closing line.
    var segments: [BezierSegment] = []
    /// Whether the subpath ends with `closeSubpath`.
    var isClosed = false
}

extension Path {
    /// The subpaths in order, each element turned into a segment that knows its start point.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current = CGPoint.zero
        func appendSegment(_ segment: BezierSegment) {
            // The mutators guarantee a leading move; this only guards hand-built invariants.
            if result.isEmpty { result.append(Subpath(start: .zero)) }
            result[result.count - 1].segments.append(segment)
            current = segment.p3
        }
        for element in elements {
            switch element {
            case .move(let p):
                result.append(Subpath(start: p))
                current = p
            case .line(let p):
                appendSegment(BezierSegment(from: current, lineTo: p))
            case .quadCurve(let p, let c):
                appendSegment(BezierSegment(from: current, quadTo: p, control: c))
            case .curve(let p, let c1, let c2):
                appendSegment(BezierSegment(from: current, curveTo: p, control1: c1, control2: c2))
            case .closeSubpath:
                let start = result.last?.start ?? .zero
                appendSegment(BezierSegment(from: current, lineTo: start))
                result[result.count - 1].isClosed = true
            }
        }
        return result
    }
}
