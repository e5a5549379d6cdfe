// Interleaved rounds and what is reported from them: the median of the rounds and their spread
// (min–max), so that one lucky or unlucky round on a shared machine does not make the figure.

/// The figures of one quantity over the rounds: median, minimum and maximum.
struct Spread {
    /// The per-round values, sorted.
    let values: [Double]

    init(_ values: [Double]) {
        precondition(!values.isEmpty, "a spread needs at least one round")
        self.values = values.sorted()
    }

    var median: Double {
        let n = values.count
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2
    }
    var min: Double { values[0] }
    var max: Double { values[values.count - 1] }

    /// Per-round ratios `numerator[i] / denominator[i]`: both sides measured in the same round,
    /// so a round in which the machine was busy moves both.
    static func ratio(_ numerator: [Double], _ denominator: [Double]) -> Spread {
        precondition(numerator.count == denominator.count)
        return Spread(zip(numerator, denominator).map { $0 / $1 })
    }

    /// Every value scaled by `factor` (e.g. ns per operation to ns per pixel).
    func scaled(_ factor: Double) -> Spread { Spread(values.map { $0 * factor }) }

    /// "9.47 (8.90–10.12)": the median, then the min–max over the rounds.
    func text(_ digits: Int) -> String {
        "\(fixed(median, digits)) (\(fixed(min, digits))–\(fixed(max, digits)))"
    }

    /// JSON fields: `key` is the median, `key_min` and `key_max` the spread.
    func fields(_ key: String) -> [(String, Double)] {
        [(key, median), (key + "_min", min), (key + "_max", max)]
    }
}

/// Runs every side once per round, in an order that alternates between rounds, and returns each
/// side's time per operation in every round (`[side][round]`, ns). Each side repeats its operation
/// `reps` times per measurement, sized by one calibration run to about `targetSeconds`.
func interleavedRounds(_ sides: [() -> Void], rounds: Int, targetSeconds: Double) -> [[Double]] {
    let reps = sides.map { run -> Int in
        run()  // warm up (page faults, caches, lazily built state)
        let t0 = nowNs()
        run()
        let ns = Double(Swift.max(1, nowNs() - t0))
        return Swift.max(1, Swift.min(10_000, Int((targetSeconds * 1e9 / ns).rounded())))
    }
    var times = [[Double]](repeating: [], count: sides.count)
    for round in 0..<rounds {
        let order = round % 2 == 0 ? Array(sides.indices) : Array(sides.indices.reversed())
        for i in order {
            let t0 = nowNs()
            for _ in 0..<reps[i] { sides[i]() }
            times[i].append(Double(nowNs() - t0) / Double(reps[i]))
        }
    }
    return times
}
