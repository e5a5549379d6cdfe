import FoldCore
import Foundation
import Testing

@testable import FoldRender

/// The fold fixture and a sheet of compositor features, each held to what its geometry and
/// Core Animation's rules say a pixel must be (worked out here by hand: the projections with
/// CA's rotation matrices written out, the colours from the blend rules), not to an image
/// FoldKit drew before.
@Suite struct CompositorSmokeTests {
    func bytes(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func byte(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }

    func near(_ got: [Int], _ want: [Int], within tolerance: Int) -> Bool {
        zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The rows of column `x` whose pixel is `color` (within 2 levels).
    func rows(of color: [Int], column x: Int, in b: Bitmap) -> ClosedRange<Int>? {
        let hits = (0..<b.height).filter { near(bytes(b, x, $0), color, within: 2) }
        guard let first = hits.first, let last = hits.last else { return nil }
        return first...last
    }

    @Test func theFoldFixtureFoldsItsCardAboutItsTopEdge() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FoldCoreTests/Fixtures/fold.scene.json")
        let scene = try SceneLoader.load(contentsOf: url)
        let compositor = Compositor()
        let blue = [0x33, 0x66, 0xCC]
        var heights: [Int] = []
        for t in [0.0, 0.5, 0.9] {
            let layers = scene.presentation(at: t)
            let tree = RenderTree(size: scene.size, scale: scene.scale, background: scene.background, layers: layers)
            let bitmap = compositor.render(tree)
            RenderFixtures.dump(bitmap, "fold-\(t)")
            #expect(bitmap.width == 640 && bitmap.height == 480)
            // The card hangs from its top edge at y = 60 pt; its bottom edge (100 pt below the
            // anchor, in its plane) lands where its presentation transform sends it.
            let card = try #require(layers.first { $0.name == "card" })
            let m = card.properties.transform
            let (_, y, _, w) = m.applyHomogeneous(Vector3(x: 0, y: 100, z: 0))
            let bottom = (60 + y / w) * scene.scale
            // Column 60 pt right of the card's centre: away from the label and the flyer.
            let column = Int((160 + 60) * scene.scale)
            // The shade (a gradient to 50 % black, faded in over the first second) darkens the
            // card: at t = 0 it is clear, so the card is its own colour.
            let covered = try #require(
                (0..<bitmap.height).filter { !near(bytes(bitmap, column, $0), [0xF0, 0xF0, 0xF0], within: 1) }.last)
            #expect(abs(Double(covered) + 0.5 - bottom) <= 1, "t = \(t): the card ends at row \(covered), its geometry at \(bottom)")
            #expect(bytes(bitmap, column, 119).allSatisfy { $0 == 0xF0 }, "t = \(t): above the hinge is background")
            heights.append(covered - 120 + 1)
            if t == 0 {
                #expect(rows(of: blue, column: column, in: bitmap) == 120...319)
                // The corner (radius 6 pt = 12 px) leaves the card's first pixel to the background.
                #expect(bytes(bitmap, 120, 120) == [0xF0, 0xF0, 0xF0])
            }
        }
        #expect(heights[0] > heights[1] && heights[1] > heights[2], "the card folds away: \(heights)")
    }

