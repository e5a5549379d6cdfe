import Foundation

/// Arc-length lookups along a path: where a point travelling at constant speed is, and which
/// way it faces. Core Animation needs this for paced keyframe paths and `rotationMode`; the
/// work of measuring is done once here so each frame's lookup is a binary search.
package struct PathMeasure: Sendable {
    /// One segment per drawing element (every element except `move(to:)`).
    private let segments: [BezierSegment]
    private let tables: [ArcLengthTable]
    /// Distance along the path where each segment begins.
    private let starts: [Double]
    /// Where a path with nothing to measure stands: its start if finite, else the origin.
    private let origin: CGPoint

    /// The total arc length of every subpath together; 0 for an empty path.
    public let length: Double

    /// The length of each drawing element in order: every element except `move(to:)`, with
    /// `closeSubpath` measured as the line back to its subpath's start. Non-finite
    /// elements measure 0.
    public let segmentLengths: [Double]

    /// The number of drawing elements, the valid range of the `inSegment:` index.
    public var segmentCount: Int { segments.count }

    /// Measures `path`. `tolerance` is the largest error, in points, accepted in each
    /// segment's length; smaller costs only a few more quadrature pieces per curve.
    public init(_ path: Path, tolerance: Double = 1e-6) {
        let tolerance = tolerance > 0 ? tolerance : 1e-6
        let subpaths = path.subpaths
        segments = subpaths.flatMap(\.segments)
        tables = segments.map { ArcLengthTable($0, tolerance: tolerance) }
        segmentLengths = tables.map(\.total)
        var starts: [Double] = []
        var distance = 0.0
        for l in segmentLengths {
            starts.append(distance)
            distance += l
        }
        self.starts = starts
        length = distance
        let start = subpaths.first?.start ?? .zero
        origin = start.isFinite ? start : .zero
    }

    // MARK: By distance

    /// The point `distance` along the path, clamped to [0, `length`]. A path of length 0 gives
    /// its start point, or the origin when that is empty or not finite.
    public func point(atDistance distance: Double) -> CGPoint {
        guard let (index, t) = location(atDistance: distance) else { return origin }
        return segments[index].point(at: t)
    }

    /// The unit direction of travel `distance` along the path, clamped to [0, `length`].
    /// Where the path has no direction (a zero-length segment, a cusp) the nearest direction
    /// it does have is used; `(1, 0)` when the path has none at all.
    public func tangent(atDistance distance: Double) -> CGPoint {
        guard let (index, t) = location(atDistance: distance) else { return tangent(near: 0) }
        return segments[index].tangent(at: t) ?? tangent(near: index)
    }

    /// The direction of travel as an angle in radians (atan2 of the tangent, y down), which is
    /// what `rotationMode = .rotateAuto` turns a layer by.
    public func angle(atDistance distance: Double) -> Double {
        let t = tangent(atDistance: distance)
        return atan2(t.y, t.x)
    }

    /// The segment and parameter `distance` along the path, skipping zero-length segments;
    /// nil when the path has no length to walk.
    private func location(atDistance distance: Double) -> (Int, Double)? {
        guard length > 0 else { return nil }
        let d = min(max(distance.isNaN ? 0 : distance, 0), length)
        // The first segment ending at or after d.
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] + segmentLengths[mid] < d { lo = mid + 1 } else { hi = mid }
        }
        var index = lo
        while index < segments.count - 1 && segmentLengths[index] == 0 { index += 1 }
        let local = min(max(d - starts[index], 0), segmentLengths[index])
        return (index, tables[index].parameter(atLength: local, on: segments[index]))
    }

    // MARK: By element

    /// The point of drawing element `index` at its own curve parameter `t` in [0, 1] (both
    /// clamped), as Core Animation's non-paced keyframe paths step element by element.
    public func point(inSegment index: Int, parameter t: Double) -> CGPoint {
        guard !segments.isEmpty else { return origin }
        return segments[clamp(index)].point(at: clamp(t))
    }

    /// The unit direction of drawing element `index` at parameter `t`, falling back to the
    /// nearest element with a direction when this one has none; `(1, 0)` if none has.
    public func tangent(inSegment index: Int, parameter t: Double) -> CGPoint {
        guard !segments.isEmpty else { return CGPoint(x: 1, y: 0) }
        let index = clamp(index)
        return segments[index].tangent(at: clamp(t)) ?? tangent(near: index)
    }

    /// The distance along the whole path of drawing element `index` at parameter `t`: the
    /// inverse of `point(atDistance:)`, for converting keyframe times between the two.
    public func distance(inSegment index: Int, parameter t: Double) -> Double {
        guard !segments.isEmpty else { return 0 }
        let index = clamp(index)
        return starts[index] + tables[index].length(at: clamp(t), on: segments[index])
    }

    /// The arc length of one element drawn from `start`. `closeSubpath` is the line to
    /// `subpathStart` (0 without one); `move(to:)` draws nothing and measures 0.
    public static func length(
        of element: Path.Element, from start: CGPoint, subpathStart: CGPoint? = nil,
        tolerance: Double = 1e-6
    ) -> Double {
        let segment: BezierSegment
        switch element {
        case .move: return 0
        case .closeSubpath:
            guard let end = subpathStart else { return 0 }
            segment = BezierSegment(from: start, lineTo: end)
        case .line(let p): segment = BezierSegment(from: start, lineTo: p)
        case .quadCurve(let p, let c): segment = BezierSegment(from: start, quadTo: p, control: c)
        case .curve(let p, let c1, let c2):
            segment = BezierSegment(from: start, curveTo: p, control1: c1, control2: c2)
        }
        return ArcLengthTable(segment, tolerance: tolerance > 0 ? tolerance : 1e-6).total
    }

    // MARK: Helpers

    /// The direction of the segment nearest `index` that has one: the start of a later one
    /// (where travel is heading) before the end of an earlier one at the same distance.
    private func tangent(near index: Int) -> CGPoint {
        for step in 0..<max(segments.count, 1) {
            if index + step < segments.count, let t = segments[index + step].tangent(at: 0) {
                return t
            }
            if step > 0, index - step >= 0, let t = segments[index - step].tangent(at: 1) {
                return t
            }
        }
        return CGPoint(x: 1, y: 0)
    }

    private func clamp(_ index: Int) -> Int { min(max(index, 0), segments.count - 1) }
    private func clamp(_ t: Double) -> Double { t.isNaN ? 0 : min(max(t, 0), 1) }
}
