import Foundation
import Testing

@testable import FoldUI

/// The solver's refusals, its way back from them, and systems beyond the random vectors.
@Suite struct SolverTests {
    typealias C = Cassowary

    static func constraint(
        _ terms: [(C.Variable, Double)], _ constant: Double, _ relation: C.Relation,
        _ strength: Double = C.Strength.required
    ) -> C.Constraint {
        C.Constraint(C.Expression(terms.map { C.Term($0.0, $0.1) }, constant: constant), relation, strength: strength)
    }

    @Test func aRequiredEqualityIsMetExactly() throws {
        let x = C.Variable("x")
        let y = C.Variable("y")
        var solver = C.Solver()
        try solver.add(Self.constraint([(x, 1)], -10, .equal))  // x = 10
        try solver.add(Self.constraint([(y, 1), (x, -2)], -5, .equal))  // y = 2x + 5
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 25)
    }

    @Test func strongerPreferencesWin() throws {
        let x = C.Variable("x")
        var solver = C.Solver()
        try solver.add(Self.constraint([(x, 1)], -100, .equal, C.Strength.weak))
        try solver.add(Self.constraint([(x, 1)], -50, .equal, C.Strength.medium))
        try solver.add(Self.constraint([(x, 1)], -60, .lessThanOrEqual))  // x ≤ 60, required
        solver.updateVariables()
        #expect(x.value == 50)
        let strong = Self.constraint([(x, 1)], -70, .greaterThanOrEqual, C.Strength.strong)
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 60)  // as close to ≥ 70 as the required ≤ 60 allows
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 50)
    }

    @Test func aContradictionIsRefusedAndChangesNothing() throws {
        let x = C.Variable("x")
        let y = C.Variable("y")
        var solver = C.Solver()
        try solver.add(Self.constraint([(x, 1), (y, 1)], -100, .equal))  // x + y = 100
        try solver.add(Self.constraint([(x, 1)], -30, .equal, C.Strength.strong))
        solver.updateVariables()
        #expect((x.value, y.value) == (30, 70))
        // x ≥ 0, y ≥ 0 hold; x + y ≤ 50 contradicts x + y = 100.
        let contradiction = Self.constraint([(x, 1), (y, 1)], -50, .lessThanOrEqual)
        #expect(throws: C.SolverError.unsatisfiable) { try solver.add(contradiction) }
        #expect(!solver.contains(contradiction))
        #expect(solver.constraintCount == 2)
        // Also a redundant-looking one: x + y = 90 (all dummies after substitution).
        #expect(throws: C.SolverError.unsatisfiable) { try solver.add(Self.constraint([(x, 1), (y, 1)], -90, .equal)) }
        solver.updateVariables()
        #expect((x.value, y.value) == (30, 70))
        // And the solver goes on working.
        try solver.add(Self.constraint([(y, 1)], -80, .equal, C.Strength.required))
        solver.updateVariables()
        #expect((x.value, y.value) == (20, 80))
    }

    @Test func aRedundantRequiredEqualityIsAccepted() throws {
        let x = C.Variable("x")
        var solver = C.Solver()
        try solver.add(Self.constraint([(x, 1)], -10, .equal))
        let again = Self.constraint([(x, 2)], -20, .equal)  // 2x = 20: the same
        try solver.add(again)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(again)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func misuseThrowsTheRightErrorAndChangesNothing() throws {
        let x = C.Variable("x")
        var solver = C.Solver()
        let c = Self.constraint([(x, 1)], -5, .equal)
        try solver.add(c)
        #expect(throws: C.SolverError.duplicateConstraint) { try solver.add(c) }
        #expect(throws: C.SolverError.unknownConstraint) { try solver.remove(Self.constraint([(x, 1)], 0, .equal)) }
        #expect(throws: C.SolverError.unknownConstraint) { try solver.setConstant(3, of: Self.constraint([(x, 1)], 0, .equal)) }
        #expect(throws: C.SolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
        #expect(throws: C.SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        #expect(throws: C.SolverError.requiredEditStrength) {
            try solver.addEditVariable(x, strength: C.Strength.required)
        }
        try solver.addEditVariable(x, strength: C.Strength.strong)
        #expect(throws: C.SolverError.duplicateEditVariable) { try solver.addEditVariable(x, strength: C.Strength.weak) }
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(solver.constraintCount == 2)
        #expect(C.SolverError.unsatisfiable.description.contains("contradicts"))
    }

    @Test func aConstantChangeMovesTheSolutionInPlace() throws {
        let x = C.Variable("x")
        let w = C.Variable("w")
        let right = C.Variable("right")
        var solver = C.Solver()
        let left = Self.constraint([(x, 1)], -20, .equal)  // x = 20
        try solver.add(left)
        try solver.add(Self.constraint([(w, 1)], -100, .equal))  // w = 100
        try solver.add(Self.constraint([(right, 1), (x, -1), (w, -1)], 0, .equal))  // right = x + w
        try solver.add(Self.constraint([(right, 1)], -300, .lessThanOrEqual))  // right ≤ 300
        for constant in [-50.0, -150, -200, 0] {
            try solver.setConstant(constant, of: left)
            solver.updateVariables()
            #expect(x.value == -constant)
            #expect(right.value == -constant + 100)
        }
        // x = 250 would push right to 350 > 300: refused, the old constant stays.
        #expect(throws: C.SolverError.unsatisfiable) { try solver.setConstant(-250, of: left) }
        #expect(left.expression.constant == 0)
        solver.updateVariables()
        #expect((x.value, right.value) == (0, 100))
        try solver.setConstant(-10, of: left)
        solver.updateVariables()
        #expect((x.value, right.value) == (10, 110))
    }

    /// A system on which kiwisolver 1.5.1 aborts its process ("The objective is unbounded") when
    /// the constraints come in reverse order; its solution in the forward order, from kiwi, must
    /// come out in either order here.
    @Test(arguments: [false, true]) func aSystemKiwiAbortsOn(reversed: Bool) throws {
        let specs: [([(Int, Double)], Double, String, Double)] = [
            ([(0, 1.0)], 100.0, "==", 1.5175), ([(1, 1.0)], -80.0, "==", 1.3088), ([(2, 1.0)], 99.0, "==", 0.8823),
            ([(3, 1.0)], -57.0, "==", 1.1736), ([(4, 1.0)], 13.0, "==", 0.6623), ([(5, 1.0)], 29.0, "==", 0.6926),
            ([(6, 1.0)], 43.0, "==", 1.2569), ([(7, 1.0)], 54.0, "==", 1.2028), ([(8, 1.0)], 49.0, "==", 0.5377),
            ([(9, 1.0)], -63.0, "==", 1.7362), ([(10, 1.0)], 88.0, "==", 1.1165),
            ([(1, 1.0), (3, -1)], 21.0, "==", 1001001000.0), ([(8, 1.0), (4, -1)], 7.0, "<=", 3.444),
            ([(0, 1.0), (7, -1)], -4.0, ">=", 2.128), ([(9, -3), (6, -3)], 14.0, ">=", 2601.687),
            ([(10, 1.0), (6, -0.5)], -36.0, "==", 1001001000.0), ([(8, 1.0), (1, -0.5)], 28.0, "<=", 1001001000.0),
            ([(4, 1), (1, 3), (3, -2)], 46.0, ">=", 1001001000.0), ([(8, 1), (7, -1)], -8.0, "==", 3552189.174),
            ([(1, 1.0), (0, -1)], 8.0, ">=", 1001001000.0), ([(1, -1.5), (0, -1.5)], 47.0, "<=", 2562.456),
            ([(0, 1.0), (6, -2)], -29.0, "==", 1001001000.0), ([(10, 1.0)], -24.0, "<=", 1784.215),
            ([(10, 3), (0, -3), (7, -0.5), (1, -1.5)], 22.0, "<=", 1899748.116),
        ]
        let kiwi = [
            -19.0, 118.66666666666666, -99.0, 139.66666666666666, -13.0, -29.0, -24.0, -53.999999999999986,
            -45.999999999999986, 28.666666666666686, 24.0,
        ]
        let v = (0..<11).map { C.Variable("v\($0)") }
        var solver = C.Solver()
        for spec in reversed ? specs.reversed() : specs {
            let relation: C.Relation = spec.2 == "<=" ? .lessThanOrEqual : spec.2 == ">=" ? .greaterThanOrEqual : .equal
            try solver.add(Self.constraint(spec.0.map { (v[$0.0], $0.1) }, spec.1, relation, spec.3))
        }
        solver.updateVariables()
        for (variable, expected) in zip(v, kiwi) {
            #expect(abs(variable.value - expected) < 1e-9, "\(variable.name)")
        }
    }

    /// 100 000 constraints (25 000 views of four, each placed in its own cell of a grid): they
    /// all go in, the solution is the analytic one, and removing them all empties the tableau.
    @Test func aHundredThousandConstraints() throws {
        let views = 25_000
        var solver = C.Solver()
        var xs: [C.Variable] = []
        var ws: [C.Variable] = []
        var all: [C.Constraint] = []
        for i in 0..<views {
            let x = C.Variable()
            let w = C.Variable()
            let cell = Double(i % 100) * 50
            all += [
                Self.constraint([(x, 1)], -cell - 8, .greaterThanOrEqual),  // x ≥ cell + 8
                Self.constraint([(x, 1), (w, 1)], -cell - 42, .lessThanOrEqual),  // x + w ≤ cell + 42
                Self.constraint([(w, 1)], -40, .equal, C.Strength.medium),  // w = 40 preferably
                Self.constraint([(x, 1)], -cell, .equal, C.Strength.weak),  // x = cell, weakly
            ]
            xs.append(x)
            ws.append(w)
        }
        for c in all { try solver.add(c) }
        solver.updateVariables()
        #expect(solver.constraintCount == 100_000)
        for i in stride(from: 0, to: views, by: 997) {
            let cell = Double(i % 100) * 50
            #expect(xs[i].value == cell + 8)  // the required minimum beats the weak wish
            #expect(ws[i].value == 34)  // squeezed below the medium 40 by the required right edge
        }
        for c in all { try solver.remove(c) }
        #expect(solver.constraintCount == 0)
        #expect(solver.rows.allSatisfy { $0 == nil })
    }
}
