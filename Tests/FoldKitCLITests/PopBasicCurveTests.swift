import Foundation
import Testing

/// `foldkit curve pop-basic`: POPBasicMotion's progress with POP's own solver precision.
@Suite struct PopBasicCurveTests {
    /// The POP basic-animation vectors of the reference file (computed with POP's UnitBezier and
    /// its SOLVE_EPS at POP's default duration, 0.4 s), grouped by control points.
    static func popVectors() throws -> [(cp: [Double], x: Double, expected: Double, tol: Double)] {
        let url = CLI.fixtures.appendingPathComponent("reference/cubic_bezier.json")
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        return (file["vectors"] as! [[String: Any]]).compactMap { v in
            guard (v["id"] as! String).hasPrefix("computed_pop_basic") else { return nil }
            return (numbers(v["cp"]), (v["x"] as! NSNumber).doubleValue, (v["expected"] as! NSNumber).doubleValue,
                    (v["tol"] as! NSNumber).doubleValue)
        }
    }

    @Test func matchesPOPReferenceVectors() throws {
        let vectors = try Self.popVectors()
        #expect(vectors.count >= 10)
        // The vectors hold the Float-rounded control points of "default" and "easeInEaseOut".
        for (name, x1) in [("default", 0.25), ("easeInEaseOut", 0.42)] {
            let group = vectors.filter { abs($0.cp[0] - x1) < 1e-6 }
            #expect(!group.isEmpty, "\(name)")
            let times = group.map { $0.x * 0.4 }
            var args = ["curve", "pop-basic", "--duration", "0.4", "--at", times.map { "\($0)" }.joined(separator: ",")]
            if name != "default" { args += ["--timing", name] }
            let r = try CLI.runArray(args)
            #expect(r.status == 0, "\(r.stderr)")
            let values = numbers(r.json["value"])
            // JSONSerialization may parse a number one ulp away from what was printed.
            let echoed = numbers(r.json["t"])
            #expect(echoed.count == times.count && zip(echoed, times).allSatisfy { abs($0 - $1) < 1e-15 })
            #expect(values.count == group.count)
            for (v, value) in zip(group, values) {
                #expect(abs(value - v.expected) <= v.tol, "\(name) at x = \(v.x): \(value) vs \(v.expected)")
            }
        }
    }

    @Test func precisionFollowsTheDuration() throws {
        // Core Animation's exact curve, from `curve timing`, against POP's at two durations:
        // a short animation solves coarsely (epsilon 1/(1000·D)), a long one closely.
        let fractions = (1...19).map { Double($0) / 20 }
        let exact = numbers(try CLI.runArray(["curve", "timing", "easeInEaseOut", "--at", fractions.map { "\($0)" }.joined(separator: ",")]).json["value"])
        func worst(_ duration: Double) throws -> Double {
            let times = fractions.map { "\($0 * duration)" }.joined(separator: ",")
            let r = try CLI.runArray(["curve", "pop-basic", "--duration", "\(duration)", "--timing", "easeInEaseOut", "--at", times])
            let values = numbers(r.json["value"])
            #expect(values.count == exact.count)
            return zip(values, exact).map { abs($0 - $1) }.max() ?? .nan
        }
        // Newton stops once x is within epsilon, so y is off by up to the slope (≤ 1.6) × epsilon.
        let short = try worst(0.1), long = try worst(100)
        #expect(short > 1e-3 && short < 1.6e-2, "\(short)")
        #expect(long < 1.6e-5, "\(long)")
        #expect(long < short)
    }

    @Test func doneAtTheEndAndZeroBeforeTheStart() throws {
        let r = try CLI.run("curve", "pop-basic", "--duration", "2", "--timing", "linear", "--at", "-1,0,0.5,1.9999999,2,3")
        #expect(r.status == 0)
        let v = numbers(r.json["value"])
        #expect(v.count == 6)
        #expect(v[0] == 0 && v[1] == 0)
        // Linear at 25 %, within POP's epsilon 1/2000 in x (slope 1).
        #expect(abs(v[2] - 0.25) <= 1 / 2000.0)
        // t + 1e-6 ≥ 1: done, exactly 1.
        #expect(v[3] == 1 && v[4] == 1 && v[5] == 1)
    }

    @Test(arguments: [
        ["curve", "pop-basic", "--at", "0.1"],
        ["curve", "pop-basic", "--duration", "0", "--at", "0.1"],
        ["curve", "pop-basic", "--duration", "-1", "--at", "0.1"],
        ["curve", "pop-basic", "--duration", "1e9", "--at", "0.1"],
        ["curve", "pop-basic", "--duration", "0.4"],
        ["curve", "pop-basic", "--duration", "0.4", "--at", "0.1,x"],
        ["curve", "pop-basic", "--duration", "0.4", "--timing", "easeInOut", "--at", "0.1"],
        ["curve", "pop-basic", "--duration", "0.4", "--timing", "2,0,1,1", "--at", "0.1"],
        ["curve", "pop-basic", "--duration", "0.4", "--at", "0.1", "extra"],
        ["curve", "pop-basic", "--duraton", "0.4", "--at", "0.1"],
        ["curve", "pop-basc", "--duration", "0.4"],
    ])
    func badArgumentsExitTwoWithOneLine(args: [String]) throws {
        let r = try CLI.runArray(args)
        #expect(r.status == 2, "\(args)")
        #expect(r.stdout.isEmpty, "\(args)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
    }

    @Test func helpDescribesTheVerb() throws {
        let r = try CLI.run("curve", "pop-basic", "--help")
        #expect(r.status == 0)
        #expect(r.stdout.contains("pop-basic --duration D [--timing NAME|x1,y1,x2,y2] --at"))
        #expect(r.stdout.contains("\"default\""))
    }
}
