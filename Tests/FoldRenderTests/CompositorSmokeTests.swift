import FoldCore
import Foundation
import Testing

@testable import FoldRender

@Suite struct CompositorSmokeTests {
    @Test func rendersTheFoldFixture() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FoldCoreTests/Fixtures/fold.scene.json")
        let scene = try SceneLoader.load(contentsOf: url)
        let compositor = Compositor()
        for t in [0.0, 0.5, 0.9] {
            let tree = RenderTree(size: scene.size, scale: scene.scale, background: scene.background, layers: scene.presentation(at: t))
            let bitmap = compositor.render(tree)
            #expect(bitmap.width == 640)
            RenderFixtures.dump(bitmap, "fold-\(t)")
        }
    }

    @Test func featureSheet() {
        let compositor = Compositor(images: ["checker": RenderFixtures.checkerboard()])
        var layers: [LayerSnapshot] = []
        // 1. Perspective image, tilted back 70°: needs mipmaps.
        layers.append(RenderFixtures.layer(frame: Rect(x: 20, y: 20, width: 200, height: 200)) { p in
            p.contents = "checker"
            p.transform = Transform3D(rotationAngle: -70 * .pi / 180, x: 1, y: 0, z: 0).concatenating(Transform3D(perspective: 400))
        })
        // 2. Rounded mask clipping an image under perspective, with a border.
        var card = RenderFixtures.layer(frame: Rect(x: 260, y: 20, width: 200, height: 200)) { p in
            p.masksToBounds = true
            p.cornerRadius = 30
            p.borderWidth = 6
            p.borderColor = Color(red: 0.1, green: 0.1, blue: 0.1)
            p.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.95)
            p.transform = Transform3D(rotationAngle: 35 * .pi / 180, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: 500))
        }
        card.sublayers = [RenderFixtures.layer(frame: Rect(x: -40, y: -40, width: 200, height: 200)) { p in p.contents = "checker" }]
        layers.append(card)
        // 3. Group opacity: two overlapping squares fade as one.
        var group = RenderFixtures.layer(frame: Rect(x: 20, y: 260, width: 200, height: 200)) { p in p.opacity = 0.5 }
        group.sublayers = [
            RenderFixtures.layer(frame: Rect(x: 0, y: 0, width: 120, height: 120)) { p in p.backgroundColor = Color(red: 1, green: 0, blue: 0) },
            RenderFixtures.layer(frame: Rect(x: 60, y: 60, width: 120, height: 120)) { p in p.backgroundColor = Color(red: 0, green: 0, blue: 1) },
        ]
        layers.append(group)
        // 4. Two intersecting planes in a transform layer: split by the BSP tree.
        var t3d = RenderFixtures.layer(.transform, frame: Rect(x: 260, y: 260, width: 200, height: 200)) { p in
            p.sublayerTransform = Transform3D(perspective: 600)
        }
        t3d.sublayers = [
            RenderFixtures.layer(frame: Rect(x: 20, y: 40, width: 160, height: 120)) { p in
                p.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.9)
                p.transform = Transform3D(rotationAngle: 50 * .pi / 180, x: 0, y: 1, z: 0)
            },
            RenderFixtures.layer(frame: Rect(x: 20, y: 40, width: 160, height: 120)) { p in
                p.backgroundColor = Color(red: 0.95, green: 0.5, blue: 0.1)
                p.transform = Transform3D(rotationAngle: -50 * .pi / 180, x: 0, y: 1, z: 0)
            },
        ]
        layers.append(t3d)
        // 5. A gradient with locations.
        layers.append(RenderFixtures.layer(.gradient, frame: Rect(x: 480, y: 20, width: 100, height: 440)) { p in
            p.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
            p.locations = [0, 0.2, 1]
            p.cornerRadius = 12
            p.masksToBounds = true
        })
        let tree = RenderTree(size: Size(width: 600, height: 480), scale: 1, background: .white, layers: layers)
        let bitmap = compositor.render(tree)
        RenderFixtures.dump(bitmap, "features")
        #expect(bitmap.width == 600)
    }
}
