import FoldTestSupport
import Foundation
import Testing

/// Runs `foldkit` as a user would and checks its JSON contract and its errors.
struct CLI {
    static let program = BuiltProgram("foldkit")
    static var binary: URL { program.binary }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FoldCoreTests/Fixtures")

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
        }
    }

    static func run(_ args: String...) throws -> Result { try runArray(args) }

    static func runArray(_ args: [String]) throws -> Result {
        let r = try program.run(args)
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }
}

func numbers(_ v: Any?) -> [Double] { (v as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }

@Suite struct CLIContractTests {
    @Test func timingCurve() throws {
        let r = try CLI.run("curve", "timing", "easeInEaseOut", "--at", "0,0.5,1")
        #expect(r.status == 0)
        #expect(numbers(r.json["t"]) == [0, 0.5, 1])
        #expect(numbers(r.json["value"]) == [0, 0.5, 1])
        let custom = try CLI.run("curve", "timing", "0.42,0,1,1", "--at", "0.1")
        #expect(abs(numbers(custom.json["value"])[0] - 0.017026631752235472) < 1e-7)
    }

    @Test func springCurveWithSettling() throws {
        let k = 4 * Double.pi * Double.pi, c = 4 * Double.pi
        let r = try CLI.run(
            "curve", "spring", "--mass", "1", "--stiffness", "\(k)", "--damping", "\(c)", "--at", "0,1", "--settling",
            "--epsilon", "0.01")
        #expect(r.status == 0)
        #expect(r.json["settlingDuration"] as? Double == 1.1)
        #expect(numbers(r.json["value"]).first == 0)
    }

    @Test func popSpringPageFoldOrder() throws {
        let r = try CLI.run(
            "curve", "pop-spring", "--from", "1", "--to", "0", "--bounciness", "18", "--mass", "2", "--tension", "200",
            "--threshold", "0.01")
        #expect(r.status == 0)
        let v = numbers(r.json["value"]), t = numbers(r.json["t"])
        #expect(v.count == 91 && t.count == 91)
        #expect(t.first == 0 && abs(t.last! - 1.5) < 1e-9)
        #expect(v.first == 1 && v.last == 0)
        #expect(abs(v[20] - -0.3403) < 1e-4)
        #expect(r.json["tension"] as? Double == 200 && r.json["mass"] as? Double == 2)
        #expect(abs((r.json["friction"] as! Double) - 12.95885952697494) < 1e-12)
    }

    @Test func decayCurve() throws {
        let r = try CLI.run("curve", "decay", "--from", "0", "--velocity", "1000")
        #expect(r.status == 0)
        #expect(abs((r.json["toValue"] as! Double) - 496.50482177734375) < 1e-9)
        #expect(abs((r.json["duration"] as! Double) - 2.646508640653674) < 1e-9)
        #expect(numbers(r.json["value"]).last == r.json["toValue"] as? Double)
    }

    @Test func transformWithApplyAndInvert() throws {
        let r = try CLI.run("transform", "perspective(500) rotateY(45deg)", "--apply", "100,0,0")
        #expect(r.status == 0)
        #expect(numbers(r.json["matrix"]).count == 16)
        #expect(abs(numbers(r.json["point"])[0] - 61.9497) < 1e-4)
        let inv = try CLI.run("transform", "scale(2)", "--invert")
        #expect(numbers(inv.json["matrix"]) == [0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    @Test func inspectAndConvert() throws {
        let scene = CLI.fixtures.appendingPathComponent("fold.scene.json").path
        let r = try CLI.run("inspect", scene, "--time", "0", "--layer", "card")
        #expect(r.status == 0)
        let card = (r.json["layers"] as? [String: Any])?["card"] as? [String: Any] ?? [:]
        #expect(numbers(card["frame"]) == [60, 60, 200, 100])
        let corners = (card["corners"] as? [Any])?.map(numbers) ?? []
        #expect(corners.count == 4 && corners[0] == [60, 60])
        let all = try CLI.run("inspect", scene)
        #expect(Set((all.json["layers"] as? [String: Any] ?? [:]).keys) == ["card", "shade", "label", "flyer"])
        let c = try CLI.run("inspect", scene, "--convert", "0,0", "--from", "shade", "--to", "canvas")
        #expect(numbers(c.json["point"]) == [60, 60])
        let back = try CLI.run("inspect", scene, "--convert", "60,60", "--from", "canvas", "--to", "label")
        #expect(numbers(back.json["point"]).count == 2)
    }

    @Test(arguments: [
        ["curve", "timing", "easeInOut", "--at", "0.5"],
        ["curve", "timing", "linear"],
        ["curve", "spring", "--mass", "0", "--at", "1"],
        ["curve", "pop-spring", "--from", "0"],
        ["curve", "decay", "--from", "0", "--velocity", "10", "--deceleration", "1.5"],
        ["curve", "wobble"],
        ["transform", "rotate(45)"],
        ["transform", "scale(0)", "--invert"],
        ["transform", "scale(2)", "--apply", "1,2"],
        ["inspect", "/nonexistent.scene.json"],
        ["curve", "timing", "linear", "--at", "x"],
        ["curve", "timing", "linear", "--att", "1"],
        ["fold"],
    ])
    func badArgumentsExitTwoWithOneLine(args: [String]) throws {
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 2, "\(args)")
        #expect(!e.isEmpty, "\(args): no message")
        if args.first != "fold" {
            #expect(e.split(separator: "\n").count == 1, "\(args): \(e)")
        }
    }

    @Test func badSceneListsProblemsAndExitsTwo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.scene.json")
        try Data(#"{"foldkit": 1, "size": [10, 10], "layers": [{"opacty": 1, "bounds": [0, 0]}]}"#.utf8).write(to: file)
        let r = try CLI.run("inspect", file.path)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("layers[0].opacty: unknown key 'opacty' in a layer; did you mean 'opacity'?"))
        #expect(r.stderr.contains("layers[0].bounds"))
    }

    @Test func everyVerbHasHelp() throws {
        for verb in ["curve", "transform", "inspect"] {
            let r = try CLI.run(verb, "--help")
            #expect(r.status == 0 && r.stdout.contains("usage"), "\(verb)")
        }
        #expect(try CLI.run("--help").stdout.contains("curve"))
    }
}
