import Foundation

/// A parsed JSON document that keeps booleans and numbers apart (a scene's `true` is never 1).
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text (RFC 8259); the error names the line and column where it breaks.
    package static func parse(_ data: Data) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(data))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// A short name of the JSON type, for messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A strict recursive-descent JSON reader over UTF-8 bytes.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    /// Deeper nesting than this is refused rather than risking the stack.
    static let maxDepth = 512

    func error(_ message: String) -> SceneProblem {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return SceneProblem(path: "", message: "not valid JSON at line \(line), column \(column): \(message)")
    }

    mutating func skipSpace() {
        while index < bytes.count, [32, 9, 10, 13].contains(bytes[index]) { index += 1 }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let w = Array(word.utf8)
        guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected character")
        }
        index += w.count
        return value
    }

    mutating func value(depth: Int) throws -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var object: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipSpace()
                object[key] = try value(depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of the file in an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
                throw error("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            index += 1
            var array: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(array)
            }
            while true {
                skipSpace()
                array.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of the file in an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(array) }
                throw error("expected ',' or ']' in an array")
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    mutating func number() throws -> JSONValue {
        let start = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            return index - s
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("unexpected character") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("a number starts with 0; write it without leading zeros")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let d = Double(text), d.isFinite else {
            index = start
            throw error("the number \(text) is too large")
        }
        return .number(d)
    }

    mutating func string() throws -> String {
        index += 1  // opening quote
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else { throw error("a string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    let scalar = try unicodeEscape()
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            default:
                guard b >= 0x20 else { throw error("a control character inside a string") }
                out.append(b)
            }
        }
        throw error("a string is not closed")
    }

    /// The scalar of a `\uXXXX` escape (the `\u` already read), joining a UTF-16 surrogate pair.
    /// A surrogate without its partner is an error (RFC 8259 §8.2 leaves it undefined; it has no
    /// UTF-8 form), reported at the escape.
    mutating func unicodeEscape() throws -> Unicode.Scalar {
        let escapeStart = index - 2
        let code = try hex4()
        func hex(_ v: UInt32) -> String {
            let digits = String(v, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        if (0xDC00...0xDFFF).contains(code) {
            index = escapeStart
            throw error("\\u\(hex(code)) is a low surrogate without a high surrogate (\\uD800–\\uDBFF) before it")
        }
        guard (0xD800...0xDBFF).contains(code) else {
            // Every other code below 0x10000 is a scalar.
            return Unicode.Scalar(code)!
        }
        let lowStart = index
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            index = escapeStart
            throw error("\\u\(hex(code)) is a high surrogate; follow it with a low surrogate \\uDC00–\\uDFFF")
        }
        index += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else {
            index = lowStart
            throw error("\\u\(hex(code)) is a high surrogate followed by \\u\(hex(low)); it needs a low surrogate \\uDC00–\\uDFFF")
        }
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
    }

    mutating func hex4() throws -> UInt32 {
        // Digit by digit: UInt32(_:radix:) would also take a sign ("\\u+123").
        guard bytes.count - index >= 4 else { throw error("expected 4 hex digits after \\u") }
        var v: UInt32 = 0
        for b in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(b)).hexDigitValue else {
                throw error("expected 4 hex digits after \\u")
            }
            v = v << 4 | UInt32(digit)
        }
        index += 4
        return v
    }
}
