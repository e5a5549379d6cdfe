import Foundation

/// How a keyframe animation moves between its values (CAAnimationCalculationMode).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a layer moving along a path turns with it (CAAnimationRotationMode).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// To the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// To the tangent turned by 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values (CAKeyframeAnimation), at `keyTimes`, each segment
/// eased by its own timing function.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The values, each of the key path's type (as `CABasicAnimation` takes them); when one is
    /// not, the animation animates nothing.
    open var values: [Any]?
    /// One per value, 0…1, ascending; nil spaces the values evenly.
    open var keyTimes: [NSNumber]?
    /// One per segment (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path the `position` follows, in the superlayer's space; each element after the first
    /// move is a keyframe. Overrides `values`.
    open var path: CGPath?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    /// For the cubic modes, each keyframe's tension (positive: tighter), continuity (how sharp
    /// the corner) and bias (where the curve overshoots); missing values are 0, a Catmull–Rom
    /// spline. Kochanek–Bartels, as Core Animation uses them.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAKeyframeAnimation
        c.values = values
        c.path = path?.copy()
        c.keyTimes = keyTimes
        c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode
        c.rotationMode = rotationMode
        c.tensionValues = tensionValues
        c.continuityValues = continuityValues
        c.biasValues = biasValues
        return c
    }

    package override func engineAnimation() -> any LayerAnimation {
        guard let path = animatedKeyPath else { return super.engineAnimation() }
        let given = values ?? []
        let read = given.compactMap { engineValue($0, for: path) }
        guard read.count == given.count else { return super.engineAnimation() }
        var a = KeyframeAnimation(keyPath: path, values: read)
        a.path = self.path?.path
        a.keyTimes = keyTimes?.map(\.doubleValue)
        a.timingFunctions = timingFunctions?.map(\.curve)
        a.timingFunction = timingFunction?.curve
        a.calculationMode = CalculationMode(calculationMode)
        a.rotationMode = rotationMode.flatMap { RotationMode(rawValue: $0.rawValue) }
        a.tensionValues = tensionValues?.map(\.doubleValue) ?? []
        a.continuityValues = continuityValues?.map(\.doubleValue) ?? []
        a.biasValues = biasValues?.map(\.doubleValue) ?? []
        configure(&a)
        // Invalid key times or timing functions (the wrong count, not ascending) make CA skip the
        // animation; so does the engine's check.
        return a.validate() == nil ? a : super.engineAnimation()
    }
}

extension CalculationMode {
    /// The engine's mode for Core Animation's (linear for a name it does not define).
    package init(_ mode: CAAnimationCalculationMode) { self = CalculationMode(rawValue: mode.rawValue) ?? .linear }
}
