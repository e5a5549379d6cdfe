import FoldCore
import Foundation

/// Input scripts are read like scene files: the scene reader's typed accessors, each recording a
/// problem with its JSON path instead of stopping at the first, and these for a script's values.
extension SceneReader {
    /// A number > 0 and ≤ `maximum`.
    mutating func positive(_ v: JSONValue, _ path: String, maximum: Double, what: String) -> Double? {
        guard case .number(let d) = v, d.isFinite else {
            fail(path, "expected \(what), got \(v.typeName)")
            return nil
        }
        guard d > 0, d <= maximum else {
            let limit = maximum < .greatestFiniteMagnitude ? " and at most \(maximum)" : ""
            fail(path, "expected \(what) greater than 0\(limit), got \(d)")
            return nil
        }
        return d
    }

    /// `[x, y]` in window points, both coordinates within ±`InputScript.maxCoordinate`.
    mutating func windowPoint(_ v: JSONValue, _ path: String) -> CGPoint? {
        guard case .array(let a) = v, a.count == 2 else {
            fail(path, "expected a point [x, y], got \(describe(v))")
            return nil
        }
        let limit = InputScript.maxCoordinate
        let x = number(a[0], "\(path)[0]", -limit...limit, what: "a coordinate in points")
        let y = number(a[1], "\(path)[1]", -limit...limit, what: "a coordinate in points")
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }
}
