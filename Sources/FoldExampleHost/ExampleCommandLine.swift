import FoldCore
import FoldHost
import FoldMedia
import FoldRender
import FoldSDL
import Foundation

/// The command line FoldKit's example apps share: a window by default, or a recording of an
/// input script (docs/input-script.md).
///
///     NAME [--size W,H] [--scale S]                               a window (375,667 at scale 2)
///     NAME --script FILE --record OUT.(mp4|gif|folder) [--trace FILE]
///
/// Messages go to stderr as `NAME: …`; a bad option exits with status 2, a failure with 1.
public struct ExampleCommandLine {
    public let name: String
    public let arguments: [String]

    public init(name: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        self.name = name
        self.arguments = arguments
    }

    public var usage: String {
        "usage: \(name) [--size W,H] [--scale S] | --script FILE --record OUT.(mp4|gif|folder) [--trace FILE] [--real-time]"
    }

    /// One line on stderr (control characters escaped; a closed or full stderr is not a trap),
    /// then exit.
    public func fail(_ message: String, status: Int32 = 1) -> Never {
        StandardStreams.say(name, message)
        exit(status)
    }

    /// Runs the app that `makeApp(size, scale)` builds — in a window titled `name`, or headless
    /// with the script's size and scale — and exits. `makeApp` returns the app and anything that
    /// must live as long as it (a data source the app only references weakly).
    public func run<App: HostedApp>(_ makeApp: (CGSize, Double) -> (app: App, keepAlive: AnyObject?)) -> Never {
        let options = parseOptions()
        TemporaryFiles.removeOnInterrupt()
        do {
            if let scriptPath = options["--script"] {
                guard let out = options["--record"] else {
                    fail("--script needs --record OUT.mp4 (or .gif, or a folder)", status: 2)
                }
                guard options["--size"] == nil, options["--scale"] == nil else {
                    fail("a script sets the window: put \"size\" and \"scale\" in the script, not on the command line", status: 2)
                }
                let script = try InputScript.load(contentsOf: URL(fileURLWithPath: scriptPath))
                let made = makeApp(script.size, script.scale)
                let host = try HeadlessHost(app: made.app, script: script)
                if options["--real-time"] != nil { host.pacing = .realTime }
                try host.record(to: URL(fileURLWithPath: out), trace: options["--trace"].map { URL(fileURLWithPath: $0) })
                withExtendedLifetime(made.keepAlive) {}
            } else {
                guard options["--record"] == nil, options["--trace"] == nil, options["--real-time"] == nil else {
                    fail("--record, --trace and --real-time need --script FILE", status: 2)
                }
                let made = makeApp(windowSize(options["--size"]), windowScale(options["--scale"]))
                try WindowHost(app: made.app, title: name).run()
                withExtendedLifetime(made.keepAlive) {}
            }
        } catch {
            StandardStreams.say(name, error)
            exit(1)
        }
        exit(0)
    }

    /// The options by their `--name`, parsed as every FoldKit program's (`CommandLineArguments`).
    private func parseOptions() -> [String: String] {
        do {
            let a = try CommandLineArguments(
                arguments, valued: ["size", "scale", "script", "record", "trace"], switches: ["help", "h", "real-time"])
            if a.has("help") || a.has("h") {
                StandardStreams.out(usage + "\n")
                exit(0)
            }
            if let extra = a.positionals.first { throw UsageError(message: "unexpected argument '\(extra)'") }
            var options: [String: String] = [:]
            if a.has("real-time") { options["--real-time"] = "" }
            for key in ["size", "scale", "script", "record", "trace"] {
                options["--" + key] = try ["size", "scale"].contains(key) ? a.string(key) : a.path(key)
            }
            if let record = options["--record"], let trace = options["--trace"],
                AtomicFile.sameDestination(URL(fileURLWithPath: record), URL(fileURLWithPath: trace))
            {
                throw UsageError(message: "--record and --trace name the same file; give the trace another name")
            }
            return options
        } catch {
            fail("\(error); \(usage)", status: 2)
        }
    }

    private func windowSize(_ text: String?) -> CGSize {
        guard let text else { return CGSize(width: 375, height: 667) }
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else {
            fail("--size expects WIDTH,HEIGHT in points, such as 375,667; got '\(text)'", status: 2)
        }
        return CGSize(width: parts[0], height: parts[1])
    }

    private func windowScale(_ text: String?) -> Double {
        guard let text else { return 2 }
        guard let s = Double(text), s > 0, s <= SceneLimits.maxScale else {
            fail("--scale expects pixels per point in (0, \(Int(SceneLimits.maxScale))]; got '\(text)'", status: 2)
        }
        return s
    }
}
