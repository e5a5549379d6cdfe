import Foundation
import Testing

/// A small hostile scene or argument is refused at once — exit 2, one line, no file — instead of
/// allocating gigabytes or rendering for hours.
@Suite struct LimitsCLITests {
    /// Runs `foldkit` in a fresh folder with `scene` written to it; checks the refusal contract and
    /// returns stderr.
    func refused(
        scene: String?, _ args: [String], says expected: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let directory = try CLIProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sceneURL: URL
        if let scene {
            sceneURL = directory.appendingPathComponent("hostile.scene.json")
            try Data(scene.utf8).write(to: sceneURL)
        } else {
            sceneURL = try CLIProcess.smallScene(in: directory)
        }
        let before = CLIProcess.contents(of: directory)
        let start = Date()
        let r = try CLI.runArray(args.map {
            $0 == "SCENE" ? sceneURL.path : $0.hasPrefix("OUT") ? directory.appendingPathComponent($0).path : $0
        })
        let elapsed = Date().timeIntervalSince(start)
        #expect(r.status == 2, "\(args): status \(r.status), \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)", sourceLocation: sourceLocation)
        for text in expected {
            #expect(r.stderr.contains(text), "\(args): \(r.stderr)", sourceLocation: sourceLocation)
        }
        #expect(elapsed < 10, "\(args): took \(elapsed) s", sourceLocation: sourceLocation)
        #expect(CLIProcess.contents(of: directory) == before, "\(args): left files", sourceLocation: sourceLocation)
        return r.stderr
    }

    func scene(size: String, scale: Double = 1, extra: String = "") -> String {
        #"{"foldkit": 1, "size": \#(size), "scale": \#(scale)\#(extra), "layers": [{"frame": [0, 0, 5, 5]}]}"#
    }

    @Test(arguments: [
        ("[40000, 10]", 1.0, "each side may be at most 32768 pixels"),
        ("[1e6, 1e6]", 1, "each side may be at most 32768 pixels"),
        ("[10000, 10000]", 2, "the limit is 268 M"),
    ])
    func oversizedCanvases(size: String, scale: Double, says: String) throws {
        for out in ["OUT.png", "OUT.gif", "OUT.mp4"] {
            _ = try refused(scene: scene(size: size, scale: scale), ["render", "SCENE", "-o", out], says: ": size: ", says)
        }
    }

    @Test func aCanvasWithinTheSceneButNotAtTheGivenScale() throws {
        // 10000 pt a side is fine at the scene's scale 1 and 80000 pixels at --scale 8.
        let message = try refused(
            scene: scene(size: "[10000, 10]"), ["render", "SCENE", "-o", "OUT.png", "--scale", "8"],
            says: "each side may be at most 32768 pixels")
        #expect(message.hasPrefix("foldkit render: "))
        _ = try refused(scene: nil, ["render", "SCENE", "-o", "OUT.png", "--scale", "9"], says: "--scale must be in (0, 8]")
    }

    @Test func scaleNine() throws {
        let hostile = scene(size: "[10, 10]", scale: 9)
        _ = try refused(scene: hostile, ["render", "SCENE", "-o", "OUT.png"], says: ": scale: must be at most 8")
        _ = try refused(scene: hostile, ["inspect", "SCENE"], says: ": scale: must be at most 8")
    }

    @Test func durationsAndFrameRates() throws {
        _ = try refused(
            scene: scene(size: "[10, 10]", extra: #", "duration": 1e17, "fps": 60"#), ["render", "SCENE", "-o", "OUT.gif"],
            says: ": duration: ")
        _ = try refused(
            scene: scene(size: "[10, 10]", extra: #", "duration": 1e308"#), ["inspect", "SCENE"], says: ": duration: ")
        for duration in ["1e17", "1e308"] {
            for out in ["OUT.gif", "OUT.mp4"] {
                _ = try refused(
                    scene: nil, ["render", "SCENE", "-o", out, "--duration", duration],
                    says: "a recording may have at most 100000")
            }
        }
        for fps in ["1e-300", "0.005", "241"] {
            _ = try refused(
                scene: nil, ["render", "SCENE", "-o", "OUT.gif", "--fps", fps], says: "--fps must be in [0.01, 240]")
        }
        _ = try refused(scene: nil, ["render", "SCENE", "-o", "OUT.mp4", "--duration", "1e400"], says: "finite number")
    }

    @Test func tooManyLayersAndTooMuchText() throws {
        let layers = Array(repeating: #"{"frame": [0, 0, 1, 1]}"#, count: 10_001).joined(separator: ",")
        _ = try refused(
            scene: #"{"foldkit": 1, "size": [10, 10], "layers": [\#(layers)]}"#, ["render", "SCENE", "-o", "OUT.png"],
            says: "at most 10000")
        let text = String(repeating: "a\\n", count: 200_000)
        _ = try refused(
            scene: #"{"foldkit": 1, "size": [10, 10], "layers": [{"type": "text", "string": "\#(text)"}]}"#,
            ["render", "SCENE", "-o", "OUT.png"], says: ": layers[0].string: ")
    }

    @Test func aNameOf250BytesRenders() throws {
        let directory = try CLIProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try CLIProcess.smallScene(in: directory)
        let name = String(repeating: "n", count: 246) + ".png"
        #expect(name.utf8.count == 250)
        let r = try CLI.run("render", scene.path, "-o", directory.appendingPathComponent(name).path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLIProcess.contents(of: directory) == [name, scene.lastPathComponent].sorted())
        let head = try Data(contentsOf: directory.appendingPathComponent(name)).prefix(4)
        #expect(head == Data([0x89, 0x50, 0x4E, 0x47]))
        // So does a GIF (whose temporary file lives beside it while it is written).
        let gif = String(repeating: "g", count: 246) + ".gif"
        let g = try CLI.run("render", scene.path, "-o", directory.appendingPathComponent(gif).path, "--duration", "0.2")
        #expect(g.status == 0, "\(g.stderr)")
        #expect(CLIProcess.contents(of: directory) == [gif, name, scene.lastPathComponent].sorted())
    }
}
