// foldkit-bench: FoldCore's cubic-bezier solve and POP spring frames, each measured side by side
// with the same algorithm written in C (Benchmarks/CBenchPeers), and FoldRender's compositor
// against pixman and memcpy (RenderBenchmarks.swift), FoldUI's table view frame against memcpy
// (TableBenchmark.swift), and FoldRender's GIF encoder against
// ffmpeg (GIFBenchmark.swift), in one run.
//
//   foldkit-bench             tables: the figures of each side, their ratio (median and min–max
//                             over interleaved rounds), the goal, PASS/MISS
//   foldkit-bench --json      one JSON object with the ratios (key, key_min, key_max) and rates
//   foldkit-bench --markdown  docs/PERFORMANCE.md's headline table, filled in
//
// Goals: issue "Foundation" §5, Swift within 1.2× of C, i.e. C time ÷ Swift time ≥ 1/1.2;
// issue "Compositor" §3, pixman time ÷ FoldKit time ≥ 6 (perspective about x, 1 thread), ≥ 10
// (all cores), ≥ 1 (blit), and a folding-cell frame in at most 8 memcpys of its framebuffer;
// issue "Solid ground before the effects" §4, ≥ 4 for perspective about y and a general 3D
// rotation (1 thread), and the GIF encoder on 1 thread at least as fast as ffmpeg's palettegen +
// paletteuse on the same frames, at no lower PSNR, at most 1.1× its bytes.

import CBenchPeers
import FoldCore
import FoldExamples
import Foundation

let usage = """
    usage: foldkit-bench [--json | --markdown] [--only core|render|table|tour|gif|layout] [--dump DIR] [--profile NAME]

    Every figure is the median of interleaved rounds (the sides alternate which goes first), printed
    with its spread (min–max over the rounds); ratios are the medians of the per-round ratios.

    core: FoldCore's UnitBezier.solve (cubic-bezier solves per second) and POPSpringMotion
    (spring frames per second) against the same algorithms in C, \(BenchConfig.rounds) rounds: Swift speed
    ÷ C speed (goal ≥ 1/1.2 ≈ 0.83).

    render: FoldRender's compositor, \(RenderConfig.rounds) rounds: a 1170×1260 photo as one layer under
    perspective (bilinear, source-over onto 1170×2532) against pixman's projective bilinear composite
    of the same image under the same matrix, pixman told the photo is opaque (an x8b8g8r8 source, as
    FoldKit finds when the image is added): rotated 45° about its top edge (w constant along rows;
    goals ≥ 6× pixman's speed on 1 thread, ≥ 10× on all cores), rotated 30° about y and a compound
    3D rotation (a divide per pixel; goals ≥ 4× on 1 thread); the photo blitted untransformed (goal
    ≥ pixman's speed); and a 1170×2532 folding-cell frame against a memcpy of its framebuffer (goal
    ≤ 8 memcpys; the timed frame is checked against a one-thread render).

    table: FoldUI's TableExample (1000 rows) at 375×667 pt, scale 2 (750×1334 px), driven through
    FrameLoop by a scripted drag, flick and deceleration, then jumps of a screen height; each frame is
    FrameLoop.step + Compositor.renderIncrementally (damage rectangles) on all cores, against a memcpy
    of the framebuffer in the same rounds, \(TableConfig.rounds) rounds: median scroll frame ÷ memcpy
    (goal ≤ 3), its 95th percentile, whole-screen change ÷ memcpy (goal ≤ 6), and the share of
    frames within 16.7 ms.

    tour: FoodMenu's built-in tour (a scroll, a card folding open, flights, the photo's page fold) at
    375×667 pt, scale 2, 900 frames; each frame is FoodMenuApp.step + Compositor.renderIncrementally
    on all cores, against a memcpy of the framebuffer in the same rounds, \(TourConfig.rounds) rounds, each
    a cold tour (a new process: nothing cached) and a warm one (after a tour in this process):
    median and 95th-percentile frame ÷ memcpy (goal: 95th ≤ 6), the share within 16.7 ms, and the
    cold first frame.

    layout: FoldUI's Cassowary solver (Auto Layout's) against kiwisolver on the same systems of 200,
    1 000 and 10 000 constraints, \(LayoutConfig.rounds) rounds: build and solve, then 100 edits of one value with a
    re-solve each; kiwi timed through its Python API (Benchmarks/kiwi-peer.py, with the Python that
    `make bench` sets up in .build/python): kiwi time ÷ FoldKit time (goal > 1). Without a Python
    that has kiwisolver this part is skipped with a note.

    gif: 60 rendered 1170×2532 frames of a folding-cell animation, written once to a raw file on
    tmpfs, encoded to a GIF by FoldRender's GIFEncoder (on 1 thread and on all cores) and by ffmpeg
    (palettegen + paletteuse, one thread, 256 colours, Floyd–Steinberg), both reading that file,
    \(GIFConfig.rounds) rounds (FOLDKIT_BENCH_GIF_ROUNDS): ffmpeg time ÷ FoldKit time (goal ≥ 1 on
    1 thread), PSNR of each GIF decoded back against the frames (goal: FoldKit − ffmpeg ≥ 0 dB),
    FoldKit bytes ÷ ffmpeg bytes (goal ≤ 1.1). Without ffmpeg on PATH this part is skipped with a note.

      --json      print one JSON object instead of the tables
      --markdown  print docs/PERFORMANCE.md's headline table, filled in, instead of the tables
      --only P    run only part P (core, render, table, tour, gif or layout); the JSON then holds only its keys
      --dump DIR  also write the compared images to DIR as PPM files (and the two GIFs)
      --profile perspective-1t|perspective-mt|perspective-y-1t|perspective-general-1t|blit|frame|
                pixman-perspective|pixman-perspective-y|pixman-perspective-general|pixman-blit|gif|
                table-jump|tour|layout-N (N constraints)
                  only repeat that side (for perf or callgrind) and print its best time;
                  10 s, or FOLDKIT_BENCH_PROFILE_SECONDS
      --tour-cold-run  (used by the tour part) one tour in this process, its frame times as JSON
      --help      print this help
    """

