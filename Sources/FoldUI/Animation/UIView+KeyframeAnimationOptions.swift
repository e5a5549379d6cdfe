import FoldCore

extension UIView {
    /// UIView.KeyframeAnimationOptions (UIKit's raw values): the calculation mode is a three-bit
    /// field at bit 10. The curve field of `UIView.AnimationOptions` (bit 16), passed through the
    /// raw value as iOS code does, times the whole animation; without it the whole animation
    /// eases in and out, as the default curve does.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Animating views still receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Every property replaces the animation in flight (keyframe animations always start
        /// from the value shown, so this changes nothing here but is accepted).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards (with `.repeat`, each repeat).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)

        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value holds until the next (no interpolation).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole animation; the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A Catmull-Rom spline through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at even speed; the keyframes' times are ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode of the mode field.
        var calculationMode: CalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The options `UIView.AnimationOptions` shares with these bits, curve field included.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & (0b11110 | (3 << 16)))
        }
    }
}
