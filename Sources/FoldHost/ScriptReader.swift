import FoldCore

/// Reads typed values out of an input script's JSON, recording a problem (with its JSON path)
/// for every violation instead of stopping at the first, as scene files do.
struct ScriptReader {
    var problems: [SceneProblem] = []

    mutating func fail(_ path: String, _ message: String) {
        problems.append(SceneProblem(path: path, message: message))
    }

    /// Reports keys that are not in `allowed`, suggesting the nearest valid one.
    mutating func checkKeys(_ object: [String: JSONValue], allowed: [String], at path: String, context: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            var message = "unknown key '\(key)' in \(context)"
            if let near = nearest(key, in: allowed) { message += "; did you mean '\(near)'?" }
            fail(path.isEmpty ? key : "\(path).\(key)", message)
        }
    }

    mutating func object(_ v: JSONValue, _ path: String) -> [String: JSONValue]? {
        guard case .object(let o) = v else {
            fail(path, "expected an object, got \(v.typeName)")
            return nil
        }
        return o
    }

    mutating func array(_ v: JSONValue, _ path: String) -> [JSONValue]? {
        guard case .array(let a) = v else {
            fail(path, "expected an array, got \(v.typeName)")
            return nil
        }
        return a
    }

    /// A finite number in `range`.
    mutating func number(_ v: JSONValue, _ path: String, in range: ClosedRange<Double>, what: String) -> Double? {
        guard case .number(let d) = v, d.isFinite else {
            fail(path, "expected \(what), got \(v.typeName)")
            return nil
        }
        guard range.contains(d) else {
            fail(path, "\(d) is out of range; expected \(what) in \(range.lowerBound)…\(range.upperBound)")
            return nil
        }
        return d
    }

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

    mutating func string(_ v: JSONValue, _ path: String) -> String? {
        guard case .string(let s) = v else {
            fail(path, "expected a string, got \(v.typeName)")
            return nil
        }
        return s
    }

    /// `[x, y]` with both coordinates within ±`InputScript.maxCoordinate`.
    mutating func point(_ v: JSONValue, _ path: String) -> Point? {
        guard case .array(let a) = v, a.count == 2 else {
            fail(path, "expected a point [x, y], got \(describe(v))")
            return nil
        }
        let limit = InputScript.maxCoordinate
        let x = number(a[0], "\(path)[0]", in: -limit...limit, what: "a coordinate in points")
        let y = number(a[1], "\(path)[1]", in: -limit...limit, what: "a coordinate in points")
        guard let x, let y else { return nil }
        return Point(x: x, y: y)
    }

    func describe(_ v: JSONValue) -> String {
        if case .array(let a) = v { return "an array of \(a.count)" }
        return v.typeName
    }
}
