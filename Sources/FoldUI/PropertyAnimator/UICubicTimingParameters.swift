import FoldCore
import Foundation

/// UICubicTimingParameters: a cubic Bézier timing curve from (0, 0) to (1, 1), one of UIKit's
/// named curves or given by its two control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The named curve; `.easeInOut` for a curve given by control points (UIKit leaves it
    /// undefined there).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point; zero for a named curve, as UIKit answers.
    public let controlPoint1: CGPoint
    /// The second control point; zero for a named curve, as UIKit answers.
    public let controlPoint2: CGPoint
    /// The curve used.
    let timingFunction: TimingFunction
    private let isBuiltin: Bool

    /// The system's default curve: Core Animation's default timing function.
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = .zero
        controlPoint2 = .zero
        timingFunction = .default
        isBuiltin = true
        super.init()
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        timingFunction = curve.timingFunction
        isBuiltin = true
        super.init()
    }

    /// A curve through (0, 0), `point1`, `point2`, (1, 1); coordinates outside 0…1 (UIKit's
    /// documented range) are held inside it.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func unit(_ v: CGFloat) -> Double { v.isFinite ? min(1, max(0, Double(v))) : 0 }
        controlPoint1 = point1
        controlPoint2 = point2
        animationCurve = .easeInOut
        timingFunction = TimingFunction(controlPoints: unit(point1.x), unit(point1.y), unit(point2.x), unit(point2.y))
        isBuiltin = false
        super.init()
    }

    public required convenience init?(coder: NSCoder) {
        if coder.decodeBool(forKey: "builtin") {
            guard let curve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) else { return nil }
            self.init(animationCurve: curve)
        } else {
            self.init(
                controlPoint1: CGPoint(x: coder.decodeDouble(forKey: "x1"), y: coder.decodeDouble(forKey: "y1")),
                controlPoint2: CGPoint(x: coder.decodeDouble(forKey: "x2"), y: coder.decodeDouble(forKey: "y2")))
        }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(isBuiltin, forKey: "builtin")
        coder.encode(animationCurve.rawValue, forKey: "curve")
        coder.encode(Double(controlPoint1.x), forKey: "x1")
        coder.encode(Double(controlPoint1.y), forKey: "y1")
        coder.encode(Double(controlPoint2.x), forKey: "x2")
        coder.encode(Double(controlPoint2.y), forKey: "y2")
    }

    /// Immutable: the copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}
