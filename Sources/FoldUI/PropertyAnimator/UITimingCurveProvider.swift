import FoldCore
import Foundation

/// UITimingCurveType: which parameters of a timing curve provider an animator uses.
public enum UITimingCurveType: Int, Sendable {
    /// A `UIView.AnimationCurve`, from `cubicTimingParameters`.
    case builtin = 0
    /// A cubic Bézier, from `cubicTimingParameters`.
    case cubic = 1
    /// A spring, from `springTimingParameters`.
    case spring = 2
    /// A cubic curve modified by a spring; FoldKit's animator times it by the cubic curve.
    case composed = 3
}

/// UITimingCurveProvider: the timing of a property animator.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
