// CGContext as Apple declares it, its pixels held to the geometry they must cover.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/coregraphics/cgcontext —
//   init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:) (CGBitmapInfo, and
//   the UInt32 form older code passes `CGImageAlphaInfo….rawValue` to), makeImage(), width,
//   height, bitsPerComponent, bitsPerPixel, bytesPerRow, colorSpace, bitmapInfo, alphaInfo, data;
//   saveGState(), restoreGState(), translateBy(x:y:), scaleBy(x:y:), rotate(by:),
//   concatenate(_:), ctm, userSpaceToDeviceSpaceTransform, convertToDeviceSpace(_:) and
//   convertToUserSpace(_:) for points, sizes and rects; beginPath(), move(to:), addLine(to:),
//   addLines(between:), addCurve(to:control1:control2:), addQuadCurve(to:control:), closePath(),
//   addRect(_:), addRects(_:), addEllipse(in:), addArc(center:radius:startAngle:endAngle:clockwise:),
//   addArc(tangent1End:tangent2End:radius:), addPath(_:), isPathEmpty, currentPointOfPath,
//   boundingBoxOfPath, path, pathContains(_:mode:); fillPath(using:) ("the default is
//   CGPathFillRule.winding"), strokePath(), drawPath(using:), fill(_:) for a rect and rects,
//   stroke(_:), stroke(_:width:), fillEllipse(in:), strokeEllipse(in:),
//   strokeLineSegments(between:), clear(_:) ("As a side effect when you call this function, Core
//   Graphics clears the current path" is said of the rect and ellipse calls); clip(using:),
//   clip(to:) for a rect and rects, resetClip(), boundingBoxOfClipPath; setFillColor(_:),
//   setStrokeColor(_:), setFillColor(red:green:blue:alpha:), setStrokeColor(red:green:blue:alpha:),
//   setFillColor(gray:alpha:), setStrokeColor(gray:alpha:), setAlpha(_:), setLineWidth(_:),
//   setLineCap(_:), setLineJoin(_:), setMiterLimit(_:), setLineDash(phase:lengths:),
//   setShadow(offset:blur:color:) ("offset: Specifies a translation in base-space"),
//   setShadow(offset:blur:) ("a black color with 1/3 alpha"), setShouldAntialias(_:),
//   setAllowsAntialiasing(_:), interpolationQuality, draw(_:in:byTiling:),
//   drawLinearGradient(_:start:end:options:),
//   drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:),
//   beginTransparencyLayer(auxiliaryInfo:), beginTransparencyLayer(in:auxiliaryInfo:),
//   endTransparencyLayer(), flush(), synchronize()
//   https://developer.apple.com/documentation/coregraphics/cglinecap, cglinejoin,
//   cgpathdrawingmode, cginterpolationquality, cggradientdrawingoptions (raw values)
//   Quartz 2D Programming Guide, "Bitmap Graphics Contexts": supported pixel formats (8 bits per
//   component RGB needs premultiplied alpha or a skipped byte; gray has no alpha).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// An RGBA (premultiplied last) bitmap context of `width × height`, cleared.
func rgbaContext(_ width: Int, _ height: Int) throws -> CGContext {
    try #require(
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
}

