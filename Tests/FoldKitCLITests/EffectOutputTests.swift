import FoldCore
import FoldMedia
import FoldRender
import Foundation
import Testing

/// The effects' shared output path, through the built-in `foldkit effect sample`.
@Suite struct EffectOutputTests {
    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-effect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aSceneFileOutputRendersLikeThePNGOutput() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("sample.scene.json")
        let s = try CLI.run("effect", "sample", "-o", scene.path, "--scale", "2")
        #expect(s.status == 0, "\(s.stderr)")
        // The image is a PNG beside the scene, named after it and referenced relatively.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["sample.scene.json", "sample.swatch.png"])
        let text = try String(contentsOf: scene, encoding: .utf8)
        #expect(text.contains("\"swatch\": \"sample.swatch.png\""))
        #expect(try PNGCodec.read(contentsOf: dir.appendingPathComponent("sample.swatch.png")).width == 16)
        // 0.3 is a baked frame (9/30); 0.317 lies between frames.
        for time in ["0", "0.3", "0.317", "1"] {
            let viaScene = dir.appendingPathComponent("via-scene-\(time).png")
            let r = try CLI.run("render", scene.path, "-o", viaScene.path, "--time", time)
            #expect(r.status == 0, "\(r.stderr)")
            let direct = dir.appendingPathComponent("direct-\(time).png")
            let d = try CLI.run("effect", "sample", "-o", direct.path, "--time", time, "--scale", "2")
            #expect(d.status == 0, "\(d.stderr)")
            let a = try PNGCodec.read(contentsOf: viaScene), b = try PNGCodec.read(contentsOf: direct)
            #expect(a.width == 240 && a.height == 160)
            #expect(a == b, "t = \(time)")
        }
        // The frames differ over time (the test would pass vacuously on a still scene).
        #expect(try PNGCodec.read(contentsOf: dir.appendingPathComponent("direct-0.png"))
            != PNGCodec.read(contentsOf: dir.appendingPathComponent("direct-0.317.png")))
    }

    @Test func animationsAsGIFAndMP4LeaveNoTemporaries() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = dir.appendingPathComponent("s.gif")
        let g = try CLI.run("effect", "sample", "-o", gif.path, "--fps", "10", "--duration", "0.3")
        #expect(g.status == 0, "\(g.stderr)")
        #expect(try Data(contentsOf: gif).starts(with: Array("GIF89a".utf8)))
        let mp4 = dir.appendingPathComponent("s.mp4")
        let m = try CLI.run("effect", "sample", "-o", mp4.path, "--fps", "10", "--duration", "0.3")
        #expect(m.status == 0, "\(m.stderr)")
        #expect(try Data(contentsOf: mp4).prefix(12).dropFirst(4).starts(with: Array("ftyp".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["s.gif", "s.mp4"])
    }

    @Test func fpsAndDurationSetTheBakedScene() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("s.scene.json")
        let r = try CLI.run("effect", "sample", "-o", out.path, "--fps", "20", "--duration", "0.5")
        #expect(r.status == 0, "\(r.stderr)")
        let scene = try SceneLoader.load(contentsOf: out)
        #expect(scene.fps == 20 && scene.duration == 0.5)
        // The spring's keyframes sit at the 20 fps frame times.
        let dot = try #require(scene.layer(withID: "dot"))
        let position = try #require(dot.attachedAnimation(forKey: "0") as? KeyframeAnimation)
        let times = try #require(position.keyTimes)
        #expect(times.allSatisfy { t in abs(t * 0.5 * 20 - (t * 0.5 * 20).rounded()) < 1e-9 })
    }

    @Test(arguments: [
        ["effect", "sample"],
        ["effect", "sample", "-o", "out.bmp"],
        ["effect", "sample", "-o", "out.png", "--fps", "10"],
        ["effect", "sample", "-o", "out.scene.json", "--time", "1"],
        ["effect", "sample", "-o", "out.png", "--scale", "9"],
        ["effect", "sample", "stray", "-o", "out.png"],
        ["effect", "sample", "-o", "out.png", "--bounciness", "30"],
        ["effect", "sample", "-o", "out.missing/s.scene.json"],
        ["render", "EXAMPLE", "-o", "out.scene.json"],
    ])
    func badArguments(args: [String]) throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let example = CLIProcess.examples.appendingPathComponent("page-fold.scene.json").path
        let r = try CLI.runArray(args.map { $0 == "EXAMPLE" ? example : $0.hasPrefix("out.") ? dir.appendingPathComponent($0).path : $0 })
        #expect(r.status == 2, "\(args)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