var json = false
var markdown = false
var dumpDirectory: String?
var profileKind: String?
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--json": json = true
    case "--markdown": markdown = true
    case "--dump":
        guard let dir = arguments.popFirst() else {
            FileHandle.standardError.write(Data("foldkit-bench: --dump needs a directory\n".utf8))
            exit(2)
        }
        dumpDirectory = dir
    case "--profile":
        guard let kind = arguments.popFirst() else {
            FileHandle.standardError.write(Data("foldkit-bench: --profile needs a benchmark name\n".utf8))
            exit(2)
        }
        profileKind = kind
    case "--only":
        guard let part = arguments.popFirst(), ["core", "render", "table", "tour", "gif", "layout"].contains(part) else {
            FileHandle.standardError.write(Data("foldkit-bench: --only needs core, render, table, tour, gif or layout\n".utf8))
            exit(2)
        }
        only = part
    case "--tour-cold-run":
        TourBench.coldRunInThisProcess()
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("foldkit-bench: unknown argument '\(arg)' (try --help)\n".utf8))
        exit(2)
    }
}

if let profileKind {
    let seconds = Double(ProcessInfo.processInfo.environment["FOLDKIT_BENCH_PROFILE_SECONDS"] ?? "") ?? 10
    if profileKind == "gif" {
        GIFBench.profile(seconds: seconds)
    } else if profileKind == "table-jump" {
        TableBench().profileJumps(seconds: seconds)
    } else if profileKind == "tour" {
        TourBench().profile(seconds: seconds)
    } else if profileKind.hasPrefix("layout-"), let constraints = Int(profileKind.dropFirst("layout-".count)) {
        LayoutBench.profile(constraints: constraints, seconds: seconds)
    } else {
        RenderBench().profile(profileKind, seconds: seconds)
    }
    exit(0)
}

let selectedPart = only
func wants(_ part: String) -> Bool { selectedPart == nil || selectedPart == part }

