import FoldCore
import Foundation

/// Writes trace values as compact JSON, the same bytes every run: object keys sorted, numbers in
/// Swift's shortest round-trip form (integral values without a fraction), non-finite numbers as
/// null. Anything that is not a JSON value is refused with its key path.
enum TraceJSON {
    struct Failure: Error, CustomStringConvertible {
        var path: String, type: String
        var description: String {
            "trace value at \(path) is a \(type), not a JSON value (numbers, strings, booleans, nil, arrays, [String: Any])"
        }
    }

    static func append(_ value: Any?, to out: inout String, path: String) throws {
        switch value {
        case nil, is NSNull: out += "null"
        case let b as Bool: out += b ? "true" : "false"
        case let i as Int: out += String(i)
        case let d as Double: out += JSONText.number(d)
        case let f as Float: out += JSONText.number(Double(f))
        case let s as String: out += JSONText.string(s)
        case let p as [Any?]:
            out += "["
            for (i, e) in p.enumerated() {
                if i > 0 { out += "," }
                try append(e, to: &out, path: "\(path)[\(i)]")
            }
            out += "]"
        case let o as [String: Any?]:
            try object(o.sorted { $0.key < $1.key }, to: &out, path: path)
        default:
            // An Optional wrapped in Any: unwrap it once.
            let mirror = Mirror(reflecting: value!)
            if mirror.displayStyle == .optional {
                try append(mirror.children.first?.value, to: &out, path: path)
            } else {
                throw Failure(path: path, type: "\(type(of: value!))")
            }
        }
    }

    /// An object with its members in the given order.
    static func object(_ members: [(key: String, value: Any?)], to out: inout String, path: String) throws {
        out += "{"
        for (i, (key, value)) in members.enumerated() {
            if i > 0 { out += "," }
            out += JSONText.string(key)
            out += ":"
            try append(value, to: &out, path: path.isEmpty ? key : "\(path).\(key)")
        }
        out += "}"
    }
}
