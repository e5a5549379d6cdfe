// CGColor and CGColorSpace as Apple declares them, used through the porting block.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/coregraphics/cgcolor
//   …/cgcolor/init(red:green:blue:alpha:) ("Creates a color in the Generic RGB color space."),
//   init(srgbred:green:blue:alpha:), init(gray:alpha:), init(genericgraygamma2_2gray:alpha:),
//   init(colorspace:components:) ("n+1 values … followed by the alpha component … Values
//   outside this range will be clamped"), components, numberofcomponents ("including alpha"),
//   alpha, colorspace, copy(), copy(alpha:), converted(to:intent:options:), black, white, clear
//   https://developer.apple.com/documentation/coregraphics/cgcolorspace
//   …/cgcolorspace/init(name:) ("NULL if unsuccessful"), name, numberofcomponents, model, srgb,
//   linearsrgb, extendedsrgb, genericgraygamma2_2, cgcolorspacecreatedevicergb(),
//   cgcolorspacecreatedevicegray()
//   The sRGB transfer function: IEC 61966-2-1 (0.5 linear is 0.735 357 encoded).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CGColorConformanceTests {
    @Test func colorDeclarations() {
        let rgb: (CGFloat, CGFloat, CGFloat, CGFloat) -> CGColor = CGColor.init(red:green:blue:alpha:)
        let srgb: (CGFloat, CGFloat, CGFloat, CGFloat) -> CGColor = CGColor.init(
            srgbRed:green:blue:alpha:)
        let gray: (CGFloat, CGFloat) -> CGColor = CGColor.init(gray:alpha:)
        let gray22: (CGFloat, CGFloat) -> CGColor = CGColor.init(genericGrayGamma2_2Gray:alpha:)
        let inSpace: (CGColorSpace, UnsafePointer<CGFloat>) -> CGColor? = CGColor.init(
            colorSpace:components:)
        let components: KeyPath<CGColor, [CGFloat]?> = \.components
        let count: KeyPath<CGColor, Int> = \.numberOfComponents
        let alpha: KeyPath<CGColor, CGFloat> = \.alpha
        let space: KeyPath<CGColor, CGColorSpace?> = \.colorSpace
        let copy: (CGColor) -> () -> CGColor? = CGColor.copy
        let copyAlpha: (CGColor) -> (CGFloat) -> CGColor? = CGColor.copy(alpha:)
        let converted: (CGColor) -> (CGColorSpace, CGColorRenderingIntent, CFDictionary?) -> CGColor? =
            CGColor.converted(to:intent:options:)
        let black: CGColor = CGColor.black
        let white: CGColor = CGColor.white
        let clear: CGColor = CGColor.clear

        let c = rgb(0.2, 0.4, 0.6, 0.8)
        #expect(
            c[keyPath: components] == [0.2, 0.4, 0.6, 0.8] && c[keyPath: count] == 4
                && c[keyPath: alpha] == 0.8)
        #expect(c[keyPath: space]?.model == .rgb)
        #expect(srgb(0.2, 0.4, 0.6, 0.8) == c && c.hashValue == srgb(0.2, 0.4, 0.6, 0.8).hashValue)
        #expect(srgb(0.2, 0.4, 0.6, 0.8) != srgb(0.2, 0.4, 0.6, 0.7))
        #expect(gray(0.5, 1).numberOfComponents == 2 && gray(0.5, 1).colorSpace?.model == .monochrome)
        #expect(gray22(0.5, 1) == gray(0.5, 1))
        #expect(copy(c)() == c)
        let faded = copyAlpha(c)(0.25)
        #expect(faded?.components == [0.2, 0.4, 0.6, 0.25] && c.alpha == 0.8)
        #expect(
            black.components == [0, 1] && white.components == [1, 1] && clear.components == [0, 0])

        // n + 1 values; outside 0…1 clamped, except in an extended space.
        let values: [CGFloat] = [1.5, -0.5, 0.5, 2]
        #expect(inSpace(CGColorSpace(name: CGColorSpace.sRGB)!, values)?.components == [1, 0, 0.5, 1])
        #expect(inSpace(CGColorSpace(name: CGColorSpace.extendedSRGB)!, values)?.components == values)
        #expect(inSpace(CGColorSpaceCreateDeviceGray(), [0.3, 1])?.components == [0.3, 1])

        // Into linear sRGB: IEC 61966-2-1's curve, both ways; gray gamma 2.2 → linear is v^2.2.
        let linear = CGColorSpace(name: CGColorSpace.linearSRGB)!
        let half = converted(srgb(0.735_357, 0.5, 1, 1))(linear, .defaultIntent, nil)!.components!
        #expect(
            abs(half[0] - 0.5) < 1e-6 && abs(half[1] - 0.214_041) < 1e-6 && half[2] == 1 && half[3] == 1)
        let back = converted(inSpace(linear, [0.5, 0.002, 0, 0.5])!)(
            CGColorSpace(name: CGColorSpace.sRGB)!, .perceptual, nil)!
        #expect(
            abs(back.components![0] - 0.735_357) < 1e-6 && abs(back.components![1] - 0.002 * 12.92) < 1e-9
        )
        let lifted = converted(gray22(0.5, 1))(
            CGColorSpace(name: CGColorSpace.linearGray)!, .defaultIntent, nil)!
        #expect(abs(lifted.components![0] - pow(0.5, 2.2)) < 1e-9)
    }

    @Test func colorSpaceDeclarations() {
        let named: (CFString) -> CGColorSpace? = CGColorSpace.init(name:)
        let name: KeyPath<CGColorSpace, CFString?> = \.name
        let count: KeyPath<CGColorSpace, Int> = \.numberOfComponents
        let model: KeyPath<CGColorSpace, CGColorSpaceModel> = \.model
        let deviceRGB: () -> CGColorSpace = CGColorSpaceCreateDeviceRGB
        let deviceGray: () -> CGColorSpace = CGColorSpaceCreateDeviceGray
        let names: [CFString] = [
            CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
            CGColorSpace.extendedLinearSRGB,
            CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray, CGColorSpace.linearGray,
            CGColorSpace.extendedLinearGray,
        ]

        for n in names {
            let s = named(n)
            #expect(s?[keyPath: name] == n)
        }
        #expect(
            named(CGColorSpace.sRGB)![keyPath: count] == 3
                && named(CGColorSpace.sRGB)![keyPath: model] == .rgb)
        #expect(named(CGColorSpace.linearGray)![keyPath: count] == 1)
        #expect(named("kCGColorSpaceDisplayP3" as CFString) == nil)
        #expect(
            deviceRGB()[keyPath: name] == nil && deviceRGB()[keyPath: model] == .rgb
                && deviceGray()[keyPath: count] == 1)
        #expect(
            named(CGColorSpace.sRGB) == named(CGColorSpace.sRGB)
                && named(CGColorSpace.sRGB) != named(CGColorSpace.linearSRGB))
    }
}
