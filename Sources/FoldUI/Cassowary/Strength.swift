extension Cassowary {
    /// How much a constraint's error weighs in the objective. kiwi's scale: `required` is hard;
    /// the others are weights (strong outweighs any number of mediums up to a thousand).
    package enum Strength {
        package static let required = 1_001_001_000.0
        package static let strong = 1_000_000.0
        package static let medium = 1_000.0
        package static let weak = 1.0

        /// A strength clipped to 0…required.
        static func clipped(_ value: Double) -> Double {
            value.isNaN ? 0 : max(0, min(required, value))
        }
    }
}
