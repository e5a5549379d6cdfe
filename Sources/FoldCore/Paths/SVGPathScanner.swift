import Foundation

/// Reads the tokens of SVG path data (command letters, numbers, separators) byte by byte.
/// Offsets are byte offsets, which equal character offsets up to the first non-ASCII
/// character, and that character is always where an error is reported.
struct SVGPathScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var atEnd: Bool { offset >= bytes.count }

    /// The byte at the current offset, nil at the end.
    var peek: UInt8? { atEnd ? nil : bytes[offset] }

    mutating func advance() { offset += 1 }

    /// The whole character at the current offset, for error messages (decodes multi-byte UTF-8).
    var currentCharacter: String {
        guard !atEnd else { return "end of data" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// Skips SVG whitespace: space, tab, line feed, form feed and carriage return.
    mutating func skipWhitespace() {
        while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D {
            offset += 1
        }
    }

    /// Skips `wsp* ,? wsp*`, the separator allowed between numbers; returns whether it had a comma.
    mutating func skipSeparator() -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return false }
        offset += 1
        skipWhitespace()
        return true
    }

    /// Whether a number could start here: a digit, a sign or a decimal point.
    var atNumberStart: Bool {
        guard let b = peek else { return false }
        return Self.isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
            || b == UInt8(ascii: ".")
    }

    /// Reads one number (`-1`, `.5`, `1.`, `2e-3`), stopping where it must end, so `.5.5` is two
    /// numbers and `-1-2` is two. Returns nil, consuming nothing, when no number starts here.
    mutating func number() throws -> Double? {
        let start = offset
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
        var digits = 0
        while let b = peek, Self.isDigit(b) {
            offset += 1
            digits += 1
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            while let b = peek, Self.isDigit(b) {
                offset += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            offset = start
            return nil
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            let exponent = offset
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard let b = peek, Self.isDigit(b) else {
                throw PathSyntaxError(
                    offset: offset,
                    message: "at offset \(offset): expected digits in the exponent after "
                        + "'\(text(exponent..<exponent + 1))' of '\(text(start..<offset))'")
            }
            while let b = peek, Self.isDigit(b) { offset += 1 }
        }
        let literal = text(start..<offset)
        guard let value = Double(literal) else {
            throw PathSyntaxError(offset: start, message: "at offset \(start): '\(literal)' is not a number")
        }
        guard value.isFinite else {
            throw PathSyntaxError(offset: start, message: "at offset \(start): number '\(literal)' is out of range")
        }
        return value
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
