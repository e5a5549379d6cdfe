import Foundation

/// JSON with its object keys in a chosen order, printed the same way every time: what
/// `SceneWriter` builds, so the same scene always gives the same bytes.
indirect enum OrderedJSON: Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func numbers(_ values: [Double]) -> OrderedJSON { .array(values.map { .number($0) }) }

    /// One line, no spaces after separators except ", " between array elements.
    var compact: String {
        switch self {
        case .number(let d): return JSONText.number(d)
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
