import Foundation
import Testing

@testable import FoldCore

/// The loader's budgets (docs/scene-format.md, "Limits"): each is refused with one problem at the
/// key to change, and the largest allowed value still loads.
@Suite struct SceneLimitsTests {
    func problems(_ json: String) -> [SceneProblem] { sceneProblems(json) }

    func scene(size: String = "[10, 10]", extra: String = "", layers: String = "") -> String {
        #"{"foldkit": 1, "size": \#(size)\#(extra), "layers": [\#(layers)]}"#
    }

    @Test(arguments: [
        ("[32768, 1]", ", \"scale\": 1", nil),
        ("[16384, 16384]", "", nil),  // exactly 256 M pixels
        ("[4096, 4096]", ", \"scale\": 4", nil),
        ("[32769, 1]", "", "size"),
        ("[40000, 10]", "", "size"),
        ("[1e6, 1e6]", "", "size"),
        ("[16385, 16384]", "", "size"),  // 1 row over 256 M pixels
        ("[10000, 10000]", ", \"scale\": 2", "size"),  // 20000 a side is fine, 400 M pixels are not
        ("[5000, 1]", ", \"scale\": 7", "size"),  // 35000 pixels a side at scale 7
        ("[10, 10]", ", \"scale\": 8", nil),
        ("[10, 10]", ", \"scale\": 9", "scale"),
        ("[10, 10]", ", \"scale\": 8.001", "scale"),
    ] as [(String, String, String?)])
    func canvasAndScale(size: String, extra: String, refusedAt: String?) {
        let found = problems(scene(size: size, extra: extra))
        if let refusedAt {
            #expect(found.map(\.path) == [refusedAt], "\(size)\(extra): \(found)")
        } else {
            #expect(found.isEmpty, "\(size)\(extra): \(found)")
        }
    }

    @Test(arguments: [
        (", \"fps\": 0.01, \"duration\": 1", nil),
        (", \"fps\": 240, \"duration\": 1", nil),
        (", \"fps\": 100, \"duration\": 1000", nil),  // exactly 100 000 frames
        (", \"fps\": 100, \"duration\": 1000.01", "duration"),
        (", \"fps\": 60, \"duration\": 1e17", "duration"),
        (", \"fps\": 60, \"duration\": 1e308", "duration"),
        (", \"fps\": 240.5", "fps"),
        (", \"fps\": 0.009", "fps"),
        (", \"fps\": 1e-300", "fps"),
    ] as [(String, String?)])
    func framesAndFrameRate(extra: String, refusedAt: String?) {
        let found = problems(scene(extra: extra))
        if let refusedAt {
            #expect(found.map(\.path) == [refusedAt], "\(extra): \(found)")
        } else {
            #expect(found.isEmpty, "\(extra): \(found)")
        }
    }

    @Test func tenThousandLayersLoadAndOneMoreIsOneProblem() throws {
        let layer = #"{"frame": [0, 0, 1, 1]}"#
        let most = scene(layers: Array(repeating: layer, count: 10_000).joined(separator: ","))
        #expect(try SceneLoader.load(data: Data(most.utf8)).layers.count == 10_000)
        // Counted across the tree, not per array: 5 001 roots with one sublayer each is too many.
        let nested = #"{"frame": [0, 0, 1, 1], "sublayers": [\#(layer)]}"#
        for json in [
            scene(layers: Array(repeating: layer, count: 10_001).joined(separator: ",")),
            scene(layers: Array(repeating: nested, count: 5_001).joined(separator: ",")),
            scene(layers: Array(repeating: layer, count: 50_000).joined(separator: ",")),
        ] {
            let found = problems(json)
            #expect(found.count == 1, "\(found.prefix(3))")
            #expect(found.first?.message.contains("10000 layers") == true, "\(found.prefix(1))")
        }
    }

    @Test func textLengthAndLines() throws {
        func text(_ string: String) -> String {
            let quoted = string.replacingOccurrences(of: "\n", with: "\\n")
            return scene(layers: #"{"type": "text", "frame": [0, 0, 10, 10], "string": "\#(quoted)"}"#)
        }
        let lines1000 = Array(repeating: "a", count: 1000).joined(separator: "\n")
        #expect(problems(text(lines1000)).isEmpty)
        #expect(problems(text(String(repeating: "b", count: 20_000))).isEmpty)
        for string in [
            lines1000 + "\n",  // 1 001 lines
            String(repeating: "b", count: 20_001),
            String(repeating: "\n", count: 199_999),  // 200 000 lines
        ] {
            let found = problems(text(string))
            #expect(found.map(\.path) == ["layers[0].string"], "\(found)")
        }
    }
}

@Suite struct SceneFileSizeTests {
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).scene.json")
        defer { try? FileManager.default.removeItem(at: url) }
        // A sparse file: its size is over the limit without writing the bytes.
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(SceneLimits.maxFileBytes + 1))
        try handle.close()
        let error = #expect(throws: SceneError.self) { try SceneLoader.load(contentsOf: url) }
        #expect(error?.description.contains("may be at most \(SceneLimits.maxFileBytes)") == true)
    }
}
