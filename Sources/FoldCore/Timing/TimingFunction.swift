import Foundation

/// CAMediaTimingFunction: a named curve or any cubic Bézier from (0, 0) to (1, 1).
package struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    public let bezier: UnitBezier
    /// The Core Animation name when this is a named curve.
    public let name: String?

    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        name = nil
    }

    private init(named: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        name = named
    }

    public static let linear = TimingFunction(named: "linear", 0, 0, 1, 1)
    public static let easeIn = TimingFunction(named: "easeIn", 0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(named: "easeOut", 0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(named: "easeInEaseOut", 0.42, 0, 0.58, 1)
    public static let `default` = TimingFunction(named: "default", 0.25, 0.1, 0.25, 1)

    public static let named: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
        "default": .default,
    ]

    /// A named curve, or control points "x1,y1,x2,y2"; throws with the accepted forms otherwise.
    public init(parsing text: String) throws {
        if let f = Self.named[text] {
            self = f
            return
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil }) else {
            var message =
                "timing function '\(text)' is neither a name (\(Self.named.keys.sorted().joined(separator: ", "))) nor four numbers x1,y1,x2,y2"
            if let near = nearest(text, in: Array(Self.named.keys)) { message += "; did you mean '\(near)'?" }
            throw TimingFunctionError(message: message)
        }
        try self.init(validating: parts.map { $0! })
    }

    /// Control points [x1, y1, x2, y2]; x1 and x2 must lie in [0, 1] so that the curve is a function.
    public init(validating p: [Double]) throws {
        guard p.count == 4 else {
            throw TimingFunctionError(message: "a timing function needs 4 control point values, got \(p.count)")
        }
        guard p.allSatisfy({ $0.isFinite }) else {
            throw TimingFunctionError(message: "timing function control points must be finite numbers")
        }
        guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
            throw TimingFunctionError(
                message: "timing function x1 and x2 must lie in [0, 1] (got \(p[0]) and \(p[2]))")
        }
        self.init(controlPoints: p[0], p[1], p[2], p[3])
    }

    public var controlPoints: [Double] { [bezier.x1, bezier.y1, bezier.x2, bezier.y2] }

    /// The same curve (and name) with its control points at `Float` precision, as Core
    /// Animation keeps them: what `CAMediaTimingFunction.getControlPoint` hands out is then
    /// exactly what animates.
    package var floatRounded: TimingFunction {
        func f(_ v: Double) -> Double { Double(Float(v)) }
        let b = UnitBezier(x1: f(bezier.x1), y1: f(bezier.y1), x2: f(bezier.x2), y2: f(bezier.y2))
        return TimingFunction(bezier: b, name: name)
    }

    private init(bezier: UnitBezier, name: String?) {
        self.bezier = bezier
        self.name = name
    }

    /// The eased progress for a time fraction, the input clamped to [0, 1].
    public func evaluate(_ x: Double) -> Double { bezier.solve(x) }

    public var description: String {
        name ?? "cubicBezier(\(bezier.x1), \(bezier.y1), \(bezier.x2), \(bezier.y2))"
    }
}

package struct TimingFunctionError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
