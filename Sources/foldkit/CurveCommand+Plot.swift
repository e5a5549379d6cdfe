import FoldCore
import FoldMedia
import FoldRender
import FoldHost
import Foundation

/// A curve as a function of time, for drawing it: sampled finely over a range rather than only
/// at the times asked for, so the chart shows its shape between and beyond them.
struct DenseCurve {
    /// Where the curve naturally ends: 1 for a timing function, the settling time of a spring,
    /// the done frame of a POP animation.
    let end: Double
    /// The values at increasing times (non-negative for the stepped kinds).
    let values: ([Double]) -> [Double]

    /// Samples across the plotted range; more than the chart's 1600 pixel columns.
    static let sampleCount = 2001

    /// A curve with a closed form (timing functions, CASpringAnimation's progress).
    init(end: Double, value: @escaping (Double) -> Double) {
        self.end = end
        values = { $0.map(value) }
    }

    /// A curve only known by stepping an animation from `start` (POP's spring and decay, which
    /// integrate in fixed 1 ms steps whatever the frame interval): the value after stepping to
    /// each time in turn. Times before 0 take the starting value.
    init<Animation>(end: Double, stepping start: Animation, step: @escaping (inout Animation, Double) -> Double) {
        self.end = end
        values = { times in
            var animation = start
            let initial = step(&animation, 0)
            var now = 0.0
            return times.map { t in
                guard t > now else { return t < 0 ? initial : step(&animation, 0) }
                let value = step(&animation, t - now)
                now = t
                return value
            }
        }
    }

    /// (t, value) from the earlier of 0 and the first time asked to the later of the curve's end
    /// and the last time asked.
    func samples(covering asked: [Double]) -> (t: [Double], value: [Double]) {
        let finite = asked.filter(\.isFinite)
        let lower = min(0, finite.min() ?? 0)
        let upper = max(end.isFinite ? end : 0, finite.max() ?? 0)
        guard upper > lower else { return ([lower], values([lower])) }
        let n = Self.sampleCount - 1
        let t = (0...n).map { lower + (upper - lower) * Double($0) / Double(n) }
        return (t, values(t))
    }
}

extension CurveCommand {
    /// Draws the curve as a chart: the curve sampled finely, the printed samples as dots on it.
    static func plot(_ result: Result, kind: String, args: [String], to path: String) throws {
        guard case .object(let fields) = result.json,
            case .array(let tv)? = fields.first(where: { $0.0 == "t" })?.1,
            case .array(let vv)? = fields.first(where: { $0.0 == "value" })?.1
        else { return }
        func numbers(_ a: [OrderedJSON]) -> [Double] { a.map { if case .number(let d) = $0 { d } else { .nan } } }
        let target: Double? = {
            if let i = args.firstIndex(of: "--to"), i + 1 < args.count { return Double(args[i + 1]) }
            if case .number(let d)? = fields.first(where: { $0.0 == "toValue" })?.1 { return d }
            return kind == "spring" ? 1 : nil
        }()
        // "pop-spring: from 1, to 0, mass 2": the arguments without their dashes, paired.
        var parts: [String] = []
        var i = 0
        while i < args.count {
            if args[i].hasPrefix("--") {
                let name = String(args[i].dropFirst(2))
                if i + 1 < args.count, !args[i + 1].hasPrefix("--") {
                    parts.append("\(name) \(args[i + 1])")
                    i += 2
                    continue
                }
                parts.append(name)
            } else {
                parts.append(args[i])
            }
            i += 1
        }
        let title = kind + ": " + parts.filter { !$0.hasPrefix("at ") }.joined(separator: ", ")
        let marks = (t: numbers(tv), value: numbers(vv))
        let line = result.curve.samples(covering: marks.t)
        let series = CurvePlot.Series(name: kind, line: line, marks: marks)
        let bitmap = CurvePlot.render(title: title, curves: [series], target: target)
        do {
            try PNGCodec.write(bitmap, to: URL(fileURLWithPath: path))
        } catch {
            throw UsageError(message: "--plot: \(error)")
        }
    }
}
