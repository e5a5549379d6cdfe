import FoldCore
import Foundation
import Testing

@testable import FoldMedia
@testable import FoldRender

/// Damage rectangles: an incrementally rendered frame equals a full render, and only what
/// changed is redrawn.
@Suite struct DamageTests {
    @Test func incrementalFramesEqualFullRendersOfTheExamples() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        for name in ["folding-cell", "fly-to-cart", "page-fold"] {
            let scene = try SceneLoader.load(contentsOf: examples.appendingPathComponent("\(name).scene.json"))
            var images: [String: Bitmap] = [:]
            for (key, path) in scene.images { images[key] = try ImageLoader.load(contentsOf: URL(fileURLWithPath: path)) }
            let incremental = Compositor(images: images), full = Compositor(images: images)
            var bitmap: Bitmap?
            var damaged = 0, total = 0
            for frame in 0..<24 {
                let t = Double(frame) / 12
                let tree = RenderTree(size: scene.size, scale: 1, background: scene.background, layers: scene.presentation(at: t))
                if bitmap == nil { bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: 1) }
                let damage = incremental.renderIncrementally(tree, into: &bitmap!)
                let reference = full.render(tree)
                #expect(bitmap!.pixels == reference.pixels, "\(name) frame \(frame): incremental render differs (damage \(damage))")
                if frame > 0 {
                    damaged += damage.area
                    total += reference.width * reference.height
                }
            }
            // Animations that move part of the screen redraw part of it.
            #expect(damaged < total, "\(name): every frame was fully damaged")
        }
    }

    @Test func aStillFrameHasNoDamageAndAMovedLayerOnlyItsFootprints() {
        let compositor = Compositor(threads: 2)
        func tree(_ x: Double) -> RenderTree {
            RenderTree(size: CGSize(width: 200, height: 200), layers: [
                RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 200, height: 40)) { p in p.backgroundColor = .black },
                RenderFixtures.layer(frame: CGRect(x: x, y: 100, width: 20, height: 20)) { p in p.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
            ])
        }
        var bitmap = Bitmap(width: 200, height: 200)
        #expect(compositor.renderIncrementally(tree(10), into: &bitmap).area == 200 * 200)
        #expect(compositor.renderIncrementally(tree(10), into: &bitmap).isEmpty)
        let d = compositor.renderIncrementally(tree(50), into: &bitmap)
        #expect(d.minY >= 98 && d.maxY <= 122 && d.minX >= 8 && d.maxX <= 72, "\(d)")
        #expect(bitmap.pixels == compositor.render(tree(50)).pixels)
    }

    /// Changes far apart are redrawn as separate rects, not their bounds, and the frame still
    /// equals a full render; many changes are merged down to a few rects.
    @Test func distantChangesAreSeparateRects() {
        let compositor = Compositor(threads: 2)
        func tree(_ x: Double, dots: Int) -> RenderTree {
            var layers: [LayerSnapshot] = [
                RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 300, height: 400)) { p in p.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1) },
                RenderFixtures.layer(frame: CGRect(x: x, y: 10, width: 20, height: 20)) { p in p.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) },
                RenderFixtures.layer(frame: CGRect(x: 280 - x, y: 370, width: 20, height: 20)) { p in
                    p.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
                    p.cornerRadius = 10
                },
            ]
            for i in 0..<dots {
                let frame = CGRect(x: Double(i * 13 % 280) + x / 10, y: Double(i * 37 % 380), width: 6, height: 6)
                layers.append(RenderFixtures.layer(frame: frame) { p in p.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1) })
            }
            return RenderTree(size: CGSize(width: 300, height: 400), layers: layers)
        }
        var bitmap = Bitmap(width: 300, height: 400)
        compositor.renderIncrementally(tree(10, dots: 0), into: &bitmap)
        let rects = compositor.renderDamage(tree(14, dots: 0), into: &bitmap)
        #expect(rects.count == 2, "\(rects)")
        #expect(rects.map(\.area).reduce(0, +) < 2000, "\(rects)")
        #expect(bitmap.pixels == compositor.render(tree(14, dots: 0)).pixels)
        // Forty moving dots: a few rects, and the same pixels.
        compositor.renderIncrementally(tree(14, dots: 40), into: &bitmap)
        let many = compositor.renderDamage(tree(30, dots: 40), into: &bitmap)
        #expect(many.count <= DamagePlan.maximumRects && !many.isEmpty)
        #expect(bitmap.pixels == compositor.render(tree(30, dots: 40)).pixels)
    }

    /// Items compare by everything that decides their pixels (images by identity), and items
    /// that compare equal hash equal; a NaN makes an item differ even from itself.
    @Test func itemsCompareByWhatDecidesTheirPixels() {
        let square = ConvexRegion([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])!
        let map = Homography(scaleX: 1, y: 1, translateX: 0, y: 0)
        let clip = PlaneClip(screenToPlane: map, rect: CGRect(x: 0, y: 0, width: 10, height: 10), radius: 3, mode: .roundedCorners)
        let image = MipImage(Bitmap(width: 2, height: 2, scale: 1))
        let table = GradientTable(colors: [.black, .white], locations: [0, 1])
        let ops = [
            DrawOp(region: square, paint: .solid(0xFF00_FF00), opacity: 1, clips: [clip]),
            DrawOp(region: square, paint: .image(image, screenToTexel: map), opacity: 1, clips: []),
            DrawOp(region: square, paint: .gradient(table, screenToPlane: map, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 10)), opacity: 0.5, clips: []),
        ]
        for op in ops {
            let item = DrawItem.op(op)
            #expect(item.drawsSame(as: item) && item.drawingHash == DrawItem.op(op).drawingHash)
            var variants: [DrawOp] = []
            var v = op
            v.opacity = 0.25
            variants.append(v)
            v = op
            v.region = square.intersecting(ConvexRegion([CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 1), CGPoint(x: 9, y: 9)])!)
            variants.append(v)
            v = op
            v.clips = [clip, clip]
            variants.append(v)
            v = op
            switch op.paint {
            case .solid: v.paint = .solid(0xFF00_FF01)
            case .image: v.paint = .image(MipImage(Bitmap(width: 2, height: 2, scale: 1)), screenToTexel: map)
            case .gradient(_, let g, let a, let b):
                v.paint = .gradient(GradientTable(colors: [.black, .clear], locations: [0, 1]), screenToPlane: g, start: a, end: b)
            }
            variants.append(v)
            for variant in variants { #expect(!item.drawsSame(as: .op(variant)) && !DrawItem.op(variant).drawsSame(as: item)) }
            var nan = op
            nan.opacity = .nan
            #expect(!DrawItem.op(nan).drawsSame(as: .op(nan)))
        }
        // A gradient made again from the same colours is the same drawing.
        var again = ops[2]
        again.paint = .gradient(GradientTable(colors: [.black, .white], locations: [0, 1]), screenToPlane: map, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 10))
        #expect(DrawItem.op(again).drawsSame(as: .op(ops[2])) && DrawItem.op(again).drawingHash == DrawItem.op(ops[2]).drawingHash)
        // Clip modes, radii and scrolled offsets count.
        var outside = ops[0]
        outside.clips[0].mode = .outside
        #expect(!DrawItem.op(outside).drawsSame(as: .op(ops[0])))
        let content = ScrolledContent(clip: PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 10), offsetX: 0, offsetY: 0, items: ops.map(DrawItem.op))
        var scrolled = content
        scrolled.offsetY = 1
        #expect(DrawItem.scrolled(content).drawsSame(as: .scrolled(content)))
        #expect(!DrawItem.scrolled(content).drawsSame(as: .scrolled(scrolled)))
        #expect(!DrawItem.group(opacity: 0.5, items: [.op(ops[0])], minY: 0, maxY: 10, minX: 0, maxX: 10).drawsSame(as: .op(ops[0])))
    }

    /// An overlay fading in over a still screen (a sheet, a photo viewer): every frame's damage
    /// is the whole screen, the screen under the overlay is restored from the composite kept of
    /// it (`PrefixCache`) and only the overlay drawn, from its own kept pixels while only its
    /// opacity changes (`GroupCache`) — and each frame equals a full render, also when what lies
    /// under the overlay changes halfway, or the overlay goes.
    @Test func anOverlayFadingOverAStillScreenEqualsFullRenders() {
        let compositor = Compositor(threads: 2)
        func tree(overlay alpha: Double?, underChanged: Bool) -> RenderTree {
            var layers: [LayerSnapshot] = [
                RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 240, height: 320)) { p in p.backgroundColor = CGColor(red: 0.95, green: 0.9, blue: 0.85, alpha: 1) }
            ]
            for row in 0..<8 {
                layers.append(RenderFixtures.layer(frame: CGRect(x: 10, y: 10 + Double(row) * 38, width: 220, height: 32)) { p in
                    p.backgroundColor = CGColor(red: 0.2 + 0.1 * Double(row), green: 0.5, blue: underChanged && row == 3 ? 0.1 : 0.8, alpha: 1)
                    p.cornerRadius = 8
                    p.transform = CATransform3D(rotationAngle: 0.02 * Double(row), x: 0, y: 0, z: 1)
                })
            }
            if let alpha {
                var panel = RenderFixtures.layer(frame: CGRect(x: 30, y: 60, width: 180, height: 200)) { p in
                    p.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.9)
                    p.cornerRadius = 16
                }
                panel.sublayers = [RenderFixtures.layer(frame: CGRect(x: 20, y: 20, width: 60, height: 60)) { p in p.backgroundColor = .black }]
                var overlay = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 240, height: 320)) { p in
                    p.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
                    p.opacity = alpha
                }
                overlay.sublayers = [panel]
                layers.append(overlay)
            }
            return RenderTree(size: CGSize(width: 240, height: 320), scale: 2, layers: layers)
        }
        var bitmap = Bitmap(width: 480, height: 640, scale: 2)
        var reused = 0, faded = 0, backdrops = 0
        let frames: [(Double?, Bool)] = (0..<6).map { (Double($0) / 6, false) } + [(0.8, true), (0.9, true), (1, true), (nil, true)]
        for (frame, (alpha, changed)) in frames.enumerated() {
            let t = tree(overlay: alpha, underChanged: changed)
            compositor.renderIncrementally(t, into: &bitmap)
            if compositor.prefixCache != nil { reused += 1 }
            if compositor.groupCache != nil { faded += 1 }
            // Its translucent backdrop faded as one colour outside the panel (`GroupCache.Backdrop`).
            if compositor.groupCache?.backdrop != nil { backdrops += 1 }
            #expect(bitmap.pixels == Compositor(threads: 2).render(t).pixels, "frame \(frame): the incremental render differs")
        }
        // The screen under the overlay was kept while it stayed the same (not on the first
        // frames of each stretch, nor once the overlay went).
        #expect(reused >= 4, "the kept composite was used \(reused) times")
        // The overlay's own pixels were kept while only its opacity changed (`GroupCache`).
        #expect(faded >= 5 && backdrops == faded, "the overlay's kept pixels were faded \(faded) times, \(backdrops) with its backdrop apart")
    }

    /// A viewer fading out while its page still turns back (and a badge on it changes colour):
    /// the kept group pixels are drawn again only where its items changed, and every frame still
    /// equals a full render.
    @Test func anOverlayFadingWhileItsContentMovesEqualsFullRenders() {
        let compositor = Compositor(images: ["checker": RenderFixtures.checkerboard(size: 64)], threads: 2)
        func tree(_ frame: Int) -> RenderTree {
            var layers = (0..<8).map { row in
                RenderFixtures.layer(frame: CGRect(x: 10, y: 10 + Double(row) * 38, width: 220, height: 32)) { p in
                    p.backgroundColor = CGColor(red: 0.2 + 0.1 * Double(row), green: 0.5, blue: 0.8, alpha: 1)
                    p.cornerRadius = 8
                }
            }
            var overlay = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 240, height: 320)) { p in
                p.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.8)
                p.opacity = 1 - Double(frame) / 12
            }
            overlay.sublayers = [
                RenderFixtures.layer(frame: CGRect(x: 30, y: 40, width: 180, height: 120)) { p in p.contentsName = "checker" },
                RenderFixtures.layer(frame: CGRect(x: 30, y: 160, width: 180, height: 120)) { p in
                    p.contentsName = "checker"
                    p.anchorPoint = CGPoint(x: 0.5, y: 0)
                    p.transform = CATransform3D(rotationAngle: 0.6 / Double(frame + 1), x: 1, y: 0, z: 0)
                        .concatenating(CATransform3D(perspective: 400))
                },
                RenderFixtures.layer(frame: CGRect(x: 200, y: 20, width: 24, height: 24)) { p in
                    p.backgroundColor = frame % 3 == 0 ? .white : CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
                    p.cornerRadius = 12
                },
            ]
            layers.append(overlay)
            return RenderTree(size: CGSize(width: 240, height: 320), scale: 2, layers: layers)
        }
        var bitmap = Bitmap(width: 480, height: 640, scale: 2)
        var caches: [ObjectIdentifier] = []
        for frame in 0..<10 {
            let t = tree(frame)
            compositor.renderIncrementally(t, into: &bitmap)
            if let cache = compositor.groupCache {
                caches.append(ObjectIdentifier(cache))
                #expect(cache.backdrop != nil, "frame \(frame): the viewer's backdrop is not faded apart")
            }
            #expect(bitmap.pixels == Compositor(images: ["checker": RenderFixtures.checkerboard(size: 64)], threads: 2).render(t).pixels,
                "frame \(frame): the incremental render differs")
        }
        // Frame 0 (opacity 1) has no group; made on frame 2, the second with it, then kept and
        // brought up to date on every later one.
        #expect(caches.count == 8 && Set(caches).count == 1, "\(caches.count) frames with a kept group, \(Set(caches).count) caches")
    }
}

