import Foundation
import Testing

@testable import FoldCore

@Suite struct POPSpringTests {
    @Test func bouncinessSpeedConversionMatchesPOP() throws {
        let group = try ReferenceVectors.group("pop_convert_bounciness_speed")
        let tol = group.double("tol")!
        let vectors = group["vectors"] as! [[String: Any]]
        #expect(vectors.count > 0)
        for v in vectors {
            let b = v.double("bounciness")!, s = v.double("speed")!
            if v["direction"] as? String == "tension/friction->bounciness/speed" {
                let k = v.double("tension")!, c = v.double("friction")!
                let bs = POPSpringParameters.convert(tension: k, friction: c)
                #expect(abs(bs.bounciness - b) <= tol, "tension \(k) friction \(c): bounciness \(bs.bounciness) vs \(b)")
                #expect(abs(bs.speed - s) <= tol, "tension \(k) friction \(c): speed \(bs.speed) vs \(s)")
                continue
            }
            var p = POPSpringParameters()
            p.setBounciness(b)
            p.setSpeed(s)
            let label = "bounciness \(b) speed \(s)"
            #expect(abs(p.tension - v.double("tension")!) <= tol, "\(label): tension \(p.tension) vs \(v.double("tension")!)")
            #expect(abs(p.friction - v.double("friction")!) <= tol, "\(label): friction \(p.friction) vs \(v.double("friction")!)")
            #expect(abs(p.mass - v.double("mass")!) <= tol, "\(label): mass")
        }
    }

    @Test func conversionRoundTrips() throws {
        let group = try ReferenceVectors.group("pop_convert_roundtrip_tests")
        let tol = group.double("tol")!
        for v in group["vectors"] as! [[String: Any]] {
            let input = v["input"] as! [String: Any]
            if let b = input.double("bounciness"), let s = input.double("speed") {
                let k = POPSpringParameters.convert(bounciness: b, speed: s)
                let back = POPSpringParameters.convert(tension: k.tension, friction: k.friction)
                #expect(abs(back.bounciness - b) <= tol && abs(back.speed - s) <= tol, "\(v["expect"]!): got \(back)")
            } else {
                let k = input.double("tension")!, c = input.double("friction")!
                let bs = POPSpringParameters.convert(tension: k, friction: c)
                let back = POPSpringParameters.convert(bounciness: bs.bounciness, speed: bs.speed)
                #expect(abs(back.tension - k) <= tol && abs(back.friction - c) <= tol, "\(v["expect"]!): got \(back)")
            }
        }
    }

    @Test(arguments: ["pop_default_alpha_0_to_1", "pop_default_point_0_to_100"])
    func springTrajectoryMatchesPOP(name: String) throws {
        let group = try ReferenceVectors.group(name)
        let tol = group.double("tol")!
        let params = group["params"] as! [String: Any]
        var p = POPSpringParameters()
        p.setTension(params.double("tension")!)
        p.setFriction(params.double("friction")!)
        p.setMass(params.double("mass")!)
        var anim = POPSpringMotion(
            from: [params.double("fromValue")!], to: [params.double("toValue")!],
            velocity: [params.double("initialVelocity")!], parameters: p, threshold: params.double("threshold")!)
        let samples = group["samples"] as! [[String: Any]]
        var time = 0.0, last = 0.0
        for (i, s) in samples.enumerated() {
            if i > 0 { time += 1.0 / 60.0 }
            let dt = time - last
            last = time
            let expectedDone = s["done"] as! Bool
            let value = anim.step(dt: dt)[0]
            let expected = s.double("value")!
            // A done frame writes `to`; the reference lists the value before the snap.
            let compare = expectedDone ? expected : value
            _ = compare
            if !expectedDone {
                #expect(abs(value - expected) <= tol, "\(name) frame \(i): value \(value) vs \(expected), error \(abs(value - expected))")
                #expect(abs(anim.velocity[0] - s.double("velocity")!) <= tol * 1000, "\(name) frame \(i): velocity \(anim.velocity[0]) vs \(s.double("velocity")!)")
            } else {
                #expect(value == params.double("toValue")!, "\(name) frame \(i): done frame writes to")
            }
            #expect(anim.isDone == expectedDone, "\(name) frame \(i): done \(anim.isDone) vs \(expectedDone)")
        }
    }

