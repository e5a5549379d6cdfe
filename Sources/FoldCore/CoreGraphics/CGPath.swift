import Foundation

/// An immutable path (CGPath): lines and quadratic and cubic Bézier curves in subpaths, what
/// shape layers draw and keyframe animations follow. `CGMutablePath` builds one.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The geometry, as FoldKit's engine measures, flattens and draws it.
    package var path: Path

    package init(path: Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: p.path)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: p.path)
    }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(path: p.path)
    }

    public var isEmpty: Bool { path.isEmpty }

    /// Where the next element would start; `.zero` for an empty path, as Core Graphics returns.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle holding every point and control point (Core Graphics' cheap box);
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { path.isEmpty ? .null : path.controlPointBounds }

    /// The smallest rectangle holding the path itself (curves' extremes, not their control
    /// points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingBox }

    /// Whether a point is inside the path's filled area, by the winding or even-odd rule (each
    /// subpath closed, as filling closes it), with the path mapped through `transform` first.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0, crossings = 0
        for polygon in path.flattened(tolerance: 0.01) where polygon.count > 1 {
            let ring = polygon.map { $0.applying(transform) }
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in path.elements {
            let type: CGPathElementType
            switch element {
            case .move(let p):
                type = .moveToPoint
                points[0] = p
            case .line(let p):
                type = .addLineToPoint
                points[0] = p
            case .quadCurve(let p, let c):
                type = .addQuadCurveToPoint
                (points[0], points[1]) = (c, p)
            case .curve(let p, let c1, let c2):
                type = .addCurveToPoint
                (points[0], points[1], points[2]) = (c1, c2, p)
            case .closeSubpath:
                type = .closeSubpath
            }
            var e = CGPathElement(type: type, points: points)
            block(&e)
        }
    }

    /// Calls the C function `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    public func copy() -> CGPath? { CGPath(path: path) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(path: path.applying(t))
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: transform.map { path.applying($0.pointee) } ?? path)
    }

    /// Equal when the elements are, as Core Graphics compares paths.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    public var description: String { "<CGPath \(path.elements.count) elements>" }
}

extension Path {
    /// Every point mapped through an affine transform (curves stay curves).
    package func applying(_ t: CGAffineTransform) -> Path {
        Path(elements.map { e in
            switch e {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
