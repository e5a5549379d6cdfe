// host-example: the hosts' test app (a square to drag, a tap counter) in an SDL window, or
// recorded headless from an input script (docs/input-script.md).
//
//   host-example [--size WxH] [--scale S]            a window (default 375x667 at scale 2)
//   host-example --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]
import FoldCore
import FoldHost
import FoldSDL
import Foundation

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("host-example: \(message)\n".utf8))
    exit(status)
}

let usage = "usage: host-example [--size WxH] [--scale S] | --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]"
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard ["--size", "--scale", "--script", "--record", "--trace"].contains(flag) else {
        fail(flag == "--help" || flag == "-h" ? usage : "unknown option '\(flag)'\n\(usage)", status: flag.hasPrefix("-h") || flag == "--help" ? 0 : 2)
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
        let app = SquareApp(size: script.size, scale: script.scale)
        let host = try HeadlessHost(app: app, script: script)
        try host.record(to: URL(fileURLWithPath: out), trace: options["--trace"].map { URL(fileURLWithPath: $0) })
    } else {
        guard options["--record"] == nil, options["--trace"] == nil else { fail("--record and --trace need --script FILE", status: 2) }
        var size = Size(width: 375, height: 667)
        if let text = options["--size"] {
            let parts = text.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else {
                fail("--size expects WIDTHxHEIGHT in points, such as 375x667; got '\(text)'", status: 2)
            }
            size = Size(width: parts[0], height: parts[1])
        }
        let scale = options["--scale"].map { text -> Double in
            guard let s = Double(text), s > 0, s <= SceneLimits.maxScale else {
                fail("--scale expects pixels per point in (0, \(Int(SceneLimits.maxScale))]; got '\(text)'", status: 2)
            }
            return s
        } ?? 2
        try WindowHost(app: SquareApp(size: size, scale: scale), title: "host-example").run()
    }
} catch {
    fail("\(error)")
}
