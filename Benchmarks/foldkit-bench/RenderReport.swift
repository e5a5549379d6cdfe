// The compositor benchmarks' table, and `--profile` for running one side alone.

import CPixman
import FoldCore
import FoldRender
import Foundation

func printRenderTable(_ r: RenderResults) {
    print("foldkit-bench: FoldRender vs pixman and memcpy, median (min–max) of \(RenderConfig.rounds) interleaved rounds")
    print("  perspective: the \(RenderConfig.photoWidth)×\(RenderConfig.photoHeight) photo as one layer, bilinear "
        + "source-over onto \(RenderConfig.screenWidth)×\(RenderConfig.screenHeight); pixman composites the same image "
        + "under the inverse of the same plane map (PIXMAN_FILTER_BILINEAR, PIXMAN_REPEAT_NONE) over the bounding box "
        + "of the pixels FoldKit covers; ns per covered pixel (FoldKit's count) on both sides")
    for p in r.perspective {
        print("    \(p.scene.key): \(p.scene.title); \(grouped(Double(p.coveredPixels))) covered px, "
            + "box \(p.box.width)×\(p.box.height)")
        print("      FoldKit path: \(p.scene.path)")
    }
    print("  blit: the same photo at (0, 0), untransformed, source-over; pixman's source is x8b8g8r8 (told it is opaque, "
        + "as FoldKit finds when the image is added)")
    print("  frame: folding cell mid-fold, \(r.frameLayers) layers, 390×844 pt at 3× = "
        + "\(RenderConfig.screenWidth)×\(RenderConfig.screenHeight) px, all \(r.threads) cores, vs memcpy of "
        + "\(grouped(Double(RenderConfig.screenWidth * RenderConfig.screenHeight * 4))) bytes")
    print()
    func ms(_ ns: [Double]) -> String { fixed(Spread(ns).median / 1e6, 3) + " ms" }
    func pass(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    let g = RenderConfig.self
    var table: [[String]] = [["benchmark", "FoldKit", "peer", "ratio (min–max)", "goal", "result"]]
    for p in r.perspective {
        let goal1t = p.scene.key == PerspectiveScene.aboutX.key ? g.goalPerspective1t : g.goalPerspectiveDivide1t
        let pixman = "pixman " + fixed(p.perPixel(p.pixmanNs).median, 2) + " ns/px"
        let s1 = p.speedup1t
        table.append([
            "\(p.scene.key), 1 thread", fixed(p.perPixel(p.fold1tNs).median, 2) + " ns/px", pixman, s1.text(2),
            "≥ \(fixed(goal1t, 0))", pass(s1.median >= goal1t),
        ])
        if let sN = p.speedupMT {
            table.append([
                "\(p.scene.key), \(r.threads) threads", fixed(p.perPixel(p.foldMTNs).median, 2) + " ns/px", pixman,
                sN.text(2), "≥ \(fixed(g.goalPerspectiveMT, 0))", pass(sN.median >= g.goalPerspectiveMT),
            ])
        }
    }
    table.append([
        "blit, 1 thread", ms(r.blitFoldNs), "pixman " + ms(r.blitPixmanNs), r.blitSpeedup.text(2),
        "≥ \(fixed(g.goalBlit, 0))", pass(r.blitSpeedup.median >= g.goalBlit),
    ])
    table.append([
        "folding-cell frame, \(r.threads) threads", ms(r.frameNs), "memcpy " + ms(r.memcpyNs),
        r.frameOverMemcpy.text(2), "≤ \(fixed(g.goalFrameOverMemcpy, 0))",
        pass(r.frameOverMemcpy.median <= g.goalFrameOverMemcpy),
    ])
    printTable(table)
    print()
    print("ratio: pixman time ÷ FoldKit time (speedup) for perspective and blit; frame time ÷ memcpy time for the frame;")
    print("each the median of the per-round ratios, the min–max in brackets. Times: medians.")
}

// MARK: - Profiling

extension RenderBench {
    static let profileKinds = PerspectiveScene.all.flatMap { s in
        ["\(s.key)-1t".replacingOccurrences(of: "_", with: "-"), "\(s.key)-mt".replacingOccurrences(of: "_", with: "-"),
         "pixman-\(s.key)".replacingOccurrences(of: "_", with: "-")]
    } + ["blit", "frame", "pixman-blit"]

    /// One side of a benchmark, alone, for a profiler: `kind` is one of `profileKinds`
    /// (perspective-1t, perspective-y-mt, pixman-perspective-general, blit, frame, pixman-blit, …).
    /// Repeats it for about `seconds` and prints the best time.
    func profile(_ kind: String, seconds: Double) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        let run: () -> Void
        let scene = PerspectiveScene.all.first { s in
            let k = s.key.replacingOccurrences(of: "_", with: "-")
            return kind == k + "-1t" || kind == k + "-mt" || kind == "pixman-" + k
        }
        if let scene {
            let layers = [scene.layer]
            let fold = Compositor(images: ["photo": photo], threads: kind.hasSuffix("-mt") ? threads : 1)
            let canvas = Canvas(Bitmap(width: W, height: H))
            if kind.hasPrefix("pixman-") {
                fold.composite(layers, scale: 1, over: &canvas.bitmap)
                var box = (x: W, y: H, maxX: -1, maxY: -1)
                for y in 0..<H {
                    for x in 0..<W where canvas.bitmap.pixels[y * W + x] >> 24 != 0 {
                        box = (min(box.x, x), min(box.y, y), max(box.maxX, x), max(box.maxY, y))
                    }
                }
                let pixman = PixmanPerspective(
                    photo: photo, inverse: PlaneMap(scene.layer.properties.transformToSuperlayer).inverse,
                    box: (box.x, box.y, box.maxX - box.x + 1, box.maxY - box.y + 1),
                    background: [UInt32](repeating: 0xFF80_8080, count: W * H))
                run = pixman.composite
            } else {
                run = { fold.composite(layers, scale: 1, over: &canvas.bitmap) }
            }
        } else {
            switch kind {
            case "blit":
                let compositor = Compositor(images: ["photo": photo], threads: 1)
                let canvas = Canvas(Bitmap(width: W, height: H))
                let layers = [blitLayer]
                run = { compositor.composite(layers, scale: 1, over: &canvas.bitmap) }
            case "frame":
                let scene = FoldingCellScene()
                let compositor = Compositor(images: scene.images, threads: threads)
                let canvas = Canvas(Bitmap(width: W, height: H, scale: scene.tree.scale))
                run = { compositor.render(scene.tree, into: &canvas.bitmap) }
            case "pixman-blit":
                let src = PixmanSurface(
                    width: photo.width, height: photo.height, pixels: photo.pixels, format: PIXMAN_x8b8g8r8)
                let dst = PixmanSurface(width: W, height: H, pixels: [UInt32](repeating: 0xFF80_8080, count: W * H))
                let w = Int32(photo.width), h = Int32(photo.height)
                run = { pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, w, h) }
            default:
                fail("unknown benchmark '\(kind)' for --profile (\(Self.profileKinds.joined(separator: ", ")), gif)")
            }
        }
        var best = Double.infinity, runs = 0
        let start = nowNs()
        while Double(nowNs() - start) < seconds * 1e9 {
            let t0 = nowNs()
            run()
            best = min(best, Double(nowNs() - t0))
            runs += 1
        }
        print("\(kind): \(runs) runs, best \(fixed(best / 1e6, 3)) ms")
    }
}
