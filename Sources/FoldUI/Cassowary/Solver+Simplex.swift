import Synchronization

extension Cassowary.Solver {
    typealias Symbol = Cassowary.Symbol
    typealias Row = Cassowary.Row

    private static let serials = Atomic<Int>(0)

    /// A number no other solver (nor this one before a reset) has had.
    static func makeSerial() -> Int { serials.wrappingAdd(1, ordering: .relaxed).newValue }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: nextID, kind: kind)
        nextID += 1
        rows.append(nil)
        columns.append([])
        stamps.append(0)
        return symbol
    }

    mutating func symbol(for variable: Cassowary.Variable) -> Symbol {
        if let slot = variable.slot {
            if slot.serial == serial { return slot.symbol }
            if let known = foreignVariables[ObjectIdentifier(variable)] { return known }
        }
        let symbol = makeSymbol(.external)
        variables.append((variable, symbol))
        if variable.slot == nil {
            variable.slot = (serial, symbol)
        } else {
            foreignVariables[ObjectIdentifier(variable)] = symbol
        }
        return symbol
    }

    /// Frees the slots this solver holds in its variables.
    func releaseSlots() {
        for (variable, _) in variables where variable.slot?.serial == serial { variable.slot = nil }
    }

    /// The sign of the marker's coefficient in the constraint's row as written (before
    /// `makeRow` may negate it).
    func markerSign(of constraint: Cassowary.Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.isRequired ? 1 : -1
        }
    }

    /// The constraint as a row in terms of the tableau's parametric symbols, with its slack,
    /// error or dummy symbols (named in `tag`); the objective gains its errors' weights.
    mutating func makeRow(_ constraint: Cassowary.Constraint, tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol.id] {
                row.insert(basic, times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = markerSign(of: constraint)
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, strength)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// The symbol to make basic: an external one if the row has any (the lowest id), else the
    /// constraint's own slack or error when its coefficient is negative (so the row stays
    /// feasible), else none.
    func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Phase one: adds the row with an artificial basic symbol and minimises it. If it cannot
    /// reach zero the constraint contradicts the required ones: its row is dropped (every other
    /// row is, by then, a combination of the old rows alone, since the artificial symbol is
    /// basic and so in none of them) and the old optimum restored.
    mutating func addWithArtificialVariable(_ row: Row) throws(Cassowary.SolverError) {
        let art = makeSymbol(.slack)
        insert(row, basic: art)
        artificial = row
        optimize(phaseOne: true)
        let satisfied = Cassowary.isNearZero(artificial!.constant)
        artificial = nil
        if rows[art.id] != nil {
            var artRow = removeRow(basic: art)
            guard satisfied else {
                optimize(phaseOne: false)
                throw .unsatisfiable
            }
            if !artRow.cells.isEmpty {
                let entering = artificialExit(artRow)
                artRow.solve(art, for: entering)
                substitute(entering, artRow)
                insert(artRow, basic: entering)
            }
        }
        for basic in column(of: art) { _ = rows[basic.id]!.remove(art) }
        columns[art.id] = []
        _ = objective.remove(art)
        guard satisfied else {
            optimize(phaseOne: false)
            throw .unsatisfiable
        }
    }

    /// The symbol to take the artificial symbol's place: a slack or error, else an external,
    /// else a dummy (the constraint was redundant); the lowest id of the first kind there.
    private func artificialExit(_ row: Row) -> Symbol {
        row.cells.first { $0.symbol.isPivotable }?.symbol
            ?? row.cells.first { $0.symbol.isExternal }?.symbol
            ?? row.cells[0].symbol
    }

    /// Primal simplex on the objective (or phase one's) until no coefficient is negative. The
    /// objective is bounded below (a sum of non-negative weighted errors, or the artificial
    /// symbol ≥ 0), so a leaving row always exists.
    mutating func optimize(phaseOne: Bool) {
        while true {
            let entering = phaseOne ? phaseOneEntering() : objectiveEntering()
            guard entering.isValid else { return }
            let leaving = leavingRow(for: entering)
            guard leaving.isValid else {
                assertionFailure("Cassowary: unbounded objective")
                return
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Phase one's objective is one constraint's row: scanned whole.
    private func phaseOneEntering() -> Symbol {
        artificial!.cells.first { $0.coefficient < 0 && !$0.symbol.isDummy }?.symbol ?? .invalid
    }

    /// The lowest-id negative symbol of the objective. Only symbols the objective gained or
    /// changed since it was last optimal can be negative, so only those are looked at (the
    /// objective holds every error symbol: scanning it whole would make n additions O(n²)).
    private mutating func objectiveEntering() -> Symbol {
        var entering = Symbol.invalid
        var kept = 0
        for i in objectiveChanges.indices {
            let symbol = objectiveChanges[i]
            guard !symbol.isDummy, objective.coefficient(for: symbol) < 0 else { continue }
            objectiveChanges[kept] = symbol
            kept += 1
            if !entering.isValid || symbol < entering { entering = symbol }
        }
        objectiveChanges.removeLast(objectiveChanges.count - kept)
        return entering
    }

    /// `objective += row · factor`, noting the symbols it changed.
    mutating func addToObjective(_ row: Row, times factor: Double) {
        objective.insert(row, times: factor)
        for cell in row.cells { objectiveChanges.append(cell.symbol) }
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lowest id).
    mutating func leavingRow(for entering: Symbol) -> Symbol {
        var best = Symbol.invalid
        var bestRatio = Double.infinity
        for basic in column(of: entering) where basic.isRestricted {
            let coefficient = rows[basic.id]!.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[basic.id]!.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex over the rows made infeasible by a constant change. False when a row has
    /// no symbol that can enter: the required constraints contradict each other.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.id], row.constant < 0, !Cassowary.isNearZero(row.constant) else {
                continue
            }  // `row`: a copy, read only
            var entering = Symbol.invalid
            var bestRatio = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio {  // cells ascend by id: ties stay with the lowest
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard entering.isValid else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// Moves every row holding `marker` by `shift` times its coefficient (or the marker's own
    /// row by -shift). False if a required equality's dummy row is left non-zero.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) -> Bool {
        if rows[marker.id] != nil {
            rows[marker.id]!.constant -= shift
            let constant = rows[marker.id]!.constant
            if marker.isDummy && !Cassowary.isNearZero(constant) { return false }
            if constant < 0 { infeasible.append(marker) }
            return true
        }
        // The column walked and compacted in one pass (see `column(of:)`).
        let id = marker.id
        var list = columns[id]
        columns[id] = []
        epoch += 1
        var kept = 0
        var consistent = true
        for i in list.indices {
            let basic = list[i]
            guard stamps[basic.id] != epoch, rows[basic.id] != nil else { continue }
            let p = rows[basic.id]!.position(of: marker)
            guard p.found else { continue }
            stamps[basic.id] = epoch
            list[kept] = basic
            kept += 1
            let constant = rows[basic.id]!.constant + rows[basic.id]!.cells[p.index].coefficient * shift
            rows[basic.id]!.constant = constant
            if basic.isDummy && !Cassowary.isNearZero(constant) { consistent = false }
            if basic.isRestricted && constant < 0 { infeasible.append(basic) }
        }
        list.removeLast(list.count - kept)
        columns[id] = list
        return consistent
    }

    /// The row to pivot a removed constraint's parametric marker out through: a restricted
    /// row where it has a negative coefficient (minimum ratio), else a positive one, else an
    /// external row.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid
        var second = Symbol.invalid
        var third = Symbol.invalid
        var r1 = Double.infinity
        var r2 = Double.infinity
        for basic in column(of: marker).sorted() {
            let row = rows[basic.id]!  // a copy of a few cells, read only
            let coefficient = row.coefficient(for: marker)
            if basic.isExternal {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < r1 {
                    r1 = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < r2 {
                    r2 = ratio
                    second = basic
                }
            }
        }
        return first.isValid ? first : second.isValid ? second : third
    }

    /// Takes a removed constraint's errors out of the objective.
    mutating func removeEffects(of entry: Entry) {
        for symbol in [entry.tag.marker, entry.tag.other] where symbol.kind == .error {
            if let row = rows[symbol.id] {
                addToObjective(row, times: -entry.constraint.strength)
            } else {
                objective.insert(symbol, -entry.constraint.strength)
                objectiveChanges.append(symbol)
            }
        }
    }

    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = removeRow(basic: leaving)
        row.solve(leaving, for: entering)
        substitute(entering, row)
        insert(row, basic: entering)
    }

    /// Replaces `symbol` by `row` in every row holding it, the objective and phase one's.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for basic in column(of: symbol) {
            let coefficient = rows[basic.id]!.remove(symbol)!
            rows[basic.id]!.constant += row.constant * coefficient
            for cell in row.cells where rows[basic.id]!.insert(cell.symbol, cell.coefficient * coefficient) {
                columns[cell.symbol.id].append(basic)
            }
            if basic.isRestricted && rows[basic.id]!.constant < 0 { infeasible.append(basic) }
        }
        columns[symbol.id] = []
        if let coefficient = objective.remove(symbol) {
            addToObjective(row, times: coefficient)
        }
        if artificial != nil, let coefficient = artificial!.remove(symbol) {
            artificial!.insert(row, times: coefficient)
        }
    }

    /// The basic symbols whose rows hold `symbol`, each once; drops the column's stale entries.
    mutating func column(of symbol: Symbol) -> [Symbol] {
        let id = symbol.id
        var list = columns[id]
        guard !list.isEmpty else { return list }
        columns[id] = []
        epoch += 1
        var kept = 0
        for i in list.indices {
            let basic = list[i]
            if stamps[basic.id] != epoch, rows[basic.id]?.contains(symbol) == true {
                stamps[basic.id] = epoch
                list[kept] = basic
                kept += 1
            }
        }
        list.removeLast(list.count - kept)
        columns[id] = list
        return list
    }

    mutating func insert(_ row: Row, basic: Symbol) {
        rows[basic.id] = row
        for cell in row.cells { columns[cell.symbol.id].append(basic) }
    }

    mutating func removeRow(basic: Symbol) -> Row {
        let row = rows[basic.id].take()!
        return row
    }

    /// Rebuilds the tableau from the constraints in the order they came and re-suggests the
    /// edit values: the way back after a constant change the required constraints refuse.
    mutating func rebuild() {
        let entries = constraints.values.sorted { $0.sequence < $1.sequence }
        let savedEdits = edits
        let known = variables.map(\.variable)
        reset()
        for entry in entries {
            // These held together before, so they hold again.
            try? add(entry.constraint)
        }
        // Every variable stays known (its value stays readable through updateVariables).
        for variable in known { _ = symbol(for: variable) }
        edits = savedEdits
    }
}
