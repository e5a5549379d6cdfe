// CGContext's painting held to analytic pixels: which pixels a path, stroke, clip, image,
// gradient or shadow must cover, worked out from the geometry (the declarations' sources are in
// CGContextConformanceTests.swift). Device space has y up: memory row r is device y = height − 1 − r.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CGContextPaintingTests {
    @Test func pathDeclarations() throws {
        let begin: (CGContext) -> () -> Void = CGContext.beginPath
        let move: (CGContext) -> (CGPoint) -> Void = CGContext.move(to:)
        let line: (CGContext) -> (CGPoint) -> Void = CGContext.addLine(to:)
        let lines: (CGContext) -> ([CGPoint]) -> Void = CGContext.addLines(between:)
        let curve: (CGContext) -> (CGPoint, CGPoint, CGPoint) -> Void = CGContext.addCurve(to:control1:control2:)
        let quad: (CGContext) -> (CGPoint, CGPoint) -> Void = CGContext.addQuadCurve(to:control:)
        let close: (CGContext) -> () -> Void = CGContext.closePath
        let rect: (CGContext) -> (CGRect) -> Void = CGContext.addRect(_:)
        let rects: (CGContext) -> ([CGRect]) -> Void = CGContext.addRects(_:)
        let ellipse: (CGContext) -> (CGRect) -> Void = CGContext.addEllipse(in:)
        let arc: (CGContext) -> (CGPoint, CGFloat, CGFloat, CGFloat, Bool) -> Void =
            CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)
        let tangentArc: (CGContext) -> (CGPoint, CGPoint, CGFloat) -> Void = CGContext.addArc(tangent1End:tangent2End:radius:)
        let addPath: (CGContext) -> (CGPath) -> Void = CGContext.addPath(_:)
        let empty: KeyPath<CGContext, Bool> = \.isPathEmpty
        let current: KeyPath<CGContext, CGPoint> = \.currentPointOfPath
        let box: KeyPath<CGContext, CGRect> = \.boundingBoxOfPath
        let path: KeyPath<CGContext, CGPath?> = \.path
        let contains: (CGContext) -> (CGPoint, CGPathDrawingMode) -> Bool = CGContext.pathContains(_:mode:)

        let c = try rgbaContext(100, 100)
        #expect(c[keyPath: empty] && c[keyPath: path] == nil && c[keyPath: box].isNull && c[keyPath: current] == .zero)
        // The path is kept where the CTM put it when each element was added.
        c.translateBy(x: 10, y: 0)
        move(c)(CGPoint(x: 0, y: 0))
        line(c)(CGPoint(x: 20, y: 0))
        c.translateBy(x: -10, y: 0)
        #expect(c[keyPath: current] == CGPoint(x: 30, y: 0))
        quad(c)(CGPoint(x: 30, y: 20), CGPoint(x: 40, y: 10))
        curve(c)(CGPoint(x: 10, y: 20), CGPoint(x: 25, y: 30), CGPoint(x: 15, y: 30))
        close(c)()
        #expect(c[keyPath: current] == CGPoint(x: 10, y: 0), "closing returns to the subpath's start")
        #expect(contains(c)(CGPoint(x: 20, y: 10), .fill) && !contains(c)(CGPoint(x: 5, y: 10), .fill))
        #expect(contains(c)(CGPoint(x: 20, y: 0.2), .stroke) && !contains(c)(CGPoint(x: 20, y: 10), .stroke))
        let copy = try #require(c[keyPath: path])
        #expect(copy.currentPoint == CGPoint(x: 10, y: 0))
        begin(c)()
        #expect(c[keyPath: empty])

        lines(c)([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        rect(c)(CGRect(x: 50, y: 50, width: 10, height: 5))
        rects(c)([CGRect(x: 70, y: 70, width: 1, height: 1)])
        ellipse(c)(CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(c[keyPath: box] == CGRect(x: 0, y: 0, width: 100, height: 71))
        c.beginPath()
        // A quarter circle of radius 10 about (50, 50), counterclockwise in y-up terms when not
        // `clockwise`: from (60, 50) to (50, 60).
        arc(c)(CGPoint(x: 50, y: 50), 10, 0, .pi / 2, false)
        let end = c.currentPointOfPath
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        #expect(abs(c.boundingBoxOfPath.width - 10) < 1e-9 && abs(c.boundingBoxOfPath.height - 10) < 1e-9)
        c.beginPath()
        c.move(to: CGPoint(x: 0, y: 0))
        // Tangent to y = 0 and to x = 20 with radius 5: ends at (20, 5).
        tangentArc(c)(CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20), 5)
        let t = c.currentPointOfPath
        #expect(abs(t.x - 20) < 1e-9 && abs(t.y - 5) < 1e-9)
        c.beginPath()
        addPath(c)(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil))
        #expect(c.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func fillRulesAndModes() throws {
        let fillPath: (CGContext) -> (CGPathFillRule) -> Void = CGContext.fillPath(using:)
        let drawPath: (CGContext) -> (CGPathDrawingMode) -> Void = CGContext.drawPath(using:)
        let fillRect: (CGContext) -> (CGRect) -> Void = CGContext.fill(_:)
        let fillRects: (CGContext) -> ([CGRect]) -> Void = CGContext.fill(_:)
        let fillEllipse: (CGContext) -> (CGRect) -> Void = CGContext.fillEllipse(in:)
        let clear: (CGContext) -> (CGRect) -> Void = CGContext.clear(_:)
        let setFill: (CGContext) -> (CGColor) -> Void = CGContext.setFillColor(_:)
        #expect(CGPathDrawingMode.eoFillStroke.rawValue == 4 && CGPathDrawingMode.fill.rawValue == 0)

        // Two squares, the same way round, one inside the other: the winding rule fills the
        // inner one, even-odd leaves it empty.
        func squares(_ c: CGContext) {
            c.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            c.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let winding = try rgbaContext(30, 30)
        squares(winding)
        fillPath(winding)(.winding)
        #expect(winding.isPathEmpty, "filling ends the path")
        let evenOdd = try rgbaContext(30, 30)
        squares(evenOdd)
        evenOdd.fillPath()  // the default is the winding rule
        #expect(rgba(evenOdd, 15, 15)[3] == 255)
        evenOdd.clear(CGRect(x: 0, y: 0, width: 30, height: 30))
        squares(evenOdd)
        evenOdd.fillPath(using: .evenOdd)
        #expect(rgba(winding, 15, 15)[3] == 255 && rgba(evenOdd, 15, 15)[3] == 0 && rgba(evenOdd, 5, 5)[3] == 255)

        // Fill then stroke in one call; fill and stroke colours kept apart.
        let c = try rgbaContext(40, 40)
        setFill(c)(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.setLineWidth(4)
        c.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        drawPath(c)(.fillStroke)
        #expect(rgba(c, 20, 20) == [255, 0, 0, 255])
        #expect(rgba(c, 10, 20) == [0, 0, 255, 255] && rgba(c, 8, 20) == [0, 0, 255, 255] && rgba(c, 7, 20)[3] == 0)

        // Rects and an ellipse: covered where the equations say.
        let shapes = try rgbaContext(40, 40)
        fillRects(shapes)([CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 35, y: 35, width: 5, height: 5)])
        fillRect(shapes)(CGRect(x: 10, y: 30, width: 2, height: 2))
        #expect(rgba(shapes, 0, 39)[3] == 255 && rgba(shapes, 39, 0)[3] == 255 && rgba(shapes, 10, 8)[3] == 255)
        let disc = try rgbaContext(40, 40)
        fillEllipse(disc)(CGRect(x: 0, y: 0, width: 40, height: 40))
        for (x, row) in [(20, 20), (1, 20), (20, 38), (5, 5), (34, 34), (3, 3)] {
            let (px, py) = (Double(x) + 0.5, 40 - Double(row) - 0.5)
            let distance = ((px - 20) * (px - 20) + (py - 20) * (py - 20)).squareRoot()
            let alpha = rgba(disc, x, row)[3]
            if distance < 19.3 { #expect(alpha == 255, "(\(x), \(row)) inside") }
            if distance > 20.7 { #expect(alpha == 0, "(\(x), \(row)) outside") }
        }
        clear(disc)(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(rgba(disc, 20, 20) == [0, 0, 0, 0] && rgba(disc, 20, 8)[3] == 255)
    }

    @Test func strokesAndLineStyle() throws {
        let width: (CGContext) -> (CGFloat) -> Void = CGContext.setLineWidth(_:)
        let cap: (CGContext) -> (CGLineCap) -> Void = CGContext.setLineCap(_:)
        let join: (CGContext) -> (CGLineJoin) -> Void = CGContext.setLineJoin(_:)
        let miter: (CGContext) -> (CGFloat) -> Void = CGContext.setMiterLimit(_:)
        let dash: (CGContext) -> (CGFloat, [CGFloat]) -> Void = CGContext.setLineDash(phase:lengths:)
        let stroke: (CGContext) -> () -> Void = CGContext.strokePath
        let strokeRect: (CGContext) -> (CGRect) -> Void = CGContext.stroke(_:)
        let strokeRectWidth: (CGContext) -> (CGRect, CGFloat) -> Void = CGContext.stroke(_:width:)
        let strokeEllipse: (CGContext) -> (CGRect) -> Void = CGContext.strokeEllipse(in:)
        let segments: (CGContext) -> ([CGPoint]) -> Void = CGContext.strokeLineSegments(between:)
        let strokeColor: (CGContext) -> (CGFloat, CGFloat, CGFloat, CGFloat) -> Void = CGContext.setStrokeColor(
            red:green:blue:alpha:)
        let strokeGray: (CGContext) -> (CGFloat, CGFloat) -> Void = CGContext.setStrokeColor(gray:alpha:)
        #expect(CGLineCap.square.rawValue == 2 && CGLineJoin.bevel.rawValue == 2)

        // A horizontal line at y = 20, 4 wide, from x = 10 to 30: rows y 18…22, columns by cap.
        func line(_ c: CGLineCap) throws -> CGContext {
            let ctx = try rgbaContext(40, 40)
            width(ctx)(4)
            cap(ctx)(c)
            ctx.move(to: CGPoint(x: 10, y: 20))
            ctx.addLine(to: CGPoint(x: 30, y: 20))
            stroke(ctx)()
            return ctx
        }
        let butt = try line(.butt)
        let square = try line(.square)
        // Device y 18…22 is memory rows 18…21 (row = 39 − y).
        #expect(rgba(butt, 10, 18)[3] == 255 && rgba(butt, 29, 21)[3] == 255)
        #expect(
            rgba(butt, 9, 19)[3] == 0 && rgba(butt, 30, 19)[3] == 0 && rgba(butt, 15, 17)[3] == 0 && rgba(butt, 15, 22)[3] == 0)
        #expect(rgba(square, 8, 19)[3] == 255 && rgba(square, 31, 19)[3] == 255 && rgba(square, 7, 19)[3] == 0)

        // Dashes of 4 on, 4 off from x = 0: columns 0…3 painted, 4…7 not, and so on; a phase
        // of 2 shifts them left by 2.
        let dashed = try rgbaContext(40, 4)
        width(dashed)(2)
        dash(dashed)(0, [4, 4])
        dashed.move(to: CGPoint(x: 0, y: 2))
        dashed.addLine(to: CGPoint(x: 40, y: 2))
        stroke(dashed)()
        #expect((0..<16).map { rgba(dashed, $0, 1)[3] > 128 } == (0..<16).map { $0 % 8 < 4 })
        dashed.clear(CGRect(x: 0, y: 0, width: 40, height: 4))
        dash(dashed)(2, [4, 4])
        segments(dashed)([CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2), CGPoint(x: 0, y: 0)])
        #expect((0..<16).map { rgba(dashed, $0, 1)[3] > 128 } == (0..<16).map { ($0 + 2) % 8 < 4 })
        dash(dashed)(0, [])  // solid again

        // Rect strokes straddle the edge; the width argument is for that call only.
        let boxed = try rgbaContext(40, 40)
        strokeColor(boxed)(0, 1, 0, 1)
        strokeRectWidth(boxed)(CGRect(x: 10, y: 10, width: 20, height: 20), 6)
        #expect(rgba(boxed, 7, 20) == [0, 255, 0, 255] && rgba(boxed, 12, 20)[3] == 255 && rgba(boxed, 13, 20)[3] == 0)
        strokeGray(boxed)(0, 1)
        strokeRect(boxed)(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(abs(rgba(boxed, 0, 20)[3] - 128) <= 1 && rgba(boxed, 1, 20)[3] == 0, "1 wide, half of it inside")
        strokeEllipse(boxed)(CGRect(x: 15, y: 15, width: 10, height: 10))
        #expect(rgba(boxed, 20, 20)[3] == 0)

        // A miter join of a right angle reaches the corner's diagonal, 4·√2/2 out; beveled when
        // the limit is under √2.
        func corner(_ limit: CGFloat, _ j: CGLineJoin) throws -> CGContext {
            let ctx = try rgbaContext(40, 40)
            width(ctx)(8)
            join(ctx)(j)
            miter(ctx)(limit)
            ctx.move(to: CGPoint(x: 5, y: 20))
            ctx.addLine(to: CGPoint(x: 20, y: 20))
            ctx.addLine(to: CGPoint(x: 20, y: 5))
            ctx.strokePath()
            return ctx
        }
        // The outer corner pixel (23…24, 23…24) in device space: memory row 16.
        let mitered = try corner(10, .miter)
        let limited = try corner(1.2, .miter)
        let beveled = try corner(10, .bevel)
        let rounded = try corner(10, .round)
        #expect(rgba(mitered, 23, 16)[3] == 255 && rgba(limited, 23, 16)[3] == 0)
        // Device pixel (22…23, 22…23): mostly inside the round join's radius-4 disc about the
        // corner, wholly past the bevel's x + y = 44.
        #expect(rgba(beveled, 23, 16)[3] == 0 && rgba(beveled, 22, 17)[3] == 0)
        #expect(rgba(rounded, 22, 17)[3] > 128 && rgba(rounded, 23, 16)[3] < 128)
    }

    @Test func clippingAndState() throws {
        let clip: (CGContext) -> (CGPathFillRule) -> Void = CGContext.clip(using:)
        let clipRect: (CGContext) -> (CGRect) -> Void = CGContext.clip(to:)
        let clipRects: (CGContext) -> ([CGRect]) -> Void = CGContext.clip(to:)
        let reset: (CGContext) -> () -> Void = CGContext.resetClip
        let clipBox: KeyPath<CGContext, CGRect> = \.boundingBoxOfClipPath
        let alpha: (CGContext) -> (CGFloat) -> Void = CGContext.setAlpha(_:)
        let fillRGB: (CGContext) -> (CGFloat, CGFloat, CGFloat, CGFloat) -> Void = CGContext.setFillColor(red:green:blue:alpha:)
        let fillGray: (CGContext) -> (CGFloat, CGFloat) -> Void = CGContext.setFillColor(gray:alpha:)
        let antialias: (CGContext) -> (Bool) -> Void = CGContext.setShouldAntialias(_:)
        let allows: (CGContext) -> (Bool) -> Void = CGContext.setAllowsAntialiasing(_:)
        let everything = CGRect(x: 0, y: 0, width: 40, height: 40)

        let c = try rgbaContext(40, 40)
        #expect(c[keyPath: clipBox] == everything)
        c.saveGState()
        clipRect(c)(CGRect(x: 10, y: 10, width: 10, height: 10))
        c.addRect(CGRect(x: 15, y: 0, width: 25, height: 40))
        clip(c)(.winding)
        #expect(c.isPathEmpty, "clipping ends the path")
        #expect(c[keyPath: clipBox] == CGRect(x: 15, y: 10, width: 5, height: 10))
        fillRGB(c)(1, 0, 0, 1)
        c.fill(everything)
        #expect(rgba(c, 15, 29)[3] == 255 && rgba(c, 19, 20)[3] == 255)
        #expect(rgba(c, 14, 25)[3] == 0 && rgba(c, 20, 25)[3] == 0 && rgba(c, 17, 30)[3] == 0 && rgba(c, 17, 19)[3] == 0)
        c.restoreGState()
        #expect(c.boundingBoxOfClipPath == everything, "the clip is part of the graphics state")
        clipRects(c)([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 38, y: 38, width: 2, height: 2)])
        #expect(c.boundingBoxOfClipPath == everything)
        reset(c)()

        // Alpha multiplies what is painted; the colour's own alpha with it.
        let a = try rgbaContext(4, 1)
        alpha(a)(0.5)
        fillGray(a)(1, 1)
        a.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        fillRGB(a)(0, 0, 1, 0.5)
        a.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        alpha(a)(2)  // clamped to 1
        a.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(rgba(a, 0, 0).allSatisfy { abs($0 - 128) <= 1 })
        #expect(abs(rgba(a, 1, 0)[2] - 64) <= 1 && abs(rgba(a, 1, 0)[3] - 64) <= 1)
        #expect(abs(rgba(a, 2, 0)[2] - 128) <= 1 && abs(rgba(a, 2, 0)[3] - 128) <= 1)

        // Without antialiasing an edge through a pixel's middle covers all or nothing.
        let hard = try rgbaContext(4, 1)
        antialias(hard)(false)
        hard.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        let soft = try rgbaContext(4, 1)
        allows(soft)(true)
        soft.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        #expect([0, 1, 2, 3].map { rgba(hard, $0, 0)[3] }.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(abs(rgba(soft, 0, 0)[3] - 128) <= 1 && abs(rgba(soft, 2, 0)[3] - 128) <= 1)
    }

    @Test func transparencyLayersCompositeOnce() throws {
        let begin: (CGContext) -> (CFDictionary?) -> Void = CGContext.beginTransparencyLayer(auxiliaryInfo:)
        let beginIn: (CGContext) -> (CGRect, CFDictionary?) -> Void = CGContext.beginTransparencyLayer(in:auxiliaryInfo:)
        let end: (CGContext) -> () -> Void = CGContext.endTransparencyLayer

        // Two overlapping opaque squares at alpha 0.5: drawn one by one, the overlap is darker
        // (0.75 alpha); in a layer, the layer is painted once at 0.5 everywhere.
        func draw(_ c: CGContext) {
            c.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
            c.fill(CGRect(x: 3, y: 0, width: 6, height: 2))
        }
        let apart = try rgbaContext(10, 2)
        let together = try rgbaContext(10, 2)
        apart.setAlpha(0.5)
        draw(apart)
        together.setAlpha(0.5)
        begin(together)(nil)
        draw(together)
        end(together)()
        #expect(abs(rgba(apart, 4, 0)[3] - 191) <= 1 && abs(rgba(apart, 1, 0)[3] - 128) <= 1)
        #expect(abs(rgba(together, 4, 0)[3] - 128) <= 1 && abs(rgba(together, 1, 0)[3] - 128) <= 1)

        let bounded = try rgbaContext(10, 2)
        beginIn(bounded)(CGRect(x: 0, y: 0, width: 5, height: 2), nil)
        draw(bounded)
        end(bounded)()
        end(bounded)()  // unbalanced: ignored
        #expect(rgba(bounded, 4, 0)[3] == 255 && rgba(bounded, 5, 0)[3] == 0)
    }
}
