import FoldCore
import Foundation
import Testing

/// Presentation snapshots of two scenes at `count` times spread over [-0.1, end]: equal when the
/// scenes show the same thing.
func expectSamePresentation(
    _ a: Scene, _ b: Scene, until end: Double, count: Int = 24, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    for i in 0..<count {
        let t = -0.1 + (end + 0.1) * Double(i) / Double(count - 1)
        #expect(a.presentation(at: t) == b.presentation(at: t), "\(what) at t = \(t)", sourceLocation: sourceLocation)
    }
}

@Suite struct SceneWriterTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every scene file of the examples and the tests' fixtures.
    static var sceneFiles: [URL] {
        var out: [URL] = []
        for folder in ["examples", "Tests"] {
            let base = repository.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.lastPathComponent.hasSuffix(".scene.json") { out.append(url) }
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    @Test func everySceneFileRoundTripsAndWritesTheSameBytesTwice() throws {
        var written = 0
        for url in Self.sceneFiles {
            // Fuzz cases that the loader refuses have nothing to write.
            guard let scene = try? SceneLoader.load(contentsOf: url) else { continue }
            let folder = url.deletingLastPathComponent()
            let data = try SceneWriter.data(for: scene, imagesRelativeTo: folder)
            let again = try SceneLoader.load(data: data, name: url.lastPathComponent, baseDirectory: folder)
            #expect(again.size == scene.size && again.scale == scene.scale && again.background == scene.background)
            #expect(again.duration == scene.duration && again.fps == scene.fps && again.images == scene.images)
            expectSamePresentation(scene, again, until: max(scene.duration, 1) + 0.5, url.lastPathComponent)
            #expect(try SceneWriter.data(for: again, imagesRelativeTo: folder) == data, "\(url.lastPathComponent) idempotent")
            written += 1
        }
        // The examples and the render fuzz seeds: a walk that found nothing must fail.
        #expect(written >= 10)
    }

    @Test func onlyNonDefaultValuesAreWrittenInTheLoadersKeyOrder() throws {
        let card = CALayer()
        card.name = "card"
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.position = CGPoint(x: 160, y: 0.1)
        card.backgroundColor = CGColor(hex: "#3366CC")
        var spin = BasicAnimation(keyPath: AnimatableKeyPath("transform.rotation.x")!, from: .number(0.5), to: .number(0))
        spin.timingFunction = .easeOut
        spin.fillMode = .both
        try card.add(spin, forKey: "spin")
        let scene = Scene(size: CGSize(width: 320, height: 240), layers: [card])
        let text = String(decoding: try SceneWriter.data(for: scene), as: UTF8.self)
        #expect(
            text == """
                {
                  "foldkit": 1,
                  "size": [320, 240],
                  "layers": [
                    {
                      "id": "card",
                      "bounds": [0, 0, 200, 100],
                      "position": [160, 0.1],
                      "backgroundColor": "#3366CC",
                      "animations": [
                        {
                          "keyPath": "transform.rotation.x",
                          "from": 0.5,
                          "to": 0,
                          "fillMode": "both",
                          "timingFunction": "easeOut"
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func coloursAreHexOnlyWhenExact() throws {
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 0.5)
        layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)
        let text = String(decoding: try SceneWriter.data(for: Scene(size: CGSize(width: 1, height: 1), layers: [layer])), as: UTF8.self)
        #expect(text.contains("\"backgroundColor\": [0.3, 0.2, 0.1, 0.5]"))
        #expect(text.contains("\"borderColor\": \"#FF000080\""))
    }

    /// A layer class the loader would not make.
    final class CustomLayer: CALayer {}

    struct CustomAnimation: LayerAnimation {
        var timing = MediaTiming()
        var isRemovedOnCompletion = true
        var completion: (@Sendable (Bool) -> Void)?
        func apply(to properties: inout LayerProperties, at time: Double) { properties.opacity = time }
        func validate() -> AnimationError? { nil }
    }

    func problems(_ scene: Scene) -> [String] {
        do {
            _ = try SceneWriter.data(for: scene)
            return []
        } catch let e as SceneWriteError {
            return e.problems.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func whatTheFormatCannotSayIsAnErrorNamingTheLayer() throws {
        let custom = CustomLayer()
        custom.name = "drawn"
        let animated = CALayer()
        animated.name = "spinner"
        try animated.add(CustomAnimation(), forKey: "custom")
        let twin = CALayer()
        twin.name = "drawn"
        let photo = CALayer()
        photo.name = "photo"
        photo.contentsName = "missing"
        let tinted = CALayer()
        tinted.name = "tinted"
        tinted.properties.colors = [CGColor.black, CGColor.white]
        let broken = CALayer()
        broken.name = "broken"
        broken.position = CGPoint(x: CGFloat.nan, y: 0)
        broken.opacity = 2
        let scene = Scene(size: CGSize(width: 10, height: 10), layers: [custom, animated, twin, photo, tinted, broken])
        let found = problems(scene)
        let expected = [
            "layers[0]: layer 'drawn': its class ",
            "layers[1].animations[0]: layer 'spinner': an animation of type CustomAnimation has no scene-file form",
            "layers[2].id: layer 'drawn': the id 'drawn' is used twice",
            "layers[3].contents: layer 'photo': shows the image 'missing'",
            "layers[4].colors: layer 'tinted': 'colors' applies to gradient layers",
            "layers[5].position: layer 'broken':",
            "layers[5].opacity: layer 'broken': opacity 2.0 cannot be written; it must be in 0…1",
        ]
        #expect(found.count == expected.count, "\(found)")
        for e in expected {
            #expect(found.contains { $0.hasPrefix(e) }, "missing '\(e)' in \(found)")
        }
        #expect(problems(Scene(size: CGSize(width: 0, height: 10))).first?.hasPrefix("size: the canvas") == true)
    }

    @Test func writingAFileKeepsItsImagesBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("art/a.png").path
        FileManager.default.createFile(atPath: image, contents: Data([0]))
        let layer = CALayer()
        layer.contentsName = "a"
        let scene = Scene(size: CGSize(width: 4, height: 4), images: ["a": image], layers: [layer])
        let file = folder.appendingPathComponent("s.scene.json")
        try SceneWriter.write(scene, to: file)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"a\": \"art/a.png\""))
        let again = try SceneLoader.load(contentsOf: file)
        #expect(again.images == ["a": image] && again.layers[0].contentsName == "a")
    }

    @Test func aSceneTooBigToLoadIsNotWritten() throws {
        let layer = CALayer()
        layer.name = "busy"
        // A million keyframes of 18-digit numbers: about 20 MB, over the loader's 16 MiB.
        let values = (0..<1_000_000).map { AnimationValue.number(sin(Double($0))) }
        try layer.add(KeyframeAnimation(keyPath: .opacity, values: values), forKey: "k")
        let found = problems(Scene(size: CGSize(width: 1, height: 1), layers: [layer]))
        #expect(found.count == 1 && found[0].contains("a scene file may be at most \(SceneLimits.maxFileBytes)"), "\(found)")
    }

    @Test func imagePathsInsideTheFolderAreWrittenRelatively() throws {
        let folder = URL(fileURLWithPath: "/tmp/scenes")
        let scene = Scene(
            size: CGSize(width: 1, height: 1), images: ["a": "/tmp/scenes/art/a.png", "b": "/elsewhere/b.png"], layers: [])
        let text = String(decoding: try SceneWriter.data(for: scene, imagesRelativeTo: folder), as: UTF8.self)
        #expect(text.contains("\"a\": \"art/a.png\""))
        #expect(text.contains("\"b\": \"/elsewhere/b.png\""))
    }
}
