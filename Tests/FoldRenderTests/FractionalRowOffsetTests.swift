import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// A layer moved by a fraction of a pixel vertically and a whole number of pixels horizontally
/// (a scrolling table's rows): the affine kernel's unit-step path stores the vertically blended
/// rows as they are. Against an exact reference computed here in Double: bilinear in y only,
/// scaled by the opacity, source-over an opaque grey, with transparent texels leaving the grey.
@Suite struct FractionalRowOffsetTests {
    @Test(arguments: [(100.3, 1.0), (100.75, 0.6), (57.5, 1.0)])
    func wholeColumnFractionalRowMatchesExactBilinear(y: Double, opacity: Double) throws {
        let (iw, ih) = (128, 96)
        var image = Bitmap(width: iw, height: ih)
        var texels = [SIMD4<Double>](repeating: .zero, count: iw * ih)
        for ty in 0..<ih {
            for tx in 0..<iw where (tx / 8 + ty / 8) % 3 != 0 {  // transparent squares, as around glyphs
                let a = tx % 5 == 0 ? 1 : 0.25 + 0.75 * Double(tx) / Double(iw - 1)
                let rgb = SIMD3(Double(tx) / Double(iw - 1), Double(ty) / Double(ih - 1), 0.5 + 0.5 * sin(Double(tx + ty) / 9))
                let c = SIMD4((rgb * a * 255).rounded(.toNearestOrEven), (a * 255).rounded())
                texels[ty * iw + tx] = c
                image.pixels[ty * iw + tx] = UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16 | UInt32(c.w) << 24
            }
        }
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: Double(iw), height: Double(ih))
        p.position = CGPoint(x: 120, y: y)  // left edge at x = 56, a whole pixel
        p.contentsName = "img"
        p.opacity = opacity
        let grey: UInt32 = 0xFF80_8080
        var ours = Bitmap(width: 240, height: 200, pixels: [UInt32](repeating: grey, count: 240 * 200))!
        Compositor(images: ["img": image], threads: 1).composite(
            [LayerSnapshot(name: nil, kind: .layer, properties: p)], scale: 1, over: &ours)

        let top = y - Double(ih) / 2
        var total = 0.0, count = 0, worst = 0.0
        for py in 0..<200 {
            // Rows whose two taps both lie inside the image.
            let fy = Double(py) + 0.5 - top - 0.5
            guard fy >= 0, fy <= Double(ih) - 1.001 else { continue }
            let y0 = Int(fy.rounded(.down)), t = fy - Double(y0)
            for tx in 0..<iw {
                let s = (texels[y0 * iw + tx] * (1 - t) + texels[(y0 + 1) * iw + tx] * t) * opacity
                let expected = s + SIMD4(128, 128, 128, 255) * (1 - s.w / 255)
                let a = ours.pixels[py * 240 + 56 + tx]
                for c in 0..<4 {
                    let d = abs(Double((a >> UInt32(8 * c)) & 0xFF) - expected[c])
                    total += d
                    worst = max(worst, d)
                    count += 1
                }
            }
        }
        #expect(count >= 4 * iw * (ih - 2), "too few pixels compared (\(count / 4))")
        #expect(total / Double(max(1, count)) < 1.0, "mean difference \(total / Double(max(1, count))) per channel")
        #expect(worst <= 3, "worst difference \(worst)")
        // Left and right of the layer the grey is untouched.
        #expect(ours.pixels[100 * 240 + 55] == grey && ours.pixels[100 * 240 + 56 + iw] == grey)
    }
}
