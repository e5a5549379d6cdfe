import FoldCore

extension UIView {
    /// UIView.AnimationCurve (UIKit's raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends; the default curve.
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// The Core Animation timing function UIKit uses for the curve.
        var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
