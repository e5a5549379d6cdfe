import CCairo
import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// Features cairo draws too, drawn by both and compared: a layer turned in 2D, rounded corners,
/// a border inside a rounded rect. cairo's antialiasing is not FoldKit's, so edge pixels may
/// differ a little; everything else must agree, and the edges on average.
@Suite struct CairoCrossCheckTests {
    static let size = 64

    /// cairo's drawing into premultiplied RGBA bytes like a Bitmap's, over opaque white.
    func cairo(_ draw: (OpaquePointer) -> Void) -> [UInt32] {
        let n = Self.size
        var argb = [UInt32](repeating: 0, count: n * n)
        argb.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(n), Int32(n), Int32(n * 4))
            let cr = cairo_create(surface)!
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            draw(cr)
            cairo_surface_flush(surface)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        // Native 0xAARRGGBB to the Bitmap's bytes R, G, B, A.
        return argb.map { p in (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16 }
    }

    func foldkit(_ layer: LayerSnapshot) -> [UInt32] {
        let n = Double(Self.size)
        return Compositor(threads: 1).render(RenderTree(size: CGSize(width: n, height: n), scale: 1, layers: [layer])).pixels
    }

    /// The largest and the mean channel difference.
    func compare(_ a: [UInt32], _ b: [UInt32]) -> (worst: Int, mean: Double, differing: Int) {
        var worst = 0, total = 0, differing = 0
        for (p, q) in zip(a, b) where p != q {
            differing += 1
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let d = abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))
                worst = max(worst, d)
                total += d
            }
        }
        return (worst, Double(total) / Double(a.count * 4), differing)
    }

    @Test func aRectTurnedIn2DMatchesCairo() {
        let angle = 0.4
        let layer = RenderFixtures.layer(frame: CGRect(x: 14, y: 20, width: 36, height: 24)) { p in
            p.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            p.transform = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            p.allowsEdgeAntialiasing = true
        }
        let reference = cairo { cr in
            cairo_translate(cr, 32, 32)
            cairo_rotate(cr, angle)
            cairo_rectangle(cr, -18, -12, 36, 24)
            cairo_set_source_rgb(cr, 0.2, 0.4, 0.8)
            cairo_fill(cr)
        }
        let d = compare(foldkit(layer), reference)
        // Measured: 14 levels at worst, 0.07 on average, 142 pixels (the edges).
        #expect(d.worst <= 24 && d.mean < 0.15, "worst \(d.worst), mean \(d.mean), \(d.differing) pixels")
    }

    /// Core Animation's default (no edge antialiasing) against cairo's CAIRO_ANTIALIAS_NONE, which
    /// also fills exactly the pixels whose centres the shape encloses: every pixel agrees.
    @Test func aRectTurnedWithoutEdgeAntialiasingMatchesCairosAliasedFill() {
        let angle = 0.4
        let layer = RenderFixtures.layer(frame: CGRect(x: 14.3, y: 20.2, width: 36, height: 24)) { p in
            p.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            p.transform = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        }
        let reference = cairo { cr in
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            cairo_translate(cr, 32.3, 32.2)
            cairo_rotate(cr, angle)
            cairo_rectangle(cr, -18, -12, 36, 24)
            cairo_set_source_rgb(cr, 0.2, 0.4, 0.8)
            cairo_fill(cr)
        }
        let d = compare(foldkit(layer), reference)
        #expect(d.differing == 0, "worst \(d.worst), \(d.differing) pixels")
    }

    @Test func roundedCornersAndABorderMatchCairo() {
        let layer = RenderFixtures.layer(frame: CGRect(x: 8, y: 8, width: 48, height: 48)) { p in
            p.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
            p.cornerRadius = 12
            p.borderWidth = 4
            p.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        }
        func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
            cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
            cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
            cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        }
        let reference = cairo { cr in
            // The fill inside the rounded rect, then the border: the ring between the rounded
            // rect and one inset by the border's width (CALayer draws the border inside the bounds).
            roundedRect(cr, 8, 8, 48, 48, 12)
            cairo_set_source_rgb(cr, 0.9, 0.3, 0.1)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            roundedRect(cr, 8, 8, 48, 48, 12)
            roundedRect(cr, 12, 12, 40, 40, 8)
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
            cairo_fill(cr)
        }
        let d = compare(foldkit(layer), reference)
        // Measured: 29 levels at worst (the corners' arcs), 0.46 on average (most of the fill one
        // level apart: 0.9 × 255 rounds differently).
        #expect(d.worst <= 40 && d.mean < 0.7, "worst \(d.worst), mean \(d.mean), \(d.differing) pixels")
    }
}