    @Test func aSheetOfFeaturesDrawsWhatTheirGeometryAndBlendsSay() {
        let compositor = Compositor(images: ["checker": RenderFixtures.checkerboard()])
        var layers: [LayerSnapshot] = []
        // 1. Perspective image, tilted 70° about its horizontal centre line, m34 = −1/400.
        layers.append(RenderFixtures.layer(frame: CGRect(x: 20, y: 20, width: 200, height: 200)) { p in
            p.contentsName = "checker"
            p.transform = CATransform3D(rotationAngle: -70 * .pi / 180, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 400))
        })
        // 2. Rounded mask clipping an image under perspective, with a border.
        var card = RenderFixtures.layer(frame: CGRect(x: 260, y: 20, width: 200, height: 200)) { p in
            p.masksToBounds = true
            p.cornerRadius = 30
            p.borderWidth = 6
            p.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            p.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
            p.transform = CATransform3D(rotationAngle: 35 * .pi / 180, x: 0, y: 1, z: 0).concatenating(CATransform3D(perspective: 500))
        }
        card.sublayers = [RenderFixtures.layer(frame: CGRect(x: -40, y: -40, width: 200, height: 200)) { p in p.contentsName = "checker" }]
        layers.append(card)
        // 3. Group opacity: two overlapping squares fade as one.
        var group = RenderFixtures.layer(frame: CGRect(x: 20, y: 260, width: 200, height: 200)) { p in p.opacity = 0.5 }
        group.sublayers = [
            RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 120, height: 120)) { p in p.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
            RenderFixtures.layer(frame: CGRect(x: 60, y: 60, width: 120, height: 120)) { p in p.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) },
        ]
        layers.append(group)
        // 4. Two intersecting planes in a transform layer: split by the BSP tree.
        var t3d = RenderFixtures.layer(.transform, frame: CGRect(x: 260, y: 260, width: 200, height: 200)) { p in
            p.sublayerTransform = CATransform3D(perspective: 600)
        }
        t3d.sublayers = [
            RenderFixtures.layer(frame: CGRect(x: 20, y: 40, width: 160, height: 120)) { p in
                p.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
                p.transform = CATransform3D(rotationAngle: 50 * .pi / 180, x: 0, y: 1, z: 0)
            },
            RenderFixtures.layer(frame: CGRect(x: 20, y: 40, width: 160, height: 120)) { p in
                p.backgroundColor = CGColor(red: 0.95, green: 0.5, blue: 0.1, alpha: 1)
                p.transform = CATransform3D(rotationAngle: -50 * .pi / 180, x: 0, y: 1, z: 0)
            },
        ]
        layers.append(t3d)
        // 5. A gradient with locations.
        layers.append(RenderFixtures.layer(.gradient, frame: CGRect(x: 480, y: 20, width: 100, height: 440)) { p in
            p.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            p.locations = [0, 0.2, 1]
            p.cornerRadius = 12
            p.masksToBounds = true
        })
        let tree = RenderTree(size: CGSize(width: 600, height: 480), scale: 1, background: .white, layers: layers)
        let b = compositor.render(tree)
        RenderFixtures.dump(b, "features")
        let white = [255, 255, 255]

        // 1. CATransform3DMakeRotation(θ, 1, 0, 0) sends (x, y) about the anchor to
        // (x, y·cos θ, y·sin θ); m34 = −1/400 divides by w = 1 − z/400. The centre column's
        // image runs from the top edge's y to the bottom edge's.
        let theta = -70 * Double.pi / 180
        func screenY(_ y: Double) -> Double { 120 + y * cos(theta) / (1 - y * sin(theta) / 400) }
        // Half the checker's cells are white: the top edge is read in column 120 (texel column
        // 128, whose first cell is coloured), the bottom in column 116 (texel column ~124,
        // whose last cell is).
        let top = (0..<240).first { bytes(b, 120, $0) != white } ?? -1
        let bottom = (0..<240).last { bytes(b, 116, $0) != white } ?? -1
        #expect(abs(Double(top) - screenY(-100)) <= 1, "top edge at row \(top), the geometry's \(screenY(-100))")
        #expect(abs(Double(bottom) + 1 - screenY(100)) <= 1, "bottom edge at row \(bottom), the geometry's \(screenY(100))")

        // 2. CATransform3DMakeRotation(θ, 0, 1, 0): (x, y) → (x·cos θ, y, −x·sin θ).
        let phi = 35 * Double.pi / 180
        func onCard(_ x: Double, _ y: Double) -> (Int, Int) {
            let w = 1 + x * sin(phi) / 500
            return (Int((360 + x * cos(phi) / w).rounded(.down)), Int((120 + y / w).rounded(.down)))
        }
        // Inside the card's square but outside its rounded corner (35 pt from the corner
        // circle's centre, radius 30): the mask leaves the background.
        let (cx, cy) = onCard(-95, -95)
        #expect(bytes(b, cx, cy) == white, "the rounded corner at (\(cx), \(cy)) is \(bytes(b, cx, cy))")
        // The border's middle, 3 pt in from the left edge, halfway down.
        let (bx, by) = onCard(-97, 0)
        #expect(near(bytes(b, bx, by), [byte(0.1), byte(0.1), byte(0.1)], within: 2), "border \(bytes(b, bx, by))")
        // The checker sublayer reaches 40 pt past the card's left edge; the mask cuts it there.
        let (ox, oy) = onCard(-104, 0)
        #expect(bytes(b, ox, oy) == white, "left of the card \(bytes(b, ox, oy))")
        // 20 pt in from the top-left corner: the checker's texel (60, 60), a red cell.
        let (ix, iy) = onCard(-80, -80)
        #expect(near(bytes(b, ix, iy), [byte(0.9), byte(0.2), byte(0.2)], within: 3), "inside \(bytes(b, ix, iy))")

        // 3. The group fades as one: red alone, and blue over red (the group shows blue there),
        // each at 50 % over white.
        #expect(near(bytes(b, 50, 290), [255, 128, 128], within: 1))
        #expect(near(bytes(b, 110, 350), [128, 128, 255], within: 1))
        #expect(near(bytes(b, 170, 410), [128, 128, 255], within: 1))

        // 4. Rotated +50° about y, the blue plane's left half comes toward the viewer (z =
        // −x·sin θ > 0 for x < 0), the orange plane's right half: each is in front on its side,
        // although orange is drawn last.
        #expect(near(bytes(b, 340, 360), [byte(0.2), byte(0.6), byte(0.9)], within: 1), "left of the seam \(bytes(b, 340, 360))")
        #expect(near(bytes(b, 380, 360), [byte(0.95), byte(0.5), byte(0.1)], within: 1), "right of the seam \(bytes(b, 380, 360))")

        // 5. Locations [0, 0.2, 1] down the layer: yellow at 20 % (y = 108), halfway from yellow
        // to blue at 60 % (y = 284); the rounded corner leaves its first pixel white.
        #expect(near(bytes(b, 530, 108), [255, 255, 0], within: 3), "at 20 %: \(bytes(b, 530, 108))")
        #expect(near(bytes(b, 530, 284), [128, 128, 128], within: 3), "at 60 %: \(bytes(b, 530, 284))")
        #expect(bytes(b, 480, 20) == white)
    }
}
