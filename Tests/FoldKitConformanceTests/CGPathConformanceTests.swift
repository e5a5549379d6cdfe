// CGPath and CGMutablePath as Apple declares them, with their geometry held to equations.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/coregraphics/cgpath — init(rect:transform:),
//   init(ellipseIn:transform:), init(roundedRect:cornerWidth:cornerHeight:transform:), isEmpty,
//   currentPoint, boundingBox ("includes the control points for Bézier and quadratic curves"),
//   boundingBoxOfPath ("does not include the control points"), contains(_:using:transform:),
//   applyWithBlock(_:), apply(info:function:), copy(), mutableCopy(), copy(using:)
//   https://developer.apple.com/documentation/coregraphics/cgmutablepath — move(to:transform:),
//   addLine(to:transform:), addLines(between:transform:), addQuadCurve(to:control:transform:),
//   addCurve(to:control1:control2:transform:), addRect(_:transform:), addRects(_:transform:),
//   addEllipse(in:transform:), addRoundedRect(in:cornerWidth:cornerHeight:transform:),
//   addArc(center:radius:startAngle:endAngle:clockwise:transform:),
//   addRelativeArc(center:radius:startAngle:delta:transform:),
//   addArc(tangent1End:tangent2End:radius:transform:), addPath(_:transform:), closeSubpath()
//   https://developer.apple.com/documentation/coregraphics/cgpathelement,
//   cgpathelementtype, cgpathfillrule

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif
import Foundation
import Testing

@Suite struct CGPathConformanceTests {
    /// Each element's type and points, through `applyWithBlock`.
    private func elements(_ p: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var out: [(CGPathElementType, [CGPoint])] = []
        p.applyWithBlock { e in
            let n = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3, .closeSubpath: 0][e.pointee.type]!
            out.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        return out
    }

    @Test func pathDeclarations() {
        let rect: (CGRect, UnsafePointer<CGAffineTransform>?) -> CGPath = CGPath.init(rect:transform:)
        let ellipse: (CGRect, UnsafePointer<CGAffineTransform>?) -> CGPath = CGPath.init(ellipseIn:transform:)
        let rounded: (CGRect, CGFloat, CGFloat, UnsafePointer<CGAffineTransform>?) -> CGPath = CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)
        let empty: KeyPath<CGPath, Bool> = \.isEmpty
        let current: KeyPath<CGPath, CGPoint> = \.currentPoint
        let boxes: [KeyPath<CGPath, CGRect>] = [\.boundingBox, \.boundingBoxOfPath]
        let contains: (CGPath) -> (CGPoint, CGPathFillRule, CGAffineTransform) -> Bool = CGPath.contains(_:using:transform:)
        let copy: (CGPath) -> () -> CGPath? = CGPath.copy
        let mutableCopy: (CGPath) -> () -> CGMutablePath? = CGPath.mutableCopy

        let box = rect(CGRect(x: 10, y: 20, width: 30, height: 40), nil)
        #expect(!box[keyPath: empty] && box[keyPath: current] == CGPoint(x: 10, y: 20))
        #expect(elements(box).map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(elements(box).flatMap(\.1) == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        #expect(boxes.allSatisfy { box[keyPath: $0] == CGRect(x: 10, y: 20, width: 30, height: 40) })
        #expect(contains(box)(CGPoint(x: 20, y: 30), .winding, .identity) && !contains(box)(CGPoint(x: 5, y: 30), .winding, .identity))
        #expect(contains(box)(CGPoint(x: 5, y: 30), .winding, CGAffineTransform(translationX: -10, y: 0)))
        #expect(copy(box)() == box && mutableCopy(box)() == box)
        #expect(CGMutablePath()[keyPath: empty] && CGMutablePath().boundingBox.isNull && CGMutablePath().currentPoint == .zero)

