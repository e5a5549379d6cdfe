import Foundation
import Testing

/// `inspect`'s opacity, hidden and zPosition: each layer's own presentation values at the time.
@Suite struct InspectPresentationTests {
    @Test func opacityHiddenAndZPositionArePresentationValues() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("s.scene.json")
        try Data(
            #"""
            {"foldkit": 1, "size": [100, 100], "layers": [
              {"id": "a", "opacity": 0.5, "zPosition": 3, "animations": [
                {"keyPath": "opacity", "from": 0, "to": 1, "duration": 2, "fillMode": "both", "removedOnCompletion": false},
                {"type": "keyframe", "keyPath": "hidden", "values": [false, true], "keyTimes": [0, 0.5], "calculationMode": "discrete",
                 "duration": 2, "fillMode": "both", "removedOnCompletion": false},
                {"keyPath": "zPosition", "by": 4, "duration": 2, "fillMode": "forwards", "removedOnCompletion": false}],
               "sublayers": [{"id": "b", "hidden": true}]}
            ]}
            """#.utf8
        ).write(to: file)
        func layer(_ id: String, at time: String) throws -> [String: Any] {
            let r = try CLI.run("inspect", file.path, "--time", time)
            #expect(r.status == 0, "\(r.stderr)")
            return (r.json["layers"] as? [String: Any])?[id] as? [String: Any] ?? [:]
        }
        // Linear opacity 0 → 1 over 2 s; hidden from half way; zPosition 3 + 4·t/2.
        let early = try layer("a", at: "0.5")
        #expect(early["opacity"] as? Double == 0.25)
        #expect(early["hidden"] as? Bool == false)
        #expect(early["zPosition"] as? Double == 4)
        let late = try layer("a", at: "1.5")
        #expect(late["opacity"] as? Double == 0.75)
        #expect(late["hidden"] as? Bool == true)
        #expect(late["zPosition"] as? Double == 6)
        // A sublayer's own values, not its ancestors': the model's here.
        let b = try layer("b", at: "1.5")
        #expect(b["opacity"] as? Double == 1 && b["hidden"] as? Bool == true && b["zPosition"] as? Double == 0)
        // Everything inspect printed before is still there, in the same order.
        let r = try CLI.run("inspect", file.path, "--layer", "b")
        #expect(r.stdout.contains(#"{"layers":{"b":{"bounds":[0,0,0,0],"position":[0,0],"anchorPoint":[0.5,0.5],"frame":"#))
        #expect(r.stdout.contains(#""opacity":1,"hidden":true,"zPosition":0}}}"#))
    }
}
