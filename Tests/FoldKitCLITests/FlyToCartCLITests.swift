import Foundation
import Testing

/// `foldkit effect fly-to-cart`'s contract, through the built binary and `foldkit inspect`.
@Suite struct FlyToCartCLITests {
    /// CA's ease-in (0.42, 0, 1, 1) at time fraction x, by bisection on the curve's x.
    static func easeIn(_ x: Double) -> Double {
        func coord(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            // CA keeps its control points as Floats.
            if coord(Double(Float(0.42)), 1, mid) < x { lo = mid } else { hi = mid }
        }
        return coord(0, 1, (lo + hi) / 2)
    }

    /// The seed's quadratic from s to e with control (sx + (ex − sx)/3, sy + (ey − sy)·0.5 − arc).
    static func seedCurve(_ s: (Double, Double), _ e: (Double, Double), arc: Double, _ u: Double) -> (Double, Double) {
        let c = (s.0 + (e.0 - s.0) / 3, s.1 + (e.1 - s.1) * 0.5 - arc)
        let a = (1 - u) * (1 - u), b = 2 * (1 - u) * u, d = u * u
        return (a * s.0 + b * c.0 + d * e.0, a * s.1 + b * c.1 + d * e.1)
    }

    func layer(_ scene: URL, _ id: String, at t: Double) throws -> [String: Any] {
        let r = try CLI.run("inspect", scene.path, "--time", String(t), "--layer", id)
        try #require(r.status == 0, "\(r.stderr)")
        return try #require((r.json["layers"] as? [String: Any])?[id] as? [String: Any])
    }

    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-fly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func threeStaggeredItemsFlyTheSeedsCurveAndTheBadgeCountsEachLanding() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("fly.scene.json")
        let r = try CLI.run(
            "effect", "fly-to-cart", "--size", "375,667", "--from", "60,200", "--to", "320,610", "--count", "3",
            "--stagger", "0.25", "--arc", "300", "-o", scene.path)
        #expect(r.status == 0, "\(r.stderr)")

        let all = try CLI.run("inspect", scene.path, "--time", "0")
        let ids = Set((all.json["layers"] as? [String: Any] ?? [:]).keys)
        let expectedIDs: Set = ["item1", "item2", "item3", "cart", "badge", "badgeCount1", "badgeCount2", "badgeCount3"]
        #expect(expectedIDs.isSubset(of: ids), "\(ids.sorted())")

        for k in 0..<3 {
            let id = "item\(k + 1)", begin = 0.25 * Double(k)
            for j in [1, 3, 5, 7] {
                let t = begin + 0.1 * Double(j)
                let p = try #require(try layer(scene, id, at: t)["position"] as? [Double])
                let e = Self.seedCurve((60, 200), (320, 610), arc: 300, Self.easeIn((t - begin) / 0.8))
                #expect(abs(p[0] - e.0) < 1e-6 && abs(p[1] - e.1) < 1e-6, "\(id) at \(t): \(p) vs \(e)")
                #expect(try layer(scene, id, at: t)["hidden"] as? Bool == false)
            }
            // Gone once it has landed.
            #expect(try layer(scene, id, at: begin + 0.81)["hidden"] as? Bool == true)
        }
        #expect(try layer(scene, "item3", at: 0.49)["hidden"] as? Bool == true)  // not yet left

        // The badge: nothing before the first landing, then the count of each landing.
        #expect(try layer(scene, "badge", at: 0.79)["hidden"] as? Bool == true)
        for (k, landing) in [0.8, 1.05, 1.3].enumerated() {
            #expect(try layer(scene, "badge", at: landing + 0.01)["hidden"] as? Bool == false)
            for count in 1...3 {
                let shown = try layer(scene, "badgeCount\(count)", at: landing + 0.01)["hidden"] as? Bool == false
                #expect(shown == (count == k + 1), "badgeCount\(count) at \(landing + 0.01)")
            }
            // The cart bounces: bigger than its 56 pt right at the landing.
            let corners = try #require(try layer(scene, "cart", at: landing)["corners"] as? [[Double]])
            #expect(corners[1][0] - corners[0][0] > 56 * 1.2)
        }
        // The text of each count, as written in the scene file.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: scene))
        var strings: [String: String] = [:]
        func walk(_ layers: [[String: Any]]) {
            for l in layers {
                if let id = l["id"] as? String, let s = l["string"] as? String { strings[id] = s }
                walk(l["sublayers"] as? [[String: Any]] ?? [])
            }
        }
        walk((json as? [String: Any])?["layers"] as? [[String: Any]] ?? [])
        #expect(strings["badgeCount1"] == "1" && strings["badgeCount2"] == "2" && strings["badgeCount3"] == "3")
        // The flight is a keyframe animation on position along a path (as the seed's).
        let text = try String(contentsOf: scene, encoding: .utf8)
        #expect(text.contains("\"path\": \"M60 200 Q"))
    }

    @Test func impossibleRequestsAreRefusedWithWhatToChange() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.scene.json").path
        let cases: [([String], String)] = [
            (["--from", "60,200", "--to", "320,610"], "--size W,H is required"),
            (["--size", "375,667", "--from", "60,900", "--to", "320,610"], "lies off the"),
            (["--size", "375,667", "--from", "60,200", "--to", "320,610", "--count", "0"], "--count must be a whole number"),
            (["--size", "375,667", "--from", "60,200", "--to", "320,610", "--stagger", "-1"], "--stagger must be ≥ 0"),
        ]
        for (args, message) in cases {
            let r = try CLI.runArray(["effect", "fly-to-cart"] + args + ["-o", out])
            #expect(r.status == 2 && r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