    @Test func pageFoldSpringOvershootsAndSettlesAtFrame90() {
        var p = POPSpringParameters()
        p.setBounciness(18)
        p.setMass(2)
        p.setTension(200)
        #expect(p.tension == 200 && p.mass == 2 && abs(p.friction - 12.95885952697494) < 1e-12)
        var anim = POPSpringMotion(from: [1], to: [0], parameters: p, threshold: 0.01)
        var values: [Double] = []
        var time = 0.0, last = 0.0
        for i in 0..<200 {
            if i > 0 { time += 1.0 / 60.0 }
            values.append(anim.step(dt: time - last)[0])
            last = time
            if anim.isDone { break }
        }
        let minIndex = values.indices.min { values[$0] < values[$1] }!
        #expect(minIndex == 20, "overshoot at frame \(minIndex)")
        #expect(abs(values[20] - -0.3403) < 5e-5, "overshoot \(values[20])")
        #expect(values.count - 1 == 90, "done at frame \(values.count - 1)")
        #expect(values.last == 0)
    }

    @Test func decayMatchesPOP() throws {
        let group = try ReferenceVectors.group("pop_decay_v1000_thr1")
        let tol = group.double("tol")!
        let params = group["params"] as! [String: Any]
        var anim = POPDecayMotion(
            from: params.double("fromValue")!, velocity: params.double("velocity")!,
            deceleration: params.double("deceleration")!, threshold: params.double("threshold")!)
        #expect(abs(anim.duration - group.double("duration")!) <= tol, "duration \(anim.duration)")
        #expect(abs(anim.toValue - group.double("toValue")!) <= tol, "toValue \(anim.toValue)")
        var time = 0.0, last = 0.0
        for (i, s) in (group["samples"] as! [[String: Any]]).enumerated() {
            if i > 0 { time += 1.0 / 60.0 }
            let value = anim.step(dt: time - last)
            last = time
            let expected = s.double("value")!
            #expect(abs(value - expected) <= tol * max(1, abs(expected)), "decay frame \(i): \(value) vs \(expected)")
            #expect(abs(anim.velocity - s.double("velocity")!) <= tol * max(1, abs(s.double("velocity")!)), "decay frame \(i): velocity \(anim.velocity) vs \(s.double("velocity")!)")
            #expect(anim.isDone == (s["done"] as! Bool), "decay frame \(i): done")
        }
    }

    /// Each component of a spring of one to four components steps exactly as a one-component
    /// spring with that component's numbers, frame by frame (lanes are computed together, two
    /// or four at a time), and the lanes past the last component stay exactly +0.
    @Test func componentsStepAsSeparateSprings() {
        let from = [0.0, 10, -5, 300], to = [1.0, -40, 7, 250], velocity = [3.0, -200, 0, 1000]
        for count in 1...4 {
            var spring = POPSpringMotion(from: Array(from[..<count]), to: Array(to[..<count]), velocity: Array(velocity[..<count]))
            var alone = (0..<count).map { POPSpringMotion(from: [from[$0]], to: [to[$0]], velocity: [velocity[$0]]) }
            for frame in 0..<240 {
                let dt = frame == 0 ? 0 : (frame % 7 == 0 ? 1.0 / 30 : 1.0 / 60)
                let value = spring.step(dt: dt)
                for i in 0..<count {
                    let own = alone[i].step(dt: dt)[0]
                    // Once done, a spring holds `to`; a component alone may settle on another frame.
                    if !spring.isDone && !alone[i].isDone {
                        #expect(value[i].bitPattern == own.bitPattern, "\(count) components, frame \(frame), lane \(i)")
                    }
                }
                for i in count..<4 { #expect(value[i].bitPattern == 0, "lane \(i) of \(count) is \(value[i])") }
                #expect(spring.velocity.count == count)
            }
        }
    }
}

