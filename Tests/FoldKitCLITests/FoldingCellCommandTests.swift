import Foundation
import Testing

/// `foldkit effect folding-cell`'s contract: the layer ids, and the angles and visibility at
/// sampled times (read back with `foldkit inspect`) against the spec's timeline, computed here.
@Suite struct FoldingCellCommandTests {
    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// CA's easeIn (0.42, 0, 1, 1) and easeOut (0, 0, 0.58, 1), solved by bisection.
    static func ease(_ easeIn: Bool, _ x: Double) -> Double {
        let (x1, y1, x2, y2) = easeIn ? (0.42, 0.0, 1.0, 1.0) : (0.0, 0.0, 0.58, 1.0)
        func c(_ a: Double, _ b: Double, _ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let m = (lo + hi) / 2; if c(x1, x2, m) < x { lo = m } else { hi = m } }
        return c(y1, y2, (lo + hi) / 2)
    }

    func inspect(_ scene: URL, _ id: String, _ t: Double) throws -> (angle: Double, opacity: Double) {
        let r = try CLI.run("inspect", scene.path, "--time", "\(t)", "--layer", id)
        #expect(r.status == 0, "\(r.stderr)")
        let layer = try #require((r.json["layers"] as? [String: Any])?[id] as? [String: Any])
        let m = try #require(layer["transform"] as? [Double])
        return (atan2(m[6], m[5]), try #require(layer["opacity"] as? Double))
    }

    @Test func theOpeningHasTheSpecsIdsAnglesAndVisibility() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fc.scene.json")
        let r = try CLI.run("effect", "folding-cell", "-o", scene.path)
        #expect(r.status == 0, "\(r.stderr)")
        let all = try CLI.run("inspect", scene.path)
        let ids = Set(((all.json["layers"] as? [String: Any]) ?? [:]).keys)
        #expect(ids == ["foreground", "piece0", "piece1", "piece2", "piece3", "back1", "back2"])
        // (id, start, end, from, to, easeIn, visible before, visible after): the spec's demo table.
        let half = Double.pi / 2
        let steps: [(String, Double, Double, Double, Double, Bool, Bool, Bool)] = [
            ("foreground", 0, 0.13, 0, -half, true, true, false), ("piece1", 0.13, 0.26, half, 0, false, false, true),
            ("back1", 0.26, 0.36, 0, -half, true, false, false), ("piece2", 0.36, 0.46, half, 0, false, false, true),
            ("back2", 0.46, 0.56, 0, -half, true, false, false), ("piece3", 0.56, 0.66, half, 0, false, false, true),
        ]
        for t in [0.065, 0.2, 0.31, 0.4, 0.5, 0.61, 0.8] {
            for (id, s, e, from, to, easeIn, before, after) in steps {
                let got = try inspect(scene, id, t)
                let visible = t < s ? before : (t >= e ? after : true)
                #expect((got.opacity == 1) == visible, "\(id) at \(t)")
                let u = min(1, max(0, (t - s) / (e - s)))
                let expected = from + (to - from) * Self.ease(easeIn, u)
                #expect(abs(got.angle - expected) < 1e-6, "\(id) at \(t): \(got.angle) vs \(expected)")
            }
        }
        #expect(try inspect(scene, "piece0", 0.3).opacity == 1)
    }

