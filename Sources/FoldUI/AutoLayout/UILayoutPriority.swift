import Foundation

/// UILayoutPriority: how much a constraint (or a view's hugging and compression resistance)
/// matters, from 1 to 1000 (required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver's strength: required at 1000 and above; below, a weight that grows tenfold
    /// every 125 steps (250 → 100, 750 → 10⁶, 999 → about 10⁸), so a higher priority outweighs
    /// a lower one unless breaking it would cost far more distance.
    var strength: Double {
        guard rawValue < 1000 else { return Cassowary.Strength.required }
        let p = Double(max(1, rawValue))
        return pow(10, p / 125)
    }
}
