import Foundation
import Testing

@testable import FoldUI

/// FoldUI's Cassowary solver against kiwisolver: Reference/kiwi-vectors.json holds 400 random
/// systems (required and weighted constraints, inequalities, edit variables and suggestions,
/// removals, constant changes, refused required constraints) and kiwisolver 1.5.1's unique optimum
/// after each step, made by `scripts/kiwi-vectors` from fresh kiwi solvers. The solver replays
/// the steps incrementally and must refuse exactly what kiwi refuses and land on the same values.
@Suite struct KiwiVectorTests {
    typealias Solver = Cassowary.Solver
    typealias Constraint = Cassowary.Constraint

    nonisolated(unsafe) static let document: [String: Any] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reference/kiwi-vectors.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }()

    @Test func theVectorsAreThere() throws {
        let cases = try #require(Self.document["cases"] as? [[String: Any]])
        #expect(cases.count == 400)
        #expect(Self.document["required"] as? Double == Cassowary.Strength.required)
    }

    @Test func everyCaseMatchesKiwisolver() throws {
        let cases = try #require(Self.document["cases"] as? [[String: Any]])
        var failures: [String] = []
        var solves = 0
        for item in cases {
            if let failure = replay(item, solves: &solves) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(cases.count) cases differ; first: \(failures.prefix(3))")
        #expect(solves > 6000)
    }

    /// Replays one case; the first difference from kiwi, or nil.
    func replay(_ item: [String: Any], solves: inout Int) -> String? {
        let name = item["name"] as? String ?? "?"
        let count = item["variables"] as? Int ?? 0
        let variables = (0..<count).map { Cassowary.Variable("v\($0)") }
        var solver = Solver()
        var constraints: [Int: Constraint] = [:]
        for (index, step) in (item["steps"] as? [[String: Any]] ?? []).enumerated() {
            let at = "\(name) step \(index)"
            if let spec = step["add"] as? [String: Any] {
                let constraint = makeConstraint(spec, variables)
                let ok = step["ok"] as? Bool ?? true
                do {
                    try solver.add(constraint)
                    guard ok else { return "\(at): accepted a constraint kiwi refuses" }
                    constraints[spec["id"] as! Int] = constraint
                } catch {
                    guard !ok, error == .unsatisfiable, !solver.contains(constraint) else {
                        return "\(at): refused a constraint kiwi accepts (\(error))"
                    }
                }
            } else if let id = step["remove"] as? Int {
                do { try solver.remove(constraints[id]!) } catch { return "\(at): remove failed: \(error)" }
            } else if let v = step["edit"] as? Int {
                do {
                    try solver.addEditVariable(variables[v], strength: step["strength"] as! Double)
                } catch { return "\(at): edit failed: \(error)" }
            } else if let v = step["suggest"] as? Int {
                do { try solver.suggestValue(step["value"] as! Double, for: variables[v]) } catch {
                    return "\(at): suggest failed: \(error)"
                }
            } else if let id = step["constant"] as? Int {
                let constraint = constraints[id]!
                let old = constraint.expression.constant
                let ok = step["ok"] as? Bool ?? true
                do {
                    try solver.setConstant(step["value"] as! Double, of: constraint)
                    guard ok else { return "\(at): took a constant kiwi refuses" }
                } catch {
                    guard !ok, error == .unsatisfiable, constraint.expression.constant == old else {
                        return "\(at): refused a constant kiwi takes (\(error))"
                    }
                }
            } else if let expected = step["solve"] as? [Double] {
                solver.updateVariables()
                solves += 1
                for (v, value) in zip(variables, expected) where abs(v.value - value) > 1e-6 * max(1, abs(value)) {
                    return "\(at): \(v.name) = \(v.value), kiwi \(value)"
                }
            }
        }
        return nil
    }

    func makeConstraint(_ spec: [String: Any], _ variables: [Cassowary.Variable]) -> Constraint {
        let terms = (spec["terms"] as! [[Double]]).map { Cassowary.Term(variables[Int($0[0])], $0[1]) }
        let relation: Cassowary.Relation =
            switch spec["op"] as! String {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
        return Constraint(
            Cassowary.Expression(terms, constant: spec["constant"] as! Double), relation,
            strength: spec["strength"] as! Double)
    }
}
