import FoldCore
import FoldHost
import FoldMedia
import FoldRender
import FoldUI
import Foundation

/// `foodmenu`'s command line, parsed and checked: what to run, and where the store is.
///
///     foodmenu [--size W,H] [--scale S] [--data DIR]                 the window
///     foodmenu --script FILE --record OUT [--trace FILE] [--real-time] [--data DIR]  a recorded script
///     foodmenu --tour --record OUT [--size W,H] [--scale S] [--trace FILE] [--real-time] [--data DIR]
///     foodmenu --print-state [--data DIR]
public struct FoodMenuOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case window
        case script(path: String, record: String, trace: String?)
        case tour(record: String, trace: String?)
        case printState
        /// Prints the accessibility elements on the screen as JSON: after the launch, or at the
        /// end of a script (played, not recorded).
        case printAccessibility(script: String?)
        /// Adds one to the cart `count` times, one transaction each, saying "B" before and
        /// "C n" after each on stdout: the crash tests' writer (they kill it mid-transaction).
        case stressStore(count: Int)
        case help
    }

    public var mode: Mode = .window
    /// Points; the window's (or the tour's) size. A script brings its own.
    public var size = CGSize(width: 375, height: 667)
    public var scale = 2.0
    /// The store's folder; nil: `FoodStore.defaultDirectory()`.
    public var dataDirectory: String?
    /// `--real-time`: a recording holds each frame to the wall clock (`HeadlessHost.pacing`).
    public var realTime = false
    /// `--appearance`, `--content-size`, `--reduce-motion`, `--layout-direction`: the device
    /// settings to run under.
    public var settings = SystemSettings()
    /// `--locale en|ar`: the menu's second language; Arabic also lays the app out right to left
    /// unless `--layout-direction` says otherwise.
    public var language = MenuLanguage.english

    public static let usage = """
        usage: foodmenu [--size W,H] [--scale S] [--data DIR]
               foodmenu --script FILE --record OUT.(mp4|gif|folder) [--trace FILE] [--real-time] [--data DIR]
               foodmenu --tour --record OUT.(mp4|gif|folder) [--size W,H] [--scale S] [--trace FILE] [--real-time] [--data DIR]
               foodmenu --print-state [--data DIR]
               foodmenu --print-accessibility [--script FILE | --size W,H --scale S] [--data DIR]
               foodmenu --stress-store N [--data DIR]     (for crash tests: N one-item transactions)
        the window, a script and the tour also take \(SystemSettings.usage) [--locale en|ar]
        """

    public init() {}

    /// Parsed with FoldHost's `CommandLineArguments`, as every FoldKit program's; mistakes throw
    /// its `UsageError` (one line, exit status 2).
    public init(arguments: [String]) throws(UsageError) {
        let a = try CommandLineArguments(
            arguments,
            valued: ["size", "scale", "data", "script", "record", "trace", "stress-store", "locale"]
                + SystemSettings.valuedOptions,
            switches: ["tour", "print-state", "print-accessibility", "help", "h", "real-time"] + SystemSettings.switchOptions)
        if let extra = a.positionals.first {
            throw UsageError(message: "unexpected argument \(QuotedText.quoted(extra, limit: 40)); options start with --")
        }
        if a.has("help") || a.has("h") {
            mode = .help
            return
        }
        dataDirectory = try a.path("data")
        settings = try SystemSettings(a)
        if let name = a.string("locale") {
            guard let language = MenuLanguage(rawValue: name.lowercased()) else {
                throw UsageError(message: "--locale is en (English) or ar (Arabic), got '\(name)'")
            }
            self.language = language
            if settings.layoutDirection == nil, language.isRightToLeft { settings.layoutDirection = .rightToLeft }
        }
        if let size = a.string("size") { self.size = try Self.parseSize(size) }
        if let scale = a.string("scale") { self.scale = try Self.parseScale(scale) }

        let record = try a.path("record")
        let trace = try a.path("trace")
        /// A mode that takes no option but --data.
        func requireOnlyData(_ mode: String) throws(UsageError) {
            let others = a.given.subtracting(["data", mode])
            guard others.isEmpty else {
                throw UsageError(
                    message: "--\(mode) takes only --data (got \(others.sorted().map { "--" + $0 }.joined(separator: ", ")))")
            }
        }
        if let stress = a.string("stress-store") {
            guard let count = Int(stress), count > 0, count <= 1_000_000 else {
                throw UsageError(message: "--stress-store expects a count of transactions from 1 to 1000000, got '\(stress)'")
            }
            try requireOnlyData("stress-store")
            mode = .stressStore(count: count)
        } else if a.has("print-state") {
            try requireOnlyData("print-state")
            mode = .printState
        } else if a.has("print-accessibility") {
            let script = try a.path("script")
            guard !a.has("tour"), record == nil, trace == nil, !a.has("real-time") else {
                throw UsageError(
                    message: "--print-accessibility prints the screen; it takes no --tour, --record, --trace or --real-time")
            }
            if script != nil, a.string("size") != nil || a.string("scale") != nil {
                throw UsageError(
                    message: "a script sets the window: put \"size\" and \"scale\" in the script, not on the command line")
            }
            mode = .printAccessibility(script: script)
        } else if let script = try a.path("script") {
            guard !a.has("tour") else { throw UsageError(message: "--script and --tour: choose one") }
            guard let record else { throw UsageError(message: "--script needs --record OUT.mp4 (or .gif, or a folder)") }
            guard a.string("size") == nil, a.string("scale") == nil else {
                throw UsageError(
                    message: "a script sets the window: put \"size\" and \"scale\" in the script, not on the command line")
            }
            mode = .script(path: script, record: record, trace: trace)
        } else if a.has("tour") {
            guard let record else { throw UsageError(message: "--tour needs --record OUT.mp4 (or .gif, or a folder)") }
            mode = .tour(record: record, trace: trace)
        } else {
            guard record == nil, trace == nil else {
                throw UsageError(message: "--record and --trace need --script FILE or --tour")
            }
            mode = .window
        }
        realTime = a.has("real-time")
        if realTime, record == nil {
            throw UsageError(message: "--real-time paces a recording: it needs --script FILE or --tour with --record OUT")
        }
        if let record, let trace, AtomicFile.sameDestination(URL(fileURLWithPath: record), URL(fileURLWithPath: trace)) {
            throw UsageError(message: "--record and --trace name the same file; give the trace another name")
        }
    }

    static func parseSize(_ text: String) throws(UsageError) -> CGSize {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "x" }).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w >= 320, h >= 480, w <= 4096, h <= 4096 else {
            throw UsageError(
                message: "--size expects WIDTH,HEIGHT in points, each from 320 (480 high) to 4096, such as 375,667; got '\(text)'"
            )
        }
        return CGSize(width: w, height: h)
    }

    static func parseScale(_ text: String) throws(UsageError) -> Double {
        guard let s = Double(text), s.isFinite, s > 0, s <= 4 else {
            throw UsageError(message: "--scale expects pixels per point in (0, 4]; got '\(text)'")
        }
        return s
    }

    /// The store's folder: `--data`, else `$XDG_DATA_HOME/foodmenu` or `~/.local/share/foodmenu`.
    public var storeDirectory: URL {
        dataDirectory.map { URL(fileURLWithPath: $0) } ?? FoodStore.defaultDirectory()
    }
}
