import FoldCore
import FoldMedia
import FoldRender
import Foundation
import Testing

/// `foldkit effect page-fold` through the built binary: its layer ids, and the top half's angle
/// frame by frame against the seed's formula (worked out here from the script).
@Suite struct PageFoldEffectTests {
    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-page-fold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// 200 × 300 at 20 fps for 1 s: a drag from (100, 50) to (100, 250) starting at 0.1 s over
    /// 0.5 s — down on frame 2, then ten moves of 20 pt on frames 3…12, lifted on frame 12.
    static let script = """
        { "size": [200, 300], "scale": 1, "fps": 20, "duration": 1,
          "events": [ { "at": 0.1, "drag": [[100, 50], [100, 250]], "duration": 0.5 } ] }
        """

    /// The rotation about x of a transform that is a rotation about x followed by perspective.
    static func rotationX(_ t: CATransform3D) -> Double { atan2(t.m23, t.m22) }

    @Test func theBakedTopHalfFollowsTheSeedsFormulaThenSpringsBack() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scriptURL = dir.appendingPathComponent("drag.input.json")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("fold.scene.json")
        let r = try CLI.run("effect", "page-fold", "--script", scriptURL.path, "-o", out.path)
        #expect(r.status == 0, "\(r.stderr)")
        let scene = try SceneLoader.load(contentsOf: out)
        #expect(scene.size == CGSize(width: 200, height: 300) && scene.fps == 20)
        let all = scene.layers.flatMap(\.allLayers)
        for id in ["top", "bottom", "topShadow", "bottomShadow"] {
            #expect(all.filter { $0.name == id }.count == 1, "layer id \(id)")
        }
        let top = try #require(all.first { $0.name == "top" })
        let topShadow = try #require(all.first { $0.name == "topShadow" })
        // The pan begins at the first move (20 pt > the 10 pt slop): startY = 70.
        for frame in 3...12 {
            let t = Double(frame) / 20
            let y = 50 + 20 * Double(frame - 2)
            let expected = -Double.pi / (300 - 70) * (y - 70)
            let shown = Self.rotationX(top.presentationProperties(at: t).transform)
            #expect(abs(shown - expected) < 1e-9, "frame \(frame): \(shown) vs \(expected)")
            if abs(expected) < .pi / 2 {
                #expect(abs(topShadow.presentationProperties(at: t).opacity - (y - 70) / 230) < 1e-7, "frame \(frame): shadow (a Float, as CALayer.opacity is)")
            }
        }
        // The spring runs on past the script's 1 s until it is done, and ends flat.
        #expect(scene.duration > 1.5, "baked for \(scene.duration) s")
        let end = top.presentationProperties(at: scene.duration).transform
        #expect(Self.rotationX(end) == 0)
        let mid = Self.rotationX(top.presentationProperties(at: 0.9).transform)
        #expect(mid != 0 && abs(mid) < .pi)
    }

    @Test func theExampleScriptRendersAPNGOfTheFold() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("fold.png")
        let script = CLIProcess.examples.appendingPathComponent("page-fold-drag.input.json")
        let r = try CLI.run("effect", "page-fold", "--script", script.path, "-o", png.path, "--time", "1")
        #expect(r.status == 0, "\(r.stderr)")
        let bitmap = try PNGCodec.read(contentsOf: png)
        #expect(bitmap.width == 300 && bitmap.height == 400)
    }

    @Test func badArgumentsAreOneLineMessages() throws {
        let r = try CLI.run("effect", "page-fold", "-o", "/tmp/never.scene.json")
        #expect(r.status == 2 && r.stderr.contains("--script"))
        let d = try CLI.run("effect", "page-fold", "--script", "x.json", "--direction", "sideways", "-o", "/tmp/never.png")
        #expect(d.status == 2 && d.stderr.contains("--direction"))
    }

    /// A 2048 pt canvas at scale 8 made a gigabyte sample photo, then was refused with advice
    /// about m34, which the command line could not set. Now it is refused before the photo is
    /// made (in a fraction of a second and a few megabytes), and --m34 sets it.
    @Test func aCanvasTooLongForThePerspectiveIsRefusedFirstAndM34CanBeSet() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.input.json")
        try #"{"size": [300, 2048], "scale": 8, "duration": 0.1}"#.write(to: big, atomically: true, encoding: .utf8)
        let start = Date()
        let r = try CLI.run("effect", "page-fold", "--script", big.path, "-o", dir.appendingPathComponent("x.scene.json").path)
        #expect(r.status == 2 && r.stderr.contains("m34") && r.stderr.contains("--m34"), "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 5, "refused before a gigabyte photo was made")
        let small = dir.appendingPathComponent("small.input.json")
        try #"{"size": [200, 1800], "scale": 1, "fps": 10, "duration": 0.1}"#.write(to: small, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("fold.scene.json")
        #expect(try CLI.run("effect", "page-fold", "--script", small.path, "-o", out.path).status == 2)
        let fits = try CLI.run("effect", "page-fold", "--script", small.path, "--m34", "-0.0005", "-o", out.path)
        #expect(fits.status == 0, "\(fits.stderr)")
        let bad = try CLI.run("effect", "page-fold", "--script", small.path, "--m34", "0.1", "-o", out.path)
        #expect(bad.status == 2 && bad.stderr.contains("≤ 0"), "\(bad.stderr)")
    }

    @Test func anImageAndADirectionFromTheCommandLine() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var photo = Bitmap(width: 40, height: 60)
        photo.fill(CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1))
        let imageURL = dir.appendingPathComponent("photo.png")
        try PNGCodec.write(photo, to: imageURL)
        let scriptURL = dir.appendingPathComponent("drag.input.json")
        try Self.script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("book.scene.json")
        let r = try CLI.run(
            "effect", "page-fold", "--script", scriptURL.path, "--image", imageURL.path, "--direction", "left", "-o", out.path)
        #expect(r.status == 0, "\(r.stderr)")
        let scene = try SceneLoader.load(contentsOf: out)
        let all = scene.layers.flatMap(\.allLayers)
        // Book style: the right half folds over the left; the image is the page's.
        for id in ["right", "left", "rightShadow", "leftShadow"] { #expect(all.contains { $0.name == id }, "\(id)") }
        #expect(all.first { $0.name == "rightFront" }?.contentsName == "page")
        #expect(try PNGCodec.read(contentsOf: dir.appendingPathComponent("book.page.png")) == photo)
    }
}
