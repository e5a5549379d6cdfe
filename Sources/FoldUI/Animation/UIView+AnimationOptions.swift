import FoldCore

extension UIView {
    /// UIView.AnimationOptions (UIKit's raw values): the curve is a two-bit field at bit 16.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Animating views still receive touches (by default they are skipped by hit-testing while
        /// the animation is in flight, as in UIKit).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Every property replaces the animation in flight, starting from the value shown, instead
        /// of adding to it (geometry is additive by default, as in iOS 8+; see `UIView.animate`).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards (with `.repeat`, each repeat).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

        /// The default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The Core Animation timing function of the curve field (UIKit's mapping: ease-in-out is
        /// kCAMediaTimingFunctionEaseInEaseOut, not CA's default curve).
        package var timingFunction: TimingFunction {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInEaseOut
            }
        }
    }
}
