#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// How dark the two gradient shadows are for a fold angle. The light is above the page, as the
/// seed's author describes: below 90° both halves darken as the page rises; past 90° the folding
/// half's back faces the light (its shadow 0) and the half underneath keeps darkening.
///
/// The shadows follow the angle shown, so while a spring runs they follow the spring (the seed
/// zeroed them on release). `intensity` scales both; `.none` switches shading off.
///
/// ```swift
/// let shading = PageFoldShading.linear(intensity: 1)          // the seed's
/// shading.opacities(foldAngle: .pi / 4)                     // (folding: 0.25, fixed: 0.25)
/// ```
public enum PageFoldShading: Sendable, Equatable {
    /// No shadows.
    case none
    /// The seed's: both opacities are angle/π (the finger's progress); the folding half's is 0
    /// past 90°.
    case linear(intensity: Double)
    /// A light model: the folding half's front darkens as it turns from the light,
    /// 1 − cos(angle); the half underneath by the light the folding half takes from it,
    /// sin²(angle/2) (0 flat, 1 covered).
    case lambert(intensity: Double)

    /// The seed's shading.
    public static let seed = PageFoldShading.linear(intensity: 1)

    /// The shadows' opacities (0…1) on the folding half's front and on the fixed half.
    public func opacities(foldAngle angle: Double) -> (folding: Double, fixed: Double) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        // Past π the page has come down on the other half (a committed fold bouncing): as at π.
        let a = min(angle, .pi)
        let facesAway = a >= .pi / 2
        switch self {
        case .none:
            return (0, 0)
        case .linear(let k):
            let progress = a / .pi
            return (facesAway ? 0 : unit(k * progress), unit(k * progress))
        case .lambert(let k):
            let front = 1 - cos(a)
            let covered = pow(sin(a / 2), 2)
            return (facesAway ? 0 : unit(k * front), unit(k * covered))
        }
    }

    func validate() throws {
        switch self {
        case .none: return
        case .linear(let k), .lambert(let k):
            guard k.isFinite, k >= 0, k <= 1 else {
                throw EffectConfigurationError(
                    setting: "shading.intensity",
                    message: "must be a number from 0 to 1 (got \(k)); use .none to switch shading off")
            }
        }
    }
}
