import Foundation

/// The names of Core Animation's predefined timing curves (CAMediaTimingFunctionName).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve (CAMediaTimingFunction): a cubic Bézier from (0, 0) to (1, 1) through two
/// control points, which maps an animation's time fraction to its progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    package let curve: TimingFunction

    /// The curve at `Float` precision: Core Animation's control points are floats.
    package init(curve: TimingFunction) {
        self.curve = curve.floatRounded
        super.init()
    }

    /// One of the predefined curves. A name Core Animation does not define gives the linear
    /// curve (Core Animation gives nil, which Swift's non-failable initializer cannot say).
    public convenience init(name: CAMediaTimingFunctionName) {
        self.init(curve: TimingFunction.named[name.rawValue] ?? .linear)
    }

    /// The curve through (c1x, c1y) and (c2x, c2y). An x outside 0…1 (which would make the curve
    /// no function of time) is clamped to it.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func x(_ v: Float) -> Double { v.isNaN ? 0 : Double(min(1, max(0, v))) }
        func y(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        self.init(curve: TimingFunction(controlPoints: x(c1x), y(c1y), x(c2x), y(c2y)))
    }

    /// Point 0 is (0, 0), 1 and 2 the control points, 3 is (1, 1); `ptr` receives x then y.
    /// An index outside 0…3 leaves `ptr` alone.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p = curve.controlPoints
        let points: [(Double, Double)] = [(0, 0), (p[0], p[1]), (p[2], p[3]), (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve.controlPoints == curve.controlPoints
    }

    open override var hash: Int { curve.controlPoints.hashValue }

    open override var description: String { "<CAMediaTimingFunction \(curve)>" }
}
