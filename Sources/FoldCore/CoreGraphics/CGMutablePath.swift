import Foundation

/// A path being built (CGMutablePath). Each method maps its points through `transform` first.
/// A line or curve with no current point is dropped, as Core Graphics drops it (it logs "no
/// current point"); start a subpath with `move(to:)`.
public class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Path()) }

    package override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard path.currentPoint != nil else { return }
        path.addLine(to: point.applying(transform))
    }

    /// A line through each point in turn, starting with a move to the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard path.currentPoint != nil else { return }
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard path.currentPoint != nil else { return }
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func closeSubpath() { path.closeSubpath() }

    /// A closed subpath around the rectangle: its origin, then along x, as Core Graphics draws it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A closed ellipse inscribed in the rectangle, as four cubic arcs starting at its right
    /// end and turning towards +y, as Core Graphics builds it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        move(to: CGPoint(x: 1, y: 0), transform: scale.concatenating(transform))
        appendArc(from: 0, sweep: 2 * .pi, transform: scale.concatenating(transform))
        closeSubpath()
    }

    /// A closed rounded rectangle; the corner sizes are clamped to half the width and height.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(0, cornerWidth.isFinite ? cornerWidth : 0), r.width / 2)
        let h = min(max(0, cornerHeight.isFinite ? cornerHeight : 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from start: CGFloat) {
            let t = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: cx, ty: cy).concatenating(transform)
            appendArc(from: start, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.maxX, y: r.minY + h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        corner(r.maxX - w, r.maxY - h, from: 0)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        corner(r.minX + w, r.maxY - h, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        corner(r.minX + w, r.minY + h, from: .pi)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        corner(r.maxX - w, r.minY + h, from: 3 * .pi / 2)
        closeSubpath()
    }

    /// An arc of a circle, angles in radians from +x towards +y; `clockwise` true runs the angle
    /// down (clockwise in Core Graphics' y-up space, so counterclockwise on a y-down screen). A
    /// line joins the current point to the arc's start; without one, the arc starts a subpath.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        addArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc from `startAngle` through `delta` radians (negative runs the angle down).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        addArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// The arc of the given radius tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`, after a line to its first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = path.currentPoint else { return }
        // The current point is already transformed; work in untransformed space when invertible.
        let p0 = current.applying(transform.inverted())
        let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0, radius.isFinite else {
            return addLine(to: tangent1End, transform: transform)
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosTheta = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosTheta) / 2
        let d = radius / tan(half)
        let t1 = CGPoint(x: tangent1End.x + u1.dx * d, y: tangent1End.y + u1.dy * d)
        let t2 = CGPoint(x: tangent1End.x + u2.dx * d, y: tangent1End.y + u2.dy * d)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let c = CGPoint(x: tangent1End.x + bisector.dx / bl * radius / sin(half), y: tangent1End.y + bisector.dy / bl * radius / sin(half))
        let a1 = atan2(t1.y - c.y, t1.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: c, radius: radius, startAngle: a1, delta: sweep, transform: transform)
    }

    /// Another path's elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.path.applying(transform).elements { self.path.append(e) }
    }

    private func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform) {
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(t)
        if path.currentPoint == nil { path.move(to: start) } else { path.addLine(to: start) }
        appendArc(from: startAngle, sweep: delta, transform: t)
    }

    /// Cubic pieces of at most a quarter turn along the unit circle from angle `a0`, through `t`.
    private func appendArc(from a0: CGFloat, sweep: CGFloat, transform t: CGAffineTransform) {
        guard sweep != 0 else { return }
        let pieces = Int((abs(sweep) / (.pi / 2)).rounded(.up).clamped(to: 1...4))
        let step = sweep / CGFloat(pieces)
        // The control distance that makes a cubic match a circular arc of `step` at its middle.
        let k = 4 / 3 * tan(step / 4)
        var a = a0
        for _ in 0..<pieces {
            let b = a + step
            let p1 = CGPoint(x: cos(a) - k * sin(a), y: sin(a) + k * cos(a))
            let p2 = CGPoint(x: cos(b) + k * sin(b), y: sin(b) - k * cos(b))
            let p3 = CGPoint(x: cos(b), y: sin(b))
            path.addCurve(to: p3.applying(t), control1: p1.applying(t), control2: p2.applying(t))
            a = b
        }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
