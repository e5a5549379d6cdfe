// FoodMenu's frame time (issue 9): the built-in tour (`foodmenu --tour`: scroll, a card folding
// open, flights into the cart and the likes heart, the photo viewer's page fold, the card closing)
// at 375×667 pt, scale 2 (750×1334 px), 60 fps, 900 frames, played by the app as the window host
// plays it: `FoodMenuApp.step` (input, recognizers, animators, layout, presentation), the images
// handed to the compositor, and `Compositor.renderIncrementally` (damage rectangles) into one
// framebuffer, all cores. The peer, in the same rounds: a memcpy of one 750×1334×4-byte framebuffer.
//
// Cold and warm apart: the app's photos and the text path's glyph masks and layouts live in
// process-wide (and per-thread) caches, so a tour after another reuses what the first one paid
// for. A cold round is a tour in a new process (`--tour-cold-run`, a child of this one: nothing
// drawn before, fonts not yet loaded), as a user's first run; a warm round is a tour in this
// process after one untimed tour, as every later one in a window.

import FoldCore
import FoldHost
import FoldRender
import FoodMenu
import Foundation

enum TourConfig {
    static let rounds = 7
    static let size = CGSize(width: 375, height: 667)
    static let scale = 2.0
    /// The 95th percentile frame ≤ 6 memcpys, so the window holds 60 fps while a card folds and items fly.
    static let goalP95OverMemcpy = 6.0
}

/// One kind of round (cold or warm): per round the median and 95th-percentile frame, the
/// first frame, and the share within 16.7 ms.
struct TourRounds {
    var p50Ns: [Double] = [], p95Ns: [Double] = [], firstNs: [Double] = [], underBudget: [Double] = []

    mutating func add(_ run: TourRun) {
        p50Ns.append(Spread(run.ns).median)
        p95Ns.append(quantile(run.ns, 0.95))
        firstNs.append(run.firstNs)
        underBudget.append(Double(run.ns.filter { $0 <= 16.7e6 }.count) / Double(run.ns.count))
    }
}

struct TourResults {
    var threads = 1
    var frames = 0
    var warm = TourRounds(), cold = TourRounds()
    /// The memcpy of one framebuffer in each round, ns.
    var memcpyNs: [Double] = []

    var p50OverMemcpy: Spread { Spread.ratio(warm.p50Ns, memcpyNs) }
    var p95OverMemcpy: Spread { Spread.ratio(warm.p95Ns, memcpyNs) }
    var framesUnder16ms: Spread { Spread(warm.underBudget) }
    var coldP50OverMemcpy: Spread { Spread.ratio(cold.p50Ns, memcpyNs) }
    var coldP95OverMemcpy: Spread { Spread.ratio(cold.p95Ns, memcpyNs) }
    var coldFramesUnder16ms: Spread { Spread(cold.underBudget) }
    /// The app's first frame in a new process (launch: fonts, photos, every layer drawn), ms.
    var coldFirstFrameMs: Spread { Spread(cold.firstNs).scaled(1e-6) }

    var jsonFields: [(String, Double)] {
        p50OverMemcpy.fields("tour_frame_over_memcpy_p50") + p95OverMemcpy.fields("tour_frame_over_memcpy_p95")
            + framesUnder16ms.fields("tour_frames_under_16ms")
            + coldP50OverMemcpy.fields("tour_cold_frame_over_memcpy_p50")
            + coldP95OverMemcpy.fields("tour_cold_frame_over_memcpy_p95")
            + coldFramesUnder16ms.fields("tour_cold_frames_under_16ms") + coldFirstFrameMs.fields("tour_cold_first_frame_ms")
            + [("tour_memcpy_ns", Spread(memcpyNs).median)]
    }
}

/// One tour: each frame's time after the first, the first's, and the app's end state (badge,
/// likes, open rows), which every run must share.
struct TourRun: Codable {
    var ns: [Double]
    /// Each frame's `FoodMenuApp.step` alone (the rest of `ns` is rendering).
    var stepNs: [Double] = []
    var firstNs: Double
    var end: [Int]
}

