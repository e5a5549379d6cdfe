import Foundation
import Testing

@testable import FoldCore

@Suite struct TimingFunctionTests {
    /// Every cubic-bezier vector: in-range inputs against our solver; out-of-range inputs check
    /// that we clamp as Core Animation does (the vectors' extrapolated values are the web's rule).
    @Test func cubicBezierReferenceVectors() throws {
        let file = try ReferenceVectors.load("cubic_bezier.json")
        let vectors = file["vectors"] as! [[String: Any]]
        #expect(vectors.count == Int(anyDouble(file["count"])!))
        for v in vectors {
            let id = v["id"] as! String
            let cp = v.doubles("cp")!, x = v.double("x")!, expected = v.double("expected")!
            let tol = v.double("tol")!
            if id.hasPrefix("computed_pop_basic") {
                // POP's basic animation solver at its default duration (0.4 s → epsilon 1/400).
                let tf = TimingFunction(controlPoints: cp[0], cp[1], cp[2], cp[3])
                let y = POPBasicMotion.progress(x, duration: 0.4, timingFunction: tf)
                #expect(abs(y - expected) <= tol, "\(id): \(y) vs \(expected), error \(abs(y - expected))")
                continue
            }
            let bezier = UnitBezier(x1: cp[0], y1: cp[1], x2: cp[2], y2: cp[3])
            if x < 0 || x > 1 {
                let clamped = bezier.solve(x)
                #expect(clamped == (x < 0 ? 0 : 1), "\(id): clamped input gives \(clamped)")
                continue
            }
            let y = bezier.solve(x)
            #expect(abs(y - expected) <= max(tol, 1e-12), "\(id): \(y) vs \(expected), error \(abs(y - expected))")
            if let popOld = v.double("pop_old_unitbezier_same_eps") {
                let old = POPUnitBezier.solve(x1: cp[0], y1: cp[1], x2: cp[2], y2: cp[3], x: x, epsilon: 1e-7)
                #expect(abs(old - popOld) <= 1e-9, "\(id): POP's old solver \(old) vs \(popOld)")
            }
        }
    }

    /// ≤ 1e-7 from the exact solution: compare with a bisection solve to machine precision.
    @Test func solverWithin1e7OfExact() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let cp = [rng.unit(), rng.unit() * 3 - 1, rng.unit(), rng.unit() * 3 - 1]
            let bezier = UnitBezier(x1: cp[0], y1: cp[1], x2: cp[2], y2: cp[3])
            for i in 0...50 {
                let x = Double(i) / 50
                var lo = 0.0, hi = 1.0
                for _ in 0..<200 {
                    let mid = (lo + hi) / 2
                    if bezier.sampleX(mid) < x { lo = mid } else { hi = mid }
                }
                let exact = bezier.sampleY((lo + hi) / 2)
                let y = bezier.solve(x)
                #expect(abs(y - exact) <= 1e-7, "cp \(cp) x \(x): \(y) vs exact \(exact)")
            }
        }
    }

    @Test func monotonicWhereTheCurveIs() {
        for f in TimingFunction.named.values {
            var previous = -Double.infinity
            for i in 0...1000 {
                let y = f.evaluate(Double(i) / 1000)
                #expect(y >= previous - 1e-15, "\(f) decreases at \(Double(i) / 1000)")
                previous = y
            }
        }
    }

    @Test func degenerateInputsAreDefined() throws {
        #expect(TimingFunction.easeIn.evaluate(.nan) == 0)
        #expect(TimingFunction.easeIn.evaluate(-.infinity) == 0)
        #expect(TimingFunction.easeIn.evaluate(.infinity) == 1)
        #expect(throws: TimingFunctionError.self) { try TimingFunction(parsing: "easeInOut") }
        #expect(throws: TimingFunctionError.self) { try TimingFunction(parsing: "1.2,0,0.5,1") }
        #expect(throws: TimingFunctionError.self) { try TimingFunction(parsing: "0,nan,1,1") }
        do {
            _ = try TimingFunction(parsing: "easeInOut")
        } catch let e as TimingFunctionError {
            #expect(e.message.contains("easeInEaseOut"))
        }
    }
}

/// A small seeded generator so property tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
