// The table view's frame time (issue 7 §7): FoldUI's `TableExample` (1000 rows) at 375×667 pt,
// scale 2 (750×1334 px), driven through `FrameLoop` by a scripted scroll — a drag, then a flick
// and its deceleration, the same events every run — and then jumps of a screen height (a frame
// where the whole screen changes). Each frame is timed whole, as the window host runs it:
// `FrameLoop.step` (input, recognizers, scroll physics, animators, layout, presentation) and
// `Compositor.renderIncrementally` (damage rectangles) into a persistent framebuffer, on all
// cores. The peer, in the same rounds: a memcpy of one 750×1334×4-byte framebuffer.

import FoldCore
import FoldExamples
import FoldRender
import FoldUI
import Foundation

enum TableConfig {
    static let rounds = 5
    static let size = CGSize(width: 375, height: 667)
    static let scale = 2.0
    static let fps = 60.0
    /// Median scroll frame ≤ 3 memcpys; a frame where the whole screen changes ≤ 6.
    static let goalScrollOverMemcpy = 3.0, goalFullChangeOverMemcpy = 6.0
    /// One frame at 60 Hz.
    static let frameBudgetNs = 16.7e6
    /// Screen-height jumps per run (after the scroll), each a whole-screen change.
    static let jumps = 12
    /// A cap on the deceleration frames (the flick settles well before it).
    static let maxDecelerationFrames = 600
}

/// One run's frame times, ns.
struct TableRun {
    var scrollNs: [Double] = [], fullChangeNs: [Double] = []
    /// The table's content offset after the scroll and after the jumps: every run must end alike.
    var offsets: [Double] = []
    var allNs: [Double] { scrollNs + fullChangeNs }
}

struct TableResults {
    var threads = 1
    /// Scroll frames and full-change frames per run.
    var scrollFrames = 0, fullChangeFrames = 0
    /// Per round: the median scroll frame, its 95th percentile, the median full-change frame, and
    /// the memcpy, ns; and the share of the round's frames within 16.7 ms.
    var scrollMedianNs: [Double] = [], scrollP95Ns: [Double] = [], fullChangeNs: [Double] = []
    var memcpyNs: [Double] = [], underBudget: [Double] = []

    var scrollOverMemcpy: Spread { Spread.ratio(scrollMedianNs, memcpyNs) }
    var scrollP95OverMemcpy: Spread { Spread.ratio(scrollP95Ns, memcpyNs) }
    var fullChangeOverMemcpy: Spread { Spread.ratio(fullChangeNs, memcpyNs) }
    var framesUnder16ms: Spread { Spread(underBudget) }

    var jsonFields: [(String, Double)] {
        scrollOverMemcpy.fields("table_scroll_frame_over_memcpy")
            + scrollP95OverMemcpy.fields("table_scroll_frame_over_memcpy_p95")
            + fullChangeOverMemcpy.fields("table_full_change_over_memcpy")
            + framesUnder16ms.fields("table_frames_under_16ms")
            + [("table_memcpy_ns", Spread(memcpyNs).median)]
    }
}