struct TourBench {
    let threads = ProcessInfo.processInfo.activeProcessorCount

    /// One tour from a new app, compositor and framebuffer (its first frame timed apart).
    func run(_ script: InputScript) -> TourRun {
        let t = nowNs()
        let app = FoodMenuApp(
            controller: FoodMenuController(state: FoodMenuState(), store: nil), size: script.size, scale: script.scale)
        let compositor = Compositor(threads: threads)
        let first = app.step(to: 0)
        var canvas = Bitmap(width: first.pixelWidth, height: first.pixelHeight, scale: first.scale)
        compositor.renderIncrementally(first, into: &canvas)
        let firstNs = Double(nowNs() - t)
        var ns: [Double] = []
        var stepNs: [Double] = []
        for frame in 1..<script.frameCount {
            for e in script.events(forFrame: frame) { app.send(e) }
            let t0 = nowNs()
            let tree = app.step(to: script.time(ofFrame: frame))
            let t1 = nowNs()
            compositor.renderIncrementally(tree, into: &canvas)
            ns.append(Double(nowNs() - t0))
            stepNs.append(Double(t1 - t0))
            _ = app.drainTrace()
        }
        let c = app.controller
        return TourRun(
            ns: ns, stepNs: stepNs, firstNs: firstNs,
            end: [c.cartButton.badge.count, c.header.likesCount, c.foldStates.unfoldedRows.count])
    }

    static func script() -> InputScript {
        guard let script = try? FoodMenuTour.script(size: TourConfig.size, scale: TourConfig.scale) else {
            fail("the tour cannot be laid out at 375×667")
        }
        return script
    }

    /// `--tour-cold-run`: one tour in this (new) process, its `TourRun` as JSON on stdout.
    static func coldRunInThisProcess() -> Never {
        let run = TourBench().run(script())
        FileHandle.standardOutput.write((try? JSONEncoder().encode(run)) ?? Data())
        exit(0)
    }

