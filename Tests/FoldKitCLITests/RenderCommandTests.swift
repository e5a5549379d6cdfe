import FoldCore
import FoldMedia
import FoldRender
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

    /// `curve timing easeInEaseOut --at 0,0.5,1 --plot` draws the curve, not the two chords
    /// between the three samples: at t = 0.25 (halfway between the series' left end and its
    /// middle) a pixel of the series colour lies where cubic-bezier(0.42, 0, 0.58, 1) is at
    /// x = 0.25, 0.12916 (bisection outside FoldKit), and none where the chord is, at 0.25. The
    /// value scale comes from the dots at t = 0 and 0.5.
    @Test func curvePlotDrawsTheCurveItself() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("ease.png")
        let r = try CLI.run("curve", "timing", "easeInEaseOut", "--at", "0,0.5,1", "--plot", out.path)
        #expect(r.status == 0, "\(r.stderr)")
        let b = try PNGCodec.read(contentsOf: out)
        let color = Bitmap.pixel(CGColor(hex: "#1F77B4")!)
        func rows(_ x: Int) -> [Int] { (0..<b.height).filter { b.pixels[$0 * b.width + x] == color } }
        let columns = (0..<b.width).filter { !rows($0).isEmpty }
        let xL = try #require(columns.first), xR = try #require(columns.last)
        let xM = (xL + xR) / 2, xQ = (xL + xM) / 2
        func median(_ v: [Int]) throws -> Double { Double(try #require(v.sorted().dropFirst(v.count / 2).first)) }
        let y0 = try median(rows(xL + 5)), yHalf = try median(rows(xM))
        func y(_ value: Double) -> Double { y0 + (yHalf - y0) * value / 0.5 }
        let quarter = rows(xQ)
        #expect(quarter.contains { abs(Double($0) - y(0.129_16)) <= 4 }, "rows at t = 0.25: \(quarter), curve at \(y(0.129_16))")
        #expect(!quarter.contains { abs(Double($0) - y(0.25)) <= 4 }, "rows at t = 0.25: \(quarter), chord at \(y(0.25))")
    }

    /// The line covers the curve from 0 to its natural end whatever times are asked: asked only
    /// 0.25 and 0.5, the chart draws the same easeInEaseOut over [0, 1] as when asked 0, 0.25,
    /// 0.5 and 1, so the two differ only by the two extra dots (about 2 × 85 pixels at radius
    /// 2.6 pt, scale 2). Straight segments between the asked times would differ everywhere.
    @Test func curvePlotReachesTheCurvesEndBeyondTheAskedTimes() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func plot(_ at: String) throws -> Bitmap {
            let out = dir.appendingPathComponent("\(at).png")
            let r = try CLI.run("curve", "timing", "easeInEaseOut", "--at", at, "--plot", out.path)
            #expect(r.status == 0, "\(r.stderr)")
            return try PNGCodec.read(contentsOf: out)
        }
        let inside = try plot("0.25,0.5"), whole = try plot("0,0.25,0.5,1")
        let color = Bitmap.pixel(CGColor(hex: "#1F77B4")!)
        try #require(inside.width == whole.width && inside.height == whole.height)
        let (w, h) = (whole.width, whole.height)
        func near(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool {
            for dy in -3...3 {
                for dx in -3...3 where (0..<w).contains(x + dx) && (0..<h).contains(y + dy) {
                    if b.pixels[(y + dy) * w + x + dx] == color { return true }
                }
            }
            return false
        }
        var series = 0, unmatched = 0
        for y in 0..<h {
            for x in 0..<w where whole.pixels[y * w + x] == color {
                series += 1
                if !near(inside, x, y) { unmatched += 1 }
            }
        }
        #expect(series > 2000, "\(series) series pixels")
        #expect(unmatched < 300, "\(unmatched) of \(series) series pixels of the chart asked 0, 0.25, 0.5, 1 are not in the one asked 0.25, 0.5")
    }
}
