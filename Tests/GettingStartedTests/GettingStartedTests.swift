import FoldCore
import FoldEffects
import FoldUI
import Foundation
import Testing

@testable import getting_started_example

/// docs/getting-started.md's examples (Sources/getting-started-example) recorded headless from
/// their scripts, each checked for what it shows; and the doc checked to quote that code verbatim.
@Suite struct GettingStartedTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "getting-started-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)")
    }

    /// The GIF exists and is a GIF; removed afterwards.
    func checkGIF(_ url: URL) throws {
        defer { try? FileManager.default.removeItem(at: url) }
        let data = try Data(contentsOf: url)
        #expect(data.prefix(6) == Data("GIF89a".utf8), "\(url.lastPathComponent) is not a GIF")
        #expect(data.count > 10_000)
    }

    /// The tap at y = 140 lands on row 1 (rows are 94 pt closed): it unfolds, and only it.
    @Test func aTapUnfoldsTheNote() throws {
        let script = try ExampleScripts.notes()
        let menu = NotesMenu(size: script.size, scale: script.scale)
        var heights: [Double] = []
        let probe = FrameProbe { _ in heights.append(menu.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height) }
        let link = CADisplayLink(target: probe, selector: FrameProbe.frame(_:))
        link.add(to: .main, forMode: .common)
        defer { withExtendedLifetime(probe) { link.invalidate() } }
        let url = temporaryURL("notes.gif")
        try record(menu.window, script, to: url)
        try checkGIF(url)

        #expect(menu.states.unfoldedRows == [1])
        let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(cell.isUnfolded && !cell.isAnimating())
        #expect(!cell.containerView.isHidden && cell.foregroundView.isHidden)
        #expect(cell.detailLabel.text == "Tap again to fold note 2 away.")
        // Closed 80 + 14, open 240 + 14: row 2 starts below the open row.
        #expect(menu.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 254)
        #expect(menu.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == CGFloat(94 + 254))
        // The height grew with the fold, through values between closed and open.
        // Frame 0 reads the table before its first layout; from frame 1 the row is closed until the tap.
        #expect(heights.dropFirst().prefix(6).allSatisfy { $0 == 94 } && heights.last == 254)
        #expect(heights.filter { $0 > 94 && $0 < 254 }.count >= 5)
    }

    /// The drag folds the top half by the seed's formula, π (y − y₀) / (H − y₀) with y₀ where the
    /// pan began — at the touch-down (60 pt into the 400 pt page) or at the first move, 200/15 pt
    /// further — and on release it springs back past flat and settles.
    @Test func theDragFoldsThePageAndItSpringsBack() throws {
        let script = try ExampleScripts.pageFold()
        let photo = try PhotoPage(size: script.size, scale: script.scale)
        var angles: [Double] = []
        var settled: [Double] = []
        photo.page.foldDidSettle = { _, angle in settled.append(angle) }
        let probe = FrameProbe { _ in angles.append(photo.page.foldAngle) }
        let link = CADisplayLink(target: probe, selector: FrameProbe.frame(_:))
        link.add(to: .main, forMode: .common)
        defer { withExtendedLifetime(probe) { link.invalidate() } }
        let url = temporaryURL("page-fold.gif")
        try record(photo.window, script, to: url)
        try checkGIF(url)

        let most = try #require(angles.max())
        let firstMove = 200.0 / 15
        let lowest = Double.pi * (200 - firstMove) / (340 - firstMove)
        let highest = Double.pi * 200 / 340
        #expect(most > lowest - 1e-6 && most < highest + 1e-6, "the fold reached \(most) rad")
        #expect(try #require(angles.min()) < -0.05, "the spring did not overshoot flat")
        #expect(settled == [0])
        #expect(abs(photo.page.foldAngle) < 0.01 && !photo.page.isAnimating)
    }

    /// Each tap throws one item as the finger lifts (frames 7 and 16 at 30 fps); it lands 0.8 s
    /// later, and the badge counts it then, not before (within two frames: the count is read by a
    /// display link, and a landing shows from its frame's end).
    @Test func theCartCountsWhatLands() throws {
        let script = try ExampleScripts.cart()
        let demo = try CartDemo(size: script.size, scale: script.scale)
        var counts: [(time: Double, count: Int)] = []
        let probe = FrameProbe { link in counts.append((link.targetTimestamp, demo.cart.badge.count)) }
        let link = CADisplayLink(target: probe, selector: FrameProbe.frame(_:))
        link.add(to: .main, forMode: .common)
        defer { withExtendedLifetime(probe) { link.invalidate() } }
        let url = temporaryURL("cart.gif")
        try record(demo.window, script, to: url)
        try checkGIF(url)

        #expect(demo.cart.badge.count == 2 && demo.animator.landedCount == 2)
        #expect(demo.animator.flyingFlights.isEmpty)
        #expect(counts.count > 50)
        let landings = [7.0 / 30 + 0.8, 16.0 / 30 + 0.8]
        let slack = 2.0 / 30
        for (t, n) in counts {
            let expected =
                t < landings[0] ? 0 : t >= landings[0] + slack && t < landings[1] ? 1 : t >= landings[1] + slack ? 2 : n
            #expect(n == expected, "at \(t) s the badge shows \(n)")
        }
        #expect(counts.filter { $0.count == 1 }.count >= 8)
    }

    /// Every ```swift block of docs/getting-started.md is compiled code: it appears verbatim
    /// (indentation aside) in the example's sources or in this file. A manifest block
    /// (`// swift-tools-version`) names only library products this package has.
    @Test func theDocQuotesTheCompiledExamples() throws {
        let root = Self.repositoryRoot
        let doc = try String(contentsOf: root.appendingPathComponent("docs/getting-started.md"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: doc)
        #expect(blocks.count >= 8, "found \(blocks.count) swift blocks")
        let exampleFolder = root.appendingPathComponent("Sources/getting-started-example")
        let files =
            try FileManager.default.contentsOfDirectory(atPath: exampleFolder.path).filter { $0.hasSuffix(".swift") }
            .map { exampleFolder.appendingPathComponent($0) } + [URL(fileURLWithPath: #filePath)]
        let sources = try files.map { Self.normalized(try String(contentsOf: $0, encoding: .utf8)) }
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        for block in blocks {
            if block.hasPrefix("// swift-tools-version") {
                let products = Self.matches(of: #"\.product\(name: "([^"]+)", package: "FoldKit"\)"#, in: block)
                #expect(!products.isEmpty, "the manifest block depends on no FoldKit product")
                for product in products {
                    #expect(manifest.contains(".library(name: \"\(product)\""), "FoldKit has no library product \(product)")
                }
                continue
            }
            let lines = Self.normalized(block)
            #expect(!lines.isEmpty)
            #expect(sources.contains { Self.contains($0, lines) }, "not in the compiled examples:\n\(block)")
        }
    }

    /// The bodies of the blocks fenced ```swift.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Lines without their indentation, blank lines dropped.
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `needle` occurs in `haystack` as consecutive lines.
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The checker itself: a block that differs from the source by one character is not found.
    @Test func theCheckerFindsOnlyExactText() {
        let source = Self.normalized("func f() {\n    let a = 1\n    return a\n}\n")
        #expect(Self.contains(source, Self.normalized("let a = 1\n  return a")))
        #expect(!Self.contains(source, Self.normalized("let a = 2\nreturn a")))
        #expect(!Self.contains(source, Self.normalized("return a\nlet a = 1")))
        #expect(Self.swiftBlocks(in: "x\n```swift\nlet a = 1\n```\n```sh\nls\n```\n") == ["let a = 1"])
    }
}

/// Calls back on every frame the host shows (a display link's target; the link holds it weakly,
/// so the test keeps it).
private final class FrameProbe {
    let body: (CADisplayLink) -> Void
    init(_ body: @escaping (CADisplayLink) -> Void) { self.body = body }
    func frame(_ link: CADisplayLink) { body(link) }
}
