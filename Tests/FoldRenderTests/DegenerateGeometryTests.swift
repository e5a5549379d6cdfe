import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// Geometry that breaks naive compositors: nothing crashes, nothing NaN-derived reaches a pixel.
@Suite struct DegenerateGeometryTests {
    static let background = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)

    func render(_ transform: CATransform3D, bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100), contents: Bool = true) -> Bitmap {
        let layer = RenderFixtures.layer(frame: CGRect(x: 50, y: 50, width: 100, height: 100)) { p in
            p.bounds = bounds
            p.transform = transform
            p.contentsName = contents ? "checker" : nil
            p.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            p.cornerRadius = 10
            p.masksToBounds = true
            p.borderWidth = 2
        }
        let compositor = Compositor(images: ["checker": RenderFixtures.checkerboard(size: 64)], threads: 2)
        return compositor.render(RenderTree(size: CGSize(width: 200, height: 200), background: Self.background, layers: [layer]))
    }

    /// Every pixel is the background or a blend of layer colours — never garbage.
    func expectSane(_ b: Bitmap, _ label: String) {
        #expect(b.width == 200 && b.height == 200, "\(label)")
        for p in b.pixels {
            let a = p >> 24
            // Premultiplied: no channel exceeds alpha.
            if (p & 0xFF) > a || (p >> 8 & 0xFF) > a || (p >> 16 & 0xFF) > a {
                Issue.record("\(label): pixel \(String(p, radix: 16)) is not premultiplied")
                return
            }
        }
    }

    @Test func nanAndInfinityInTransforms() {
        for v in [Double.nan, .infinity, -.infinity] {
            for i in 0..<16 {
                var values = CATransform3D.identity.values
                values[i] = v
                let b = render(CATransform3D(values)!)
                expectSane(b, "m[\(i)] = \(v)")
                // A non-finite transform draws nothing: the canvas stays the background.
                #expect(b.pixels.allSatisfy { $0 == Bitmap.pixel(Self.background) }, "m[\(i)] = \(v) drew something")
            }
        }
    }

    @Test func behindTheEyeAndEdgeOn() {
        // Entirely behind the eye: w < 0 everywhere.
        var behind = CATransform3D(translationX: 0, y: 0, z: 1000)
        behind = behind.concatenating(CATransform3D(perspective: 500))
        let b = render(behind)
        expectSane(b, "behind the eye")
        #expect(b.pixels.allSatisfy { $0 == Bitmap.pixel(Self.background) })
        // Exactly edge-on and crossing the eye plane.
        expectSane(render(CATransform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 500))), "edge-on")
        expectSane(render(CATransform3D(rotationAngle: 1.45, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 60))), "crossing w = 0")
    }

    @Test func zeroAreaAndHugeCoordinates() {
        expectSane(render(.identity, bounds: CGRect(x: 0, y: 0, width: 0, height: 100)), "zero width")
        expectSane(render(CATransform3D(scaleX: 0, y: 0, z: 1)), "zero scale")
        expectSane(render(CATransform3D(scaleX: 1e12, y: 1e12, z: 1)), "huge scale")
        expectSane(render(CATransform3D(translationX: 1e300, y: -1e300, z: 0)), "huge translation")
        expectSane(render(.identity, bounds: CGRect(x: -1e200, y: 0, width: 1e200, height: 1e-200)), "huge bounds")
        expectSane(render(CATransform3D(scaleX: 1e-300, y: 1e300, z: 1)), "extreme aspect")
    }

    @Test func emptyAndTinyCanvases() {
        let c = Compositor()
        #expect(c.render(RenderTree(size: CGSize(width: 0, height: 0), layers: [])).pixels.isEmpty)
        #expect(c.render(RenderTree(size: CGSize(width: CGFloat.nan, height: 10), layers: [])).width == 0)
        #expect(c.render(RenderTree(size: CGSize(width: 1, height: 1), scale: 1, layers: [RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) { p in
            p.backgroundColor = .black
        }])).pixels == [Bitmap.pixel(.black)])
    }
}
