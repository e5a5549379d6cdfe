#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// How items fly: the seed's flight by default (0.8 s, ease-in, a 20 × 20 item, the control point
/// 400 pt above the middle, the keyframe animation's linear mode), and the options fly-to-cart
/// libraries are asked for.
///
/// ```swift
/// var configuration = FlyToCartConfiguration()
/// configuration.arcHeight = 200
/// configuration.endScale = 0.4            // shrink into the cart
/// configuration.rotatesAlongPath = true   // rotationMode auto
/// configuration.keepsArcOnScreen = true
/// let animator = try FlyToCartAnimator(containerView: root, configuration: configuration)
/// ```
public struct FlyToCartConfiguration: Sendable, Equatable {
    /// Seconds from the start to the landing (the seed: 0.8).
    public var duration = 0.8
    /// Applied to the whole flight (the seed: ease-in, 0.42, 0, 1, 1). In the linear calculation
    /// mode it eases the curve's parameter, as Core Animation does on a path.
    public var timingFunction = CAMediaTimingFunction(name: .easeIn)
    /// `.linear` (the seed: time drives the curve's parameter) or `.paced` (time drives the
    /// distance along the curve: constant speed with a linear timing function).
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// The flying layer's size in points (the seed: 20 × 20).
    public var itemSize = CGSize(width: 20, height: 20)
    /// How far above the middle of the two ends the control point sits (the seed: 400).
    public var arcHeight = FlyToCartPath.defaultArcHeight
    /// Moves the control point so the whole curve, apex included, stays inside the container's
    /// visible bounds (the part of it inside the window).
    public var keepsArcOnScreen = false
    /// The item's scale when it lands (1: no change); it shrinks linearly in time towards it.
    public var endScale = 1.0
    /// The item's opacity when it lands (1: no fade).
    public var endOpacity = 1.0
    /// Turns the item to the path's tangent (the keyframe animation's `rotationMode = .auto`).
    public var rotatesAlongPath = false
    /// Seconds between the launches of the items of one `fly(…count:)` call.
    public var staggerInterval = 0.06
    /// At most this many items fly at once; the others wait for a landing and leave then.
    public var maximumConcurrentFlights = Int.max
    /// Reduced motion: no flight, the item fades in and out at the cart, then the badge updates.
    /// It follows the system's Reduce Motion (`UIAccessibility.isReduceMotionEnabled`, read when
    /// a flight leaves) until you set it, as the folding cell and the flip book do.
    public var reducesMotion: Bool {
        get { reducesMotionSetting ?? UIAccessibility.isReduceMotionEnabled }
        set { reducesMotionSetting = newValue }
    }
    var reducesMotionSetting: Bool?
    /// The length of that fade.
    public var reducedMotionDuration = 0.3
    /// Whether the cart bounces when an item lands (unless motion is reduced).
    public var bouncesTarget = true

    public init() {}

    /// Throws `EffectConfigurationError` naming the first setting that cannot work.
    public func validate() throws {
        try EffectConfigurationError.requirePositive(duration, "duration")
        try EffectConfigurationError.requirePositive(itemSize.width, "itemSize.width")
        try EffectConfigurationError.requirePositive(itemSize.height, "itemSize.height")
        guard arcHeight.isFinite else {
            throw EffectConfigurationError(setting: "arcHeight", message: "must be a finite number (got \(arcHeight))")
        }
        guard calculationMode == .linear || calculationMode == .paced else {
            throw EffectConfigurationError(
                setting: "calculationMode",
                message: "must be linear or paced for a one-curve flight (got \(calculationMode.rawValue))")
        }
        let (x1, y1, x2, y2) = timingFunction.controlPoints
        let points = [x1, y1, x2, y2]
        guard points.allSatisfy(\.isFinite) else {
            throw EffectConfigurationError(setting: "timingFunction", message: "control points must be finite (got \(points))")
        }
        try EffectConfigurationError.requireNonNegative(endScale, "endScale")
        guard endOpacity.isFinite, (0...1).contains(endOpacity) else {
            throw EffectConfigurationError(setting: "endOpacity", message: "must lie in 0…1 (got \(endOpacity))")
        }
        try EffectConfigurationError.requireNonNegative(staggerInterval, "staggerInterval")
        guard maximumConcurrentFlights >= 1 else {
            throw EffectConfigurationError(
                setting: "maximumConcurrentFlights",
                message: "must be at least 1, or no item could ever fly (got \(maximumConcurrentFlights))")
        }
        try EffectConfigurationError.requirePositive(reducedMotionDuration, "reducedMotionDuration")
    }
}
