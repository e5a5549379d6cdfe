extension Cassowary {
    /// `coefficient · variable`.
    package struct Term {
        package var variable: Variable
        package var coefficient: Double

        package init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// `Σ terms + constant`.
    package struct Expression {
        package var terms: [Term]
        package var constant: Double

        package init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        /// The same sum with each variable once (coefficients added, in first-appearance order)
        /// and zero terms dropped.
        func reduced() -> Expression {
            var index: [ObjectIdentifier: Int] = [:]
            var merged: [Term] = []
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                if let i = index[key] {
                    merged[i].coefficient += term.coefficient
                } else {
                    index[key] = merged.count
                    merged.append(term)
                }
            }
            return Expression(merged.filter { !Cassowary.isNearZero($0.coefficient) }, constant: constant)
        }
    }
}
