import Foundation

/// Reads typed values out of scene JSON, recording a problem (with its JSON path) for every
/// violation instead of stopping at the first, so a user sees all of them at once.
package struct SceneReader {
    package var problems: [SceneProblem] = []

    package init() {}
    /// Layers read so far, for `SceneLimits.maxLayers`.
    var layerCount = 0

    /// Problems kept: a file with millions of mistakes is reported by its first ones, not by a
    /// message of many megabytes.
    package static let maxProblems = 1000

    package mutating func fail(_ path: String, _ message: String) {
        if problems.count < Self.maxProblems {
            problems.append(SceneProblem(path: path, message: message))
        } else if problems.count == Self.maxProblems {
            problems.append(SceneProblem(path: "", message: "more than \(Self.maxProblems) problems; the rest are not listed"))
        }
    }

    /// Reports keys that are not in `allowed`, suggesting the nearest valid one.
    package mutating func checkKeys(_ object: [String: JSONValue], allowed: [String], at path: String, context: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let shown = key.count > 60 ? String(key.prefix(60)) + "…' (\(key.count) characters)" : key + "'"
            var message = "unknown key '\(shown) in \(context)"
            if key.count <= 60, let near = nearest(key, in: allowed) { message += "; did you mean '\(near)'?" }
            fail(join(path, String(key.prefix(60))), message)
        }
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    package mutating func object(_ v: JSONValue, _ path: String) -> [String: JSONValue]? {
        guard case .object(let o) = v else {
            fail(path, "expected an object, got \(v.typeName)")
            return nil
        }
        return o
    }

    package mutating func array(_ v: JSONValue, _ path: String) -> [JSONValue]? {
        guard case .array(let a) = v else {
            fail(path, "expected an array, got \(v.typeName)")
            return nil
        }
        return a
    }

    package mutating func number(_ v: JSONValue, _ path: String, _ range: ClosedRange<Double>? = nil, what: String = "a number")
        -> Double?
    {
        guard case .number(let d) = v, d.isFinite else {
            fail(path, "expected \(what), got \(v.typeName)")
            return nil
        }
        if let range, !range.contains(d) {
            fail(path, "\(d) is out of range; expected \(what) in \(range.lowerBound)…\(range.upperBound)")
            return nil
        }
        return d
    }

    mutating func positive(_ v: JSONValue, _ path: String) -> Double? {
        guard let d = number(v, path, what: "a positive number") else { return nil }
        guard d > 0 else {
            fail(path, "expected a positive number, got \(d)")
            return nil
        }
        return d
    }

    mutating func nonNegative(_ v: JSONValue, _ path: String) -> Double? {
        guard let d = number(v, path, what: "a number ≥ 0") else { return nil }
        guard d >= 0 else {
            fail(path, "expected a number ≥ 0, got \(d)")
            return nil
        }
        return d
    }

    mutating func bool(_ v: JSONValue, _ path: String) -> Bool? {
        guard case .bool(let b) = v else {
            fail(path, "expected true or false, got \(v.typeName)")
            return nil
        }
        return b
    }

    /// Edges by name ("left", "right", "bottom", "top"), each at most once.
    mutating func edgeMask(_ v: JSONValue, _ path: String) -> CAEdgeAntialiasingMask? {
        guard let items = array(v, path) else { return nil }
        var mask: CAEdgeAntialiasingMask = []
        let names = CAEdgeAntialiasingMask.named.map(\.name)
        for (i, item) in items.enumerated() {
            guard let name = string(item, "\(path)[\(i)]") else { return nil }
            guard let edge = CAEdgeAntialiasingMask.named.first(where: { $0.name == name })?.edge else {
                var message = "'\(name)' is not one of \(names.joined(separator: ", "))"
                if let near = nearest(name, in: names) { message += "; did you mean '\(near)'?" }
                fail("\(path)[\(i)]", message)
                return nil
            }
            if mask.contains(edge) {
                fail("\(path)[\(i)]", "'\(name)' is listed twice; list each edge once")
                return nil
            }
            mask.insert(edge)
        }
        return mask
    }

    package mutating func string(_ v: JSONValue, _ path: String) -> String? {
        guard case .string(let s) = v else {
            fail(path, "expected a string, got \(v.typeName)")
            return nil
        }
        return s
    }

    /// One of a fixed set of names.
    mutating func choice<E: RawRepresentable & CaseIterable & Equatable>(_ v: JSONValue, _ path: String, _: E.Type) -> E?
    where E.RawValue == String {
        choice(v, path, among: Array(E.allCases))
    }

    /// One of `choices`, by raw value (for Core Animation's string-backed structs, whose
    /// `init(rawValue:)` takes any string).
    mutating func choice<E: RawRepresentable & Equatable>(_ v: JSONValue, _ path: String, among choices: [E]) -> E?
    where E.RawValue == String {
        guard let s = string(v, path) else { return nil }
        if let e = choices.first(where: { $0.rawValue == s }) { return e }
        let names = choices.map(\.rawValue)
        var message = "'\(s)' is not one of \(names.joined(separator: ", "))"
        if let near = nearest(s, in: names) { message += "; did you mean '\(near)'?" }
        fail(path, message)
        return nil
    }

    /// An array of exactly `count` finite numbers.
    mutating func numbers(_ v: JSONValue, _ path: String, count: Int, what: String) -> [Double]? {
        guard case .array(let a) = v, a.count == count else {
            fail(path, "expected \(what) (\(count) numbers), got \(describe(v))")
            return nil
        }
        var out: [Double] = []
        for (i, e) in a.enumerated() {
            guard let d = number(e, "\(path)[\(i)]") else { return nil }
            out.append(d)
        }
        return out
    }

    /// Any number of finite numbers.
    mutating func numberList(_ v: JSONValue, _ path: String) -> [Double]? {
        guard let a = array(v, path) else { return nil }
        let out = a.enumerated().compactMap { number($0.element, "\(path)[\($0.offset)]") }
        return out.count == a.count ? out : nil
    }

    package func describe(_ v: JSONValue) -> String {
        if case .array(let a) = v { return "an array of \(a.count)" }
        return v.typeName
    }

    mutating func point(_ v: JSONValue, _ path: String) -> CGPoint? {
        numbers(v, path, count: 2, what: "[x, y]").map { CGPoint(x: $0[0], y: $0[1]) }
    }

    mutating func size(_ v: JSONValue, _ path: String) -> CGSize? {
        numbers(v, path, count: 2, what: "[width, height]").map { CGSize(width: $0[0], height: $0[1]) }
    }

    mutating func rect(_ v: JSONValue, _ path: String) -> CGRect? {
        numbers(v, path, count: 4, what: "[x, y, width, height]").map {
            CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
        }
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"` or `[r, g, b, a]` in 0…1.
    mutating func color(_ v: JSONValue, _ path: String) -> CGColor? {
        switch v {
        case .string(let s):
            if let c = CGColor(hex: s) { return c }
            fail(path, "'\(s)' is not a colour; use \"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a] with components in 0…1")
            return nil
        case .array(let a) where a.count == 4:
            var c: [Double] = []
            for (i, e) in a.enumerated() {
                guard let d = number(e, "\(path)[\(i)]", 0...1, what: "a colour component") else { return nil }
                c.append(d)
            }
            return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        default:
            fail(path, "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a]), got \(describe(v))")
            return nil
        }
    }

    mutating func colors(_ v: JSONValue, _ path: String) -> [CGColor]? {
        guard let a = array(v, path) else { return nil }
        let out = a.enumerated().compactMap { color($0.element, "\(path)[\($0.offset)]") }
        return out.count == a.count ? out : nil
    }

    /// 16 numbers (m11…m44) or a string of CSS transform functions.
    mutating func transform(_ v: JSONValue, _ path: String) -> CATransform3D? {
        switch v {
        case .string(let s):
            do {
                return try CATransform3D(css: s)
            } catch {
                fail(path, "\(error)")
                return nil
            }
        case .array:
            guard let n = numbers(v, path, count: 16, what: "a transform: 16 numbers m11…m44 or CSS functions")
            else { return nil }
            return CATransform3D(n)
        default:
            fail(path, "expected a transform (16 numbers or a string such as \"rotateX(45deg)\"), got \(v.typeName)")
            return nil
        }
    }

    /// A named timing function or [x1, y1, x2, y2].
    mutating func timingFunction(_ v: JSONValue, _ path: String) -> TimingFunction? {
        do {
            switch v {
            case .string(let s):
                guard let f = TimingFunction.named[s] else { return try TimingFunction(parsing: s) }
                return f
            case .array:
                guard let n = numbers(v, path, count: 4, what: "control points [x1, y1, x2, y2]") else { return nil }
                return try TimingFunction(validating: n)
            default:
                fail(path, "expected a timing function name or [x1, y1, x2, y2], got \(v.typeName)")
                return nil
            }
        } catch {
            fail(path, "\(error)")
            return nil
        }
    }
}
