extension Cassowary {
    /// `expression ⋚ 0`, as kiwi writes constraints: `x + 10 <= y` is `x - y + 10 <= 0`.
    package enum Relation: Sendable {
        case lessThanOrEqual
        case equal
        case greaterThanOrEqual
    }

    /// A linear (in)equality with a strength. Identity matters: the solver knows a constraint by
    /// the object, as kiwi does.
    package final class Constraint {
        /// The constant changes through `Solver.setConstant(_:of:)`.
        package internal(set) var expression: Expression
        package let relation: Relation
        /// Clipped to 0…`Strength.required`.
        package let strength: Double

        package init(_ expression: Expression, _ relation: Relation, strength: Double = Strength.required) {
            self.expression = expression.reduced()
            self.relation = relation
            self.strength = Strength.clipped(strength)
        }

        package var isRequired: Bool { strength >= Strength.required }
    }
}
