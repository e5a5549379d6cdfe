import FoldCore
import Foundation

/// A path of lines and curves with the attributes it is drawn with (UIKit's `UIBezierPath`),
/// over a `CGMutablePath`. Its directions are UIKit's, in the y-down default coordinate
/// system: a `clockwise` arc turns clockwise on the screen (the opposite of `CGMutablePath`'s
/// flag), and rectangles, ovals and rounded rectangles run clockwise.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed subpath around `rect`, from its origin clockwise.
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// A closed oval inscribed in `rect`, four cubic curves clockwise from its right end.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let c = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: c.y))
        addQuarter(
            from: CGPoint(x: r.maxX, y: c.y), corner: CGPoint(x: r.maxX, y: r.maxY), to: CGPoint(x: c.x, y: r.maxY), rx, ry)
        addQuarter(
            from: CGPoint(x: c.x, y: r.maxY), corner: CGPoint(x: r.minX, y: r.maxY), to: CGPoint(x: r.minX, y: c.y), rx, ry)
        addQuarter(
            from: CGPoint(x: r.minX, y: c.y), corner: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: c.x, y: r.minY), rx, ry)
        addQuarter(
            from: CGPoint(x: c.x, y: r.minY), corner: CGPoint(x: r.maxX, y: r.minY), to: CGPoint(x: r.maxX, y: c.y), rx, ry)
        close()
    }

    /// `rect` with every corner rounded to a circle of `cornerRadius`, at most half the shorter
    /// side (a larger one makes a capsule).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = min(cornerRadius, min(r.width, r.height) / 2)
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius))
    }

    /// `rect` with `corners` rounded by ovals of `cornerRadii` (each at most half the width or
    /// height), a closed subpath clockwise from the end of the top-left corner.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) {
            guard corners.contains(corner), cornerRadii.width.isFinite, cornerRadii.height.isFinite else { return (0, 0) }
            return (min(max(0, cornerRadii.width), r.width / 2), min(max(0, cornerRadii.height), r.height / 2))
        }
        let tl = radii(.topLeft)
        let tr = radii(.topRight)
        let br = radii(.bottomRight)
        let bl = radii(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl.0, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.0, y: r.minY))
        addQuarter(
            from: CGPoint(x: r.maxX - tr.0, y: r.minY), corner: CGPoint(x: r.maxX, y: r.minY),
            to: CGPoint(x: r.maxX, y: r.minY + tr.1),
            tr.0, tr.1)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.1))
        addQuarter(
            from: CGPoint(x: r.maxX, y: r.maxY - br.1), corner: CGPoint(x: r.maxX, y: r.maxY),
            to: CGPoint(x: r.maxX - br.0, y: r.maxY),
            br.0, br.1)
        addLine(to: CGPoint(x: r.minX + bl.0, y: r.maxY))
        addQuarter(
            from: CGPoint(x: r.minX + bl.0, y: r.maxY), corner: CGPoint(x: r.minX, y: r.maxY),
            to: CGPoint(x: r.minX, y: r.maxY - bl.1),
            bl.0, bl.1)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.1))
        addQuarter(
            from: CGPoint(x: r.minX, y: r.minY + tl.1), corner: CGPoint(x: r.minX, y: r.minY),
            to: CGPoint(x: r.minX + tl.0, y: r.minY),
            tl.0, tl.1)
        close()
    }

    /// An open subpath along a circle from `startAngle` to `endAngle` (radians from +x towards +y).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `CGPath`'s elements (copied: changing either leaves the other).
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path = CGPath.mutableCopy() ?? CGMutablePath()
    }

    /// FoldKit has no archives: nil, as a decode that fails.
    public required init?(coder: NSCoder) { return nil }

    /// The quarter oval from `from` to `to` bulging towards `corner` (a cubic curve, control
    /// points 0.5523 of the radii along the tangents); a line when a radius is 0.
    private func addQuarter(from: CGPoint, corner: CGPoint, to: CGPoint, _ rx: CGFloat, _ ry: CGFloat) {
        guard rx > 0, ry > 0 else {
            addLine(to: to)
            return
        }
        let k: CGFloat = 0.552_284_749_830_793_6
        let c1 = CGPoint(x: from.x + (corner.x - from.x) * k, y: from.y + (corner.y - from.y) * k)
        let c2 = CGPoint(x: to.x + (corner.x - to.x) * k, y: to.y + (corner.y - to.y) * k)
        addCurve(to: to, controlPoint1: c1, controlPoint2: c2)
    }

    // MARK: The path

    /// The path's elements as a Core Graphics path; setting it replaces them.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }

    /// An arc of the circle round `center`, joined by a line to the current point if there is
    /// one. `clockwise` is on the screen: the angle increases (Core Graphics' `clockwise` in its
    /// y-up sense is the other way).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// The same shape run backwards: each subpath from its end to its start.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(of: self)
        for subpath in Subpath.all(of: path) { subpath.appendReversed(to: reversed.path) }
        return reversed
    }

    /// Moves every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    open var isEmpty: Bool { path.isEmpty }
    /// The box of every point, control points included (`CGPath.boundingBox`).
    open var bounds: CGRect { path.boundingBox }
    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether `point` is inside, by the path's fill rule (`usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    // MARK: Drawing attributes

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// The largest error allowed in drawing curves, in pixels. Cairo draws within 0.1 pixel,
    /// which keeps every flatness at 0.1 or more.
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    /// The dash lengths (`count` of them from `pattern`) and where in them the line starts.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash lengths into `pattern` (which must hold them all: ask with `count` first),
    /// their number into `count` and the phase into `phase`; each may be nil.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func copyAttributes(of other: UIBezierPath) {
        (lineWidth, lineCapStyle, lineJoinStyle, miterLimit) = (
            other.lineWidth, other.lineCapStyle, other.lineJoinStyle, other.miterLimit
        )
        (flatness, usesEvenOddFillRule, dashPattern, dashPhase) = (
            other.flatness, other.usesEvenOddFillRule, other.dashPattern, other.dashPhase
        )
    }

    // MARK: Drawing into the current context

    /// Paints the inside with the current context's fill colour, by the path's fill rule; the
    /// context's state is left as it was. Without a current context, nothing.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// `fill()` with a blend mode and an alpha (0…1) for this drawing only.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        blending(blendMode, alpha) { fill() }
    }

    /// `stroke()` with a blend mode and an alpha (0…1) for this drawing only.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        blending(blendMode, alpha) { stroke() }
    }

    /// Runs `draw` with the current context's blend mode and alpha set, then restores them.
    private func blending(_ mode: CGBlendMode, _ alpha: CGFloat, _ draw: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(mode)
        context.setAlpha(alpha)
        draw()
        context.restoreGState()
    }

    /// Strokes the path with its line attributes and the current context's stroke colour; the
    /// context's state is left as it was. Without a current context, nothing.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Cuts the current context's clip to the inside of the path (by its fill rule).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: NSCopying

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.copyAttributes(of: self)
        return copy
    }
}

