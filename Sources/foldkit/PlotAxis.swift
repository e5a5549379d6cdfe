import FoldRender
import Foundation

/// One axis of a chart: the visible value range and its tick values at "nice" steps
/// (1, 2 or 5 × 10^k), so labels read as round numbers.
struct PlotAxis {
    /// The value range shown; always finite with `upper > lower`.
    let lower: Double
    let upper: Double
    let step: Double
    let ticks: [Double]

    /// An axis covering `values` (non-finite ones ignored) with `margin` × span of space on each
    /// side, aiming for about `tickCount` ticks. No values shows 0…1; one distinct value is
    /// centred in a small range around it.
    init(covering values: [Double], margin: Double, tickCount: Double) {
        let finite = values.filter(\.isFinite)
        var lo = finite.min() ?? 0
        var hi = finite.max() ?? 1
        if !(hi - lo > 0) || !(hi - lo).isFinite {
            let pad = lo == 0 ? 1 : min(abs(lo) * 0.1, Double.greatestFiniteMagnitude / 4)
            (lo, hi) = (lo - pad, hi + pad)
        } else {
            let pad = (hi - lo) * margin
            (lo, hi) = (lo - pad, hi + pad)
        }
        if !(lo.isFinite && hi.isFinite && hi > lo) { (lo, hi) = (-1, 1) }
        lower = lo
        upper = hi
        step = Self.niceStep(for: (hi - lo) / max(1, tickCount))
        ticks = Self.ticks(from: lo, to: hi, step: step)
    }

    /// The 1, 2 or 5 × 10^k nearest `raw` (on a log scale, roughly), so the tick count stays
    /// close to the one asked for.
    static func niceStep(for raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow(10, floor(log10(raw)))
        let fraction = raw / magnitude
        let nice: Double = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        return nice * magnitude
    }

    /// Multiples of `step` within the range; snapped so that 0 prints as 0, not 1e-17.
    private static func ticks(from lo: Double, to hi: Double, step: Double) -> [Double] {
        let first = (lo / step).rounded(.up)
        let last = (hi / step).rounded(.down)
        guard first.isFinite, last.isFinite, last >= first, last - first <= 100 else { return [lo, hi] }
        return stride(from: first, through: last, by: 1).map { k in
            let value = k * step
            return abs(value) < step * 1e-9 ? 0 : value
        }
    }

    /// Where `value` falls, 0 at `lower` and 1 at `upper`.
    func fraction(of value: Double) -> Double { (value - lower) / (upper - lower) }

    /// A tick label with just enough decimals for the step.
    func label(for value: Double) -> String {
        let largest = max(abs(lower), abs(upper))
        if largest >= 1e6 || step < 1e-4 { return String(format: "%.3g", value) }
        let decimals = max(0, Int(-floor(log10(step) + 1e-9)))
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }
}
