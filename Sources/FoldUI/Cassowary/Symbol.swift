extension Cassowary {
    /// A tableau column: an id (creation order, for Bland's rule) and a kind in the low 3 bits.
    struct Symbol: Hashable, Comparable {
        enum Kind: Int {
            case invalid = 0
            /// A variable's value; unrestricted in sign.
            case external
            /// An inequality's slack; ≥ 0.
            case slack
            /// A non-required constraint's error; ≥ 0, weighted in the objective.
            case error
            /// A required equality's marker; always zero.
            case dummy
        }

        let raw: Int

        init(id: Int, kind: Kind) { raw = id << 3 | kind.rawValue }

        static let invalid = Symbol(id: 0, kind: .invalid)

        var kind: Kind { Kind(rawValue: raw & 7)! }
        /// The creation number, also the index of the solver's per-symbol arrays.
        var id: Int { raw >> 3 }
        var isValid: Bool { raw & 7 != 0 }
        /// Slack, error or dummy: kept ≥ 0.
        var isRestricted: Bool { raw & 7 > Kind.external.rawValue }
        var isExternal: Bool { raw & 7 == Kind.external.rawValue }
        var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }
        /// Slack or error: can enter the basis when an artificial variable or a marker leaves.
        var isPivotable: Bool { raw & 7 == Kind.slack.rawValue || raw & 7 == Kind.error.rawValue }

        static func < (a: Symbol, b: Symbol) -> Bool { a.raw >> 3 < b.raw >> 3 }
    }
}
