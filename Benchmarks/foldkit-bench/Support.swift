import Foundation

enum BenchConfig {
    /// Interleaved rounds per benchmark; the median (and the min–max) over them is reported.
    static let rounds = 5
    /// Seconds per measurement, calibrated on the C side.
    static let targetSeconds = 0.5
    /// Swift within 1.2× of C: C time ÷ Swift time ≥ 1/1.2.
    static let goalRatio = 1 / 1.2
}

struct Row {
    let name, unit: String
    /// Solves or frames in one run (the same on both sides).
    let work: Double
    /// Nanoseconds per run, one value per round.
    let swiftNs, cNs: [Double]
    var swiftRate: Double { work / (Spread(swiftNs).median / 1e9) }
    var cRate: Double { work / (Spread(cNs).median / 1e9) }
    /// C time ÷ Swift time, per round.
    var ratio: Spread { Spread.ratio(cNs, swiftNs) }
}

/// Nanoseconds since an arbitrary start, monotonic.
@inline(__always) func nowNs() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The work size (reps, springs) at which `run` takes about `target` seconds.
func calibrate(target: Double, _ run: (Int) -> UInt64) -> Int {
    var n = 1
    while true {
        let ns = run(n)
        if ns >= 50_000_000 || n >= 1 << 40 {
            return max(1, Int((Double(n) * target * 1e9 / Double(max(ns, 1))).rounded()))
        }
        n *= ns < 5_000_000 ? 10 : 2
    }
}

/// Equal to 1e-9, relative to the magnitude for large sums.
func close(_ a: Double, _ b: Double, tol: Double = 1e-9) -> Bool {
    abs(a - b) <= tol * max(1, abs(a), abs(b))
}

func check(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok {
        FileHandle.standardError.write(Data("foldkit-bench: Swift and C disagree: \(message())\n".utf8))
        exit(1)
    }
}

func fixed(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

/// 12345678.9 → "12,345,679".
func grouped(_ x: Double) -> String {
    let digits = String(Int(x.rounded()))
    var out = ""
    for (i, ch) in digits.reversed().enumerated() {
        if i > 0 && i % 3 == 0 { out.append(",") }
        out.append(ch)
    }
    return String(out.reversed())
}

func jsonNumber(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    return x >= 1000 ? String(Int(x.rounded())) : fixed(x, 4)
}

/// Prints rows of cells in aligned columns: the first left-aligned, the rest right-aligned,
/// with a rule under the header (the first row).
func printTable(_ table: [[String]]) {
    let widths = table[0].indices.map { i in table.map { $0[i].count }.max()! }
    for (n, line) in table.enumerated() {
        let cells = line.enumerated().map { i, cell in
            i == 0 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[i] - cell.count) + cell
        }
        print(cells.joined(separator: "  "))
        if n == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}

/// The memcpy peer of the frame benchmarks: one framebuffer's bytes copied between two aligned
/// buffers (the source filled, so no page is shared or zero-mapped).
final class FramebufferCopy {
    let bytes: Int
    private let from: UnsafeMutableRawPointer
    private let to: UnsafeMutableRawPointer

    init(bytes: Int) {
        self.bytes = bytes
        from = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        to = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        memset(from, 0x5A, bytes)
        memset(to, 0, bytes)
    }

    deinit {
        from.deallocate()
        to.deallocate()
    }

    func copy() { memcpy(to, from, bytes) }

    /// The mean time of one copy over `copies` back-to-back copies, ns (the frame benchmarks'
    /// peer inside each round).
    func averageNs(copies: Int = 200) -> Double {
        let t0 = nowNs()
        for i in 0..<copies {
            // A byte of the source changes each time: copies of unchanged memory into memory
            // nobody reads in between may otherwise be merged into one by the optimiser.
            from.storeBytes(of: UInt8(truncatingIfNeeded: i), as: UInt8.self)
            copy()
        }
        return Double(nowNs() - t0) / Double(copies)
    }

    /// Whether the last copy arrived whole.
    var copied: Bool { memcmp(to, from, bytes) == 0 }
}