/// One subpath's segments, for running it backwards.
private struct Subpath {
    enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
    }
    var start: CGPoint
    var segments: [(from: CGPoint, segment: Segment)] = []
    var closed = false

    static func all(of path: CGPath) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                if let c = current { result.append(c) }
                current = Subpath(start: e.points[0])
                point = e.points[0]
            case .addLineToPoint:
                current = current ?? Subpath(start: point)
                current?.segments.append((point, .line(e.points[0])))
                point = e.points[0]
            case .addQuadCurveToPoint:
                current = current ?? Subpath(start: point)
                current?.segments.append((point, .quad(e.points[0], e.points[1])))
                point = e.points[1]
            case .addCurveToPoint:
                current = current ?? Subpath(start: point)
                current?.segments.append((point, .cubic(e.points[0], e.points[1], e.points[2])))
                point = e.points[2]
            case .closeSubpath:
                if var c = current {
                    c.closed = true
                    result.append(c)
                    point = c.start
                }
                current = nil
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    /// This subpath from its end to its start; a closed one starts where it started, runs its
    /// closing line first, and closes again.
    func appendReversed(to path: CGMutablePath) {
        let end: CGPoint =
            segments.last.map { s in
                switch s.segment {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
                }
            } ?? start
        if closed {
            path.move(to: start)
            if end != start { path.addLine(to: end) }
        } else {
            path.move(to: end)
        }
        for (from, segment) in segments.reversed() {
            switch segment {
            case .line: path.addLine(to: from)
            case .quad(let c, _): path.addQuadCurve(to: from, control: c)
            case .cubic(let c1, let c2, _): path.addCurve(to: from, control1: c2, control2: c1)
            }
        }
        if closed { path.closeSubpath() }
    }
}
