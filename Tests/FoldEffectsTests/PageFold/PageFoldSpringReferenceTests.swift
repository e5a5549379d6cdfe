import FoldCore
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// The page's spring back, poke and settle held to POP itself, not to FoldCore's POP: reference
/// vectors for the seed's spring (springBounciness 18, then dynamicsMass 2, then dynamicsTension
/// 200; threshold 0.01), computed from facebook/pop's source — its setters, bounciness
/// conversion and POPSpringSolver.h run on the animator's clock, as springs.json's POP groups
/// were (the same computation reproduces those groups exactly, and POP's own solver header,
/// compiled, agrees with it bit for bit). Reference/springs-pagefold-seed.json; each sample is
/// the value POP writes at that frame, the last one (`done`) before its snap to the target.
@Suite struct PageFoldSpringReferenceTests {
    struct Vector {
        var name: String
        var from: Double, to: Double, velocity: Double, tolerance: Double
        var values: [Double]
        /// The frame whose step finds the spring at rest (the page then shows `to`).
        var doneFrame: Int
    }

    static func vectors() throws -> [String: Vector] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reference/springs-pagefold-seed.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var found: [String: Vector] = [:]
        for group in json["groups"] as? [[String: Any]] ?? [] {
            let name = try #require(group["name"] as? String)
            let params = try #require(group["params"] as? [String: Any])
            let samples = try #require(group["samples"] as? [[String: Any]])
            let done = try #require(samples.firstIndex { $0["done"] as? Bool == true })
            found[name] = Vector(
                name: name, from: try #require(params["fromValue"] as? Double), to: try #require(params["toValue"] as? Double),
                velocity: try #require(params["initialVelocity"] as? Double), tolerance: try #require(group["tol"] as? Double),
                values: try samples.map { try #require($0["value"] as? Double) }, doneFrame: done)
        }
        return found
    }

    /// Steps the page until its spring is done; the rotation it shows each frame from `first`.
    static func play(_ h: PageFoldHarness, first: Double) -> [Double] {
        var shown = [first]
        while h.page.isAnimating && shown.count < 400 {
            h.step()
            shown.append(h.page.layerRotation)
        }
        return shown
    }

    static func expect(_ shown: [Double], matches v: Vector) {
        #expect(shown.count - 1 == v.doneFrame, "\(v.name): at rest after \(shown.count - 1) frames, POP after \(v.doneFrame)")
        for frame in 0..<min(v.doneFrame, shown.count) {
            let error = abs(shown[frame] - v.values[frame])
            #expect(error <= v.tolerance, "\(v.name) frame \(frame): \(shown[frame]) vs POP \(v.values[frame]) (off by \(error))")
        }
        #expect(shown.last == v.to, "\(v.name): the page rests at POP's target")
    }

    @Test func theReleaseSpringsBackAsPOPDoes() throws {
        let v = try #require(try Self.vectors()["pop_pagefold_seed_released_to_0"])
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 60)))
        h.step(.pointerMoved(h.window(100, 72)))
        h.step(.pointerMoved(h.window(100, 190)))
        #expect(abs(h.page.layerRotation - v.from) < 1e-15, "the drag leaves the page at the vector's start")
        h.step(.pointerUp(h.window(100, 190)))  // the release frame: POP's first frame advances by 0
        Self.expect(Self.play(h, first: h.page.layerRotation), matches: v)
    }

    @Test func aTapPokesAsPOPDoesWithFiveRadiansPerSecond() throws {
        let v = try #require(try Self.vectors()["pop_pagefold_seed_poke_v5"])
        #expect(v.velocity == 5 && v.from == 0)
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 100)))
        h.step(.pointerUp(h.window(100, 100)))
        Self.expect(Self.play(h, first: h.page.layerRotation), matches: v)
    }

    @Test func fromOneRadianItSettlesAsPOPDoes() throws {
        let v = try #require(try Self.vectors()["pop_pagefold_seed_1_to_0"])
        let h = try PageFoldHarness()
        h.page.foldAngle = -v.from  // layer rotation +1
        // POP starts the spring now, at the frame showing (its first sample, dt 0); the next
        // frame is its second sample.
        try h.page.fold(to: 0)
        Self.expect(Self.play(h, first: h.page.layerRotation), matches: v)
    }
}
