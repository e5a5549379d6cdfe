// foldkit-bench: FoldCore's cubic-bezier solve and POP spring frames, each measured side by side
// with the same algorithm written in C (Benchmarks/CBenchPeers), and FoldRender's compositor
// against pixman and memcpy (RenderBenchmarks.swift), and FoldRender's GIF encoder against
// ffmpeg (GIFBenchmark.swift), in one run.
//
//   foldkit-bench           tables: the figures of each side, their ratio, the goal, PASS/MISS
//   foldkit-bench --json    one JSON object with the ratios and rates
//
// Goals: issue "Foundation" §5, Swift within 1.2× of C, i.e. C time ÷ Swift time ≥ 1/1.2;
// issue "Compositor" §3, pixman time ÷ FoldKit time ≥ 6 (perspective, 1 thread), ≥ 10 (all
// cores), ≥ 1 (blit), and a folding-cell frame in at most 8 memcpys of its framebuffer; the GIF
// encoder at least as fast as ffmpeg's palettegen + paletteuse, at no lower PSNR.

import CBenchPeers
import FoldCore
import Foundation

let usage = """
    usage: foldkit-bench [--json] [--dump DIR] [--profile NAME]

    Measures FoldCore's UnitBezier.solve (cubic-bezier solves per second) and POPSpringAnimation
    (spring frames per second) against the same algorithms in C, best of \(BenchConfig.rounds) interleaved
    rounds each, and prints Swift rate, C rate and Swift speed ÷ C speed (goal ≥ 1/1.2 ≈ 0.83).

    Then measures FoldRender's compositor, best of \(RenderConfig.rounds) interleaved rounds each:
    a 1170×1260 photo rotated 45° about its top edge under perspective (bilinear, source-over onto
    1170×2532) against pixman, on 1 thread and on all cores (goals ≥ 6× and ≥ 10× pixman's speed);
    the photo blitted untransformed (goal ≥ pixman's speed); and a 1170×2532 folding-cell frame
    against a memcpy of its framebuffer (goal ≤ 8 memcpys).

    Then encodes 60 rendered 1170×2532 frames of a folding-cell animation to a GIF with FoldRender's
    GIFEncoder and with ffmpeg (palettegen + paletteuse, its defaults), best of \(GIFConfig.rounds)
    interleaved runs (FOLDKIT_BENCH_GIF_ROUNDS), and compares their times (goal: ffmpeg time ÷ FoldKit
    time ≥ 1) and the PSNR of each GIF decoded back against the frames (goal: FoldKit − ffmpeg ≥ 0 dB).
    Without ffmpeg on PATH this part is skipped with a note.

      --json      print one JSON object instead of the tables
      --dump DIR  also write the compared images to DIR as PPM files (and the two GIFs)
      --profile perspective-1t|perspective-mt|blit|frame|pixman-perspective|pixman-blit|gif
                  only repeat that side (for perf or callgrind) and print its best time;
                  10 s, or FOLDKIT_BENCH_PROFILE_SECONDS
      --help      print this help
    """

var json = false
var dumpDirectory: String?
var profileKind: String?
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--json": json = true
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
    } else {
        RenderBench().profile(profileKind, seconds: seconds)
    }
    exit(0)
}

let bezier = BezierBench()
let pop = POPBench()
bezier.verify()
pop.verify()

// Calibrate each benchmark on its C side to about `BenchConfig.targetSeconds` per measurement.
let bezierReps = calibrate(target: BenchConfig.targetSeconds) { bezier.runC(reps: $0).ns }
let popSprings = calibrate(target: BenchConfig.targetSeconds) { pop.runC(springs: $0).ns }

