/// Text from a user's file or command line, fit to stand in a one-line message: control
/// characters (ESC, BEL, newlines, C1 codes) written as `\u{1B}` escapes, so a message cannot drive
/// the terminal or forge extra lines, and a long value cut (a 100 000-character key name is
/// named by its start and its length, not echoed whole).
package enum QuotedText {
    /// `"value"`, escaped, at most `limit` characters of it.
    package static func quoted(_ value: String, limit: Int = 60) -> String {
        guard value.count > limit else { return "\"" + value.escapingControlCharacters + "\"" }
        return "\"" + String(value.prefix(limit)).escapingControlCharacters + "…\" (\(value.count) characters)"
    }
}

extension String {
    /// Control characters written as `\u{1B}` escapes (see `QuotedText`).
    package var escapingControlCharacters: String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
