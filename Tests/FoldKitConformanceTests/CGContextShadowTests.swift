// CGContext's shadows against a Gaussian blur worked out here, from the error function.
//
// Sources: https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
// ("offset: Specifies a translation in base-space"; "If NULL, then shadowing is disabled"),
// setShadow(offset:blur:) ("a black color with 1/3 alpha … in the DeviceRGB color space");
// Quartz 2D Programming Guide, "Shadows": the offset is not affected by the CTM; a positive y
// offset moves the shadow up in a context Quartz makes (y up), down in one UIKit makes. The blur
// is a Gaussian whose standard deviation is half the blur value (FoldKit's reading, the one
// browsers give canvas shadows; docs/core-animation.md).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CGContextShadowTests {
    /// The standard normal distribution's cumulative function.
    private func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    @Test func shadowDeclarationsAndOffsets() throws {
        let shadow: (CGContext) -> (CGSize, CGFloat, CGColor?) -> Void = CGContext.setShadow(offset:blur:color:)
        let defaultShadow: (CGContext) -> (CGSize, CGFloat) -> Void = CGContext.setShadow(offset:blur:)

        // A hard shadow (blur 0) moved (5, 5): up and right in device space, whatever the CTM.
        let c = try rgbaContext(50, 50)
        c.scaleBy(x: 2, y: 2)
        defaultShadow(c)(CGSize(width: 5, height: 5), 0)
        c.fill(CGRect(x: 5, y: 5, width: 10, height: 10))  // device 10…30
        // Device (32, 32) lies in the shadow only: memory row 17. Black at 1/3 alpha.
        #expect(rgba(c, 32, 17) == [0, 0, 0, 85])
        #expect(rgba(c, 20, 29) == [0, 0, 0, 255], "the shape over its shadow")
        #expect(rgba(c, 12, 10)[3] == 0 && rgba(c, 36, 17)[3] == 0, "down-left of the shape, past the shadow")

        // A nil colour turns shadows off.
        let off = try rgbaContext(50, 50)
        shadow(off)(CGSize(width: 5, height: 5), 0, nil)
        off.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(rgba(off, 32, 17)[3] == 0)

        // The shadow comes from the whole shape and is then clipped: a shape cut at x = 20 still
        // casts the shadow of its right half beyond it.
        let clipped = try rgbaContext(50, 50)
        clipped.clip(to: CGRect(x: 20, y: 0, width: 30, height: 50))
        shadow(clipped)(CGSize(width: 15, height: 0), 0, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        clipped.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(rgba(clipped, 32, 25) == [0, 0, 255, 255] && rgba(clipped, 44, 25) == [0, 0, 255, 255])
        #expect(rgba(clipped, 15, 25)[3] == 0 && rgba(clipped, 46, 25)[3] == 0)

        // Alpha applies to the shadow too.
        let faint = try rgbaContext(50, 50)
        faint.setAlpha(0.5)
        shadow(faint)(CGSize(width: 5, height: 5), 0, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        faint.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(abs(rgba(faint, 32, 17)[3] - 128) <= 1)
    }

    @Test func blurIsGaussianWithHalfTheBlurAsDeviation() throws {
        // A 20 × 20 square with a blur of 8 (σ = 4 px) and no offset: beside the square, along
        // its middle row, the shadow's alpha is 1/3 · Φ-difference across x times the same
        // across y (a blurred square is a product of two blurred intervals).
        let c = try rgbaContext(60, 60)
        c.setShadow(offset: .zero, blur: 8)
        c.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let sigma = 4.0
        func interval(_ p: Double) -> Double { phi((40 - p) / sigma) - phi((20 - p) / sigma) }
        var worst = 0.0
        for x in 8..<20 {
            let (px, py) = (Double(x) + 0.5, 30.5)
            let expected = 255.0 / 3 * interval(px) * interval(py)
            let got = Double(rgba(c, x, 60 - 1 - 30)[3])
            worst = max(worst, abs(got - expected))
        }
        #expect(worst <= 1.5, "largest difference from the Gaussian: \(worst)")
        // Along the diagonal away from a corner, the product of the two edges.
        for d in 1...8 {
            let p = 40 + Double(d) - 0.5
            let expected = 255.0 / 3 * interval(p) * interval(p)
            let got = Double(rgba(c, 40 + d - 1, 60 - 1 - (40 + d - 1))[3])
            #expect(abs(got - expected) <= 1.5, "corner + \(d): \(got) vs \(expected)")
        }
    }
}
