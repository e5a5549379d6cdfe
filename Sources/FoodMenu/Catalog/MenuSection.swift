/// A section of the menu: a region and its dishes, in the order given.
public struct MenuSection: Equatable, Sendable {
    public var region: Region
    public var foods: [Food]

    public init(region: Region, foods: [Food]) {
        self.region = region
        self.foods = foods
    }

    /// The dishes by region, regions in `Region`'s order; a region without dishes has no section.
    public static func sections(of foods: [Food]) -> [MenuSection] {
        Region.allCases.compactMap { region in
            let dishes = foods.filter { $0.region == region }
            return dishes.isEmpty ? nil : MenuSection(region: region, foods: dishes)
        }
    }
}
