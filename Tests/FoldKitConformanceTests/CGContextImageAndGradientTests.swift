// CGContext's images and gradients, and CGGradient, held to analytic pixels.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/coregraphics/cggradient —
//   init(colorsSpace:colors:locations:) ("locations … If you pass NULL, the first color is
//   assigned to location 0, the last color to 1, and the rest are spaced equally between"),
//   init(colorSpace:colorComponents:locations:count:)
//   https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions —
//   drawsBeforeStartLocation, drawsAfterEndLocation ("The fill extends beyond the starting /
//   ending location")
//   https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:),
//   drawLinearGradient(_:start:end:options:),
//   drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CGContextImageAndGradientTests {
    /// A 2 × 2 image made as an iOS file makes one: red, green on the top row; blue, white below.
    static func quadrants() throws -> CGImage {
        let c = try rgbaContext(2, 2)
        for (x, y, color) in [
            (0, 1, CGColor(red: 1, green: 0, blue: 0, alpha: 1)), (1, 1, CGColor(red: 0, green: 1, blue: 0, alpha: 1)),
            (0, 0, CGColor(red: 0, green: 0, blue: 1, alpha: 1)), (1, 0, CGColor(red: 1, green: 1, blue: 1, alpha: 1)),
        ] {
            c.setFillColor(color)
            c.fill(CGRect(x: x, y: y, width: 1, height: 1))
        }
        return try #require(c.makeImage())
    }

    @Test func imagesAreDrawnUprightInDeviceSpace() throws {
        let draw: (CGContext) -> (CGImage, CGRect, Bool) -> Void = CGContext.draw(_:in:byTiling:)
        let quality: ReferenceWritableKeyPath<CGContext, CGInterpolationQuality> = \.interpolationQuality
        #expect(CGInterpolationQuality.medium.rawValue == 4 && CGInterpolationQuality.high.rawValue == 3)

        let image = try Self.quadrants()
        #expect(image.bitmap.rgba(x: 0, y: 0) == (255, 0, 0, 255) && image.bitmap.rgba(x: 1, y: 1) == (255, 255, 255, 255))

        // Into the same size: the same pixels, the first row on top.
        let same = try rgbaContext(2, 2)
        same.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(
            [rgba(same, 0, 0), rgba(same, 1, 0), rgba(same, 0, 1), rgba(same, 1, 1)]
                == [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]])

        // Doubled without interpolation: each pixel a 2 × 2 block.
        let doubled = try rgbaContext(4, 4)
        doubled[keyPath: quality] = .none
        draw(doubled)(image, CGRect(x: 0, y: 0, width: 4, height: 4), false)
        #expect(rgba(doubled, 1, 1) == [255, 0, 0, 255] && rgba(doubled, 2, 1) == [0, 255, 0, 255])
        #expect(rgba(doubled, 1, 2) == [0, 0, 255, 255] && rgba(doubled, 3, 3) == [255, 255, 255, 255])

        // Under a flip (as UIKit's contexts are) the same call draws it upside down.
        let flipped = try rgbaContext(2, 2)
        flipped.translateBy(x: 0, y: 2)
        flipped.scaleBy(x: 1, y: -1)
        flipped.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(rgba(flipped, 0, 0) == [0, 0, 255, 255] && rgba(flipped, 0, 1) == [255, 0, 0, 255])

        // Tiled: the image at the rect's size repeats over the clip.
        let tiled = try rgbaContext(6, 2)
        draw(tiled)(image, CGRect(x: 0, y: 0, width: 2, height: 2), true)
        #expect(
            (0..<6).map { rgba(tiled, $0, 0) } == [[255, 0, 0, 255], [0, 255, 0, 255]] + [[255, 0, 0, 255], [0, 255, 0, 255]] + [
                [255, 0, 0, 255], [0, 255, 0, 255],
            ])

        // Only the rect is painted; an empty or non-finite rect paints nothing.
        let framed = try rgbaContext(4, 4)
        framed.draw(image, in: CGRect(x: 1, y: 1, width: 2, height: 2))
        framed.draw(image, in: CGRect(x: 0, y: 0, width: 0, height: 4))
        framed.draw(image, in: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
        #expect(rgba(framed, 0, 0)[3] == 0 && rgba(framed, 3, 3)[3] == 0 && rgba(framed, 1, 1) == [255, 0, 0, 255])
    }

    @Test func gradientDeclarations() throws {
        let make: (CGColorSpace?, CFArray, UnsafePointer<CGFloat>?) -> CGGradient? = CGGradient.init(
            colorsSpace:colors:locations:)
        let makeComponents: (CGColorSpace, UnsafePointer<CGFloat>, UnsafePointer<CGFloat>?, Int) -> CGGradient? =
            CGGradient.init(colorSpace:colorComponents:locations:count:)
        let linear: (CGContext) -> (CGGradient, CGPoint, CGPoint, CGGradientDrawingOptions) -> Void =
            CGContext.drawLinearGradient(_:start:end:options:)
        let radial: (CGContext) -> (CGGradient, CGPoint, CGFloat, CGPoint, CGFloat, CGGradientDrawingOptions) -> Void =
            CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)
        #expect(
            CGGradientDrawingOptions.drawsBeforeStartLocation.rawValue == 1
                && CGGradientDrawingOptions.drawsAfterEndLocation.rawValue == 2)

        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let ramp = try #require(make(CGColorSpaceCreateDeviceRGB(), [black, white] as CFArray, nil))
        #expect(make(nil, [] as CFArray, nil) == nil && make(nil, ["red"] as CFArray, nil) == nil)
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]

        // Along x over 100 pixels: each pixel's gray is its centre's fraction of the way.
        let c = try rgbaContext(100, 1)
        linear(c)(ramp, CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), both)
        for x in [0, 10, 33, 50, 77, 99] {
            let expected = (Double(x) + 0.5) / 100 * 255
            #expect(abs(Double(rgba(c, x, 0)[0]) - expected) <= 1.5 && rgba(c, x, 0)[3] == 255, "x = \(x)")
        }

        // Beyond the ends only where the options say.
        func span(_ options: CGGradientDrawingOptions) throws -> [[Int]] {
            let ctx = try rgbaContext(100, 1)
            linear(ctx)(ramp, CGPoint(x: 20, y: 0), CGPoint(x: 80, y: 0), options)
            return [rgba(ctx, 10, 0), rgba(ctx, 50, 0), rgba(ctx, 90, 0)]
        }
        let none = try span([])
        let before = try span(.drawsBeforeStartLocation)
        let after = try span(.drawsAfterEndLocation)
        #expect(none[0] == [0, 0, 0, 0] && none[2] == [0, 0, 0, 0] && abs(none[1][0] - 130) <= 2)
        #expect(before[0] == [0, 0, 0, 255] && before[2] == [0, 0, 0, 0])
        #expect(after[0] == [0, 0, 0, 0] && after[2] == [255, 255, 255, 255])

        // Stops inside 0…1: the first colour from the start point to the first stop.
        var at: [CGFloat] = [0.25, 0.75]
        let inner = try #require(make(nil, [black, white] as CFArray, &at))
        let stopped = try rgbaContext(100, 1)
        linear(stopped)(inner, CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), [])
        #expect(rgba(stopped, 10, 0) == [0, 0, 0, 255] && rgba(stopped, 90, 0) == [255, 255, 255, 255])
        #expect(abs(rgba(stopped, 50, 0)[0] - 129) <= 2)

        // Components in a gray space; a radial ramp from the centre out to radius 40: the gray
        // at each pixel is its distance over 40, nothing past the end circle.
        let components: [CGFloat] = [0, 1, 1, 1]
        let grays = try #require(makeComponents(CGColorSpaceCreateDeviceGray(), components, nil, 2))
        let disc = try rgbaContext(100, 100)
        radial(disc)(grays, CGPoint(x: 50, y: 50), 0, CGPoint(x: 50, y: 50), 40, [])
        for (x, row) in [(50, 49), (60, 49), (50, 20), (75, 74), (10, 49)] {
            let (px, py) = (Double(x) + 0.5, 100 - Double(row) - 0.5)
            let d = ((px - 50) * (px - 50) + (py - 50) * (py - 50)).squareRoot()
            let pixel = rgba(disc, x, row)
            if d < 39.5 {
                #expect(abs(Double(pixel[0]) - d / 40 * 255) <= 1.5 && pixel[3] == 255, "(\(x), \(row)) at \(d)")
            } else if d > 40.5 {
                #expect(pixel == [0, 0, 0, 0], "(\(x), \(row)) past the end circle")
            }
        }
        #expect(makeComponents(CGColorSpaceCreateDeviceGray(), components, nil, 0) == nil)
    }

    @Test func gradientsBlendAsCoreGraphicsDoes() throws {
        // Red to clear (black at alpha 0), unpremultiplied: half way is (0.5, 0, 0) at alpha 0.5,
        // so premultiplied red is a quarter — darker than a premultiplied blend's half.
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let fade = try #require(CGGradient(colorsSpace: nil, colors: [red, CGColor.clear] as CFArray, locations: nil))
        let c = try rgbaContext(100, 1)
        c.drawLinearGradient(fade, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        for x in [10, 50, 80] {
            let t = (Double(x) + 0.5) / 100
            let pixel = rgba(c, x, 0)
            #expect(
                abs(Double(pixel[0]) - (1 - t) * (1 - t) * 255) <= 2 && abs(Double(pixel[3]) - (1 - t) * 255) <= 2, "x = \(x)")
        }

        // In the linear sRGB space: half way between black and white is half the light, which
        // sRGB encodes as 0.735 (188).
        let linearSpace = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let components: [CGFloat] = [0, 0, 0, 1, 1, 1, 1, 1]
        let light = try #require(CGGradient(colorSpace: linearSpace, colorComponents: components, locations: nil, count: 2))
        let l = try rgbaContext(100, 1)
        l.drawLinearGradient(light, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 99.5, y: 0), options: [])
        let mid = rgba(l, 50, 0)[0]
        let expected = 1.055 * pow((50.0 - 0) / 99, 1 / 2.4) - 0.055
        #expect(abs(Double(mid) - expected * 255) <= 2)
    }
}
