import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender

/// One reference image per compositor feature. A render that drifts from its reference fails
/// with the difference; `make reference-images` (FOLDKIT_UPDATE_REFERENCE=1) rewrites them, and a
/// changed image is reviewed by looking at it before it is committed.
@Suite struct ReferenceImageTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reference")

    typealias L = RenderFixtures

    static func perspective(_ angle: Double, x: Double = 0, y: Double = 0, d: Double = 500) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: x == 0 && y == 0 ? 1 : 0).concatenating(CATransform3D(perspective: d))
    }

    /// Feature scenes: name → (canvas size, scale, layers).
    static let scenes: [String: (CGSize, Double, [LayerSnapshot])] = {
        var s: [String: (CGSize, Double, [LayerSnapshot])] = [:]
        let deg = Double.pi / 180
        s["perspective-mipmaps"] = (CGSize(width: 240, height: 160), 1, [
            L.layer(frame: CGRect(x: 20, y: 10, width: 200, height: 200)) { p in
                p.contentsName = "checker"
                p.anchorPoint = CGPoint(x: 0.5, y: 0)
                p.position = CGPoint(x: 120, y: 10)
                p.transform = perspective(-80 * deg, x: 1, d: 300)
            },
        ])
        s["antialiased-edges"] = (CGSize(width: 160, height: 160), 1, [
            L.layer(frame: CGRect(x: 40, y: 40, width: 80, height: 80)) { p in
                p.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
                p.transform = CATransform3D(rotationAngle: 17 * deg, x: 0, y: 0, z: 1)
                p.allowsEdgeAntialiasing = true  // the other scenes keep Core Animation's default, hard edges
            },
        ])
        s["near-plane-clipping"] = (CGSize(width: 200, height: 200), 1, [
            // Rotated so its far edge passes behind the eye: the near part must be cut, not mirrored.
            L.layer(frame: CGRect(x: 20, y: 20, width: 160, height: 160)) { p in
                p.contentsName = "checker"
                p.transform = CATransform3D(rotationAngle: 75 * deg, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 100))
            },
        ])
        s["backface-culling"] = (CGSize(width: 240, height: 120), 1, [
            L.layer(frame: CGRect(x: 10, y: 10, width: 100, height: 100)) { p in
                p.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
                p.isDoubleSided = false
                p.transform = perspective(150 * deg, y: 1)  // back facing: not drawn
            },
            L.layer(frame: CGRect(x: 130, y: 10, width: 100, height: 100)) { p in
                p.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
                p.isDoubleSided = true
                p.transform = perspective(150 * deg, y: 1)  // drawn from behind
            },
        ])
        var group = L.layer(frame: CGRect(x: 20, y: 20, width: 160, height: 160)) { p in p.opacity = 0.5 }
        group.sublayers = [
            L.layer(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { p in p.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
            L.layer(frame: CGRect(x: 50, y: 50, width: 100, height: 100)) { p in p.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) },
        ]
        s["group-opacity"] = (CGSize(width: 200, height: 200), 1, [group])
        var masked = L.layer(frame: CGRect(x: 30, y: 30, width: 180, height: 140)) { p in
            p.masksToBounds = true
            p.cornerRadius = 28
            p.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
            p.transform = perspective(40 * deg, y: 1)
        }
        masked.sublayers = [L.layer(frame: CGRect(x: -30, y: -30, width: 200, height: 200)) { p in p.contentsName = "checker" }]
        s["mask-rounded-perspective"] = (CGSize(width: 240, height: 200), 1, [masked])
        s["background-border"] = (CGSize(width: 200, height: 120), 1, [
            L.layer(frame: CGRect(x: 20, y: 20, width: 160, height: 80)) { p in
                p.backgroundColor = CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
                p.borderWidth = 6
                p.borderColor = CGColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
                p.cornerRadius = 18
            },
        ])
        s["gradient-locations"] = (CGSize(width: 200, height: 120), 1, [
            L.layer(.gradient, frame: CGRect(x: 10, y: 10, width: 180, height: 100)) { p in
                p.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0.4, blue: 1, alpha: 0.5)]
                p.locations = [0, 0.25, 1]
                p.startPoint = CGPoint(x: 0, y: 0)
                p.endPoint = CGPoint(x: 1, y: 1)
            },
        ])
        var gravities: [LayerSnapshot] = []
        for (i, g) in CALayerContentsGravity.known.enumerated() {
            gravities.append(L.layer(frame: CGRect(x: Double(i % 4) * 90 + 5, y: Double(i / 4) * 70 + 5, width: 80, height: 60)) { p in
                p.contentsName = "small"
                p.contentsGravity = g
                p.borderWidth = 1
                p.borderColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            })
        }
        s["contents-gravity"] = (CGSize(width: 365, height: 215), 1, gravities)
        s["zposition-hidden"] = (CGSize(width: 200, height: 140), 1, [
            L.layer(frame: CGRect(x: 20, y: 20, width: 100, height: 100)) { p in
                p.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
                p.zPosition = 1  // drawn last though first in the list
            },
            L.layer(frame: CGRect(x: 60, y: 40, width: 100, height: 80)) { p in p.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1) },
            L.layer(frame: CGRect(x: 0, y: 0, width: 200, height: 140)) { p in
                p.backgroundColor = .black
                p.isHidden = true
            },
        ])
        s["render-scale"] = (CGSize(width: 100, height: 60), 3, [
            L.layer(frame: CGRect(x: 10, y: 10, width: 80, height: 40)) { p in
                p.backgroundColor = CGColor(red: 0.3, green: 0.6, blue: 0.3, alpha: 1)
                p.cornerRadius = 10
            },
        ])
        var book = L.layer(.transform, frame: CGRect(x: 20, y: 20, width: 200, height: 160)) { p in
            p.sublayerTransform = CATransform3D(perspective: 500)
        }
        book.sublayers = [
            L.layer(frame: CGRect(x: 20, y: 20, width: 160, height: 120)) { p in
                p.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
                p.transform = CATransform3D(rotationAngle: 50 * deg, x: 0, y: 1, z: 0)
            },
            L.layer(frame: CGRect(x: 20, y: 20, width: 160, height: 120)) { p in
                p.backgroundColor = CGColor(red: 0.95, green: 0.5, blue: 0.1, alpha: 1)
                p.transform = CATransform3D(rotationAngle: -50 * deg, x: 0, y: 1, z: 0)
            },
        ]
        s["transform-layer-bsp"] = (CGSize(width: 240, height: 200), 1, [book])
        s["text-cjk-emoji"] = (CGSize(width: 260, height: 70), 2, [
            L.layer(.text, frame: CGRect(x: 10, y: 10, width: 240, height: 50)) { p in
                p.string = "Fold 折纸 👋"
                p.fontSize = 26
                p.foregroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            },
        ])
        return s
    }()

    static func images() -> [String: Bitmap] {
        var small = Bitmap(width: 24, height: 16)
        for y in 0..<16 {
            for x in 0..<24 { small.pixels[y * 24 + x] = Bitmap.pixel(CGColor(red: Double(x) / 23, green: Double(y) / 15, blue: 0.5, alpha: 1)) }
        }
        return ["checker": RenderFixtures.checkerboard(), "small": small]
    }

    @Test(arguments: scenes.keys.sorted())
    func matchesReference(name: String) throws {
        let (size, scale, layers) = Self.scenes[name]!
        let compositor = Compositor(images: Self.images())
        let bitmap = compositor.render(RenderTree(size: size, scale: scale, background: .white, layers: layers))
        let url = Self.directory.appendingPathComponent("\(name).png")
        let mismatch = try ReferenceImage.mismatch(bitmap, against: url)
        #expect(mismatch == nil, "\(mismatch ?? ""); look at the render with FOLDKIT_DUMP")
        if mismatch != nil { RenderFixtures.dump(bitmap, "reference-\(name)") }
    }
}