        // The ellipse passes through the ends of its axes, and its cubic arcs stay within 0.03 %
        // of the radius (the 4/3·tan(θ/4) control length).
        let e = ellipse(CGRect(x: 0, y: 0, width: 200, height: 100), nil)
        let ends = elements(e).filter { $0.0 == .addCurveToPoint }.map { $0.1[2] }
        #expect(ends.count == 4 && ends.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) } == [CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 50)])
        #expect(abs(e.boundingBoxOfPath.width - 200) < 1e-9 && abs(e.boundingBoxOfPath.height - 100) < 1e-9)
        var t = CGAffineTransform(scaleX: 2, y: 2)
        #expect(abs(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &t).boundingBoxOfPath.width - 20) < 1e-9)
        // A rounded rect: the corner's middle lies r(1 − 1/√2) in from each side.
        let rr = rounded(CGRect(x: 0, y: 0, width: 100, height: 60), 10, 10, nil)
        let inset = 10 * (1 - 1 / 2.0.squareRoot())
        #expect(rr.contains(CGPoint(x: inset + 0.05, y: inset + 0.05)) && !rr.contains(CGPoint(x: inset - 0.05, y: inset - 0.05)))
    }

    @Test func mutablePathDeclarations() {
        let make: () -> CGMutablePath = CGMutablePath.init
        let move: (CGMutablePath) -> (CGPoint, CGAffineTransform) -> Void = CGMutablePath.move(to:transform:)
        let line: (CGMutablePath) -> (CGPoint, CGAffineTransform) -> Void = CGMutablePath.addLine(to:transform:)
        let lines: (CGMutablePath) -> ([CGPoint], CGAffineTransform) -> Void = CGMutablePath.addLines(between:transform:)
        let quad: (CGMutablePath) -> (CGPoint, CGPoint, CGAffineTransform) -> Void = CGMutablePath.addQuadCurve(to:control:transform:)
        let cubic: (CGMutablePath) -> (CGPoint, CGPoint, CGPoint, CGAffineTransform) -> Void = CGMutablePath.addCurve(to:control1:control2:transform:)
        let rects: (CGMutablePath) -> ([CGRect], CGAffineTransform) -> Void = CGMutablePath.addRects(_:transform:)
        let arc: (CGMutablePath) -> (CGPoint, CGFloat, CGFloat, CGFloat, Bool, CGAffineTransform) -> Void = CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)
        let relative: (CGMutablePath) -> (CGPoint, CGFloat, CGFloat, CGFloat, CGAffineTransform) -> Void = CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)
        let tangent: (CGMutablePath) -> (CGPoint, CGPoint, CGFloat, CGAffineTransform) -> Void = CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)
        let addPath: (CGMutablePath) -> (CGPath, CGAffineTransform) -> Void = CGMutablePath.addPath(_:transform:)
        let close: (CGMutablePath) -> () -> Void = CGMutablePath.closeSubpath

        // With no current point, a line is dropped (Core Graphics logs "no current point").
        let p = make()
        line(p)(CGPoint(x: 5, y: 5), .identity)
        #expect(p.isEmpty)
        move(p)(CGPoint(x: 0, y: 0), CGAffineTransform(translationX: 1, y: 1))
        line(p)(CGPoint(x: 10, y: 0), .identity)
        quad(p)(CGPoint(x: 20, y: 0), CGPoint(x: 15, y: 10), .identity)
        cubic(p)(CGPoint(x: 30, y: 0), CGPoint(x: 22, y: -10), CGPoint(x: 28, y: -10), .identity)
        close(p)()
        #expect(elements(p).map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(elements(p)[0].1 == [CGPoint(x: 1, y: 1)] && elements(p)[2].1 == [CGPoint(x: 15, y: 10), CGPoint(x: 20, y: 0)])
        #expect(p.currentPoint == CGPoint(x: 1, y: 1))  // back at the subpath's start
        // The quad's control point (15, 10) is in boundingBox; the curve itself reaches y = 5.
        #expect(p.boundingBox.maxY == 10 && abs(p.boundingBoxOfPath.maxY - 5) < 1e-9)
        // The cubic's lowest point: y(t) = −30t(1 − t) at t = ½ is −7.5.
        #expect(abs(p.boundingBoxOfPath.minY + 7.5) < 1e-9 && p.boundingBox.minY == -10)

        // Two nested squares drawn the same way: inside both is filled by winding, not even-odd.
        let rings = make()
        rects(rings)([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 3, y: 3, width: 4, height: 4)], .identity)
        #expect(rings.contains(CGPoint(x: 5, y: 5), using: .winding) && !rings.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 1, y: 5), using: .evenOdd))

        // Arcs: angles from +x towards +y; clockwise runs the angle down.
        let a = make()
        arc(a)(CGPoint(x: 0, y: 0), 10, 0, .pi / 2, false, .identity)
        #expect(a.currentPoint.x.magnitude < 1e-12 && abs(a.currentPoint.y - 10) < 1e-12 && abs(a.boundingBoxOfPath.width - 10) < 1e-9)
        let b = make()
        arc(b)(CGPoint(x: 0, y: 0), 10, 0, .pi / 2, true, .identity)  // the long way round: three quarters
        #expect(abs(b.boundingBoxOfPath.width - 20) < 1e-9 && abs(b.boundingBoxOfPath.minY + 10) < 1e-9)
        let c = make()
        relative(c)(CGPoint(x: 5, y: 5), 5, .pi, -.pi / 2, .identity)
        #expect(abs(c.currentPoint.x - 5) < 1e-12 && abs(c.currentPoint.y - 10) < 1e-12)  // from π down to π/2
        // A corner rounded by tangents: from (0, 0) along +x to (10, 0), then to (10, 10), r = 2:
        // the arc runs from (8, 0) to (10, 2).
        let d = make()
        d.move(to: .zero)
        tangent(d)(CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), 2, .identity)
        #expect(elements(d)[1].1 == [CGPoint(x: 8, y: 0)])
        #expect(abs(d.currentPoint.x - 10) < 1e-12 && abs(d.currentPoint.y - 2) < 1e-12)
        let e = make()
        lines(e)([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)], .identity)
        addPath(e)(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil), CGAffineTransform(translationX: 5, y: 0))
        #expect(elements(e).count == 3 + 5 && elements(e)[3].1 == [CGPoint(x: 5, y: 0)])
    }
}
