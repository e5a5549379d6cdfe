import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// Compositor features held to numbers worked out here from the geometry and Core Animation's
/// rules, not to images FoldKit drew before: group opacity is one blend, a gradient is its
/// ramp, an edge's antialiasing is the area the shape covers.
@Suite struct AnalyticPixelTests {
    func render(_ layers: [LayerSnapshot], size: CGSize, background: CGColor = .white) -> Bitmap {
        Compositor(threads: 1).render(RenderTree(size: size, scale: 1, background: background, layers: layers))
    }

    /// The byte a channel value (0…1) rounds to.
    func byte(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }

    func channels(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// CALayer.opacity on a layer with sublayers fades the group as one image: where two opaque
    /// sublayers overlap, the pixel is the top one's colour blended once over the background,
    /// not the bottom one seen through the top one.
    @Test func groupOpacityIsOneBlendOfTheFlattenedGroup() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        var group = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) { $0.opacity = 0.5 }
        group.sublayers = [
            RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 30, height: 20)) { $0.backgroundColor = red },
            RenderFixtures.layer(frame: CGRect(x: 10, y: 0, width: 30, height: 20)) { $0.backgroundColor = blue },
        ]
        let b = render([group], size: CGSize(width: 40, height: 20))
        // Red alone, red under blue (the group shows blue there), blue alone: each 50% over white.
        let expected: [(Int, [Int])] = [
            (5, [byte(0.5 * 1 + 0.5), byte(0.5), byte(0.5), 255]),
            (20, [byte(0.5), byte(0.5), byte(0.5 * 1 + 0.5), 255]),
            (35, [byte(0.5), byte(0.5), byte(1.0), 255]),
        ]
        for (x, want) in expected {
            let got = channels(b, x, 10)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "x = \(x): \(got), expected \(want)")
        }
        // Two separate layers at 50% each would show purple-ish where they overlap.
        #expect(channels(b, 20, 10)[0] < 140, "the bottom layer shows through: \(channels(b, 20, 10))")
    }

    /// CAGradientLayer from startPoint (0, 0.5) to endPoint (1, 0.5), black to white: a pixel
    /// whose centre is at fraction t of the width shows t (sRGB values interpolated, as Core
    /// Animation does by default).
    @Test func aHorizontalGradientIsItsRamp() {
        let width = 256.0
        let gradient = RenderFixtures.layer(.gradient, frame: CGRect(x: 0, y: 0, width: width, height: 4)) { p in
            p.colors = [CGColor.black, CGColor.white]
            p.startPoint = CGPoint(x: 0, y: 0.5)
            p.endPoint = CGPoint(x: 1, y: 0.5)
        }
        let b = render([gradient], size: CGSize(width: width, height: 4))
        var worst = 0
        for x in 0..<Int(width) {
            let t = (Double(x) + 0.5) / width
            worst = max(worst, abs(channels(b, x, 2)[0] - byte(t)))
        }
        #expect(worst <= 2, "largest difference from the ramp: \(worst) levels")
    }

    /// A square turned 30° about its centre: each edge pixel's alpha is the share of the pixel
    /// the square covers, found here by sampling every pixel on a 32 × 32 grid.
    @Test func aTurnedSquaresEdgesAreTheAreaItCovers() {
        let side = 24.0, angle = Double.pi / 6, centre = CGPoint(x: 20, y: 20)
        let square = RenderFixtures.layer(frame: CGRect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)) { p in
            p.backgroundColor = .black
            p.transform = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            p.allowsEdgeAntialiasing = true
        }
        let b = render([square], size: CGSize(width: 40, height: 40), background: .clear)
        func inside(_ x: Double, _ y: Double) -> Bool {
            // Into the square's frame: turn back by the angle about the centre.
            let dx = x - centre.x, dy = y - centre.y
            let u = dx * cos(angle) + dy * sin(angle), v = -dx * sin(angle) + dy * cos(angle)
            return abs(u) <= side / 2 && abs(v) <= side / 2
        }
        // The corners, where the area is two edges' and the antialiasing (a ramp across each edge
        // by distance) is an approximation: checked apart, more loosely.
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (a, b) in
            CGPoint(
                x: centre.x + (a * cos(angle) - b * sin(angle)) * side / 2, y: centre.y + (a * sin(angle) + b * cos(angle)) * side / 2)
        }
        var worst = 0.0, worstCorner = 0.0, edgePixels = 0
        for y in 0..<40 {
            for x in 0..<40 {
                var covered = 0
                for sy in 0..<32 {
                    for sx in 0..<32 where inside(Double(x) + (Double(sx) + 0.5) / 32, Double(y) + (Double(sy) + 0.5) / 32) {
                        covered += 1
                    }
                }
                let area = Double(covered) / 1024
                let alpha = Double(b.rgba(x: x, y: y).a) / 255
                if area > 0 && area < 1 { edgePixels += 1 }
                let nearCorner = corners.contains { hypot($0.x - (Double(x) + 0.5), $0.y - (Double(y) + 0.5)) < 1.5 }
                if nearCorner { worstCorner = max(worstCorner, abs(alpha - area)) } else { worst = max(worst, abs(alpha - area)) }
            }
        }
        #expect(edgePixels > 60, "\(edgePixels) edge pixels")
        #expect(worst <= 0.05, "largest difference between alpha and covered area along the edges: \(worst)")
        #expect(worstCorner <= 0.25, "at the corners: \(worstCorner)")
    }
}
