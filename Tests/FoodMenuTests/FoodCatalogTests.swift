import FoodMenu
import Testing

@Suite struct FoodCatalogTests {
    @Test func theMenuHasTwentyDishesWithStableUniqueIDs() {
        let foods = FoodCatalog.foods
        #expect(foods.count == 20)
        #expect(Set(foods.map(\.id)).count == 20)
        for food in foods {
            // ids are what --print-state prints: lowercase words joined by hyphens.
            #expect(food.id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(food.id)")
            #expect(food.name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(food.name) is not Chinese")
            #expect(!food.englishName.isEmpty && !food.summary.isEmpty && !food.emoji.isEmpty)
            #expect(food.price > 0 && food.price.isFinite)
            #expect(FoodCatalog.food(withID: food.id) == food)
        }
        #expect(FoodCatalog.food(withID: "no-such-dish") == nil)
    }

    @Test func pricesReadAsYuanWithTwoDecimals() {
        #expect(FoodCatalog.food(withID: "mapo-tofu")?.priceText == "¥28.00")
        let f = Food(id: "x", name: "菜", englishName: "x", price: 12.5, emoji: "🍜", summary: "x", tint: .black, region: .sichuan)
        #expect(f.priceText == "¥12.50")
        #expect(
            Food(id: "x", name: "菜", englishName: "x", price: 0.07, emoji: "🍜", summary: "x", tint: .black, region: .sichuan)
                .priceText == "¥0.07")
    }
}