// Interleave the sides (alternating which goes first) and keep the best (minimum) time of each.
var best = (bezierSwift: UInt64.max, bezierC: UInt64.max, popSwift: UInt64.max, popC: UInt64.max)
var bezierSum: (swift: Double, c: Double) = (0, 0)
var popRun: (swift: (frames: Int, sum: Double), c: (frames: Int, sum: Double)) = ((0, 0), (0, 0))
for round in 0..<BenchConfig.rounds {
    let swiftFirst = round % 2 == 0
    let c0 = swiftFirst ? nil : bezier.runC(reps: bezierReps)
    let s = bezier.runSwift(reps: bezierReps)
    let c = c0 ?? bezier.runC(reps: bezierReps)
    best.bezierSwift = min(best.bezierSwift, s.ns)
    best.bezierC = min(best.bezierC, c.ns)
    bezierSum = (s.checksum, c.checksum)
    let pc0 = swiftFirst ? nil : pop.runC(springs: popSprings)
    let ps = pop.runSwift(springs: popSprings)
    let pc = pc0 ?? pop.runC(springs: popSprings)
    best.popSwift = min(best.popSwift, ps.ns)
    best.popC = min(best.popC, pc.ns)
    popRun = ((ps.frames, ps.checksum), (pc.frames, pc.checksum))
}
// The timed runs must have done the same work on both sides.
check(close(bezierSum.swift, bezierSum.c), "bezier checksum: Swift \(bezierSum.swift) vs C \(bezierSum.c)")
check(popRun.swift.frames == popRun.c.frames, "POP frames: Swift \(popRun.swift.frames) vs C \(popRun.c.frames)")
check(close(popRun.swift.sum, popRun.c.sum), "POP checksum: Swift \(popRun.swift.sum) vs C \(popRun.c.sum)")

let solves = Double(bezierReps * bezier.solvesPerRep)
let frames = Double(popRun.c.frames)
let rows = [
    Row(name: "cubic-bezier solve", unit: "solves/s", work: solves, swiftNs: best.bezierSwift, cNs: best.bezierC),
    Row(name: "POP spring frame", unit: "frames/s", work: frames, swiftNs: best.popSwift, cNs: best.popC),
]

// FoldRender's compositor (issue "Compositor" §3). Its notes go to stderr under --json.
var renderBench = RenderBench()
renderBench.dumpDirectory = dumpDirectory
renderBench.log = { line in
    if json { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
}
if !json { print("foldkit-bench: checking FoldRender against pixman") }
let render = renderBench.run()
if !json { print() }

// FoldRender's GIF encoder against ffmpeg (nil when ffmpeg is missing). Notes as above.
if !json { print("foldkit-bench: checking FoldRender's GIF encoder against ffmpeg") }
let gif = runGIFBench(dumpDirectory: dumpDirectory, log: renderBench.log)
if !json { print() }

if json {
    let fields: [(String, Double)] = [
        ("bezier_solves_per_sec_swift", rows[0].swiftRate), ("bezier_solves_per_sec_c", rows[0].cRate),
        ("bezier_swift_vs_c", rows[0].ratio),
        ("pop_frames_per_sec_swift", rows[1].swiftRate), ("pop_frames_per_sec_c", rows[1].cRate),
        ("pop_swift_vs_c", rows[1].ratio),
        ("speedup_perspective_1t", render.speedupPerspective1t),
        ("speedup_perspective_mt", render.speedupPerspectiveMT),
        ("blit_speedup", render.blitSpeedup),
        ("fold_frame_over_memcpy", render.frameOverMemcpy),
    ] + (gif.map { g in
        [
            ("gif_speedup", g.speedup), ("gif_psnr_delta", g.psnrDelta),
            ("gif_seconds_foldkit", g.foldSeconds), ("gif_seconds_ffmpeg", g.ffmpegSeconds),
            ("gif_psnr_foldkit", g.foldPSNR), ("gif_psnr_ffmpeg", g.ffmpegPSNR),
        ]
    } ?? [])
    print("{" + fields.map { "\"\($0.0)\": \(jsonNumber($0.1))" }.joined(separator: ", ") + "}")
} else {
    print("foldkit-bench: Swift vs C, best of \(BenchConfig.rounds) interleaved rounds "
        + "(goal: Swift within 1.2× of C, ratio ≥ \(fixed(BenchConfig.goalRatio, 2)))")
    print("  bezier: \(bezier.curves.count) curves × \(bezier.xs.count) x × \(bezierReps) reps = "
        + "\(Int(solves)) solves per run")
    print("  POP:    \(popSprings) springs 0 → 100 at 60 fps, velocities \(pop.velocities.map { fixed($0, 0) }), "
        + "\(Int(frames)) frames per run")
    print()
    let header = ["benchmark", "Swift", "C", "Swift/C", "goal"]
    var table = [header]
    for r in rows {
        table.append([
            r.name, "\(grouped(r.swiftRate)) \(r.unit)", "\(grouped(r.cRate)) \(r.unit)", fixed(r.ratio, 3),
            r.ratio >= BenchConfig.goalRatio ? "PASS" : "MISS",
        ])
    }
    printTable(table)
    print()
    print("Swift/C = C time ÷ Swift time (Swift speed ÷ C speed); ≥ \(fixed(BenchConfig.goalRatio, 3)) meets the goal.")
    print()
    printRenderTable(render)
    print()
    printGIFTable(gif)
}
