/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001, in kiwi's formulation):
/// the arithmetic under Auto Layout. `NSLayoutConstraint` turns each constraint into a linear
/// (in)equality with a strength; this solver keeps their optimal solution as constraints come and
/// go and constants change.
///
/// The tableau's invariants, which every operation keeps:
/// - Each row is `basic = constant + Σ coefficient·parametric`; a basic symbol appears in no
///   other row, nor in the objective. Coefficients are never near zero (|c| > `nearZero`).
/// - `columns[s]` is exactly the set of basic symbols whose rows hold `s`: substitution and the
///   ratio tests touch only those rows, so adding a constraint costs the rows it shares symbols
///   with, not the whole tableau.
/// - Every restricted basic symbol (slack, error, dummy) has a constant ≥ 0 once an operation
///   returns (the basic solution is feasible); external symbols are unrestricted.
/// - The objective holds only parametric symbols and, on return, none of its non-dummy
///   coefficients is negative (the basic solution is optimal).
/// - Required constraints are hard: they have no error symbols. A required constraint that
///   cannot hold is refused, and the tableau is as it was before it was offered.
/// - Ties in the ratio tests go to the lowest symbol id (Bland's rule), so the simplex never
///   cycles.
package enum Cassowary {
    /// Below this a coefficient or constant is zero.
    static let nearZero = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool {
        value < 0 ? -value < nearZero : value < nearZero
    }
}
