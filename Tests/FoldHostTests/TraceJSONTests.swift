import Foundation
import Testing

@testable import FoldHost

@Suite struct TraceJSONTests {
    @Test func writesCompactSortedJSONThatFoundationReadsBack() throws {
        var out = ""
        let value: [String: Any] = [
            "b": [1, 2.5, -0.1, Double.nan, true, NSNull(), "q\"\n\u{1}é"], "a": ["y": 1e-7, "x": 3.0],
            "o": Optional<Int>.none as Any, "p": Optional(4) as Any,
        ]
        try TraceJSON.value(value, path: "").write(to: &out)
        #expect(out == #"{"a":{"x":3,"y":1e-07},"b":[1,2.5,-0.1,null,true,null,"q\"\n\u0001é"],"o":null,"p":4}"#)
        let back = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect((back["b"] as? [Any])?.count == 7)
    }

    @Test func refusesValuesThatAreNotJSONWithTheirPath() {
        var out = ""
        #expect {
            try TraceJSON.value(["tables": [["frame": Date()]]], path: "").write(to: &out)
        } throws: { "\($0)".hasPrefix("trace value at tables[0].frame is a Date") }
    }
}
