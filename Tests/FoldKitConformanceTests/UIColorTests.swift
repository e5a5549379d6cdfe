// UIColor as UIKit declares it, held to the components Apple's documentation gives each fixed
// colour, and its hue/saturation/brightness to Python's colorsys (the vectors below were made
// with `colorsys.hsv_to_rgb` and `colorsys.rgb_to_hsv`, printed to 12 places).
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uicolor — `init(red:green:blue:alpha:)`,
//   `init(white:alpha:)`, `init(hue:saturation:brightness:alpha:)`, `init(cgColor:)`,
//   `var cgColor: CGColor { get }`, `withAlphaComponent(_:)`,
//   `getRed(_:green:blue:alpha:) -> Bool`, `getWhite(_:alpha:) -> Bool`,
//   `getHue(_:saturation:brightness:alpha:) -> Bool`, `set()`, `setFill()`, `setStroke()`;
//   …/uicolor/black ("grayscale value of 0.0 and an alpha value of 1.0"), darkGray (1/3),
//   lightGray (2/3), white (1.0), gray (0.5), red (1.0, 0.0, 0.0), green, blue, cyan
//   (0.0, 1.0, 1.0), yellow (1.0, 1.0, 0.0), magenta (1.0, 0.0, 1.0), orange (1.0, 0.5, 0.0),
//   purple (0.5, 0.0, 0.5), brown (0.6, 0.4, 0.2), clear ("grayscale and alpha values are
//   both 0.0").

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIColorTests {
    static func components(_ c: UIColor) -> [CGFloat]? {
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        return c.getRed(&r, green: &g, blue: &b, alpha: &a) ? [r, g, b, a] : nil
    }

    static func close(_ a: [CGFloat]?, _ b: [CGFloat], _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func declarations() {
        let rgb: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(red:green:blue:alpha:)
        let white: (CGFloat, CGFloat) -> UIColor = UIColor.init(white:alpha:)
        let hsb: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(hue:saturation:brightness:alpha:)
        let fromCG: (CGColor) -> UIColor = UIColor.init(cgColor:)
        let cg: KeyPath<UIColor, CGColor> = \.cgColor
        let alpha: (UIColor) -> (CGFloat) -> UIColor = UIColor.withAlphaComponent
        typealias Out = UnsafeMutablePointer<CGFloat>?
        let getRed: (UIColor) -> (Out, Out, Out, Out) -> Bool = UIColor.getRed(_:green:blue:alpha:)
        let getWhite: (UIColor) -> (Out, Out) -> Bool = UIColor.getWhite(_:alpha:)
        let getHue: (UIColor) -> (Out, Out, Out, Out) -> Bool = UIColor.getHue(_:saturation:brightness:alpha:)
        let setters: [(UIColor) -> () -> Void] = [UIColor.set, UIColor.setFill, UIColor.setStroke]
        _ = (rgb, white, hsb, fromCG, cg, alpha, getRed, getWhite, getHue, setters)
        let object: NSObject = UIColor.red
        #expect(object is NSCopying)
    }

    @Test func theFixedColoursHaveTheDocumentedComponents() {
        let grays: [(UIColor, CGFloat, CGFloat)] = [
            (.black, 0, 1), (.darkGray, 1.0 / 3, 1), (.lightGray, 2.0 / 3, 1), (.white, 1, 1), (.gray, 0.5, 1), (.clear, 0, 0),
        ]
        for (color, level, a) in grays {
            var w: CGFloat = -1
            var alpha: CGFloat = -1
            #expect(color.getWhite(&w, alpha: &alpha) && abs(w - level) < 1e-12 && alpha == a, "\(color)")
            #expect(Self.close(Self.components(color), [level, level, level, a], 1e-12), "a gray is given as RGB too")
        }
        let colours: [(UIColor, [CGFloat])] = [
            (.red, [1, 0, 0]), (.green, [0, 1, 0]), (.blue, [0, 0, 1]), (.cyan, [0, 1, 1]), (.yellow, [1, 1, 0]),
            (.magenta, [1, 0, 1]), (.orange, [1, 0.5, 0]), (.purple, [0.5, 0, 0.5]), (.brown, [0.6, 0.4, 0.2]),
        ]
        for (color, c) in colours {
            #expect(Self.close(Self.components(color), c + [1], 1e-12), "\(color)")
            var w: CGFloat = -1
            #expect(!color.getWhite(&w, alpha: nil) && w == -1, "UIKit does not turn RGB into a gray level")
        }
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && UIColor.red != UIColor.blue)
    }

    @Test func extendedComponentsAndAlpha() {
        // Past 0…1 is kept: extended sRGB, as UIKit makes colours from components.
        #expect(Self.close(Self.components(UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)), [1.2, -0.1, 0.5, 1]))
        #expect(Self.close(Self.components(UIColor.orange.withAlphaComponent(0.25)), [1, 0.5, 0, 0.25]))
        #expect(UIColor(cgColor: UIColor.brown.cgColor) == .brown)
    }

    @Test func hueSaturationBrightnessAgreeWithColorsys() {
        let toRGB: [([CGFloat], [CGFloat])] = [
            ([0, 1, 1], [1, 0, 0]), ([1.0 / 3, 1, 1], [0, 1, 0]), ([0.5, 0.5, 0.8], [0.4, 0.8, 0.8]),
            ([0.9, 0.25, 0.6], [0.6, 0.45, 0.54]), ([0.05, 0.7, 0.3], [0.3, 0.153, 0.09]), ([0.75, 1, 0.5], [0.25, 0, 0.5]),
        ]
        for (hsv, rgb) in toRGB {
            let c = UIColor(hue: hsv[0], saturation: hsv[1], brightness: hsv[2], alpha: 1)
            #expect(Self.close(Self.components(c), rgb + [1], 1e-12), "\(hsv)")
        }
        let toHSV: [([CGFloat], [CGFloat])] = [
            ([1, 0.5, 0], [0.083333333333, 1, 1]), ([0.6, 0.4, 0.2], [0.083333333333, 0.666666666667, 0.6]),
            ([0.2, 0.7, 0.9], [0.547619047619, 0.777777777778, 0.9]), ([0.5, 0, 0.5], [0.833333333333, 1, 0.5]),
        ]
        for (rgb, hsv) in toHSV {
            var h: CGFloat = 0
            var s: CGFloat = 0
            var v: CGFloat = 0
            var a: CGFloat = 0
            #expect(
                UIColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
            #expect(Self.close([h, s, v, a], hsv + [1], 1e-11), "\(rgb)")
        }
    }

    @Test func settingTheCurrentContextsColours() throws {
        UIColor.red.setFill()  // no current context: nothing
        let context = try rgbaContext(4, 4)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        UIColor.green.set()
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        context.setLineWidth(2)
        UIColor.red.setStroke()
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 4, y: 1)])
        #expect(rgba(context, 0, 0) == [0, 0, 255, 255] && rgba(context, 3, 0) == [0, 255, 0, 255])
        // The stroke covers device rows y 0…2, the bottom two memory rows.
        #expect(rgba(context, 1, 3) == [255, 0, 0, 255])
    }
}
