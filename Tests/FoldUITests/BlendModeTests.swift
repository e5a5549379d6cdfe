import FoldCore
import FoldUI
import Foundation
import Testing

/// Core Graphics' blend modes against the formulas Apple documents for CGBlendMode (R, S, D
/// premultiplied, 8-bit here), and UIKit's drawing that takes one. Each operation blends only
/// where it draws: the pixels beside it keep the destination.
@Suite struct BlendModeTests {
    typealias Pixel = (r: Double, g: Double, b: Double, a: Double)
    static let d: Pixel = (200, 100, 50, 255)

    /// A 4 × 1 image of D, with `mode` filling columns 1 and 2 with `s` (bytes, straight alpha).
    static func blended(_ s: Pixel, _ mode: CGBlendMode) -> Bitmap {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1), format: format).image { context in
            UIColor(red: d.r / 255, green: d.g / 255, blue: d.b / 255, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            UIColor(red: s.r / 255, green: s.g / 255, blue: s.b / 255, alpha: s.a / 255).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 1, y: 0, width: 2, height: 1), mode)
        }
        return image.cgImage!.bitmap
    }

    static func expect(_ b: Bitmap, _ r: Pixel, _ mode: CGBlendMode, sourceLocation: SourceLocation = #_sourceLocation) {
        for x in 0..<4 {
            let p = b.rgba(x: x, y: 0)
            let want = (1...2).contains(x) ? r : d
            let got = [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
            let expected = [want.r, want.g, want.b, want.a]
            #expect(
                zip(got, expected).allSatisfy { abs($0 - $1) <= 1.01 }, "\(mode) at x = \(x): \(got), expected \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func separableModesFollowTheirFormulas() {
        let s: Pixel = (100, 150, 250, 255)
        func each(_ f: (Double, Double) -> Double) -> Pixel {
            let d = Self.d
            return (f(s.r, d.r), f(s.g, d.g), f(s.b, d.b), 255)
        }
        Self.expect(Self.blended(s, .normal), s, .normal)
        Self.expect(Self.blended(s, .multiply), each { $0 * $1 / 255 }, .multiply)
        Self.expect(Self.blended(s, .screen), each { $0 + $1 - $0 * $1 / 255 }, .screen)
        Self.expect(Self.blended(s, .darken), each(min), .darken)
        Self.expect(Self.blended(s, .lighten), each(max), .lighten)
        Self.expect(Self.blended(s, .difference), each { abs($0 - $1) }, .difference)
        Self.expect(Self.blended(s, .exclusion), each { $0 + $1 - 2 * $0 * $1 / 255 }, .exclusion)
        // R = MIN(1, S + D) and R = MAX(0, 1 − ((1 − D) + (1 − S))).
        Self.expect(Self.blended(s, .plusLighter), each { min(255, $0 + $1) }, .plusLighter)
        Self.expect(Self.blended(s, .plusDarker), each { max(0, $0 + $1 - 255) }, .plusDarker)
    }

    @Test func porterDuffModesStayInsideWhatTheyDraw() {
        let half: Pixel = (0, 0, 0, 89)  // black at 0.35: the page fold's dimming
        let sa = 89.0 / 255
        let d = Self.d
        // R = S·Da + D·(1 − Sa): the destination darkened, its alpha kept.
        Self.expect(Self.blended(half, .sourceAtop), (d.r * (1 - sa), d.g * (1 - sa), d.b * (1 - sa), 255), .sourceAtop)
        // R = D·Sa, R = D·(1 − Sa).
        Self.expect(Self.blended(half, .destinationIn), (d.r * sa, d.g * sa, d.b * sa, 89), .destinationIn)
        Self.expect(
            Self.blended(half, .destinationOut), (d.r * (1 - sa), d.g * (1 - sa), d.b * (1 - sa), 255 - 89), .destinationOut)
        let s: Pixel = (100, 150, 250, 255)
        // R = 0; R = S; R = S·Da (Da = 1); R = S·(1 − Da) = 0; D over S is D; XOR of two opaque is 0.
        Self.expect(Self.blended(s, .clear), (0, 0, 0, 0), .clear)
        Self.expect(Self.blended(s, .copy), s, .copy)
        Self.expect(Self.blended(s, .sourceIn), s, .sourceIn)
        Self.expect(Self.blended(s, .sourceOut), (0, 0, 0, 0), .sourceOut)
        Self.expect(Self.blended(s, .destinationOver), Self.d, .destinationOver)
        Self.expect(Self.blended(s, .destinationAtop), Self.d, .destinationAtop)
        Self.expect(Self.blended(s, .xor), (0, 0, 0, 0), .xor)
    }

    /// UIRectFill replaces (kCGBlendModeCopy): a half-transparent red leaves no blue under it.
    @Test func rectFillCopiesAndImagesBlend() {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format)
        let filled = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }.cgImage!.bitmap
        let p = filled.rgba(x: 0, y: 0)
        #expect(abs(Int(p.r) - 128) <= 1 && p.g == 0 && p.b == 0 && abs(Int(p.a) - 128) <= 1, "\(p)")
        #expect(filled.rgba(x: 1, y: 0) == (0, 0, 255, 255))
        // An image drawn with multiply at alpha 1 over grey 128: each channel halves.
        var yellow = Bitmap(width: 1, height: 1)
        yellow.pixels = [Bitmap.pack(r: 255, g: 255, b: 0, a: 255)]
        let multiplied = renderer.image { context in
            UIColor(white: 128 / 255, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIImage(cgImage: CGImage(yellow)).draw(
                in: CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .multiply, alpha: 1)
        }.cgImage!.bitmap
        let m = multiplied.rgba(x: 0, y: 0)
        #expect(abs(Int(m.r) - 128) <= 1 && abs(Int(m.g) - 128) <= 1 && m.b == 0 && m.a == 255, "\(m)")
        #expect(multiplied.rgba(x: 1, y: 0) == (128, 128, 128, 255))
        // A path filled with multiply at alpha 0.5 over white: yellow at half strength, blue 255 → 128.
        let pathFilled = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.yellow.setFill()
            UIBezierPath(rect: CGRect(x: 1, y: 0, width: 1, height: 1)).fill(with: .multiply, alpha: 0.5)
        }.cgImage!.bitmap
        let q = pathFilled.rgba(x: 1, y: 0)
        #expect(q.r == 255 && q.g == 255 && abs(Int(q.b) - 128) <= 1 && q.a == 255, "\(q)")
        #expect(pathFilled.rgba(x: 0, y: 0) == (255, 255, 255, 255))
    }
}

/// `UIImage.withTintColor(_:)`: the colour in the image's shape (its alpha), at its size.
@Suite struct ImageTintTests {
    @Test func theTintTakesTheImagesAlphaAndNoneOfItsColours() throws {
        var shape = Bitmap(width: 3, height: 1, scale: 2)
        // Opaque blue, half-transparent green (premultiplied), transparent.
        shape.pixels = [Bitmap.pack(r: 0, g: 0, b: 255, a: 255), Bitmap.pack(r: 0, g: 128, b: 0, a: 128), 0]
        let image = UIImage(cgImage: CGImage(shape), scale: 2, orientation: .up)
        let tinted = image.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(tinted.size == image.size && tinted.scale == 2)
        let b = try #require(tinted.cgImage).bitmap
        #expect(b.width == 3 && b.height == 1)
        #expect(b.rgba(x: 0, y: 0) == (255, 0, 0, 255))
        let half = b.rgba(x: 1, y: 0)
        #expect(abs(Int(half.r) - 128) <= 1 && half.g == 0 && half.b == 0 && abs(Int(half.a) - 128) <= 1, "\(half)")
        #expect(b.rgba(x: 2, y: 0) == (0, 0, 0, 0))
    }
}
