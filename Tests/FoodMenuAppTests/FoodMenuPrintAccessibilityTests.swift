import FoldTestSupport
import Foundation
import Testing

/// `foodmenu --print-accessibility`: the screen's elements as JSON, at launch or at the end of a
/// script, for scripts and tests (the same elements the AT-SPI bridge serves).
@Suite struct FoodMenuPrintAccessibilityTests {
    func elements(_ arguments: [String], in dir: URL) throws -> [[String: Any]] {
        let r = try BuiltProgram.foodmenu.run(arguments + ["--data", dir.appendingPathComponent("store").path])
        try #require(r.status == 0, "foodmenu failed: \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
    }

    @Test func theMenuAtLaunchAndAfterATapOnTheFirstDish() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let launch = try elements(["--print-accessibility", "--size", "375,667", "--scale", "1"], in: dir)
        let labels = launch.compactMap { $0["label"] as? String }
        #expect(Array(labels.prefix(4)) == ["Likes", "美食 · FoodMenu", "Settings", "Sichuan & Chongqing, 川菜"])
        let dish = try #require(launch.first { $0["label"] as? String == "Mapo Tofu" })
        #expect(dish["traits"] as? [String] == ["button"] && dish["expanded"] as? Bool == false)
        #expect(dish["value"] as? String == "麻婆豆腐, ¥28.00")
        #expect(dish["frame"] as? [Double] == [0, 100, 375, 179])
        #expect(launch.last?["label"] as? String == "Cart" && launch.last?["value"] as? String == "empty")

        // A tap on the card opens it: expanded, at the open height, with the open card's actions.
        let script = dir.appendingPathComponent("tap.json")
        try Data(
            #"{"size": [375, 667], "scale": 1, "fps": 30, "duration": 2, "events": [{"at": 0.3, "tap": [187, 154]}]}"#.utf8
        ).write(to: script)
        let tapped = try elements(["--print-accessibility", "--script", script.path], in: dir)
        let open = try #require(tapped.first { $0["label"] as? String == "Mapo Tofu" })
        #expect(open["expanded"] as? Bool == true)
        #expect(open["frame"] as? [Double] == [0, 100, 375, 488])
        #expect(open["actions"] as? [String] == ["Like", "Add to cart", "Show photo"])
    }

    @Test func itPrintsTheScreenAndTakesNoRecording() throws {
        let r = try BuiltProgram.foodmenu.run(["--print-accessibility", "--record", "x.gif"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--print-accessibility prints the screen"))
    }
}
