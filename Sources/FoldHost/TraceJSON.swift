import FoldCore
import Foundation

/// Turns trace values (`[String: Any]` from an app's `drainTrace`) into `OrderedJSON`, FoldKit's
/// one JSON writer: object keys sorted, so the same run gives the same bytes. Anything that is
/// not a JSON value is refused with its key path.
enum TraceJSON {
    struct Failure: Error, CustomStringConvertible {
        var path: String, type: String
        var description: String {
            "trace value at \(path) is a \(type), not a JSON value (numbers, strings, booleans, nil, arrays, [String: Any])"
        }
    }

    static func value(_ value: Any?, path: String) throws -> OrderedJSON {
        switch value {
        case nil, is NSNull: return .null
        case let b as Bool: return .bool(b)
        case let i as Int: return .integer(i)
        case let d as Double: return .number(d)
        case let f as Float: return .number(Double(f))
        case let g as CGFloat: return .number(Double(g))
        case let s as String: return .string(s)
        case let p as [Any?]:
            return .array(try p.enumerated().map { try Self.value($0.element, path: "\(path)[\($0.offset)]") })
        case let o as [String: Any?]:
            return try object(o.sorted { $0.key < $1.key }, path: path)
        default:
            // An Optional wrapped in Any: unwrap it once.
            let mirror = Mirror(reflecting: value!)
            guard mirror.displayStyle == .optional else { throw Failure(path: path, type: "\(type(of: value!))") }
            return try Self.value(mirror.children.first?.value, path: path)
        }
    }

    /// An object with its members in the given order.
    static func object(_ members: [(key: String, value: Any?)], path: String) throws -> OrderedJSON {
        .object(try members.map { ($0.key, try value($0.value, path: path.isEmpty ? $0.key : "\(path).\($0.key)")) })
    }

}