/// FoldCore against C: the two rows, and the notes printed above their table.
func runCoreBench() -> (rows: [Row], notes: [String]) {
    let bezier = BezierBench()
    let pop = POPBench()
    bezier.verify()
    pop.verify()

    // Calibrate each benchmark on its C side to about `BenchConfig.targetSeconds` per measurement.
    let bezierReps = calibrate(target: BenchConfig.targetSeconds) { bezier.runC(reps: $0).ns }
    let popSprings = calibrate(target: BenchConfig.targetSeconds) { pop.runC(springs: $0).ns }

    // Interleave the sides (alternating which goes first) and keep every round's time of each.
    var times = (bezierSwift: [Double](), bezierC: [Double](), popSwift: [Double](), popC: [Double]())
    var bezierSum: (swift: Double, c: Double) = (0, 0)
    var popRun: (swift: (frames: Int, sum: Double), c: (frames: Int, sum: Double)) = ((0, 0), (0, 0))
    for round in 0..<BenchConfig.rounds {
        let swiftFirst = round % 2 == 0
        let c0 = swiftFirst ? nil : bezier.runC(reps: bezierReps)
        let s = bezier.runSwift(reps: bezierReps)
        let c = c0 ?? bezier.runC(reps: bezierReps)
        times.bezierSwift.append(Double(s.ns))
        times.bezierC.append(Double(c.ns))
        bezierSum = (s.checksum, c.checksum)
        let pc0 = swiftFirst ? nil : pop.runC(springs: popSprings)
        let ps = pop.runSwift(springs: popSprings)
        let pc = pc0 ?? pop.runC(springs: popSprings)
        times.popSwift.append(Double(ps.ns))
        times.popC.append(Double(pc.ns))
        popRun = ((ps.frames, ps.checksum), (pc.frames, pc.checksum))
    }
    // The timed runs must have done the same work on both sides.
    check(close(bezierSum.swift, bezierSum.c), "bezier checksum: Swift \(bezierSum.swift) vs C \(bezierSum.c)")
    check(popRun.swift.frames == popRun.c.frames, "POP frames: Swift \(popRun.swift.frames) vs C \(popRun.c.frames)")
    check(close(popRun.swift.sum, popRun.c.sum), "POP checksum: Swift \(popRun.swift.sum) vs C \(popRun.c.sum)")

    let solves = Double(bezierReps * bezier.solvesPerRep)
    let frames = Double(popRun.c.frames)
    let rows = [
        Row(name: "cubic-bezier solve", unit: "solves/s", work: solves, swiftNs: times.bezierSwift, cNs: times.bezierC),
        Row(name: "POP spring frame", unit: "frames/s", work: frames, swiftNs: times.popSwift, cNs: times.popC),
    ]
    let notes = [
        "  bezier: \(bezier.curves.count) curves × \(bezier.xs.count) x × \(bezierReps) reps = \(Int(solves)) solves per run",
        "  POP:    \(popSprings) springs 0 → 100 at 60 fps, velocities \(pop.velocities.map { fixed($0, 0) }), "
            + "\(Int(frames)) frames per run",
    ]
    return (rows, notes)
}

func printCoreTable(_ rows: [Row], notes: [String]) {
    print(
        "foldkit-bench: Swift vs C, median (min–max) of \(BenchConfig.rounds) interleaved rounds "
            + "(goal: Swift within 1.2× of C, ratio ≥ \(fixed(BenchConfig.goalRatio, 2)))")
    notes.forEach { print($0) }
    print()
    var table = [["benchmark", "Swift", "C", "Swift/C (min–max)", "goal"]]
    for r in rows {
        table.append([
            r.name, "\(grouped(r.swiftRate)) \(r.unit)", "\(grouped(r.cRate)) \(r.unit)", r.ratio.text(3),
            r.ratio.median >= BenchConfig.goalRatio ? "PASS" : "MISS",
        ])
    }
    printTable(table)
    print()
    print(
        "Swift/C = C time ÷ Swift time (Swift speed ÷ C speed), the median of the per-round ratios; "
            + "≥ \(fixed(BenchConfig.goalRatio, 3)) meets the goal. Rates: from the median times.")
}

let core = wants("core") ? runCoreBench() : nil

