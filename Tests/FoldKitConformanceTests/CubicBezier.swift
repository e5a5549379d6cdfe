/// y of CA's cubic Bézier timing curve (x1, y1, x2, y2) at x, by bisection on x(t): the curves'
/// definition, independent of FoldKit's `TimingFunction`.
func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    func c(_ a: Double, _ b: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if c(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return c(y1, y2, (lo + hi) / 2)
}
