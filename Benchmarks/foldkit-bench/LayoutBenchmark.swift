// FoldUI's Cassowary solver (Auto Layout's arithmetic) against kiwisolver on the same systems, in
// one run: kiwi is timed through its Python API (Benchmarks/kiwi-peer.py builds the constraints in
// Python, as a kiwi user does, so its figures include that interpreter's share), FoldKit in Swift.

import FoldUI
import Foundation

enum LayoutConfig {
    static let rounds = 5
    /// A UIKit-sized screen (FoodMenu's is about 200), and the 1 000 and 10 000.
    static let sizes = [200, 1_000, 10_000]
    static let edits = 100
    /// Goal: faster than kiwisolver (kiwi time ÷ FoldKit time > 1) for build and edits.
    static let goalSpeedup = 1.0
}

struct LayoutResults {
    struct Size {
        let constraints: Int
        /// Nanoseconds per run, one value per round.
        var buildFoldKit: [Double] = [], buildKiwi: [Double] = []
        var editsFoldKit: [Double] = [], editsKiwi: [Double] = []
        var buildSpeedup: Spread { Spread.ratio(buildKiwi, buildFoldKit) }
        var editsSpeedup: Spread { Spread.ratio(editsKiwi, editsFoldKit) }
    }
    var sizes: [Size] = []
    var kiwiVersion = ""
    var python = ""
    /// A screen laid out through UIKit's API: nanoseconds per round for activating its
    /// constraints and the first layout pass, and for a constant change and the next pass.
    var screenLayout: [Double] = [], screenRelayout: [Double] = []

    var jsonFields: [(String, Double)] {
        var fields: [(String, Double)] = []
        for size in sizes {
            let n = size.constraints
            fields += size.buildSpeedup.fields("layout_build_\(n)_vs_kiwi")
            fields += size.editsSpeedup.fields("layout_edits_\(n)_vs_kiwi")
            let buildMs: Double = Spread(size.buildFoldKit).median / 1e6
            let editUs: Double = Spread(size.editsFoldKit).median / 1e3 / Double(LayoutConfig.edits)
            fields += [("layout_build_\(n)_ms", buildMs), ("layout_edit_\(n)_us", editUs)]
        }
        if !screenLayout.isEmpty {
            fields += [
                ("layout_screen_first_ms", Spread(screenLayout).median / 1e6),
                ("layout_screen_change_ms", Spread(screenRelayout).median / 1e6),
            ]
        }
        return fields
    }
}

/// The system both sides build: rows of ten views, each with an x and a width; widths at least
/// 20–26 (required) and preferably 40–52 (medium); each view after the previous one with a gap of
/// at least 8 (required) and preferably 8–12 (weak); each row's first view under the previous
/// row's (required). Then an edit variable on the first x, moved 100 times.
struct LayoutBench {
    typealias C = Cassowary

    /// Build and solve; then the edits. Nanoseconds each, and the sum of the values.
    static func runFoldKit(constraints: Int) -> (build: Double, edits: Double, checksum: Double) {
        let views = constraints / 4
        let t0 = nowNs()
        let x = (0..<views).map { C.Variable("x\($0)") }
        let w = (0..<views).map { C.Variable("w\($0)") }
        var solver = C.Solver()
        func add(_ terms: [C.Term], _ constant: Double, _ relation: C.Relation, _ strength: Double = C.Strength.required) {
            // A fresh system: nothing here can be refused.
            try! solver.add(C.Constraint(C.Expression(terms, constant: constant), relation, strength: strength))
        }
        for i in 0..<views {
            add([C.Term(w[i])], -Double(20 + i % 7), .greaterThanOrEqual)
            add([C.Term(w[i])], -Double(40 + i % 13), .equal, C.Strength.medium)
            if i == 0 {
                add([C.Term(x[0])], 0, .greaterThanOrEqual)
                add([C.Term(x[0])], 0, .equal, C.Strength.weak)
            } else if i % 10 == 0 {
                add([C.Term(x[i]), C.Term(x[i - 10], -1)], 0, .equal)
                add([C.Term(x[i]), C.Term(x[i - 10], -1)], -5, .greaterThanOrEqual, C.Strength.weak)
            } else {
                add([C.Term(x[i]), C.Term(x[i - 1], -1), C.Term(w[i - 1], -1)], -8, .greaterThanOrEqual)
                add([C.Term(x[i]), C.Term(x[i - 1], -1), C.Term(w[i - 1], -1)], -Double(8 + i % 5), .equal, C.Strength.weak)
            }
        }
        solver.updateVariables()
        let t1 = nowNs()
        try! solver.addEditVariable(x[0], strength: C.Strength.strong)
        for k in 1...LayoutConfig.edits {
            try! solver.suggestValue(Double(k), for: x[0])
            solver.updateVariables()
        }
        let t2 = nowNs()
        let checksum = x.reduce(0) { $0 + $1.value } + w.reduce(0) { $0 + $1.value }
        return (Double(t1 - t0), Double(t2 - t1), checksum)
    }