/// The premultiplied bytes of the pixel in column `x`, memory row `row` (0 is the top row of
/// the image, the highest y of device space), of an RGBA context.
func rgba(_ c: CGContext, _ x: Int, _ row: Int) -> [Int] {
    let p = c.data!.advanced(by: row * c.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
    return (0..<4).map { Int(p[$0]) }
}

@Suite struct CGContextConformanceTests {
    @Test func bitmapDeclarations() throws {
        let make: (UnsafeMutableRawPointer?, Int, Int, Int, Int, CGColorSpace?, CGBitmapInfo) -> CGContext? =
            CGContext.init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)
        let makeRaw: (UnsafeMutableRawPointer?, Int, Int, Int, Int, CGColorSpace?, UInt32) -> CGContext? =
            CGContext.init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)
        let image: (CGContext) -> () -> CGImage? = CGContext.makeImage
        let ints: [KeyPath<CGContext, Int>] = [\.width, \.height, \.bitsPerComponent, \.bitsPerPixel, \.bytesPerRow]
        let space: KeyPath<CGContext, CGColorSpace?> = \.colorSpace
        let info: KeyPath<CGContext, CGBitmapInfo> = \.bitmapInfo
        let alpha: KeyPath<CGContext, CGImageAlphaInfo> = \.alphaInfo
        let data: KeyPath<CGContext, UnsafeMutableRawPointer?> = \.data
        let flush: (CGContext) -> () -> Void = CGContext.flush
        let synchronize: (CGContext) -> () -> Void = CGContext.synchronize

        // The caller's memory, BGRA (premultiplied first, 32-bit little-endian): what is drawn
        // lands in it, rows from the top of the image.
        var memory = [UInt8](repeating: 0, count: 8 * 4 * 4)
        try memory.withUnsafeMutableBytes { raw in
            let bgra = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
            let c = try #require(make(raw.baseAddress, 8, 4, 8, 32, CGColorSpaceCreateDeviceRGB(), bgra))
            #expect(ints.map { c[keyPath: $0] } == [8, 4, 8, 32, 32])
            #expect(c[keyPath: space]?.model == .rgb && c[keyPath: info] == bgra && c[keyPath: alpha] == .premultipliedFirst)
            #expect(c[keyPath: data] == raw.baseAddress)
            c.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // the bottom row, device y up
            flush(c)()
            synchronize(c)()
        }
        #expect(Array(memory[96..<104]) == [0, 128, 255, 255, 0, 128, 255, 255])
        #expect(memory[0..<96].allSatisfy { $0 == 0 } && memory[104...].allSatisfy { $0 == 0 })

        // RGBA (premultiplied last): the same rect, converted to the caller's order; the image
        // made of it has the same rows.
        let c = try #require(makeRaw(nil, 8, 4, 8, 0, CGColorSpaceCreateDeviceRGB(), CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(c.bytesPerRow == 32 && c.data != nil)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.fill(CGRect(x: 6, y: 3, width: 2, height: 1))  // the top row
        #expect(rgba(c, 6, 0) == [0, 0, 128, 128] && rgba(c, 5, 0) == [0, 0, 0, 0] && rgba(c, 6, 1) == [0, 0, 0, 0])
        let made = try #require(image(c)())
        #expect(made.width == 8 && made.height == 4 && made.bitmap.rgba(x: 7, y: 0) == (0, 0, 128, 128))
        c.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(made.bitmap.rgba(x: 0, y: 0) == (0, 0, 0, 0), "an image is a copy")

        // What Core Graphics refuses: unpremultiplied alpha, RGB without alpha or a skipped
        // byte, gray with alpha; and what FoldKit lacks: 16-bit components.
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(makeRaw(nil, 4, 4, 8, 0, rgb, CGImageAlphaInfo.last.rawValue) == nil)
        #expect(makeRaw(nil, 4, 4, 8, 0, rgb, CGImageAlphaInfo.none.rawValue) == nil)
        #expect(makeRaw(nil, 4, 4, 8, 0, CGColorSpaceCreateDeviceGray(), CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(makeRaw(nil, 4, 4, 16, 0, rgb, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(makeRaw(nil, 4, 4, 8, 8, rgb, CGImageAlphaInfo.premultipliedLast.rawValue) == nil, "rows too short")
        #expect(makeRaw(nil, 0, 4, 8, 0, rgb, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func grayAndAlphaOnlyContexts() throws {
        let gray = try #require(
            CGContext(
                data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(gray: 0.5, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Half-covered by white at half alpha over the black it starts as: 0.5 gray.
        gray.setFillColor(gray: 1, alpha: 0.5)
        gray.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let g = gray.data!.assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(g[0]) - 128) <= 1 && abs(Int(g[1]) - 128) <= 1 && gray.bitsPerPixel == 8)

        let mask = try #require(
            CGContext(
                data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        mask.setAlpha(0.25)
        mask.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let m = mask.data!.assumingMemoryBound(to: UInt8.self)
        #expect(m[0] == 0 && abs(Int(m[1]) - 64) <= 1 && m[2] == 0)
    }

    @Test func transformDeclarations() throws {
        let translate: (CGContext) -> (CGFloat, CGFloat) -> Void = CGContext.translateBy(x:y:)
        let scale: (CGContext) -> (CGFloat, CGFloat) -> Void = CGContext.scaleBy(x:y:)
        let rotate: (CGContext) -> (CGFloat) -> Void = CGContext.rotate(by:)
        let concatenate: (CGContext) -> (CGAffineTransform) -> Void = CGContext.concatenate(_:)
        let ctm: KeyPath<CGContext, CGAffineTransform> = \.ctm
        let toDevice: KeyPath<CGContext, CGAffineTransform> = \.userSpaceToDeviceSpaceTransform
        let pointToDevice: (CGContext) -> (CGPoint) -> CGPoint = CGContext.convertToDeviceSpace(_:)
        let pointToUser: (CGContext) -> (CGPoint) -> CGPoint = CGContext.convertToUserSpace(_:)
        let sizeToDevice: (CGContext) -> (CGSize) -> CGSize = CGContext.convertToDeviceSpace(_:)
        let sizeToUser: (CGContext) -> (CGSize) -> CGSize = CGContext.convertToUserSpace(_:)
        let rectToDevice: (CGContext) -> (CGRect) -> CGRect = CGContext.convertToDeviceSpace(_:)
        let rectToUser: (CGContext) -> (CGRect) -> CGRect = CGContext.convertToUserSpace(_:)
        let save: (CGContext) -> () -> Void = CGContext.saveGState
        let restore: (CGContext) -> () -> Void = CGContext.restoreGState

        let c = try rgbaContext(40, 40)
        #expect(c[keyPath: ctm].isIdentity, "a bitmap context's user space is its device space")
        save(c)()
        translate(c)(10, 5)
        scale(c)(2, 3)
        #expect(c[keyPath: ctm] == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 5))
        #expect(c[keyPath: toDevice] == c.ctm)
        #expect(pointToDevice(c)(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 8))
        #expect(pointToUser(c)(CGPoint(x: 12, y: 8)) == CGPoint(x: 1, y: 1))
        #expect(sizeToDevice(c)(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 3))
        #expect(sizeToUser(c)(CGSize(width: 2, height: 3)) == CGSize(width: 1, height: 1))
        #expect(rectToDevice(c)(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 10, y: 5, width: 2, height: 3))
        #expect(rectToUser(c)(CGRect(x: 10, y: 5, width: 2, height: 3)) == CGRect(x: 0, y: 0, width: 1, height: 1))
        // The fill lands where the CTM sends it: device (10…12, 5…8), memory rows 32…34.
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgba(c, 10, 34)[3] == 255 && rgba(c, 11, 32)[3] == 255)
        #expect(rgba(c, 9, 34)[3] == 0 && rgba(c, 12, 34)[3] == 0 && rgba(c, 10, 35)[3] == 0 && rgba(c, 10, 31)[3] == 0)
        restore(c)()
        #expect(c.ctm.isIdentity)

        // A quarter turn counterclockwise (y up): +x goes to +y.
        rotate(c)(.pi / 2)
        let p = c.convertToDeviceSpace(CGPoint(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        concatenate(c)(CGAffineTransform(rotationAngle: -.pi / 2))
        #expect(abs(c.ctm.a - 1) < 1e-12 && abs(c.ctm.b) < 1e-12)

        // A zero scale draws nothing until the state is restored; restoring too often is ignored.
        c.saveGState()
        c.scaleBy(x: 0, y: 1)
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(c, 20, 20)[3] == 0)
        c.restoreGState()
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rgba(c, 20, 20)[3] == 255)
    }
}