// FoldRender's compositor (issue "Compositor" §3). Its notes go to stderr under --json.
var renderBench = RenderBench()
renderBench.dumpDirectory = dumpDirectory
renderBench.log = { line in
    if json || markdown { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
}
var render: RenderResults?
if wants("render") {
    if !json && !markdown { print("foldkit-bench: checking FoldRender against pixman") }
    render = renderBench.run()
    if !json && !markdown { print() }
}

// FoldUI's table view, whole frames against memcpy (issue 7 §7). Notes as above.
var table: TableResults?
if wants("table") {
    if !json && !markdown { print("foldkit-bench: scrolling FoldUI's table view") }
    table = TableBench().run(log: renderBench.log)
    if !json && !markdown { print() }
}

// FoodMenu's built-in tour, whole frames against memcpy (issue 9). Notes as above.
var tour: TourResults?
if wants("tour") {
    if !json && !markdown { print("foldkit-bench: playing FoodMenu's tour") }
    tour = TourBench().run(log: renderBench.log)
    if !json && !markdown { print() }
}

// FoldRender's GIF encoder against ffmpeg (nil when ffmpeg is missing). Notes as above.
var gif: GIFResults?
if wants("gif") {
    if !json && !markdown { print("foldkit-bench: checking FoldRender's GIF encoder against ffmpeg") }
    gif = runGIFBench(dumpDirectory: dumpDirectory, log: renderBench.log)
    if !json && !markdown { print() }
}

// FoldUI's Cassowary solver against kiwisolver (nil without a Python that has it). Notes as above.
var layout: LayoutResults?
if wants("layout") {
    if !json && !markdown { print("foldkit-bench: solving constraint systems, FoldUI against kiwisolver") }
    layout = runLayoutBench(log: renderBench.log)
    if !json && !markdown { print() }
}

/// The run as one JSON object: every ratio as `key` (median), `key_min` and `key_max`.
func jsonObject(
    core rows: [Row]?, render: RenderResults?, table: TableResults?, tour: TourResults?, gif: GIFResults?,
    layout: LayoutResults? = nil
) -> String {
    var fields: [(String, Double)] = []
    if let rows {
        fields += [("bezier_solves_per_sec_swift", rows[0].swiftRate), ("bezier_solves_per_sec_c", rows[0].cRate)]
        fields += rows[0].ratio.fields("bezier_swift_vs_c")
        fields += [("pop_frames_per_sec_swift", rows[1].swiftRate), ("pop_frames_per_sec_c", rows[1].cRate)]
        fields += rows[1].ratio.fields("pop_swift_vs_c")
    }
    if let render {
        for p in render.perspective {
            fields += p.speedup1t.fields("speedup_\(p.scene.key)_1t")
            if let mt = p.speedupMT { fields += mt.fields("speedup_\(p.scene.key)_mt") }
        }
        fields += render.blitSpeedup.fields("blit_speedup")
        fields += render.frameOverMemcpy.fields("fold_frame_over_memcpy")
    }
    if let table { fields += table.jsonFields }
    if let tour { fields += tour.jsonFields }
    if let gif { fields += gif.jsonFields }
    if let layout { fields += layout.jsonFields }
    return "{" + fields.map { "\"\($0.0)\": \(jsonNumber($0.1))" }.joined(separator: ", ") + "}"
}

if markdown {
    printMarkdownTable(core: core?.rows, render: render, table: table, tour: tour, gif: gif)
    print()
    print("The run's JSON: `\(jsonObject(core: core?.rows, render: render, table: table, tour: tour, gif: gif, layout: layout))`")
} else if json {
    print(jsonObject(core: core?.rows, render: render, table: table, tour: tour, gif: gif, layout: layout))
} else {
    if let core {
        printCoreTable(core.rows, notes: core.notes)
        print()
    }
    if let render {
        printRenderTable(render)
        print()
    }
    if let table {
        printTableViewTable(table)
        print()
    }
    if let tour {
        printTourTable(tour)
        print()
    }
    if wants("gif") { printGIFTable(gif) }
    if wants("layout") {
        print()
        printLayoutTable(layout)
    }
}