    @Test func closeBakesTheCloseTimeline() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("close.scene.json")
        let r = try CLI.run("effect", "folding-cell", "--close", "-o", scene.path)
        #expect(r.status == 0, "\(r.stderr)")
        // r3 0–.10 easeIn 0 → π/2, hidden after; fg .53–.66 easeOut −π/2 → 0.
        let r3 = try inspect(scene, "piece3", 0.05)
        #expect(abs(r3.angle - .pi / 2 * Self.ease(true, 0.5)) < 1e-6 && r3.opacity == 1)
        #expect(try inspect(scene, "piece3", 0.15).opacity == 0)
        let fg = try inspect(scene, "foreground", 0.6)
        #expect(abs(fg.angle - (-.pi / 2 + .pi / 2 * Self.ease(false, 0.07 / 0.13))) < 1e-6 && fg.opacity == 1)
        #expect(try inspect(scene, "foreground", 0.3).opacity == 0)
    }

    @Test func moreItemsGiveMoreIdsAndFreeHeightsAreTaken() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("six.scene.json")
        let r = try CLI.run("effect", "folding-cell", "--items", "5", "--piece-heights", "165,165,60,60,29", "-o", scene.path)
        #expect(r.status == 0, "\(r.stderr)")
        let all = try CLI.run("inspect", scene.path)
        let layers = (all.json["layers"] as? [String: Any]) ?? [:]
        #expect(Set(layers.keys) == ["foreground", "piece0", "piece1", "piece2", "piece3", "piece4", "back1", "back2", "back3"])
        let p4 = try #require(layers["piece4"] as? [String: Any])
        #expect((p4["bounds"] as? [Double])?[3] == 29)
    }

    /// Up mirrors the turn (the same angle, opposite sign about x); shading follows the light
    /// model D·(1 − cos θ) on each piece's overlay.
    @Test func upAndShading() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("up.scene.json")
        let r = try CLI.run("effect", "folding-cell", "--direction", "up", "--shading", "0.5", "-o", scene.path)
        #expect(r.status == 0, "\(r.stderr)")
        let u = (0.2 - 0.13) / 0.13
        let theta = .pi / 2 * (1 - Self.ease(false, u))
        let up = try inspect(scene, "piece1", 0.2)
        #expect(abs(up.angle + theta) < 1e-6, "\(up.angle) vs \(-theta)")
        let shade = try CLI.run("inspect", scene.path, "--time", "0.2", "--layer", "piece1-shade")
        let opacity = try #require(((shade.json["layers"] as? [String: Any])?["piece1-shade"] as? [String: Any])?["opacity"] as? Double)
        // The overlay is keyframed at 16 steps of the turn: within the chord error of 1 − cos.
        #expect(abs(opacity - 0.5 * (1 - cos(theta))) < 0.005, "\(opacity) vs \(0.5 * (1 - cos(theta)))")
        let bad = try CLI.run("effect", "folding-cell", "--direction", "sideways", "-o", scene.path)
        #expect(bad.status == 2 && bad.stderr.contains("down or up"))
    }

    /// The last piece's contentsRect was computed from its height alone and ended an ulp past 1
    /// for these counts, so the scene writer refused a valid cell.
    @Test func everyPieceCountsRectsEndInsideTheImage() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fc.scene.json")
        for items in [3, 4, 5, 13, 16, 33, 50] {
            let r = try CLI.run("effect", "folding-cell", "--items", "\(items)", "-o", scene.path)
            #expect(r.status == 0, "--items \(items): \(r.stderr)")
            guard r.status == 0 else { continue }
            // The pieces' rects, read from the scene file's text (Double(String) is exact; Linux
            // Foundation's JSONSerialization can be an ulp off): they end at 1.
            var rects: [String: [Double]] = [:]
            let text = try String(contentsOf: scene, encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #""id": "(piece[0-9]+)",[^{}]*?"contentsRect": \[([^\]]*)\]"#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let id = String(text[Range(match.range(at: 1), in: text)!])
                rects[id] = text[Range(match.range(at: 2), in: text)!].split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
            }
            let last = try #require(rects["piece\(items - 1)"], "\(rects.keys.sorted())")
            #expect(last[1] + last[3] == 1, "--items \(items): \(last)")
            #expect(rects.count == items && rects.values.allSatisfy { $0[1] >= 0 && $0[1] + $0[3] <= 1 })
        }
    }

    @Test func impossibleConfigurationsExitWithTheRule() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.scene.json").path
        let two = try CLI.run("effect", "folding-cell", "--items", "2", "-o", out)
        #expect(two.status == 2 && two.stderr.contains("330") && two.stderr.contains("479"))
        let durations = try CLI.run("effect", "folding-cell", "--durations", "0.3,0.2", "-o", out)
        #expect(durations.status == 2 && durations.stderr.contains("durationsForExpandedState"))
        let heights = try CLI.run("effect", "folding-cell", "--piece-heights", "165,165,100,40", "-o", out)
        #expect(heights.status == 2 && heights.stderr.contains("470"))
        let width = try CLI.run("effect", "folding-cell", "--width", "-5", "-o", out)
        #expect(width.status == 2)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
