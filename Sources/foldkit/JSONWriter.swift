import Foundation

/// Ordered JSON output with full-precision numbers (Swift's shortest round-trip form).
indirect enum JSONOut {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONOut])
    case object([(String, JSONOut)])

    static func numbers(_ values: [Double]) -> JSONOut { .array(values.map { .number($0) }) }

    var text: String {
        switch self {
        case .number(let d):
            guard d.isFinite else { return "null" }
            if d == d.rounded() && abs(d) < 1e15 { return String(Int64(d)) }
            return "\(d)"
        case .string(let s): return Self.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .array(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if c.value < 0x20 { out += String(format: "\\u%04x", c.value) } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }
}
