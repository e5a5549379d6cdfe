import Foundation
import Testing

@Suite struct RenderCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func stillPNGOfEachExample() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["folding-cell", "page-fold", "fly-to-cart"] {
            let out = dir.appendingPathComponent("\(name).png")
            let r = try CLI.run("render", Self.examples.appendingPathComponent("\(name).scene.json").path, "-o", out.path, "--time", "0.5")
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let data = try Data(contentsOf: out)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name): not a PNG")
            // No temporary files left beside it.
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("tmp") }
            #expect(leftovers.isEmpty, "\(leftovers)")
        }
    }

    @Test func animationsAsGIFAndMP4() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = Self.examples.appendingPathComponent("fly-to-cart.scene.json").path
        let gif = dir.appendingPathComponent("a.gif")
        let r = try CLI.run("render", scene, "-o", gif.path, "--fps", "10", "--duration", "0.5", "--scale", "0.5")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: gif).starts(with: Array("GIF89a".utf8)))
        let mp4 = dir.appendingPathComponent("a.mp4")
        let m = try CLI.run("render", scene, "-o", mp4.path, "--fps", "10", "--duration", "0.5", "--scale", "0.5")
        #expect(m.status == 0, "\(m.stderr)")
        let head = try Data(contentsOf: mp4).prefix(12)
        #expect(head.dropFirst(4).starts(with: Array("ftyp".utf8)))
    }

    @Test func brokenSceneWritesNothing() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("bad.scene.json")
        try Data(#"{"foldkit": 1, "size": [10, 10], "layers": [{"tranform": "rotate(1deg)"}]}"#.utf8).write(to: scene)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLI.run("render", scene.path, "-o", out.path)
        #expect(r.status == 2)
        #expect(r.stderr.contains("did you mean 'transform'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.scene.json"])
        // An existing output is not clobbered by a failed render.
        try Data("keep".utf8).write(to: out)
        _ = try CLI.run("render", scene.path, "-o", out.path)
        #expect(try String(contentsOf: out, encoding: .utf8) == "keep")
    }

    @Test(arguments: [
        ["render"],
        ["render", "x.scene.json"],
        ["render", "x.scene.json", "-o", "out.bmp"],
        ["render", "EXAMPLE", "-o", "out.png", "--fps", "10"],
        ["render", "EXAMPLE", "-o", "out.gif", "--time", "1"],
        ["render", "EXAMPLE", "-o", "out.png", "--scale", "0"],
    ])
    func badArguments(args: [String]) throws {
        let scene = Self.examples.appendingPathComponent("page-fold.scene.json").path
        let r = try CLI.runArray(args.map { $0 == "EXAMPLE" ? scene : $0 })
        #expect(r.status == 2, "\(args)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
    }

    @Test func curvePlotWritesAPNG() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("curve.png")
        let r = try CLI.run("curve", "timing", "easeIn", "--at", "0,0.5,1", "--plot", out.path)
        #expect(r.status == 0 && r.json["value"] != nil)
        #expect(try Data(contentsOf: out).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