    let python: String
    let peer: String

    /// Builds and edits the system over and over for `seconds`; prints the best times.
    static func profile(constraints: Int, seconds: Double) {
        var best = (build: Double.infinity, edits: Double.infinity)
        let end = nowNs() + UInt64(seconds * 1e9)
        while nowNs() < end {
            let run = runFoldKit(constraints: constraints)
            best = (min(best.build, run.build), min(best.edits, run.edits))
        }
        print(
            "layout-\(constraints): build \(fixed(best.build / 1e6, 3)) ms, \(LayoutConfig.edits) edits \(fixed(best.edits / 1e6, 3)) ms"
        )
    }

    /// One run of the Python peer (after its own untimed run).
    func runKiwi(constraints: Int) -> (build: Double, edits: Double, checksum: Double, version: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [peer, String(constraints)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fail("cannot run \(python) \(peer): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let build = object["build_ns"] as? Double, let edits = object["edits_ns"] as? Double,
            let checksum = object["checksum"] as? Double
        else { fail("kiwi-peer.py failed (status \(process.terminationStatus)): \(String(decoding: data, as: UTF8.self))") }
        return (build, edits, checksum, object["kiwisolver"] as? String ?? "?")
    }

    func run(log: (String) -> Void) -> LayoutResults {
        var results = LayoutResults()
        results.python = python
        for constraints in LayoutConfig.sizes {
            var size = LayoutResults.Size(constraints: constraints)
            _ = Self.runFoldKit(constraints: constraints)  // warm up
            for round in 0..<LayoutConfig.rounds {
                let kiwiFirst = round % 2 == 1
                let k0 = kiwiFirst ? runKiwi(constraints: constraints) : nil
                let f = Self.runFoldKit(constraints: constraints)
                let k = k0 ?? runKiwi(constraints: constraints)
                // Same system, same optimum: the sums of the values agree.
                check(
                    abs(f.checksum - k.checksum) <= 1e-6 * max(1, abs(k.checksum)),
                    "layout \(constraints): FoldKit's values sum to \(f.checksum), kiwi's to \(k.checksum)")
                size.buildFoldKit.append(f.build)
                size.buildKiwi.append(k.build)
                size.editsFoldKit.append(f.edits)
                size.editsKiwi.append(k.edits)
                results.kiwiVersion = k.version
            }
            log("  layout: \(constraints) constraints done")
            results.sizes.append(size)
        }
        _ = Self.runScreen()  // warm up
        for _ in 0..<LayoutConfig.rounds {
            let screen = Self.runScreen()
            results.screenLayout.append(screen.first)
            results.screenRelayout.append(screen.change)
        }
        log("  layout: the UIKit-API screen done")
        return results
    }

    /// A FoodMenu-sized screen through UIKit's API: 50 cards of a 375 × 667 window, each placed
    /// by 4 constraints (200 in all: leading and trailing to the window, height, and top to the
    /// previous card's bottom). First: activate them and lay out; change: the first card's top
    /// constant, then lay out again (which solves the whole system again).
    static func runScreen() -> (first: Double, change: Double) {
        let window = UIWindow(size: CGSize(width: 375, height: 667))
        var cards: [UIView] = []
        for _ in 0..<50 {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(card)
            cards.append(card)
        }
        let t0 = DispatchTime.now().uptimeNanoseconds
        var constraints: [NSLayoutConstraint] = []
        for (i, card) in cards.enumerated() {
            constraints += [
                card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                card.heightAnchor.constraint(equalToConstant: 88),
                i == 0
                    ? card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
                    : card.topAnchor.constraint(equalTo: cards[i - 1].bottomAnchor, constant: 8),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let t1 = DispatchTime.now().uptimeNanoseconds
        constraints[3].constant = 40
        window.layoutIfNeeded()
        let t2 = DispatchTime.now().uptimeNanoseconds
        check(cards[49].frame.minY == 40 + 49 * 96, "layout screen: the last card is at \(cards[49].frame.minY)")
        return (Double(t1 - t0), Double(t2 - t1))
    }
}

/// A Python that imports kiwisolver: FOLDKIT_BENCH_PYTHON, else .build/python (made by
/// `make bench`), else python3 on PATH; nil when none does.
func findKiwiPython() -> String? {
    var candidates: [String] = []
    if let python = ProcessInfo.processInfo.environment["FOLDKIT_BENCH_PYTHON"] { candidates.append(python) }
    candidates.append(FileManager.default.currentDirectoryPath + "/.build/python/bin/python3")
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    candidates += path.split(separator: ":").map { "\($0)/python3" }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: candidate)
        process.arguments = ["-c", "import kiwisolver"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { continue }
        process.waitUntilExit()
        if process.terminationStatus == 0 { return candidate }
    }
    return nil
}

func runLayoutBench(log: @escaping (String) -> Void) -> LayoutResults? {
    guard let python = findKiwiPython() else {
        log(
            "  layout: no Python with kiwisolver (make bench installs one in .build/python; or set "
                + "FOLDKIT_BENCH_PYTHON), so the solver comparison is skipped (no layout_* keys)")
        return nil
    }
    let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("kiwi-peer.py").path
    return LayoutBench(python: python, peer: peer).run(log: log)
}

func printLayoutTable(_ results: LayoutResults?) {
    guard let results else { return }
    print(
        "foldkit-bench: FoldUI's Cassowary solver vs kiwisolver \(results.kiwiVersion) (C++, timed through "
            + "its Python API: \(results.python)), median (min–max) of \(LayoutConfig.rounds) interleaved rounds")
    print(
        "  the same system on both sides: rows of ten views, 4 constraints per view (required and weak "
            + "gaps, required minimum and medium preferred widths); build = add all + solve; "
            + "edits = \(LayoutConfig.edits) × (suggest the first x + solve)")
    print()
    var table = [
        ["constraints", "build FoldKit", "build kiwi", "kiwi/FoldKit", "edit FoldKit", "edit kiwi", "kiwi/FoldKit", "goal"]
    ]
    for size in results.sizes {
        let editF = Spread(size.editsFoldKit).median / Double(LayoutConfig.edits)
        let editK = Spread(size.editsKiwi).median / Double(LayoutConfig.edits)
        let pass = size.buildSpeedup.median > LayoutConfig.goalSpeedup && size.editsSpeedup.median > LayoutConfig.goalSpeedup
        table.append([
            grouped(Double(size.constraints)),
            "\(fixed(Spread(size.buildFoldKit).median / 1e6, 2)) ms", "\(fixed(Spread(size.buildKiwi).median / 1e6, 2)) ms",
            size.buildSpeedup.text(2),
            "\(fixed(editF / 1e3, 1)) µs", "\(fixed(editK / 1e3, 1)) µs", size.editsSpeedup.text(2),
            pass ? "PASS" : "MISS",
        ])
    }
    printTable(table)
    print()
    print("kiwi/FoldKit = kiwi time ÷ FoldKit time (> 1: FoldKit faster; goal > 1). A frame is 16.7 ms.")
    if !results.screenLayout.isEmpty {
        let first = Spread(results.screenLayout).median / 1e6, change = Spread(results.screenRelayout).median / 1e6
        print()
        print(
            "A screen through UIKit's API (50 cards, 200 constraints, 375 × 667): activate + first layout "
                + "\(fixed(first, 3)) ms, a constant change + layout \(fixed(change, 3)) ms "
                + "(\(fixed(change / 16.7 * 100, 1)) % of a 16.7 ms frame; goal: under 10 %) "
                + (change < 1.67 ? "PASS" : "MISS"))
    }
}
