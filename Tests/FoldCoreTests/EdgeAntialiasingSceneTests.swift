import FoldCore
import Foundation
import Testing

/// Scene files say a layer's edge antialiasing as Core Animation's properties do:
/// `allowsEdgeAntialiasing` (false unless written) and `edgeAntialiasingMask` by edge names; the
/// writer writes them only when they differ from the defaults, and a bad mask says what to write.
@Suite struct EdgeAntialiasingSceneTests {
    func scene(_ layer: String) -> String { #"{"foldkit": 1, "size": [100, 100], "layers": [\#(layer)]}"# }

    @Test func theKeysLoadAndWriteBack() throws {
        let loaded = try SceneLoader.load(
            data: Data(
                scene(#"{"id": "piece", "allowsEdgeAntialiasing": true, "edgeAntialiasingMask": ["right", "left"]}"#).utf8),
            name: "t.scene.json", baseDirectory: nil)
        let p = try #require(loaded.layers.first?.properties)
        #expect(p.allowsEdgeAntialiasing && p.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge])
        let text = String(decoding: try SceneWriter.data(for: loaded), as: UTF8.self)
        #expect(text.contains(#""allowsEdgeAntialiasing": true"#))
        #expect(text.contains(#""edgeAntialiasingMask": ["left", "right"]"#))
        let plain = try SceneLoader.load(data: Data(scene(#"{"id": "plain"}"#).utf8), name: "p.scene.json", baseDirectory: nil)
        #expect(plain.layers.first?.properties.allowsEdgeAntialiasing == false)
        let plainText = String(decoding: try SceneWriter.data(for: plain), as: UTF8.self)
        #expect(!plainText.contains("EdgeAntialiasing") && !plainText.contains("edgeAntialiasing"))
    }

    @Test func aBadMaskSaysWhatToWrite() {
        let p = sceneProblems(scene(#"{"edgeAntialiasingMask": ["left", "up", "left"]}"#))
        #expect(p.contains { $0.path == "layers[0].edgeAntialiasingMask[1]" && $0.message.contains("left, right, bottom, top") })
        let twice = sceneProblems(scene(#"{"edgeAntialiasingMask": ["left", "left"]}"#))
        #expect(twice.contains { $0.path == "layers[0].edgeAntialiasingMask[1]" && $0.message.contains("twice") })
        let notArray = sceneProblems(scene(#"{"edgeAntialiasingMask": "left"}"#))
        #expect(notArray.contains { $0.path == "layers[0].edgeAntialiasingMask" })
    }
}
