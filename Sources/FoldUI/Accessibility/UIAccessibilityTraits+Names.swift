extension UIAccessibilityTraits {
    /// Each trait with UIKit's name for it, in declaration order.
    package static let named: [(name: String, trait: UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("searchField", .searchField), ("header", .header), ("tabBar", .tabBar),
    ]

    /// The names of the traits in the set (`["button", "selected"]`).
    package var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}
