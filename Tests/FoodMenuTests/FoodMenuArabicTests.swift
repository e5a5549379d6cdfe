import FoldCore
import FoldHost
import FoldUI
import FoodMenu
import Foundation
import Testing

/// FoodMenu in Arabic (`--locale ar`), right to left: the options, every dish and region in
/// Arabic, the cards mirrored, and the tour — whose points are read off the mirrored layout —
/// ending as it does left to right.
@Suite(.serialized) struct FoodMenuArabicTests {
    func parse(_ args: String) throws -> FoodMenuOptions {
        try FoodMenuOptions(arguments: args.split(separator: " ").map(String.init))
    }

    @Test func theLocaleOptionSetsTheLanguageAndItsDirection() throws {
        #expect(try parse("").language == .english && parse("").settings.layoutDirection == nil)
        let arabic = try parse("--locale ar")
        #expect(arabic.language == .arabic && arabic.settings.layoutDirection == .rightToLeft)
        #expect(
            try parse("--locale ar --layout-direction ltr").settings.layoutDirection == .leftToRight, "an explicit direction wins"
        )
        #expect(try parse("--locale en --layout-direction rtl").settings.layoutDirection == .rightToLeft)
        do {
            _ = try parse("--locale fr")
            Issue.record("--locale fr was accepted")
        } catch {
            #expect("\(error)" == "--locale is en (English) or ar (Arabic), got 'fr'")
        }
    }

    /// Arabic letters (the Arabic block), and none of the Latin alphabet.
    static func isArabic(_ s: String) -> Bool {
        s.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
            && !s.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }
    }

    @Test func everyDishAndRegionHasItsArabic() {
        let saved = MenuLanguage.current
        defer { MenuLanguage.current = saved }
        MenuLanguage.current = .arabic
        for food in FoodCatalog.foods {
            #expect(Self.isArabic(food.localizedName) && Self.isArabic(food.localizedSummary), "\(food.id)")
        }
        for region in Region.allCases { #expect(Self.isArabic(region.localizedName), "\(region)") }
        MenuLanguage.current = .english
        #expect(FoodCatalog.foods.allSatisfy { $0.localizedName == $0.englishName && $0.localizedSummary == $0.summary })
    }

    /// Runs `body` with the app's language and the device's direction set, then puts both back.
    static func inArabic<T>(_ body: () throws -> T) rethrows -> T {
        MenuLanguage.current = .arabic
        UIScreen.main.apply(SystemSettings(layoutDirection: .rightToLeft))
        defer {
            MenuLanguage.current = .english
            UIScreen.main.apply(SystemSettings(layoutDirection: .leftToRight))
        }
        return try body()
    }

    /// The first card's price strip (the dish's colour) lies on the leading side: the left
    /// left to right, the right right to left; the card's face is on the other side.
    @Test func theClosedCardsAreMirrored() throws {
        func isStrip(_ b: Bitmap, _ x: Int) -> Bool {
            let p = b.rgba(x: x, y: 190)
            return p.r > 150 && p.g < 100 && p.b < 100
        }
        let ltr = AppDriver().render()
        #expect(isStrip(ltr, 30) && !isStrip(ltr, 345))
        let rtl = try Self.inArabic { () throws -> Bitmap in
            let d = AppDriver()
            let cell = try #require(d.controller.tableView.visibleCells.first as? FoodMenuCell)
            #expect(cell.accessibilityLabel == "مابو توفو")
            return d.render()
        }
        #expect(isStrip(rtl, 345) && !isStrip(rtl, 30))
    }

    @Test func theTourPlaysTheSameInArabic() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (traces, store) = try Self.inArabic {
            try FoodMenuTourTests.play(FoodMenuTour.script(size: CGSize(width: 375, height: 667), scale: 1), dir: dir)
        }
        func at(_ t: Double) -> [String: Any] { traces[min(traces.count - 1, Int((t * 60).rounded()))] }
        #expect((at(4.8)["openRows"] as? [Int]) == [0])
        #expect(at(6.1)["likes"] as? Int == 1)
        #expect(at(8.5)["badge"] as? Int == 3)
        #expect(at(9.5)["viewer"] as? Bool == true && at(13)["viewer"] as? Bool == false)
        #expect((traces.last?["openRows"] as? [Int]) == [])
        #expect(try store.state() == FoodMenuState(liked: ["mapo-tofu"], cart: ["mapo-tofu": 3]))
    }
}
