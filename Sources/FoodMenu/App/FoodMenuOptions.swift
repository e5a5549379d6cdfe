import FoldCore
import Foundation

/// `foodmenu`'s command line, parsed and checked: what to run, and where the store is.
///
///     foodmenu [--size W,H] [--scale S] [--data DIR]                 the window
///     foodmenu --script FILE --record OUT [--trace FILE] [--data DIR]  a recorded script
///     foodmenu --tour --record OUT [--size W,H] [--scale S] [--trace FILE] [--data DIR]
///     foodmenu --print-state [--data DIR]
public struct FoodMenuOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case window
        case script(path: String, record: String, trace: String?)
        case tour(record: String, trace: String?)
        case printState
        case help
    }

    public var mode: Mode = .window
    /// Points; the window's (or the tour's) size. A script brings its own.
    public var size = Size(width: 375, height: 667)
    public var scale = 2.0
    /// The store's folder; nil: `FoodStore.defaultDirectory()`.
    public var dataDirectory: String?

    public static let usage = """
        usage: foodmenu [--size W,H] [--scale S] [--data DIR]
               foodmenu --script FILE --record OUT.(mp4|gif|folder) [--trace FILE] [--data DIR]
               foodmenu --tour --record OUT.(mp4|gif|folder) [--size W,H] [--scale S] [--trace FILE] [--data DIR]
               foodmenu --print-state [--data DIR]
        """

    /// A mistake on the command line: one line, exit status 2.
    public struct UsageError: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public init() {}

    public init(arguments: [String]) throws {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments[...]
        let valued = ["--size", "--scale", "--data", "--script", "--record", "--trace"]
        let switches = ["--tour", "--print-state", "--help", "-h"]
        while let argument = rest.popFirst() {
            if switches.contains(argument) {
                flags.insert(argument)
            } else if valued.contains(argument) {
                guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                    throw UsageError(description: "\(argument) needs a value")
                }
                guard values[argument] == nil else { throw UsageError(description: "\(argument) is given twice") }
                values[argument] = value
            } else {
                let near = nearest(argument, in: valued + switches)
                throw UsageError(description: "unknown option '\(argument)'" + (near.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        if flags.contains("--help") || flags.contains("-h") {
            mode = .help
            return
        }
        dataDirectory = values["--data"]
        if let size = values["--size"] { self.size = try Self.parseSize(size) }
        if let scale = values["--scale"] { self.scale = try Self.parseScale(scale) }

        let record = values["--record"], trace = values["--trace"]
        if flags.contains("--print-state") {
            let others = Set(values.keys).subtracting(["--data"]).union(flags.subtracting(["--print-state"]))
            guard others.isEmpty else {
                throw UsageError(description: "--print-state takes only --data (got \(others.sorted().joined(separator: ", ")))")
            }
            mode = .printState
        } else if let script = values["--script"] {
            guard !flags.contains("--tour") else { throw UsageError(description: "--script and --tour: choose one") }
            guard let record else { throw UsageError(description: "--script needs --record OUT.mp4 (or .gif, or a folder)") }
            guard values["--size"] == nil, values["--scale"] == nil else {
                throw UsageError(description: "a script sets the window: put \"size\" and \"scale\" in the script, not on the command line")
            }
            mode = .script(path: script, record: record, trace: trace)
        } else if flags.contains("--tour") {
            guard let record else { throw UsageError(description: "--tour needs --record OUT.mp4 (or .gif, or a folder)") }
            mode = .tour(record: record, trace: trace)
        } else {
            guard record == nil, trace == nil else {
                throw UsageError(description: "--record and --trace need --script FILE or --tour")
            }
            mode = .window
        }
    }

    static func parseSize(_ text: String) throws -> Size {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == "x" }).map { Double($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], w >= 320, h >= 480, w <= 4096, h <= 4096 else {
            throw UsageError(description: "--size expects WIDTH,HEIGHT in points, each from 320 (480 high) to 4096, such as 375,667; got '\(text)'")
        }
        return Size(width: w, height: h)
    }

    static func parseScale(_ text: String) throws -> Double {
        guard let s = Double(text), s.isFinite, s > 0, s <= 4 else {
            throw UsageError(description: "--scale expects pixels per point in (0, 4]; got '\(text)'")
        }
        return s
    }

    /// The store's folder: `--data`, else `$XDG_DATA_HOME/foodmenu` or `~/.local/share/foodmenu`.
    public var storeDirectory: URL {
        dataDirectory.map { URL(fileURLWithPath: $0) } ?? FoodStore.defaultDirectory()
    }
}
