import Foundation
import Testing

/// docs/cli.md against the binary: every verb, effect and option the help texts name is
/// documented, and every example that reads only the repository (no `out/`) and is shown in full
/// (no `…`) prints exactly what the page shows, with the exit status it gives.
@Suite struct CLIDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func doc() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    }

    /// An example of the page: the command's arguments, the status its comment gives, the output shown.
    struct Example {
        var arguments: [String]
        var status: Int32
        var output: [String]
    }

    /// The `$ foldkit …` lines of the ```sh blocks and the lines under each up to the next
    /// command, a blank line or the block's end.
    static func examples(in markdown: String) -> [Example] {
        var examples: [Example] = []
        var inShell = false
        var current: Example?
        func finish() {
            if let e = current { examples.append(e) }
            current = nil
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                finish()
                inShell = !inShell && trimmed == "```sh"
                continue
            }
            guard inShell else { continue }
            if trimmed.hasPrefix("$ ") {
                finish()
                guard trimmed.hasPrefix("$ foldkit ") else { continue }
                var command = String(trimmed.dropFirst(2))
                var comment = ""
                if let hash = command.range(of: " #") {
                    comment = String(command[hash.upperBound...])
                    command = String(command[..<hash.lowerBound])
                }
                current = Example(
                    arguments: Array(shellWords(command).dropFirst()), status: comment.contains("exit 2") ? 2 : 0, output: [])
            } else if trimmed.isEmpty {
                finish()
            } else {
                current?.output.append(trimmed)
            }
        }
        finish()
        return examples
    }

    /// Words split at spaces, double quotes grouping.
    static func shellWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false, inWord = false
        for c in text {
            if c == "\"" {
                quoted.toggle()
                inWord = true
            } else if c == " " && !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Runs foldkit in the repository's root; stdout and stderr lines together.
    static func run(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
        let r = try CLI.program.run(arguments, in: root)
        let text = r.stdout + r.stderr
        return (r.status, text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test func theShownOutputsAreTheBinarys() throws {
        let all = Self.examples(in: try Self.doc())
        let checked = all.filter { e in
            !e.arguments.contains { $0.hasPrefix("out/") } && !e.output.contains { $0.contains("…") } && !e.output.isEmpty
        }
        #expect(all.count >= 25, "found \(all.count) examples")
        #expect(checked.count >= 10, "only \(checked.count) examples are checked")
        for e in checked {
            let r = try Self.run(e.arguments)
            #expect(r.status == e.status, "foldkit \(e.arguments.joined(separator: " ")) exits \(r.status)")
            #expect(r.lines == e.output, "foldkit \(e.arguments.joined(separator: " ")) prints\n\(r.lines.joined(separator: "\n"))")
        }
    }

    /// Each verb has a section, each effect a subsection, and every option a help text names
    /// appears on the page.
    @Test func everyVerbEffectAndOptionIsDocumented() throws {
        let doc = try Self.doc()
        let verbs = ["curve", "transform", "inspect", "render", "effect"]
        let usage = try Self.run(["--help"]).lines
        for verb in verbs {
            #expect(usage.contains { $0.hasPrefix(verb + " ") }, "foldkit --help does not list \(verb)")
            #expect(doc.contains("### `foldkit \(verb)`"), "no section for foldkit \(verb)")
        }
        let effectHelp = try Self.run(["effect", "--help"]).lines.joined(separator: "\n")
        let effects = try #require(effectHelp.firstMatch(of: /The effects: ([a-z, -]+)\./)).1.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(effects.sorted() == ["fly-to-cart", "folding-cell", "page-fold"])
        var helps = try verbs.map { try Self.run([$0, "--help"]).lines.joined(separator: "\n") }
        for effect in effects {
            #expect(doc.contains("#### `foldkit effect \(effect)`"), "no section for foldkit effect \(effect)")
            helps.append(try Self.run(["effect", effect, "--help"]).lines.joined(separator: "\n"))
        }
        var options = Set<String>()
        for help in helps {
            for match in help.matches(of: /(^|[\s\[|(])(--[a-z][a-z-]*)/) { options.insert(String(match.output.2)) }
        }
        #expect(options.count > 30)
        for option in options.sorted() {
            #expect(doc.contains("`\(option)") || doc.contains("\(option) "), "docs/cli.md does not mention \(option)")
        }
    }

    /// The parser itself: a status comment, quotes, the output up to a blank line.
    @Test func theExampleParserReadsTheShape() {
        let page = "```sh\n$ foldkit transform \"rotateX(90deg)\" --invert   # exit 2\n{\"a\":1}\n\nignored\n$ ls\nx\n```\n"
        let examples = Self.examples(in: page)
        #expect(examples.count == 1)
        #expect(examples.first?.arguments == ["transform", "rotateX(90deg)", "--invert"])
        #expect(examples.first?.status == 2 && examples.first?.output == ["{\"a\":1}"])
    }
}
