import FoldCore

/// How a property animator's values move with its time: a piece of its timeline from
/// (τ₀, u₀) to (τ₁, u₁), where τ is the fraction of the timeline elapsed and u the fraction of
/// the way the values have gone, along a curve.
///
/// A started animator runs the whole piece (0, 0) → (1, 1) on its timing curve, forwards or
/// (reversed) backwards along the same curve. Resuming after a linear scrub, or continuing with
/// new timing parameters, starts a new piece from where the values are to the end it runs to,
/// so the values never jump.
struct AnimatorSegment {
    enum Curve {
        case cubic(TimingFunction)
        /// A spring; its progress at fraction s of the piece is taken at s · `settle` seconds.
        case spring(Spring, settle: Double)

        func progress(_ s: Double) -> Double {
            switch self {
            case .cubic(let f): f.evaluate(min(1, max(0, s)))
            case .spring(let spring, let settle): s >= 1 ? 1 : spring.progress(at: max(0, s) * settle)
            }
        }
    }

    var tau0: Double
    var u0: Double
    var tau1: Double
    var u1: Double
    var curve: Curve

    static func whole(_ curve: Curve) -> AnimatorSegment { AnimatorSegment(tau0: 0, u0: 0, tau1: 1, u1: 1, curve: curve) }

    /// u at timeline position τ.
    func value(at tau: Double) -> Double {
        guard tau1 != tau0 else { return u1 }
        return u0 + (u1 - u0) * curve.progress((tau - tau0) / (tau1 - tau0))
    }

    /// Whether the piece runs to the timeline's end `target` (0 or 1).
    func reaches(_ target: Double) -> Bool { tau0 == target || tau1 == target }
}
