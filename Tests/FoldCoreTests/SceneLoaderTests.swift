import Foundation
import Testing

@testable import FoldCore

@Suite struct SceneLoaderTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fold.scene.json")

    func problems(_ json: String) -> [SceneProblem] { sceneProblems(json) }

    func minimal(_ layer: String) -> String {
        #"{"foldkit": 1, "size": [100, 100], "layers": [\#(layer)]}"#
    }

    @Test func loadsTheFixture() throws {
        let scene = try SceneLoader.load(contentsOf: Self.fixture)
        #expect(scene.size == CGSize(width: 320, height: 240) && scene.scale == 2 && scene.fps == 30)
        #expect(scene.layerIDs == ["card", "shade", "label", "flyer"])
        let card = scene.layer(withID: "card")!
        #expect(card.transform.m34 == -1.0 / 500)
        #expect(card.isDoubleSided == false)
        #expect(scene.layer(withID: "shade")!.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(scene.layer(withID: "label") is CATextLayer)
        // Half-way the rotation is eased and the perspective survives.
        let snap = scene.layer(withID: "card")!.presentationProperties(at: 0.5)
        #expect(abs(snap.transform.decomposition!.rotation.x - .pi / 4) < 1e-9)
        #expect(abs(snap.transform.m34 / snap.transform.m44 - card.transform.m34 * cos(.pi / 4)) < 1e-9)
        let flyerEnd = scene.layer(withID: "flyer")!.presentationProperties(at: 1.5 - 1e-9).position
        #expect(flyerEnd.distance(to: CGPoint(x: 300, y: 30)) < 1e-3)
    }

    @Test func typoNamesPathAndNearestKey() {
        let p = problems(minimal(#"{"sublayers": [{}, {}, {"tranform": "rotate(1deg)"}]}"#))
        #expect(p.count == 1)
        #expect(p.first?.path == "layers[0].sublayers[2].tranform")
        #expect(p.first?.message.contains("did you mean 'transform'") == true)
    }

    @Test func everyProblemIsReported() {
        let json = #"""
            {"foldkit": 2, "size": [100, -1], "fps": 0, "layers": [
              {"id": "a", "opacity": 2, "backgroundColor": "#12", "colors": ["#000000"], "hidden": 1,
               "contents": "missing", "contentsGravity": "fill",
               "animations": [
                 {"keyPath": "postion", "to": [1, 2]},
                 {"keyPath": "opacity", "type": "keyframe", "values": [0, 1, 0], "keyTimes": [0, 0.9, 0.5]},
                 {"keyPath": "position", "to": 3},
                 {"keyPath": "opacity", "mass": 2}
               ]},
              {"id": "a"}
            ]}
            """#
        let p = problems(json)
        let byPath = Dictionary(grouping: p, by: \.path)
        #expect(byPath["foldkit"] != nil)
        #expect(byPath["size"] != nil)
        #expect(byPath["fps"] != nil)
        #expect(byPath["layers[0].opacity"] != nil)
        #expect(byPath["layers[0].backgroundColor"] != nil)
        #expect(byPath["layers[0].colors"]?.first?.message.contains("gradient") == true)
        #expect(byPath["layers[0].hidden"] != nil)
        #expect(byPath["layers[0].contents"] != nil)
        #expect(byPath["layers[0].contentsGravity"] != nil)
        #expect(byPath["layers[0].animations[0].keyPath"]?.first?.message.contains("'position'") == true)
        #expect(byPath["layers[0].animations[1]"]?.first?.message.contains("ascending") == true)
        #expect(byPath["layers[0].animations[2].to"] != nil)
        #expect(byPath["layers[0].animations[3].mass"]?.first?.message.contains("spring") == true)
        #expect(byPath["layers[1].id"]?.first?.message.contains("duplicate") == true)
    }

    @Test func missingRequiredKeysAndBadJSON() {
        #expect(problems("{}").map(\.path).sorted() == ["foldkit", "layers", "size"])
        let bad = problems(#"{"foldkit": 1, "size": [1, 1], "layers": [}"#)
        #expect(bad.count == 1 && bad[0].message.contains("not valid JSON"))
        #expect(problems("[1]").first?.message.contains("object") == true)
    }

    @Test func transformAndColorForms() throws {
        let scene = try SceneLoader.load(
            data: Data(
                minimal(
                    #"{"id": "m", "transform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 5,6,0,1], "backgroundColor": [0.5, 0.5, 0.5, 0.5]}"#
                ).utf8))
        let m = scene.layer(withID: "m")!
        #expect(m.transform.m34 == -0.002 && m.transform.m41 == 5)
        #expect(m.backgroundColor == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        let p = problems(minimal(#"{"transform": "rotateX(45)"}"#))
        #expect(p.first?.message.contains("unit") == true)
    }

    @Test func contentsScaleDefaultsToOneAndIsValidated() throws {
        let scene = try SceneLoader.load(
            data: Data(minimal(#"{"id": "a"}, {"id": "b", "contentsScale": 2.5}"#).utf8))
        #expect(scene.layer(withID: "a")!.contentsScale == 1)
        #expect(scene.layer(withID: "b")!.contentsScale == 2.5)
        #expect(scene.presentation(at: 0).last?.properties.contentsScale == 2.5)
        for bad in ["0", "-2", "\"2\"", "null", "true"] {
            let p = problems(minimal(#"{"sublayers": [{"contentsScale": \#(bad)}]}"#))
            #expect(p.map(\.path) == ["layers[0].sublayers[0].contentsScale"], "contentsScale \(bad)")
            #expect(p.first?.message.contains("positive number") == true, "contentsScale \(bad)")
        }
        let typo = problems(minimal(#"{"contentScale": 2}"#))
        #expect(typo.first?.message.contains("did you mean 'contentsScale'") == true)
    }

    /// The loader survives thousands of mutated scenes: each either loads or is refused with problems.
    @Test func survivesMutatedScenes() throws {
        let original = Array(try Data(contentsOf: Self.fixture))
        var rng = SplitMix64(seed: 99)
        let tokens: [[UInt8]] = ["null", "-1e309", "1e308", "\"\"", "[]", "{}", "true", "NaN", "\"#zz\"", "0", "-0.0"]
            .map { Array($0.utf8) }
        var loaded = 0, refused = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 4 {
                case 0: bytes[at] = UInt8(rng.next() % 128)
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(contentsOf: tokens[Int(rng.next() % UInt64(tokens.count))], at: at)
                default:
                    // Replace a number-ish run with a token.
                    var end = at
                    while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == 46 { end += 1 }
                    bytes.replaceSubrange(at..<end, with: tokens[Int(rng.next() % UInt64(tokens.count))])
                }
            }
            do {
                let scene = try SceneLoader.load(data: Data(bytes))
                _ = scene.presentation(at: 0.5)
                loaded += 1
            } catch let e as SceneError {
                #expect(!e.problems.isEmpty)
                refused += 1
            }
        }
        #expect(loaded + refused == 3000)
        #expect(refused > 0)
    }
}
