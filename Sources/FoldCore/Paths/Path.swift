import Foundation

/// A sequence of lines and Bézier curves, as CGPath: the geometry behind shape layers and
/// keyframe animation paths. A value type, so paths can be shared between threads and animations.
package struct Path: Hashable, Sendable {
    /// One step of a path, in the same vocabulary as CGPathElement.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point without drawing.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, which also joins the two ends.
        case closeSubpath
    }

    /// The elements in drawing order. Every drawing element follows a `move(to:)`, because the
    /// mutating methods start a subpath themselves when there is none (see `addLine(to:)`).
    public private(set) var elements: [Element] = []

    /// Where the next element starts: the last end point, or the subpath's start after
    /// `closeSubpath()`; nil for an empty path.
    public private(set) var currentPoint: CGPoint?

    /// Where the current subpath began, which is where `closeSubpath()` returns to.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by applying each element in turn, so the same rules hold as for the
    /// mutating methods.
    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements at all (a lone `move(to:)` makes it non-empty, as in CGPath).
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath. A move right after another move replaces it, since an empty
    /// subpath draws nothing.
    public mutating func move(to point: CGPoint) {
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// Adds a straight line from the current point. With no current point the subpath starts at
    /// the origin (CGPath would drop the line), so no call is silently lost.
    public mutating func addLine(to point: CGPoint) {
        beginSubpathIfNeeded()
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        beginSubpathIfNeeded()
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        beginSubpathIfNeeded()
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start, which becomes the current point.
    /// Does nothing on an empty path or when the subpath is already closed.
    public mutating func closeSubpath() {
        guard let start = subpathStart, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
        currentPoint = start
    }

    /// Applies one element through the matching mutating method.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Keeps the invariant that each subpath opens with a move: at the origin on an empty path,
    /// and at the closed subpath's start after `closeSubpath()` (as SVG and CGPath continue).
    private mutating func beginSubpathIfNeeded() {
        switch elements.last {
        case nil: move(to: .zero)
        case .closeSubpath?: move(to: currentPoint ?? .zero)
        default: break
        }
    }

    /// The smallest rectangle containing every point the path passes through, with curve
    /// extrema found from the roots of the derivative rather than the control points.
    /// Non-finite coordinates are left out; `.zero` when nothing remains.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for subpath in subpaths {
            points.append(subpath.start)
            for segment in subpath.segments {
                points.append(segment.p3)
                for t in segment.extremaParameters() { points.append(segment.point(at: t)) }
            }
        }
        return CGRect.bounding(points.filter(\.isFinite))
    }

    /// The smallest rectangle containing every end and control point: cheaper than
    /// `boundingBox` and always contains it, as CGPath's `boundingBox`.
    public var controlPointBounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [c, p]
            case .curve(let p, let c1, let c2): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        return CGRect.bounding(points.filter(\.isFinite))
    }
}
