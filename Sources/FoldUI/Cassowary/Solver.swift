extension Cassowary {
    /// The incremental solver: add and remove constraints, suggest values for edit variables,
    /// change constants; `updateVariables()` writes the optimal solution into the variables.
    /// A value (its state mutates in place, without the exclusivity checks a class's fields
    /// cost): keep one in a `var`. Not thread-safe (one per layout engine, used from its thread).
    package struct Solver {
        /// The two symbols a constraint owns in the tableau: `marker` (its slack, dummy or
        /// positive error) and `other` (its second error, or invalid).
        struct Tag {
            var marker = Symbol.invalid
            var other = Symbol.invalid
        }

        struct Entry {
            let constraint: Constraint
            let tag: Tag
            /// When it was added: a rebuild adds in the same order.
            let sequence: Int
        }

        struct Edit {
            let variable: Variable
            let constraint: Constraint
        }

        var constraints: [ObjectIdentifier: Entry] = [:]
        /// Each symbol's row while it is basic, by symbol id.
        var rows: [Row?] = [nil]
        /// For each symbol id, basic symbols whose rows held it when they gained it: a superset
        /// of its column (entries go stale when a cell cancels or a row leaves), compacted on
        /// each visit by `column(of:)`.
        var columns: [[Symbol]] = [[]]
        /// Visit stamps by symbol id, so a column's duplicates are seen once.
        var stamps: [Int] = [0]
        var epoch = 0
        /// The variables the constraints mention, with their symbols.
        var variables: [(variable: Variable, symbol: Symbol)] = []
        /// Symbols of variables whose `slot` belongs to another solver.
        var foreignVariables: [ObjectIdentifier: Symbol] = [:]
        /// Tells this solver's variable slots from another's (copies share it: a copy of a
        /// solver is for reading, not for adding constraints to both).
        let serial = Solver.makeSerial()
        var edits: [ObjectIdentifier: Edit] = [:]
        /// Restricted basic symbols whose constants went negative (for the dual simplex).
        var infeasible: [Symbol] = []
        var objective = Row()
        /// Symbols whose objective coefficients changed since the objective was last optimal
        /// (the only ones that can be negative), with repeats.
        var objectiveChanges: [Symbol] = []
        /// The phase-one objective while a constraint with no subject is added.
        var artificial: Row?
        var nextID = 1
        var nextSequence = 0

        package init() {}

        package var constraintCount: Int { constraints.count }

        package func contains(_ constraint: Constraint) -> Bool {
            constraints[ObjectIdentifier(constraint)] != nil
        }

        package func hasEditVariable(_ variable: Variable) -> Bool {
            edits[ObjectIdentifier(variable)] != nil
        }

        /// Adds a constraint. A required one that contradicts the required ones there throws
        /// `.unsatisfiable` and changes nothing.
        package mutating func add(_ constraint: Constraint) throws(SolverError) {
            let key = ObjectIdentifier(constraint)
            guard constraints[key] == nil else { throw .duplicateConstraint }
            var tag = Tag()
            var row = makeRow(constraint, tag: &tag)
            var subject = chooseSubject(row, tag: tag)
            if !subject.isValid && row.allDummies {
                // Only required markers: redundant if the constant is zero, else a contradiction.
                guard Cassowary.isNearZero(row.constant) else { throw .unsatisfiable }
                subject = tag.marker
            }
            if subject.isValid {
                row.solve(for: subject)
                substitute(subject, row)
                insert(row, basic: subject)
            } else {
                try addWithArtificialVariable(row)
            }
            constraints[key] = Entry(constraint: constraint, tag: tag, sequence: nextSequence)
            nextSequence += 1
            optimize(phaseOne: false)
        }

        package mutating func remove(_ constraint: Constraint) throws(SolverError) {
            guard let entry = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
                throw .unknownConstraint
            }
            removeEffects(of: entry)
            let marker = entry.tag.marker
            if rows[marker.id] != nil {
                _ = removeRow(basic: marker)
            } else {
                let leaving = markerLeavingRow(marker)
                if leaving.isValid {
                    var row = removeRow(basic: leaving)
                    row.solve(leaving, for: marker)
                    substitute(marker, row)
                }
            }
            optimize(phaseOne: false)
        }

        /// Changes the constant of a constraint in the solver (`expression.constant`), as UIKit
        /// changes `NSLayoutConstraint.constant`: in place, by the dual simplex, without
        /// removing it. A required constraint whose new constant contradicts the other required
        /// ones throws `.unsatisfiable` and keeps its old constant.
        package mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
            guard let entry = constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint }
            let old = constraint.expression.constant
            guard constant != old else { return }
            constraint.expression.constant = constant
            // `c + A + k·marker = 0` with c + δ is `c + A + k·(marker + δ/k) = 0`: the tableau's
            // marker stands for marker + δ/k.
            let shift = (constant - old) / markerSign(of: constraint)
            if !shiftMarker(entry.tag.marker, by: shift) || !dualOptimize() {
                constraint.expression.constant = old
                rebuild()
                throw .unsatisfiable
            }
        }

        /// Makes `variable` suggestible at a strength below required (its value is held there
        /// until a suggestion moves it).
        package mutating func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
            let key = ObjectIdentifier(variable)
            guard edits[key] == nil else { throw .duplicateEditVariable }
            let strength = Strength.clipped(strength)
            guard strength < Strength.required else { throw .requiredEditStrength }
            let constraint = Constraint(Expression([Term(variable)]), .equal, strength: strength)
            try add(constraint)
            edits[key] = Edit(variable: variable, constraint: constraint)
        }

        package mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
            guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
                throw .unknownEditVariable
            }
            try remove(edit.constraint)
        }

        /// Asks the edit variable to be `value`, as strongly as its strength.
        package mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
            let key = ObjectIdentifier(variable)
            guard let edit = edits[key] else { throw .unknownEditVariable }
            // Non-required: the error symbols absorb any value, so this cannot fail.
            try setConstant(-value, of: edit.constraint)
        }

        /// Writes the current solution into every variable the constraints mention.
        package mutating func updateVariables() {
            rows.withUnsafeBufferPointer { rows in
                variables.withUnsafeBufferPointer { variables in
                    for entry in variables {
                        let value = rows[entry.symbol.id]?.constant ?? 0
                        // Most values stay put between solves: a read is cheaper than a write.
                        if entry.variable.value != value { entry.variable.value = value }
                    }
                }
            }
        }

        /// Removes every constraint and edit variable.
        package mutating func reset() {
            releaseSlots()
            constraints = [:]
            rows = [nil]
            columns = [[]]
            stamps = [0]
            variables = []
            foreignVariables = [:]
            edits = [:]
            infeasible = []
            objective = Row()
            objectiveChanges = []
            artificial = nil
            epoch = 0
            nextID = 1
            nextSequence = 0
        }
    }
}
