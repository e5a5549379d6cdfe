// UIBezierPath, UIRectCorner and the UIGraphics context stack, as UIKit declares them, held to
// the geometry Apple's documentation states: rectangles, ovals and rounded rectangles are
// closed subpaths running clockwise in the default (y-down) coordinate system; corner radii
// past half a side are clamped; a `clockwise` arc turns clockwise on the screen; fills use
// `usesEvenOddFillRule`.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uibezierpath — `init()`, `init(rect:)`,
//   `init(ovalIn:)`, `init(roundedRect:cornerRadius:)`,
//   `init(roundedRect:byRoundingCorners:cornerRadii:)` ("The radius of each corner oval. Values
//   larger than half the rectangle's width or height are clamped appropriately"; "creates a
//   closed subpath, proceeding in a clockwise direction (relative to the default coordinate
//   system)"), `init(arcCenter:radius:startAngle:endAngle:clockwise:)`, `init(cgPath:)`,
//   `var cgPath: CGPath`, `move(to:)`, `addLine(to:)`, `addCurve(to:controlPoint1:controlPoint2:)`,
//   `addQuadCurve(to:controlPoint:)`, `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`,
//   `close()`, `removeAllPoints()`, `append(_:)`, `reversing()`, `apply(_:)`, `isEmpty`,
//   `bounds`, `currentPoint`, `contains(_:)`, `lineWidth` (default 1), `lineCapStyle`,
//   `lineJoinStyle`, `miterLimit` (default 10), `flatness` (default 0.6),
//   `usesEvenOddFillRule`, `setLineDash(_:count:phase:)`, `getLineDash(_:count:phase:)`,
//   `fill()`, `stroke()`, `addClip()`;
//   https://developer.apple.com/documentation/uikit/uirectcorner — `topLeft`, `topRight`,
//   `bottomLeft`, `bottomRight`, `allCorners`;
//   https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext() —
//   `func UIGraphicsGetCurrentContext() -> CGContext?`, `UIGraphicsPushContext(_:)`,
//   `UIGraphicsPopContext()`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIBezierPathTests {
    /// The path's elements' end points, in order, with a marker for each close.
    static func points(_ path: UIBezierPath) -> [CGPoint?] {
        var out: [CGPoint?] = []
        path.cgPath.applyWithBlock { e in
            switch e.pointee.type {
            case .moveToPoint, .addLineToPoint: out.append(e.pointee.points[0])
            case .addQuadCurveToPoint: out.append(e.pointee.points[1])
            case .addCurveToPoint: out.append(e.pointee.points[2])
            case .closeSubpath: out.append(nil)
            }
        }
        return out
    }

    /// Twice the signed area of the first subpath's polygon of end points: positive when it runs
    /// clockwise on a y-down screen.
    static func turn(_ path: UIBezierPath) -> CGFloat {
        let p = points(path).prefix { $0 != nil }.compactMap { $0 }
        return zip(p, p.dropFirst() + [p[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    @Test func declarations() {
        let inits: [(CGRect) -> UIBezierPath] = [UIBezierPath.init(rect:), UIBezierPath.init(ovalIn:)]
        let rounded: (CGRect, CGFloat) -> UIBezierPath = UIBezierPath.init(roundedRect:cornerRadius:)
        let roundedCorners: (CGRect, UIRectCorner, CGSize) -> UIBezierPath = UIBezierPath.init(
            roundedRect:byRoundingCorners:cornerRadii:)
        let arc: (CGPoint, CGFloat, CGFloat, CGFloat, Bool) -> UIBezierPath = UIBezierPath.init(
            arcCenter:radius:startAngle:endAngle:clockwise:)
        let fromCG: (CGPath) -> UIBezierPath = UIBezierPath.init(cgPath:)
        let point: [(UIBezierPath) -> (CGPoint) -> Void] = [UIBezierPath.move(to:), UIBezierPath.addLine(to:)]
        let cubic: (UIBezierPath) -> (CGPoint, CGPoint, CGPoint) -> Void = UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)
        let quad: (UIBezierPath) -> (CGPoint, CGPoint) -> Void = UIBezierPath.addQuadCurve(to:controlPoint:)
        let addArc: (UIBezierPath) -> (CGPoint, CGFloat, CGFloat, CGFloat, Bool) -> Void =
            UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
        let plain: [(UIBezierPath) -> () -> Void] = [
            UIBezierPath.close, UIBezierPath.removeAllPoints, UIBezierPath.fill, UIBezierPath.stroke, UIBezierPath.addClip,
        ]
        let append: (UIBezierPath) -> (UIBezierPath) -> Void = UIBezierPath.append
        let reversing: (UIBezierPath) -> () -> UIBezierPath = UIBezierPath.reversing
        let apply: (UIBezierPath) -> (CGAffineTransform) -> Void = UIBezierPath.apply
        let contains: (UIBezierPath) -> (CGPoint) -> Bool = UIBezierPath.contains
        let setDash: (UIBezierPath) -> (UnsafePointer<CGFloat>?, Int, CGFloat) -> Void = UIBezierPath.setLineDash(_:count:phase:)
        let getDash:
            (UIBezierPath) -> (UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<CGFloat>?) -> Void =
                UIBezierPath.getLineDash(_:count:phase:)
        let cgPath: ReferenceWritableKeyPath<UIBezierPath, CGPath> = \.cgPath
        let numbers: [ReferenceWritableKeyPath<UIBezierPath, CGFloat>] = [\.lineWidth, \.miterLimit, \.flatness]
        let cap: ReferenceWritableKeyPath<UIBezierPath, CGLineCap> = \.lineCapStyle
        let join: ReferenceWritableKeyPath<UIBezierPath, CGLineJoin> = \.lineJoinStyle
        let evenOdd: ReferenceWritableKeyPath<UIBezierPath, Bool> = \.usesEvenOddFillRule
        let empty: KeyPath<UIBezierPath, Bool> = \.isEmpty
        let bounds: KeyPath<UIBezierPath, CGRect> = \.bounds
        let current: KeyPath<UIBezierPath, CGPoint> = \.currentPoint
        let current2: () -> CGContext? = UIGraphicsGetCurrentContext
        let push: (CGContext) -> Void = UIGraphicsPushContext
        let pop: () -> Void = UIGraphicsPopContext
        _ = (inits, rounded, roundedCorners, arc, fromCG, point, cubic, quad, addArc, plain, append, reversing, apply, contains)
        _ = (setDash, getDash, cgPath, cap, join, evenOdd, empty, bounds, current, current2, push, pop)

        let path = UIBezierPath()
        #expect(path[keyPath: empty] && path.currentPoint == .zero)
        #expect(numbers.map { path[keyPath: $0] } == [1, 10, 0.6])
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter && !path.usesEvenOddFillRule)
        let object: NSObject = path
        #expect(object is NSCopying)
        #expect(
            [UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == [1, 2, 4, 8]
                && UIRectCorner.allCorners.rawValue == ~0)
    }

    @Test func shapesRunClockwiseOnTheScreen() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        for path in [UIBezierPath(rect: rect), UIBezierPath(ovalIn: rect), UIBezierPath(roundedRect: rect, cornerRadius: 8)] {
            #expect(Self.turn(path) > 0)
            #expect(Self.points(path).last == .some(nil), "closed")
            #expect(abs(path.bounds.minX - 10) < 1e-9 && abs(path.bounds.maxY - 50) < 1e-9)
        }
        #expect(
            Self.points(UIBezierPath(rect: rect)) == [
                rect.origin, CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 50), nil,
            ])
        #expect(Self.turn(UIBezierPath(rect: rect).reversing()) < 0)
    }

    /// Whether (x, y) lies inside a w × h rect at the origin with the `corners` rounded by ovals
    /// of radii (rx, ry).
    static func inside(
        _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ rx: CGFloat, _ ry: CGFloat, _ corners: UIRectCorner
    ) -> Bool {
        guard x >= 0, y >= 0, x <= w, y <= h else { return false }
        let centers: [(UIRectCorner, CGFloat, CGFloat)] = [
            (.topLeft, rx, ry), (.topRight, w - rx, ry), (.bottomLeft, rx, h - ry), (.bottomRight, w - rx, h - ry),
        ]
        for (corner, cx, cy) in centers where corners.contains(corner) {
            let left = corner == .topLeft || corner == .bottomLeft
            let top = corner == .topLeft || corner == .topRight
            let inX = left ? x < rx : x > w - rx
            let inY = top ? y < ry : y > h - ry
            if inX && inY && pow((x - cx) / rx, 2) + pow((y - cy) / ry, 2) > 1 { return false }
        }
        return true
    }

    static let cornerCases: [(UIRectCorner, CGSize)] = [
        (.allCorners, CGSize(width: 12, height: 12)), ([.topLeft, .bottomRight], CGSize(width: 20, height: 8)),
        (.topRight, CGSize(width: 90, height: 7)), ([], CGSize(width: 10, height: 10)),
    ]

    @Test(arguments: cornerCases)
    func roundedCornersAreOvalsClampedToHalfASide(_ corners: UIRectCorner, _ radii: CGSize) {
        let (w, h): (CGFloat, CGFloat) = (60, 40)
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: w, height: h), byRoundingCorners: corners, cornerRadii: radii)
        let rx = min(radii.width, w / 2)
        let ry = min(radii.height, h / 2)
        var wrong: [CGPoint] = []
        for i in 0...120 {
            for j in 0...80 {
                let p = CGPoint(x: CGFloat(i) / 2, y: CGFloat(j) / 2)
                // Away from the outline: a cubic quarter oval is within 0.03 % of its radius.
                let near = [-0.05, 0.05].contains { d in
                    Self.inside(p.x + d, p.y, w, h, rx, ry, corners) != Self.inside(p.x, p.y + d, w, h, rx, ry, corners)
                        || Self.inside(p.x + d, p.y + d, w, h, rx, ry, corners) != Self.inside(p.x, p.y, w, h, rx, ry, corners)
                }
                if !near, path.contains(p) != Self.inside(p.x, p.y, w, h, rx, ry, corners) { wrong.append(p) }
            }
        }
        let none = wrong.isEmpty
        #expect(none, "\(wrong.count) wrong, first \(wrong.prefix(4))")
    }

    @Test func aCornerRadiusPastHalfTheShorterSideMakesACapsule() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 20), cornerRadius: 100)
        // Half circles of radius 10 at each end, a straight run between.
        #expect(path.contains(CGPoint(x: 40, y: 0.5)) && path.contains(CGPoint(x: 12, y: 1)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)) && path.contains(CGPoint(x: 1, y: 10)))
        #expect(!path.contains(CGPoint(x: 79, y: 3)))
    }

    @Test func aClockwiseArcTurnsClockwiseOnTheScreen() {
        // 0 to π/2 clockwise: through the lower right quarter (y down), a quarter turn.
        let short = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(short.currentPoint.x) < 1e-9 && abs(short.currentPoint.y - 10) < 1e-9)
        #expect(short.bounds.minX > -1e-9 && short.bounds.minY > -1e-9)
        // The other way round is three quarters, through the upper half.
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(long.bounds.minY < -9 && long.bounds.minX < -9)
        // An arc joins the current point with a line.
        let joined = UIBezierPath()
        joined.move(to: CGPoint(x: 30, y: 0))
        joined.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(Self.points(joined).prefix(2) == [CGPoint(x: 30, y: 0), CGPoint(x: 10, y: 0)])
        #expect(abs(joined.currentPoint.x + 10) < 1e-9)
    }

    @Test func editingThePath() {
        // The flight's path, as the seed builds it.
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 40, y: 300))
        path.addQuadCurve(to: CGPoint(x: 340, y: 40), controlPoint: CGPoint(x: 140, y: -230))
        let snapshot = path.cgPath
        #expect(Self.points(path) == [CGPoint(x: 40, y: 300), CGPoint(x: 340, y: 40)])
        #expect(path.bounds == CGRect(x: 40, y: -230, width: 300, height: 530), "control points included")
        // cgPath is a copy: later edits leave it.
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(snapshot.currentPoint == CGPoint(x: 340, y: 40) && path.currentPoint == .zero)

        // reversing() runs each subpath back; twice gives the path again.
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        let back = open.reversing()
        #expect(Self.points(back) == [CGPoint(x: 20, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
        #expect(back.reversing().cgPath == open.cgPath)
        // The curve's control points swap: the one by its new start comes first.
        var controls: [CGPoint] = []
        back.cgPath.applyWithBlock { e in
            if e.pointee.type == .addCurveToPoint { controls = [e.pointee.points[0], e.pointee.points[1]] }
        }
        #expect(controls == [CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0)])

        // append, apply, removeAllPoints, init(cgPath:), copy.
        let both = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        both.append(UIBezierPath(rect: CGRect(x: 20, y: 0, width: 10, height: 10)))
        #expect(both.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
        both.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(both.bounds == CGRect(x: 5, y: 7, width: 30, height: 10))
        let copy = both.copy() as! UIBezierPath
        let fromCG = UIBezierPath(cgPath: both.cgPath)
        both.removeAllPoints()
        #expect(both.isEmpty && !copy.isEmpty && fromCG.bounds == copy.bounds)
    }

    @Test func dashesRoundTrip() {
        let path = UIBezierPath()
        path.setLineDash([6, 2, 1], count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        var lengths = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&lengths, count: nil, phase: nil)
        #expect(count == 3 && phase == 1.5 && lengths == [6, 2, 1])
    }

    @Test func fillStrokeAndClipDrawIntoTheCurrentContext() throws {
        // No current context: nothing happens.
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()

        let context = try rgbaContext(20, 20)
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        // Even-odd: a 16-square with an 8-square hole.
        let ring = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 16, height: 16))
        ring.append(UIBezierPath(rect: CGRect(x: 6, y: 6, width: 8, height: 8)))
        ring.usesEvenOddFillRule = true
        ring.fill()
        #expect(
            rgba(context, 3, 3) == [255, 0, 0, 255] && rgba(context, 10, 10) == [0, 0, 0, 0]
                && rgba(context, 1, 1) == [0, 0, 0, 0])
        // Winding: the hole fills (both squares run the same way).
        ring.usesEvenOddFillRule = false
        ring.fill()
        #expect(rgba(context, 10, 10) == [255, 0, 0, 255])
        // A 2-point blue stroke centred on x = 1 (whole pixels 0 and 1), over the fill.
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 1, y: 0))
        line.addLine(to: CGPoint(x: 1, y: 20))
        line.lineWidth = 2
        line.stroke()
        #expect(
            rgba(context, 0, 10) == [0, 0, 255, 255] && rgba(context, 1, 10) == [0, 0, 255, 255]
                && rgba(context, 2, 10) == [255, 0, 0, 255])
        // addClip cuts later drawing to the path.
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 20)).addClip()
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(rgba(context, 4, 10) == [0, 255, 0, 255] && rgba(context, 6, 10) == [255, 0, 0, 255])
        // Pushing nests; popping restores.
        let inner = try rgbaContext(2, 2)
        UIGraphicsPushContext(inner)
        #expect(UIGraphicsGetCurrentContext() === inner)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()  // one too many: nothing
    }
}
