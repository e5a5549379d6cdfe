// The table view benchmark's rows: the plain table and the `--markdown` rows.

import FoldExamples
import Foundation

func printTableViewTable(_ r: TableResults) {
    let g = TableConfig.self
    print("foldkit-bench: FoldUI's table view, whole frames against memcpy, median (min–max) of \(g.rounds) interleaved rounds")
    print("  TableExample (1000 rows) at \(Int(g.size.width))×\(Int(g.size.height)) pt, scale \(Int(g.scale)) = "
        + "\(Int(g.size.width * g.scale))×\(Int(g.size.height * g.scale)) px, at \(Int(g.fps)) fps; a frame is "
        + "FrameLoop.step + Compositor.renderIncrementally (damage rectangles) into one framebuffer, all \(r.threads) cores")
    print("  scroll: \(r.scrollFrames) frames (drag, flick, deceleration); full change: \(r.fullChangeFrames) jumps of a "
        + "screen height; peer: memcpy of one framebuffer")
    print()
    func ms(_ ns: [Double]) -> String { fixed(Spread(ns).median / 1e6, 3) + " ms" }
    func pass(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    let memcpy = "memcpy " + ms(r.memcpyNs)
    printTable([
        ["benchmark", "FoldKit", "peer", "ratio (min–max)", "goal", "result"],
        ["scroll frame, median", ms(r.scrollMedianNs), memcpy, r.scrollOverMemcpy.text(2),
         "≤ \(fixed(g.goalScrollOverMemcpy, 0))", pass(r.scrollOverMemcpy.median <= g.goalScrollOverMemcpy)],
        ["scroll frame, 95th percentile", ms(r.scrollP95Ns), memcpy, r.scrollP95OverMemcpy.text(2), "", ""],
        ["whole-screen change", ms(r.fullChangeNs), memcpy, r.fullChangeOverMemcpy.text(2),
         "≤ \(fixed(g.goalFullChangeOverMemcpy, 0))", pass(r.fullChangeOverMemcpy.median <= g.goalFullChangeOverMemcpy)],
        ["frames within 16.7 ms", "", "", r.framesUnder16ms.text(3), "", ""],
    ])
    print()
    print("ratio: frame time ÷ memcpy time, the median of the per-round ratios; frames within 16.7 ms: the share of")
    print("all the run's frames (scroll and jumps), on this machine.")
}

/// The table view's rows of docs/PERFORMANCE.md's headline table.
func tableViewMarkdownRows(_ r: TableResults) -> [(name: String, what: String, key: String, figure: String, goal: String, ok: Bool?)] {
    let g = TableConfig.self
    let path = "`TableExample` 750×1334 px: `FrameLoop.step` (input, scroll physics, layout, presentation) + "
        + "`Compositor.renderIncrementally` (damage rectangles) into one framebuffer, all \(r.threads) cores"
    return [
        ("table scroll frame ÷ memcpy of the framebuffer", "\(r.scrollFrames) frames: a drag, a flick, its deceleration; "
            + path, "table_scroll_frame_over_memcpy", r.scrollOverMemcpy.text(2), "≤ \(fixed(g.goalScrollOverMemcpy, 0))",
         r.scrollOverMemcpy.median <= g.goalScrollOverMemcpy),
        ("the same, 95th percentile", "the 95th percentile of the same scroll frames' times (median over the rounds)",
         "table_scroll_frame_over_memcpy_p95", r.scrollP95OverMemcpy.text(2), "", nil),
        ("table whole-screen change ÷ memcpy", "\(r.fullChangeFrames) jumps of a screen height: every pixel damaged, "
            + "every row new; the same path", "table_full_change_over_memcpy", r.fullChangeOverMemcpy.text(2),
         "≤ \(fixed(g.goalFullChangeOverMemcpy, 0))", r.fullChangeOverMemcpy.median <= g.goalFullChangeOverMemcpy),
        ("table frames within 16.7 ms", "the share of all the run's frames (scroll and jumps), on this machine",
         "table_frames_under_16ms", r.framesUnder16ms.text(3), "", nil),
    ]
}
