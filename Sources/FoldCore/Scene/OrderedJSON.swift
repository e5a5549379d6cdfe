import Foundation

/// FoldKit's one JSON writer: values with their object keys in a chosen order, printed the same
/// way every time (numbers in Swift's shortest round-trip form, integral ones without a
/// fraction, non-finite ones as null), so the same input always gives the same bytes. Scene
/// files are `pretty`, foldkit's answers and the recording traces `minified`.
package indirect enum OrderedJSON: Sendable {
    case null
    case number(Double)
    /// A whole number printed exactly, whatever its size.
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    package static func numbers(_ values: [Double]) -> OrderedJSON { .array(values.map { .number($0) }) }

    /// One line without spaces: `{"a":[1,2]}`.
    package var minified: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the minified text to `out` (a trace writes many lines into one buffer).
    package func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .number(let d): out += JSONText.number(d)
        case .integer(let i): out += String(i)
        case .string(let s): out += JSONText.string(s)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let a):
            out += "["
            for (i, e) in a.enumerated() {
                if i > 0 { out += "," }
                e.write(to: &out)
            }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, (key, value)) in o.enumerated() {
                if i > 0 { out += "," }
                out += JSONText.string(key)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// One line, with ", " and ": " between members (a scene file's short arrays).
    var compact: String {
        switch self {
        case .null: return "null"
        case .number(let d): return JSONText.number(d)
        case .integer(let i): return String(i)
        case .string(let s): return JSONText.string(s)
        case .bool(let b): return b ? "true" : "false"
        case .array(let a): return "[" + a.map(\.compact).joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.map { JSONText.string($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
        }
    }

    private var holdsObjects: Bool {
        switch self {
        case .object(let o): return !o.isEmpty
        case .array(let a): return a.contains { $0.holdsObjects }
        default: return false
        }
    }

    private var holdsArrays: Bool {
        if case .array(let a) = self { return a.contains { if case .array = $0 { return true } else { return false } } }
        return false
    }

    /// Indented text: objects one key per line; arrays of plain values on one line; arrays of
    /// arrays on one line while short, else one element per line.
    func pretty(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let o) where !o.isEmpty:
            let lines = o.map { inner + JSONText.string($0.0) + ": " + $0.1.pretty(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let a) where holdsObjects || (holdsArrays && compact.count > 100):
            return "[\n" + a.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        default:
            return compact
        }
    }
}
