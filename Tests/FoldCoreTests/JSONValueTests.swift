import Foundation
import Testing

@testable import FoldCore

/// The JSON reader's edges that fuzzing found: surrogate escapes, leading zeros, signed hex.
@Suite struct JSONValueTests {
    func message(_ text: String) -> String? {
        do {
            _ = try JSONValue.parse(Data(text.utf8))
            return nil
        } catch let problem as SceneProblem {
            return problem.message
        } catch {
            return "unexpected error \(error)"
        }
    }

    @Test func surrogatePairsJoinIntoOneScalar() throws {
        // U+1F600 is D83D DE00 in UTF-16 (RFC 8259 §7's own example uses U+1D11E = D834 DD1E).
        #expect(try JSONValue.parse(Data(#""\ud83d\ude00""#.utf8)) == .string("\u{1F600}"))
        #expect(try JSONValue.parse(Data(#""\uD834\uDD1E""#.utf8)) == .string("\u{1D11E}"))
        #expect(try JSONValue.parse(Data(#""\u00e9\u0041""#.utf8)) == .string("éA"))
    }

    @Test func loneSurrogatesAreErrorsAtTheEscape() {
        #expect(message(#""\ud800\u0041""#)
            == #"not valid JSON at line 1, column 8: \uD800 is a high surrogate followed by \u0041; it needs a low surrogate \uDC00–\uDFFF"#)
        #expect(message(#""\udc00""#)
            == #"not valid JSON at line 1, column 2: \uDC00 is a low surrogate without a high surrogate (\uD800–\uDBFF) before it"#)
        #expect(message(#""\ud800""#)
            == #"not valid JSON at line 1, column 2: \uD800 is a high surrogate; follow it with a low surrogate \uDC00–\uDFFF"#)
        #expect(message("[\n  \"ab\\uDBFF") == #"not valid JSON at line 2, column 6: \uDBFF is a high surrogate; follow it with a low surrogate \uDC00–\uDFFF"#)
    }

    @Test func numbersFollowTheRFCGrammar() throws {
        for (text, value) in [("0", 0.0), ("-0", 0), ("10", 10), ("0.5", 0.5), ("-0e3", 0), ("1E2", 100)] {
            #expect(try JSONValue.parse(Data(text.utf8)) == .number(value), "\(text)")
        }
        #expect(message("00e9") == "not valid JSON at line 1, column 1: a number starts with 0; write it without leading zeros")
        #expect(message("[1, -012]") == "not valid JSON at line 1, column 6: a number starts with 0; write it without leading zeros")
    }

    @Test func unicodeEscapesTakeExactlyFourHexDigits() {
        for text in [#""\u+123""#, #""\u-123""#, #""\u 123""#, #""\u12g4""#, #""\u12""#] {
            #expect(message(text) == #"not valid JSON at line 1, column 4: expected 4 hex digits after \u"#, "\(text)")
        }
    }
}