    /// A tour in a child process: `--tour-cold-run` of this executable.
    func coldRun() -> TourRun {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--tour-cold-run"]
        let out = Pipe()
        child.standardOutput = out
        do { try child.run() } catch { fail("the cold tour could not start: \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0, let run = try? JSONDecoder().decode(TourRun.self, from: data) else {
            fail("the cold tour (foldkit-bench --tour-cold-run) ended with status \(child.terminationStatus)")
        }
        return run
    }

    func run(log: (String) -> Void) -> TourResults {
        var r = TourResults()
        r.threads = threads
        let script = Self.script()
        // The warm rounds follow one untimed tour here; each cold round is a new child process,
        // which this process's caches do not reach. The three sides alternate their order.
        let warmUp = run(script)
        require(warmUp.end == [3, 1, 0], "the tour ended with badge, likes, open rows \(warmUp.end), not [3, 1, 0]")
        log("  tour: \(warmUp.ns.count) frames; it ends with the badge at 3, one like and every card closed, in every run")
        let framebuffer = FramebufferCopy(
            bytes: Int(TourConfig.size.width * TourConfig.scale) * Int(TourConfig.size.height * TourConfig.scale) * 4)
        func memcpyNs() -> Double { framebuffer.averageNs() }
        _ = memcpyNs()
        for round in 0..<TourConfig.rounds {
            let m0 = round % 2 == 1 ? memcpyNs() : nil
            let cold = round % 2 == 1 ? coldRun() : nil
            let warm = run(script)
            let c = cold ?? coldRun()
            let m = m0 ?? memcpyNs()
            require(warm.end == warmUp.end && c.end == warmUp.end, "two runs of the tour ended differently")
            r.frames = warm.ns.count
            r.warm.add(warm)
            r.cold.add(c)
            r.memcpyNs.append(m)
        }
        require(framebuffer.copied, "memcpy")
        return r
    }
}

func printTourTable(_ r: TourResults) {
    let g = TourConfig.self
    print(
        "foldkit-bench: FoodMenu's built-in tour, whole frames against memcpy, median (min–max) of \(g.rounds) interleaved rounds, "
            + "cold (a new process each) and warm (after a tour in this one)")
    print(
        "  \(r.frames) frames at \(Int(g.size.width * g.scale))×\(Int(g.size.height * g.scale)) px: FoodMenuApp.step + images + "
            + "Compositor.renderIncrementally into one framebuffer, all \(r.threads) cores; peer: memcpy of one framebuffer")
    print()
    func ms(_ ns: [Double]) -> String { fixed(Spread(ns).median / 1e6, 3) + " ms" }
    let memcpy = "memcpy " + ms(r.memcpyNs)
    printTable([
        ["benchmark", "FoldKit", "peer", "ratio (min–max)", "goal", "result"],
        ["tour frame, median, warm", ms(r.warm.p50Ns), memcpy, r.p50OverMemcpy.text(2), "", ""],
        [
            "tour frame, 95th percentile, warm", ms(r.warm.p95Ns), memcpy, r.p95OverMemcpy.text(2),
            "≤ \(fixed(g.goalP95OverMemcpy, 0))",
            r.p95OverMemcpy.median <= g.goalP95OverMemcpy ? "PASS" : "MISS",
        ],
        ["frames within 16.7 ms, warm", "", "", r.framesUnder16ms.text(3), "", ""],
        ["tour frame, median, cold", ms(r.cold.p50Ns), memcpy, r.coldP50OverMemcpy.text(2), "", ""],
        [
            "tour frame, 95th percentile, cold", ms(r.cold.p95Ns), memcpy, r.coldP95OverMemcpy.text(2),
            "≤ \(fixed(g.goalP95OverMemcpy, 0))",
            r.coldP95OverMemcpy.median <= g.goalP95OverMemcpy ? "PASS" : "MISS",
        ],
        ["frames within 16.7 ms, cold", "", "", r.coldFramesUnder16ms.text(3), "", ""],
        ["first frame (launch), cold", r.coldFirstFrameMs.text(1) + " ms", "", "", "", ""],
    ])
}

/// The tour's rows of docs/PERFORMANCE.md's headline table.
func tourMarkdownRows(_ r: TourResults) -> [(name: String, what: String, key: String, figure: String, goal: String, ok: Bool?)] {
    let what =
        "FoodMenu's built-in tour, \(r.frames) frames at 750×1334 px: `FoodMenuApp.step` + `Compositor.renderIncrementally`, all \(r.threads) cores"
    let goal = "≤ \(fixed(TourConfig.goalP95OverMemcpy, 0))"
    return [
        (
            "tour frame ÷ memcpy, median, warm",
            what + "; warm: after one tour in the same process (photos, glyphs, layouts cached)",
            "tour_frame_over_memcpy_p50", r.p50OverMemcpy.text(2), "", nil
        ),
        (
            "tour frame ÷ memcpy, 95th percentile, warm", "the same frames' 95th percentile (median over the rounds)",
            "tour_frame_over_memcpy_p95", r.p95OverMemcpy.text(2), goal, r.p95OverMemcpy.median <= TourConfig.goalP95OverMemcpy
        ),
        (
            "tour frames within 16.7 ms, warm", "the share of the tour's frames, on this machine", "tour_frames_under_16ms",
            r.framesUnder16ms.text(3), "", nil
        ),
        (
            "tour frame ÷ memcpy, median, cold",
            "the tour in a new process each round, as a first run: every photo, glyph and layout made when first shown",
            "tour_cold_frame_over_memcpy_p50", r.coldP50OverMemcpy.text(2), "", nil
        ),
        (
            "tour frame ÷ memcpy, 95th percentile, cold", "the cold frames' 95th percentile (median over the rounds)",
            "tour_cold_frame_over_memcpy_p95", r.coldP95OverMemcpy.text(2), goal,
            r.coldP95OverMemcpy.median <= TourConfig.goalP95OverMemcpy
        ),
        (
            "tour frames within 16.7 ms, cold", "the share of the cold tour's frames", "tour_cold_frames_under_16ms",
            r.coldFramesUnder16ms.text(3), "", nil
        ),
        (
            "first frame, cold, ms",
            "the app's first frame in a new process: fonts loaded, the menu's photos drawn, every layer rendered",
            "tour_cold_first_frame_ms", r.coldFirstFrameMs.text(1), "", nil
        ),
    ]
}

extension TourBench {
    /// `--profile tour`: the tour again and again for about `seconds` (for perf), then each second
    /// of the tour's median and slowest frame over the runs, and the stretches of frames over
    /// the goal, so the slow parts show.
    func profile(seconds: Double) {
        let script = Self.script()
        var runs: [[Double]] = []
        var stepRuns: [[Double]] = []
        let start = nowNs()
        repeat {
            let r = run(script)
            runs.append(r.ns)
            stepRuns.append(r.stepNs)
        } while Double(nowNs() - start) / 1e9 < seconds
        let perFrame = (0..<runs[0].count).map { i in Spread(runs.map { $0[i] }).median }
        let stepPerFrame = (0..<runs[0].count).map { i in Spread(stepRuns.map { $0[i] }).median }
        if let path = ProcessInfo.processInfo.environment["FOLDKIT_BENCH_PROFILE_FRAMES"] {
            // Each frame's median time and its step's, as CSV, for comparing two builds frame by frame.
            let lines = perFrame.indices.map { "\($0 + 1),\(perFrame[$0]),\(stepPerFrame[$0])" }
            do {
                try (["frame,ns,step_ns"] + lines).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                fail("cannot write \(path): \(error.localizedDescription)")
            }
        }
        print(
            "tour: \(runs.count) runs of \(perFrame.count) frames; p50 \(fixed(Spread(perFrame).median / 1e6, 3)) ms, "
                + "p95 \(fixed(quantile(perFrame, 0.95) / 1e6, 3)) ms (per-frame medians over the runs)")
        let fps = Int(script.fps.rounded())
        for second in stride(from: 0, to: perFrame.count, by: fps) {
            let slice = Array(perFrame[second..<min(second + fps, perFrame.count)])
            let slow = slice.filter { $0 > quantile(perFrame, 0.95) }.count
            let steps = Array(stepPerFrame[second..<min(second + fps, perFrame.count)])
            print(
                "  \(second / fps) s: median \(fixed(Spread(slice).median / 1e6, 3)) ms (step \(fixed(Spread(steps).median / 1e6, 3))), "
                    + "max \(fixed(slice.max()! / 1e6, 3)) ms, \(slow) frames over p95"
            )
        }
        // The stretches of frames over the goal: what has to get faster for the 95th percentile
        // to meet it (at most 5% of the frames may stay over).
        let framebuffer = FramebufferCopy(
            bytes: Int(TourConfig.size.width * TourConfig.scale) * Int(TourConfig.size.height * TourConfig.scale) * 4)
        _ = framebuffer.averageNs()
        let copyNs = framebuffer.averageNs()
        // Read back, or the copies (never read) could be optimised away.
        require(framebuffer.copied, "memcpy")
        let goal = TourConfig.goalP95OverMemcpy * copyNs
        let over = perFrame.indices.filter { perFrame[$0] > goal }
        print(
            "frames over the goal (\(fixed(TourConfig.goalP95OverMemcpy, 0)) memcpys of \(fixed(copyNs / 1e6, 3)) ms): \(over.count) "
                + "of \(perFrame.count) (the goal allows \(perFrame.count * 5 / 100)); in stretches (frame numbers from 1):")
        var stretch: [Int] = []
        func flush() {
            guard let first = stretch.first, let last = stretch.last else { return }
            let times = stretch.map { perFrame[$0] }
            let steps = stretch.map { stepPerFrame[$0] }
            print(
                "  frames \(first + 1)–\(last + 1) (\(fixed(Double(first + 1) / script.fps, 1)) s): \(stretch.count), "
                    + "median \(fixed(Spread(times).median / 1e6, 3)) ms (step \(fixed(Spread(steps).median / 1e6, 3))), "
                    + "max \(fixed(times.max()! / 1e6, 3)) ms")
            stretch = []
        }
        for i in over {
            if let last = stretch.last, i > last + 1 { flush() }
            stretch.append(i)
        }
        flush()
    }
}
