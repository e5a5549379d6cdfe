import FoldMedia
import FoldTestSupport
import Foundation
import Testing

/// FoodMenu read as Orca reads it: on a private Xvfb display, `press-dish.py` starts a private
/// D-Bus session (whose bus starts the AT-SPI bus and registry on demand), finds the app in
/// the AT-SPI registry with pyatspi, reads its window's children, presses "Mapo Tofu" through the
/// Action interface and waits for it to expand; the test checks what it read and the screen.
@Suite(.serialized) struct FoodMenuScreenReaderTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/press-dish.py")
    /// Mapo tofu's tint (#C0392B): the open card's "add to cart" button.
    static let tint = (r: 192, g: 57, b: 43)

    /// Debian's Python, which has pyatspi (python3-pyatspi); a PATH python may not.
    static func python() throws -> URL {
        for path in ["/usr/bin/python3", "/bin/python3"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw TestFailure("python3 is not installed: run scripts/setup (as root) to install python3-pyatspi")
    }

    @Test func orcaFindsTheDishAsAButtonAndPressingItOpensTheCard() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-atspi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let display = try XvfbDisplay()
        defer { display.stop() }
        let shot = data.appendingPathComponent("screen.png")
        let resultFile = data.appendingPathComponent("result.json")
        let log = data.appendingPathComponent("press-dish.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let p = Process()
        p.executableURL = try Self.python()
        p.arguments = [
            Self.script.path, resultFile.path, shot.path, BuiltProgram.foodmenu.binary.path,
            "--size", "375,667", "--scale", "1", "--data", data.appendingPathComponent("store").path,
        ]
        p.environment = display.environment
        // Files, not pipes: the bus daemons it starts must not hold the test's pipes open.
        p.standardOutput = try FileHandle(forWritingTo: log)
        p.standardError = try FileHandle(forWritingTo: log)
        p.standardInput = FileHandle.nullDevice
        try p.run()
        // A hung bus must not hang the suite.
        let deadline = Date().addingTimeInterval(150)
        while p.isRunning && Date() < deadline { usleep(100_000) }
        XvfbDisplay.kill(p)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard p.terminationStatus == 0, let data = try? Data(contentsOf: resultFile),
            let result = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            let written = (try? String(contentsOf: resultFile, encoding: .utf8)) ?? "nothing"
            throw TestFailure(
                "press-dish.py failed (status \(p.terminationStatus)): wrote \(written.suffix(1500)); said \(output.suffix(800))")
        }

        // The application and its window, as the registry lists them.
        #expect(result["application"] as? String == "FoodMenu")
        #expect(result["applicationRole"] as? String == "application")
        let children = result["children"] as? [[String: Any]] ?? []
        let names = children.compactMap { $0["name"] as? String }
        // Reading order: the bar (likes, title, settings), the region's heading, the dishes, the cart.
        #expect(Array(names.prefix(5)) == ["Likes", "美食 · FoodMenu", "Settings", "Sichuan & Chongqing, 川菜", "Mapo Tofu"])
        #expect(names.last == "Cart")
        #expect(children.first { $0["name"] as? String == "Sichuan & Chongqing, 川菜" }?["role"] as? String == "heading")
        #expect(children.first { $0["name"] as? String == "Cart" }?["description"] as? String == "empty")

        // The dish: a collapsed push button with its Chinese name and price, 179 pt high, then
        // expanded at the open height (488 pt) after the press, with the open card's actions.
        let before = result["before"] as? [String: Any] ?? [:]
        let after = result["after"] as? [String: Any] ?? [:]
        #expect(before["role"] as? String == "push button")
        #expect(before["description"] as? String == "麻婆豆腐, ¥28.00")
        #expect(before["expandable"] as? Bool == true && before["expanded"] as? Bool == false)
        #expect(after["expanded"] as? Bool == true)
        let frame = result["frame"] as? [Int] ?? []
        let beforeExtents = before["extents"] as? [Int] ?? []
        let afterExtents = after["extents"] as? [Int] ?? []
        #expect(frame.count == 4 && frame[2] == 375 && frame[3] == 667, "the window is 375 × 667 pixels: \(frame)")
        #expect(beforeExtents.count == 4 && beforeExtents[3] == 179 && frame.count == 4 && beforeExtents[1] - frame[1] == 100)
        #expect(afterExtents.count == 4 && afterExtents[3] == 488)
        #expect(result["actionsBefore"] as? [String] == ["click"])
        #expect(result["actionsAfter"] as? [String] == ["click", "Like", "Add to cart", "Show photo"])
        let events = result["events"] as? [[String: Any]] ?? []
        #expect(events.contains { $0["source"] as? String == "Mapo Tofu" && $0["detail1"] as? Int == 1 })

        // The screen: the open card's "add to cart" button (window x 340, y 537) in the tint.
        let screen = Screenshot(bitmap: try PNGCodec.read(contentsOf: shot))
        if frame.count == 4 {
            let pixel = screen.rgb(x: frame[0] + 340, y: frame[1] + 537)
            #expect(
                abs(pixel.0 - Self.tint.r) <= 12 && abs(pixel.1 - Self.tint.g) <= 12 && abs(pixel.2 - Self.tint.b) <= 12,
                "the open card's button is not on the screen: \(pixel)")
        }
    }
}
