extension Cassowary {
    /// Why the solver refused a request. Each leaves the solver as it was before the request.
    package enum SolverError: Error, Equatable, CustomStringConvertible {
        /// A required constraint contradicts the required ones already there.
        case unsatisfiable
        case duplicateConstraint
        case unknownConstraint
        case duplicateEditVariable
        case unknownEditVariable
        /// Edit variables are suggestions, so they cannot be required.
        case requiredEditStrength

        package var description: String {
            switch self {
            case .unsatisfiable: "the required constraint contradicts the required constraints already there"
            case .duplicateConstraint: "the constraint is already in the solver"
            case .unknownConstraint: "the constraint is not in the solver"
            case .duplicateEditVariable: "the variable is already an edit variable"
            case .unknownEditVariable: "the variable is not an edit variable (add it with addEditVariable first)"
            case .requiredEditStrength: "an edit variable's strength must be below required"
            }
        }
    }
}
