// `--markdown`: the headline table of docs/PERFORMANCE.md, filled in from this run, so that
// refreshing the figures is one paste.

import Foundation

func printMarkdownTable(core: [Row]?, render: RenderResults?, table: TableResults?, tour: TourResults?, gif: GIFResults?) {
    func pass(_ ok: Bool) -> String { ok ? "pass" : "**miss**" }
    var lines = [
        "| benchmark | what it exercises (FoldKit's path) | JSON key | median (min–max) | goal | |",
        "| --- | --- | --- | ---: | :---: | :---: |",
    ]
    func row(_ name: String, _ what: String, _ key: String, _ figure: String, _ goal: String, _ ok: Bool?) {
        lines.append("| \(name) | \(what) | `\(key)` | \(figure) | \(goal) | \(ok.map(pass) ?? "") |")
    }
    if let core {
        let g = fixed(BenchConfig.goalRatio, 2)
        row("cubic-bezier solve, Swift speed ÷ C", "`UnitBezier.solve` against the same solver in C",
            "bezier_swift_vs_c", core[0].ratio.text(3), "≥ \(g)", core[0].ratio.median >= BenchConfig.goalRatio)
        row("POP spring frame, Swift speed ÷ C", "`POPSpringMotion.step` against the same spring in C",
            "pop_swift_vs_c", core[1].ratio.text(3), "≥ \(g)", core[1].ratio.median >= BenchConfig.goalRatio)
    }
    if let render {
        let g = RenderConfig.self
        for p in render.perspective {
            let aboutX = p.scene.key == PerspectiveScene.aboutX.key
            let goal = aboutX ? g.goalPerspective1t : g.goalPerspectiveDivide1t
            row("photo \(p.scene.title), pixman ÷ FoldKit, 1 thread", p.scene.path, "speedup_\(p.scene.key)_1t",
                p.speedup1t.text(2), "≥ \(fixed(goal, 0))", p.speedup1t.median >= goal)
            if let mt = p.speedupMT {
                row("the same, FoldKit on all \(render.threads) cores", p.scene.path, "speedup_\(p.scene.key)_mt",
                    mt.text(2), "≥ \(fixed(g.goalPerspectiveMT, 0))", mt.median >= g.goalPerspectiveMT)
            }
        }
        row("untransformed blit, pixman ÷ FoldKit", "an opaque image at an integer offset: a row copy; pixman's "
            + "source x8b8g8r8 (told it is opaque); parity is the ceiling", "blit_speedup", render.blitSpeedup.text(2),
            "≥ \(fixed(g.goalBlit, 0))", render.blitSpeedup.median >= g.goalBlit)
        row("folding-cell frame ÷ memcpy of the framebuffer", "43 layers: rounded cards (corner spans), thumbnails, "
            + "4 panels rotated about x, all cores", "fold_frame_over_memcpy", render.frameOverMemcpy.text(2),
            "≤ \(fixed(g.goalFrameOverMemcpy, 0))", render.frameOverMemcpy.median <= g.goalFrameOverMemcpy)
    }
    if let table {
        for r in tableViewMarkdownRows(table) { row(r.name, r.what, r.key, r.figure, r.goal, r.ok) }
    }
    if let tour {
        for r in tourMarkdownRows(tour) { row(r.name, r.what, r.key, r.figure, r.goal, r.ok) }
    }
    if let gif {
        let what = "60 frames 1170×2532 from one raw file on tmpfs; 256 colours and Floyd–Steinberg on both sides"
        row("GIF, ffmpeg time ÷ FoldKit, FoldKit on 1 thread", what, "gif_speedup_1t", gif.speedup1t.text(2),
            "≥ \(fixed(GIFConfig.goalSpeedup1t, 0))", gif.speedup1t.median >= GIFConfig.goalSpeedup1t)
        row("the same, FoldKit on all \(gif.threads) cores (ffmpeg on 1)", what, "gif_speedup_mt", gif.speedupMT.text(2),
            "", nil)
        row("GIF PSNR, FoldKit − ffmpeg", "each GIF decoded by ffmpeg against the frames, RGB",
            "gif_psnr_delta", "\(gif.psnrDelta >= 0 ? "+" : "")\(fixed(gif.psnrDelta, 2)) dB "
                + "(\(fixed(gif.foldPSNR, 2)) vs \(fixed(gif.ffmpegPSNR, 2)))",
            "≥ 0", gif.psnrDelta >= GIFConfig.goalPSNRDelta)
        row("GIF size, FoldKit ÷ ffmpeg", "bytes of the two files", "gif_bytes_ratio",
            "\(fixed(gif.bytesRatio, 3)) (\(grouped(Double(gif.foldBytes))) vs \(grouped(Double(gif.ffmpegBytes))))",
            "≤ \(fixed(GIFConfig.goalBytesRatio, 1))", gif.bytesRatio <= GIFConfig.goalBytesRatio)
    }
    lines.forEach { print($0) }
}
