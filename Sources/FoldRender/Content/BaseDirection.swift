/// The base direction of a paragraph by Unicode's rule (UAX #9, P2–P3): that of its first
/// strongly directional character. Right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko,
/// Samaritan, Mandaic and their presentation forms, and the right-to-left scripts beyond the
/// basic plane; left to right: any other letter. Pango lays each paragraph out in this
/// direction; the aligner needs it to keep "left" on the left.
enum BaseDirection {
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFE).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
            {
                // Arabic-Indic digits and marks in these blocks are weak, not strong.
                if (0x0660...0x0669).contains(v) || (0x06F0...0x06F9).contains(v)
                    || scalar.properties.generalCategory == .nonspacingMark
                {
                    continue
                }
                return true
            }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }
}
