extension Cassowary {
    /// One term of a row.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// `constant + Σ cells`, one tableau row (or the objective). Cells are sorted by symbol id
    /// (binary search; the lowest id first for Bland's rule) and never near zero. A value: the
    /// tableau mutates its rows in place, without the exclusivity checks a class's fields cost.
    struct Row {
        var constant: Double
        var cells: [Cell]

        init(constant: Double = 0, cells: [Cell] = []) {
            self.constant = constant
            self.cells = cells
        }

        /// Where `symbol`'s cell is, or where it would go.
        @inline(__always)
        func position(of symbol: Symbol) -> (index: Int, found: Bool) {
            let id = symbol.id
            var low = 0
            var high = cells.count
            while low < high {
                let mid = (low + high) >> 1
                let midID = cells[mid].symbol.id
                if midID < id {
                    low = mid + 1
                } else if midID > id {
                    high = mid
                } else {
                    return (mid, true)
                }
            }
            return (low, false)
        }

        func coefficient(for symbol: Symbol) -> Double {
            let p = position(of: symbol)
            return p.found ? cells[p.index].coefficient : 0
        }

        func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

        /// Adds `coefficient · symbol`, dropping the cell when it cancels. True when a cell was
        /// created (the column index learns of it).
        @discardableResult
        mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
            let p = position(of: symbol)
            if p.found {
                let new = cells[p.index].coefficient + coefficient
                if Cassowary.isNearZero(new) {
                    cells.remove(at: p.index)
                } else {
                    cells[p.index].coefficient = new
                }
                return false
            }
            if Cassowary.isNearZero(coefficient) { return false }
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
            return true
        }

        /// Removes the symbol's cell; its coefficient, or nil if it had none.
        mutating func remove(_ symbol: Symbol) -> Double? {
            let p = position(of: symbol)
            guard p.found else { return nil }
            return cells.remove(at: p.index).coefficient
        }

        /// `self += row · factor` (outside the tableau: the objective, phase one, a new row).
        mutating func insert(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            for cell in row.cells { insert(cell.symbol, cell.coefficient * factor) }
        }

        /// Multiplies the row by -1.
        mutating func negate() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Rewrites `0 = self` as `symbol = …`: the symbol's cell goes and the rest is divided by
        /// minus its coefficient.
        mutating func solve(for symbol: Symbol) {
            let factor = -1.0 / remove(symbol)!
            constant *= factor
            for i in cells.indices { cells[i].coefficient *= factor }
        }

        /// Rewrites `lhs = self` as `rhs = …`.
        mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Whether every cell is a required equality's dummy.
        var allDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }
    }
}
