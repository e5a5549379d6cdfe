import FoldCore
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
        case .number(let d): return JSONText.number(d)
        case .string(let s): return JSONText.string(s)
        case .bool(let b): return b ? "true" : "false"
        case .array(let a): return "[" + a.map(\.text).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { JSONText.string($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }
}
