import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask`, held to the geometry: off (Core
/// Animation's default) an edge covers exactly the pixels whose centres it encloses; on, an
/// edge pixel is covered by the ramp d + 0.5 of its centre's distance d inside the edge (the
/// compositor's box-filter approximation); the mask picks the edges (left and right are the
/// bounds' minimum and maximum x, bottom and top the minimum and maximum y).
@Suite struct EdgeAntialiasingTests {
    func render(_ layers: [LayerSnapshot], size: CGSize) -> Bitmap {
        Compositor(threads: 1).render(RenderTree(size: size, scale: 1, background: .white, layers: layers))
    }

    /// Red over white: 1 − coverage in green.
    func coverage(_ b: Bitmap, _ x: Int, _ y: Int) -> Double { 1 - Double(b.rgba(x: x, y: y).g) / 255 }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    func box(allows: Bool? = nil, mask: CAEdgeAntialiasingMask? = nil) -> LayerSnapshot {
        RenderFixtures.layer(frame: CGRect(x: 10.3, y: 4.2, width: 10.3, height: 10.6)) { p in
            p.backgroundColor = Self.red
            if let allows { p.allowsEdgeAntialiasing = allows }
            if let mask { p.edgeAntialiasingMask = mask }
        }
    }

    @Test func offByDefaultEdgesCoverWholePixelsByTheirCentres() {
        #expect(!CALayer().allowsEdgeAntialiasing && CALayer().edgeAntialiasingMask.rawValue == 0b1111)
        let b = render([box()], size: CGSize(width: 32, height: 20))
        // x 10.3…20.6: centres 10.5 … 20.5 inside; y 4.2…14.8: centres 4.5 … 14.5 inside.
        for x in 8...23 {
            for y in 2...17 {
                let inside = (10...20).contains(x) && (4...14).contains(y)
                #expect(coverage(b, x, y) == (inside ? 1 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func onEdgesRampWithTheCentresDistance() {
        let b = render([box(allows: true)], size: CGSize(width: 32, height: 20))
        // Left: centre 10.5 is 0.2 inside → 0.7; right: 20.5 is 0.1 inside → 0.6; top: 4.5 is 0.3
        // inside → 0.8; bottom: 14.5 is 0.3 inside → 0.8; beyond (21.5 is 0.9 outside) → 0.
        let expected: [((Int, Int), Double)] = [
            ((10, 9), 0.7), ((20, 9), 0.6), ((15, 4), 0.8), ((15, 14), 0.8), ((15, 9), 1), ((21, 9), 0),
        ]
        for ((x, y), want) in expected {
            #expect(abs(coverage(b, x, y) - want) <= 1.0 / 255 + 1e-9, "(\(x), \(y)): \(coverage(b, x, y)), expected \(want)")
        }
    }

    @Test func theMaskPicksTheEdges() {
        // Left (min x) and bottom (min y, the top of a y-down canvas) smooth; right and top hard.
        let b = render([box(allows: true, mask: [.layerLeftEdge, .layerBottomEdge])], size: CGSize(width: 32, height: 20))
        #expect(abs(coverage(b, 10, 9) - 0.7) <= 1.0 / 255 + 1e-9)
        #expect(abs(coverage(b, 15, 4) - 0.8) <= 1.0 / 255 + 1e-9)
        #expect(coverage(b, 20, 9) == 1 && coverage(b, 15, 14) == 1)
        // A mask is read only when antialiasing is allowed.
        let off = render([box(allows: false, mask: [.layerLeftEdge])], size: CGSize(width: 32, height: 20))
        #expect(coverage(off, 10, 9) == 1)
    }

    /// Two layers abutting at y = 10.4: hard edges leave no seam (every pixel of the shared row
    /// is covered by one of them); antialiased edges let the background through there.
    @Test func abuttingLayersMeetWithoutASeamUnlessTheyAntialias() {
        func pair(_ allows: Bool) -> Bitmap {
            let top = RenderFixtures.layer(frame: CGRect(x: 2, y: 2, width: 20, height: 8.4)) { p in
                p.backgroundColor = Self.red
                p.allowsEdgeAntialiasing = allows
            }
            let bottom = RenderFixtures.layer(frame: CGRect(x: 2, y: 10.4, width: 20, height: 8)) { p in
                p.backgroundColor = Self.red
                p.allowsEdgeAntialiasing = allows
            }
            return render([top, bottom], size: CGSize(width: 24, height: 20))
        }
        let hard = pair(false)
        #expect((2...17).allSatisfy { coverage(hard, 10, $0) == 1 })
        let soft = pair(true)
        // Row 10 (centre 10.5): the top layer covers 0.4 (10.4 − 10.5 + 0.5), the bottom one 0.6
        // of what is left: 1 − 0.6 × 0.4 = 0.76, not 1.
        #expect(abs(coverage(soft, 10, 10) - 0.76) <= 2.0 / 255, "\(coverage(soft, 10, 10))")
    }
}