/// The `q`-quantile of values (nearest rank on the sorted values).
func quantile(_ values: [Double], _ q: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

struct TableBench {
    let threads = ProcessInfo.processInfo.activeProcessorCount

    /// The scripted input of frame `n` of the scroll (nil: none); `pointerUp` ends the flick.
    /// Drag: down at y 560, up 6 pt a frame for 30 frames; flick: 45 pt a frame for 5 frames, up.
    static func events(atFrame n: Int) -> [InputEvent] {
        let x = 187.0, start = 560.0
        func y(_ frame: Int) -> Double {
            frame <= 30 ? start - 6 * Double(frame) : start - 180 - 45 * Double(frame - 30)
        }
        switch n {
        case 0: return [.pointerDown(CGPoint(x: x, y: start))]
        case 1...35: return [.pointerMoved(CGPoint(x: x, y: y(n)))]
        case 36: return [.pointerUp(CGPoint(x: x, y: y(35)))]
        default: return []
        }
    }

    /// One run from a new example, compositor and framebuffer: the first frame (a full render,
    /// untimed), the scroll until the table is still, then the jumps.
    /// A new example, its frame loop and compositor, and a framebuffer holding its first frame.
    func freshExample() -> (example: TableExample, loop: FrameLoop, compositor: Compositor, canvas: Bitmap) {
        let example = TableExample(size: TableConfig.size, scale: TableConfig.scale)
        let loop = FrameLoop(window: example.window)
        let compositor = Compositor(threads: threads)
        let first = loop.step(to: 0)
        var canvas = Bitmap(width: first.pixelWidth, height: first.pixelHeight, scale: first.scale)
        compositor.renderIncrementally(first, into: &canvas)
        return (example, loop, compositor, canvas)
    }

    func run() -> TableRun {
        let (example, loop, compositor, first) = freshExample()
        var canvas = first
        let table = example.tableView
        var result = TableRun()
        var frame = 0
        func timedFrame() -> Double {
            frame += 1
            let t0 = nowNs()
            let tree = loop.step(to: Double(frame) / TableConfig.fps)
            compositor.renderIncrementally(tree, into: &canvas)
            return Double(nowNs() - t0)
        }
        // The scroll: the scripted events, then frames until deceleration ends.
        for n in 0...36 {
            Self.events(atFrame: n).forEach(loop.send)
            result.scrollNs.append(timedFrame())
        }
        var settle = 0
        while table.isDecelerating && settle < TableConfig.maxDecelerationFrames {
            result.scrollNs.append(timedFrame())
            settle += 1
        }
        result.offsets.append(table.contentOffset.y)
        // Whole-screen changes: the offset jumps a screen height, down the table.
        for _ in 0..<TableConfig.jumps {
            let y = min(table.contentOffset.y + TableConfig.size.height, table.maximumContentOffset.y)
            table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            result.fullChangeNs.append(timedFrame())
        }
        result.offsets.append(table.contentOffset.y)
        withExtendedLifetime(example) {}
        return result
    }

    /// Checks the work is what it claims: the flick moved the table and decelerated to rest, the
    /// jumps stayed within the content (so each one changed the whole screen), every run the same.
    func verify(_ a: TableRun, _ b: TableRun, log: (String) -> Void) {
        require(a.offsets == b.offsets && a.scrollNs.count == b.scrollNs.count, "two runs of the same script differ")
        let scrolled = a.offsets[0]
        require(scrolled > 2 * TableConfig.size.height, "the flick scrolled only \(scrolled) pt")
        let jumped = a.offsets[1] - scrolled
        require(
            abs(jumped - Double(TableConfig.jumps) * TableConfig.size.height) < 1e-6,
            "the jumps moved \(jumped) pt, not \(TableConfig.jumps) screen heights")
        log("  table: the scroll is \(a.scrollNs.count) frames (drag, flick, deceleration to rest at \(fixed(scrolled, 1)) pt), "
            + "then \(TableConfig.jumps) jumps of \(Int(TableConfig.size.height)) pt; the same in every run")
    }

    func run(log: (String) -> Void) -> TableResults {
        var r = TableResults()
        r.threads = threads
        let warm = run()  // warms caches, fonts, page faults; also the reference for `verify`
        let bytes = Int(TableConfig.size.width * TableConfig.scale) * Int(TableConfig.size.height * TableConfig.scale) * 4
        let framebuffer = FramebufferCopy(bytes: bytes)
        func memcpyNs() -> Double { framebuffer.averageNs() }
        _ = memcpyNs()
        for round in 0..<TableConfig.rounds {
            let memcpyFirst = round % 2 == 1
            let m0 = memcpyFirst ? memcpyNs() : nil
            let runNs = run()
            let m = m0 ?? memcpyNs()
            verify(warm, runNs, log: round == 0 ? log : { _ in })
            r.scrollFrames = runNs.scrollNs.count
            r.fullChangeFrames = runNs.fullChangeNs.count
            r.scrollMedianNs.append(Spread(runNs.scrollNs).median)
            r.scrollP95Ns.append(quantile(runNs.scrollNs, 0.95))
            r.fullChangeNs.append(Spread(runNs.fullChangeNs).median)
            r.memcpyNs.append(m)
            let all = runNs.allNs
            r.underBudget.append(Double(all.filter { $0 <= TableConfig.frameBudgetNs }.count) / Double(all.count))
        }
        require(framebuffer.copied, "memcpy")
        return r
    }
}

extension TableBench {
    /// `--profile table-jump`: only whole-screen changes, for perf: from a new example each time,
    /// screen-height jumps down the whole table (every row new in every frame); prints the median
    /// jump frame and its two halves, `FrameLoop.step` and `renderIncrementally`.
    func profileJumps(seconds: Double) {
        var step: [Double] = [], render: [Double] = []
        let start = nowNs()
        repeat {
            let (example, loop, compositor, first) = freshExample()
            var canvas = first
            let table = example.tableView
            var frame = 0
            while table.contentOffset.y < table.maximumContentOffset.y {
                frame += 1
                let y = min(table.contentOffset.y + TableConfig.size.height, table.maximumContentOffset.y)
                table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                let t0 = nowNs()
                let tree = loop.step(to: Double(frame) / TableConfig.fps)
                let t1 = nowNs()
                compositor.renderIncrementally(tree, into: &canvas)
                step.append(Double(t1 - t0))
                render.append(Double(nowNs() - t1))
            }
        } while Double(nowNs() - start) / 1e9 < seconds
        let total = zip(step, render).map { $0 + $1 }
        print("table-jump: \(total.count) frames; median \(fixed(Spread(total).median / 1e6, 3)) ms = "
            + "step \(fixed(Spread(step).median / 1e6, 3)) ms + render \(fixed(Spread(render).median / 1e6, 3)) ms")
    }
}
