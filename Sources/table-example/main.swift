// table-example: FoldUI's `TableExample` (1000 text rows, alternately 44 and 88 pt tall) in an
// SDL window, or recorded headless from an input script (docs/input-script.md). Drag or use the
// wheel to scroll; a flick keeps scrolling and decelerates.
//
//   table-example [--size W,H] [--scale S]            a window (default 375,667 at scale 2)
//   table-example --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]
import FoldCore
import FoldHost
import FoldSDL
import FoldUI
import Foundation

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("table-example: \(message)\n".utf8))
    exit(status)
}

/// The example's frame loop; the example object (the table's data source) lives as long as it.
func makeApp(size: Size, scale: Double) -> (FrameLoop, TableExample) {
    let example = TableExample(size: size, scale: scale)
    return (FrameLoop(window: example.window), example)
}

let usage = "usage: table-example [--size W,H] [--scale S] | --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]"
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard ["--size", "--scale", "--script", "--record", "--trace"].contains(flag) else {
        fail(flag == "--help" || flag == "-h" ? usage : "unknown option '\(flag)'\n\(usage)", status: flag == "-h" || flag == "--help" ? 0 : 2)
    }
    guard let value = arguments.popFirst() else { fail("\(flag) needs a value\n\(usage)", status: 2) }
    options[flag] = value
}

do {
    if let scriptPath = options["--script"] {
        guard let out = options["--record"] else { fail("--script needs --record OUT.mp4 (or .gif, or a folder)", status: 2) }
        guard options["--size"] == nil, options["--scale"] == nil else {
            fail("a script sets the window: put \"size\" and \"scale\" in the script, not on the command line", status: 2)
        }
        let script = try InputScript.load(contentsOf: URL(fileURLWithPath: scriptPath))
        let (app, example) = makeApp(size: script.size, scale: script.scale)
        let host = try HeadlessHost(app: app, script: script)
        try host.record(to: URL(fileURLWithPath: out), trace: options["--trace"].map { URL(fileURLWithPath: $0) })
        withExtendedLifetime(example) {}
    } else {
        guard options["--record"] == nil, options["--trace"] == nil else { fail("--record and --trace need --script FILE", status: 2) }
        var size = Size(width: 375, height: 667)
        if let text = options["--size"] {
            let parts = text.split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else {
                fail("--size expects WIDTH,HEIGHT in points, such as 375,667; got '\(text)'", status: 2)
            }
            size = Size(width: parts[0], height: parts[1])
        }
        let scale = options["--scale"].map { text -> Double in
            guard let s = Double(text), s > 0, s <= SceneLimits.maxScale else {
                fail("--scale expects pixels per point in (0, \(Int(SceneLimits.maxScale))]; got '\(text)'", status: 2)
            }
            return s
        } ?? 2
        let (app, example) = makeApp(size: size, scale: scale)
        try WindowHost(app: app, title: "table-example").run()
        withExtendedLifetime(example) {}
    }
} catch {
    fail("\(error)")
}
