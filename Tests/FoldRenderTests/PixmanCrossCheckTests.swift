import CPixman
import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// Single perspective quads against pixman's projective bilinear composite: in the quad's
/// interior (away from the edges, where pixman does not anti-alias) both are sampling the same
/// image through the same homography, so they must agree.
@Suite struct PixmanCrossCheckTests {
    static func pixman(_ image: Bitmap, screenToTexel g: Homography, width: Int, height: Int) -> Bitmap? {
        // pixman maps destination to source with column vectors: the transpose of our row-vector
        // map, scaled (projectively the same) so 16.16 fixed point holds it precisely.
        let m = [[g.m.0, g.m.3, g.m.6], [g.m.1, g.m.4, g.m.7], [g.m.2, g.m.5, g.m.8]]
        // As large as 16.16 allows (entries and the products pixman forms at the canvas corners
        // stay under 32768), so the small perspective terms keep their precision.
        var largest = m.joined().map(abs).max() ?? 1
        for (x, y) in [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))] {
            let (X, Y, W) = g.apply(x, y)
            largest = max(largest, abs(X), abs(Y), abs(W))
        }
        let s = 30000 / largest
        var f = pixman_f_transform()
        withUnsafeMutableBytes(of: &f.m) { raw in
            let d = raw.bindMemory(to: Double.self)
            for row in 0..<3 { for col in 0..<3 { d[row * 3 + col] = m[row][col] * s } }
        }
        var t = pixman_transform_t()
        guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { return nil }
        var src = image.pixels
        var out = Bitmap(width: width, height: height)
        src.withUnsafeMutableBufferPointer { sp in
            out.pixels.withUnsafeMutableBufferPointer { dp in
                let si = pixman_image_create_bits(PIXMAN_a8b8g8r8, Int32(image.width), Int32(image.height), sp.baseAddress, Int32(image.width * 4))
                let di = pixman_image_create_bits(PIXMAN_a8b8g8r8, Int32(width), Int32(height), dp.baseAddress, Int32(width * 4))
                pixman_image_set_transform(si, &t)
                pixman_image_set_filter(si, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_composite32(PIXMAN_OP_OVER, si, nil, di, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
                pixman_image_unref(si)
                pixman_image_unref(di)
            }
        }
        return out
    }

    @Test(arguments: [(35.0, 1.0, 0.0), (-50.0, 0.0, 1.0), (60.0, 1.0, 1.0), (20.0, 0.0, 0.0)])
    func interiorMatchesPixman(angle: Double, ax: Double, ay: Double) throws {
        // A smooth image: bilinear sampling differs only by rounding, not by aliasing choices.
        var image = Bitmap(width: 128, height: 96)
        for y in 0..<96 {
            for x in 0..<128 {
                image.pixels[y * 128 + x] = Bitmap.pixel(CGColor(red: Double(x) / 127, green: Double(y) / 95, blue: 0.5 + 0.5 * sin(Double(x + y) / 9), alpha: 1))
            }
        }
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 128, height: 96)
        p.position = CGPoint(x: 120, y: 100)
        p.contentsName = "img"
        var t = ax == 0 && ay == 0 ? CATransform3D(rotationAngle: angle * .pi / 180, x: 0, y: 0, z: 1) : CATransform3D(rotationAngle: angle * .pi / 180, x: ax, y: ay, z: 0)
        t = t.concatenating(CATransform3D(perspective: 400))
        p.transform = t
        let layer = LayerSnapshot(name: nil, kind: .layer, properties: p)
        let compositor = Compositor(images: ["img": image], threads: 1)
        var ours = Bitmap(width: 240, height: 200)
        compositor.composite([layer], scale: 1, over: &ours)

        let m = p.transformToSuperlayer.concatenating(CATransform3D(scaleX: 1, y: 1, z: 0))
        let g = try #require(Homography(m).inverted)
        let theirs = try #require(Self.pixman(image, screenToTexel: g, width: 240, height: 200))
        var total = 0.0, count = 0
        for y in 3..<197 {
            for x in 3..<237 {
                // Interior: a 7×7 neighbourhood fully covered in our render.
                var interior = true
                for dy in -3...3 where interior {
                    for dx in -3...3 where ours.pixels[(y + dy) * 240 + x + dx] >> 24 != 255 { interior = false; break }
                }
                guard interior else { continue }
                let a = ours.pixels[y * 240 + x], b = theirs.pixels[y * 240 + x]
                for shift in stride(from: 0, to: 24, by: 8) {
                    total += Double(abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
                count += 3
            }
        }
        #expect(count > 3000, "too few interior pixels (\(count / 3))")
        let mean = total / Double(max(1, count))
        #expect(mean < 1.5, "mean absolute difference \(mean) per channel over \(count / 3) pixels")
    }

    /// The projective span kernel's other stores: a translucent image (premultiplied alpha
    /// varying across it) on a layer at opacity 0.6, rotated about y (w changes along every row,
    /// so every interior pixel takes the divide-per-pixel path and its blended, not copied,
    /// store), over an opaque grey. Against an exact reference computed here in Double: each
    /// pixel centre mapped to the texture, bilinear over the four texels, scaled by the opacity,
    /// source-over the grey.
    @Test(arguments: [(-40.0, 0.0, 1.0), (25.0, 1.0, 0.6)])
    func translucentPerspectiveMatchesExactBilinear(angle: Double, ax: Double, ay: Double) throws {
        let (iw, ih) = (128, 96)
        var image = Bitmap(width: iw, height: ih)
        var texels = [SIMD4<Double>](repeating: .zero, count: iw * ih)
        for y in 0..<ih {
            for x in 0..<iw {
                let a = 0.25 + 0.75 * Double(x) / Double(iw - 1)
                let rgb = SIMD3(Double(x) / Double(iw - 1), Double(y) / Double(ih - 1), 0.5 + 0.5 * sin(Double(x + y) / 9))
                let c = SIMD4((rgb * a * 255).rounded(.toNearestOrEven), (a * 255).rounded())
                texels[y * iw + x] = c
                image.pixels[y * iw + x] = UInt32(c.x) | UInt32(c.y) << 8 | UInt32(c.z) << 16 | UInt32(c.w) << 24
            }
        }
        let opacity = 0.6
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: Double(iw), height: Double(ih))
        p.position = CGPoint(x: 120, y: 100)
        p.contentsName = "img"
        p.opacity = opacity
        p.transform = CATransform3D(rotationAngle: angle * .pi / 180, x: ax, y: ay, z: 0)
            .concatenating(CATransform3D(perspective: 400))
        let grey: UInt32 = 0xFF80_8080
        var ours = Bitmap(width: 240, height: 200, pixels: [UInt32](repeating: grey, count: 240 * 200))!
        Compositor(images: ["img": image], threads: 1).composite(
            [LayerSnapshot(name: nil, kind: .layer, properties: p)], scale: 1, over: &ours)

        let m = p.transformToSuperlayer.concatenating(CATransform3D(scaleX: 1, y: 1, z: 0))
        let g = try #require(Homography(m).inverted)
        var total = 0.0, count = 0, worst = 0.0
        for y in 0..<200 {
            for x in 0..<240 {
                // Interior: the texel footprint of the pixel and its neighbours lies inside the image.
                let (U, V, W) = g.apply(Double(x) + 0.5, Double(y) + 0.5)
                guard W > 0 else { continue }
                let fx = U / W - 0.5, fy = V / W - 0.5
                guard fx >= 2, fy >= 2, fx <= Double(iw) - 3, fy <= Double(ih) - 3 else { continue }
                let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                let tx = fx - Double(x0), ty = fy - Double(y0)
                let top = texels[y0 * iw + x0] * (1 - tx) + texels[y0 * iw + x0 + 1] * tx
                let bottom = texels[(y0 + 1) * iw + x0] * (1 - tx) + texels[(y0 + 1) * iw + x0 + 1] * tx
                let s = (top * (1 - ty) + bottom * ty) * opacity
                let expected = s + SIMD4(128, 128, 128, 255) * (1 - s.w / 255)
                let a = ours.pixels[y * 240 + x]
                for c in 0..<4 {
                    let d = abs(Double((a >> UInt32(8 * c)) & 0xFF) - expected[c])
                    total += d
                    worst = max(worst, d)
                    count += 1
                }
            }
        }
        #expect(count > 4 * 3000, "too few interior pixels (\(count / 4))")
        #expect(total / Double(max(1, count)) < 1.0, "mean difference \(total / Double(max(1, count))) per channel")
        #expect(worst <= 4, "worst difference \(worst)")
    }
}
