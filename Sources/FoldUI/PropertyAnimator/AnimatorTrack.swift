import FoldCore

/// One property of one view that a property animator moves: from the value shown when its
/// block ran to the model value the block set, from its start on the animator's timeline.
struct AnimatorTrack {
    weak var view: UIView?
    let layer: CALayer
    let key: AnimatableKeyPath
    /// The animation key the animator shows it under.
    let name: String
    /// The model value before the animator's blocks changed it (`.start`).
    let startModel: AnimationValue
    var from: AnimationValue
    var to: AnimationValue
    /// Where on the timeline it starts (a block added late, or with a delay factor), and the
    /// animator's u there: after it, the track goes (u − uₛ)/(1 − uₛ) of its way.
    var startTau: Double
    var startProgress: Double

    /// The value shown at timeline position `tau` with the animator's values at `progress`.
    func value(tau: Double, progress: Double) -> AnimationValue {
        guard tau > startTau else { return from }
        let span = 1 - startProgress
        let w = abs(span) < 1e-12 ? 1 : (progress - startProgress) / span
        return from.interpolated(to: to, fraction: w)
    }
}
