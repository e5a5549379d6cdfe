#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The light model of the folds (Ramotion has none): a piece turned by θ about its hinge faces
/// a light at `lightAngle` (0: from the viewer) by cos(θ − lightAngle) (Lambert), and is darkened
/// by `maximumDarkness` × (1 − that), never below 0. Off (nil) by default.
///
/// ```swift
/// cell.shading = FoldShading(maximumDarkness: 0.5)
/// ```
public struct FoldShading: Equatable, Sendable {
    /// The black overlay's opacity when the piece is edge-on to the light (0…1).
    public var maximumDarkness: Double
    /// The light's direction as a rotation about the hinge axis from the viewer, in radians.
    public var lightAngle: Double

    public init(maximumDarkness: Double = 0.45, lightAngle: Double = 0) {
        self.maximumDarkness = maximumDarkness
        self.lightAngle = lightAngle
    }

    /// The overlay's opacity at a fold angle.
    public func darkness(atAngle angle: Double) -> Double {
        let facing = max(0, cos(angle - lightAngle))
        return min(1, max(0, maximumDarkness * (1 - facing)))
    }

    func validate() throws {
        guard maximumDarkness.isFinite, (0...1).contains(maximumDarkness) else {
            throw EffectConfigurationError(
                setting: "shading.maximumDarkness", message: "must be between 0 and 1 (got \(maximumDarkness))")
        }
        guard lightAngle.isFinite else {
            throw EffectConfigurationError(
                setting: "shading.lightAngle", message: "must be a finite angle in radians (got \(lightAngle))")
        }
    }
}
