import FoldCore
import Foundation
import Testing

/// `fontWeight` on text layers: FoldKit's extension of the scene format (CATextLayer takes its
/// weight from the font object).
@Suite struct FontWeightTests {
    func text(_ weight: String) -> String {
        #"{"foldkit": 1, "size": [100, 40], "layers": [{"type": "text", "id": "t", "string": "Hi", "fontWeight": \#(weight)}]}"#
    }

    @Test func numbersAndTheCSSNamesLoad() throws {
        for (json, expected) in [("700", 700.0), ("\"bold\"", 700), ("\"normal\"", 400), ("1", 1), ("1000", 1000), ("550", 550)] {
            let scene = try SceneLoader.load(data: Data(text(json).utf8))
            #expect((scene.layer(withID: "t") as? CATextLayer)?.fontWeight == expected, "\(json)")
        }
        let plain = try SceneLoader.load(data: Data(#"{"foldkit": 1, "size": [10, 10], "layers": [{"type": "text", "string": "x"}]}"#.utf8))
        #expect((plain.layers[0] as? CATextLayer)?.fontWeight == 400)
    }

    @Test func outOfRangeOrUnknownNamesAreRefusedAtTheirPath() {
        for bad in ["0", "1001", "\"heavy\"", "true"] {
            let problems = sceneProblems(text(bad))
            #expect(problems.count == 1 && problems.first?.path == "layers[0].fontWeight", "\(bad): \(problems)")
        }
    }

    @Test func theWriterWritesItOnlyWhenNotRegularAndItReadsBack() throws {
        let layer = CATextLayer()
        layer.name = "t"
        layer.string = "Hi"
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        let scene = Scene(size: CGSize(width: 100, height: 40), layers: [layer])
        #expect(!(String(decoding: try SceneWriter.data(for: scene), as: UTF8.self)).contains("fontWeight"))
        layer.fontWeight = 600
        let json = String(decoding: try SceneWriter.data(for: scene), as: UTF8.self)
        #expect(json.contains("\"fontWeight\": 600") || json.contains("\"fontWeight\":600"), "\(json)")
        let back = try SceneLoader.load(data: Data(json.utf8))
        #expect((back.layer(withID: "t") as? CATextLayer)?.fontWeight == 600)
    }
}
