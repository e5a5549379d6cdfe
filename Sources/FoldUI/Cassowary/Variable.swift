extension Cassowary {
    /// An unknown of the system; `value` is written by `Solver.updateVariables()`.
    package final class Variable {
        package let name: String
        package internal(set) var value = 0.0
        /// Its symbol in the solver with this serial (one lookup without hashing; a variable
        /// in a second solver is found through that solver's table instead).
        var slot: (serial: Int, symbol: Symbol)?

        package init(_ name: String = "") { self.name = name }
    }
}
