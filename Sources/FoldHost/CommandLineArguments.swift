import FoldCore
import Foundation

/// A command-line mistake: printed as one line, exit status 2.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// The command line of FoldKit's programs (`foldkit`'s verbs, `foodmenu`, the examples), parsed
/// one way: `--name value` or `--name=value` options, `--flag` switches, `-x` for `--x`, and
/// positionals. An option given twice, an unknown option (with the nearest known one) and an
/// option whose value is missing are refused.
public struct CommandLineArguments {
    public private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// `valued` lists the options that take a value; `switches` those that do not (names without
    /// the leading dashes).
    public init(_ args: [String], valued: [String], switches: [String] = []) throws(UsageError) {
        var i = 0
        while i < args.count {
            var a = args[i]
            // Single-letter options such as -o read like their long form.
            if a.count == 2, a.hasPrefix("-"), a != "--", let c = a.last, c.isLetter { a = "--" + String(c) }
            if a.hasPrefix("--") && a.count > 2 {
                var name = String(a.dropFirst(2))
                var inline: String?
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if valued.contains(name) {
                    guard options[name] == nil else { throw UsageError(message: "--\(name) is given twice") }
                    if let inline {
                        options[name] = inline
                    } else {
                        guard i + 1 < args.count else { throw UsageError(message: "--\(name) needs a value") }
                        // `--mass --at 0.5` forgot the mass: never take the next option as the value.
                        let next = args[i + 1]
                        if next.hasPrefix("--"), next.dropFirst(2).first?.isLetter == true {
                            throw UsageError(message: "--\(name) needs a value before \(next)")
                        }
                        options[name] = next
                        i += 1
                    }
                } else if switches.contains(name) {
                    guard flags.insert(name).inserted else { throw UsageError(message: "--\(name) is given twice") }
                } else {
                    var message = "unknown option --\(name.count > 40 ? name.prefix(40) + "…" : name)"
                    if name.count <= 40, let near = nearest(name, in: valued + switches) { message += "; did you mean --\(near)?" }
                    throw UsageError(message: message)
                }
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func string(_ name: String) -> String? { options[name] }

    /// The options and switches given, by name.
    public var given: Set<String> { flags.union(options.keys) }

    /// A file or folder name: refused when empty (`--record ""` names no file; taken as the
    /// current folder it would be replaced).
    public func path(_ name: String) throws(UsageError) -> String? {
        guard let s = options[name] else { return nil }
        guard !s.isEmpty else { throw UsageError(message: "--\(name) needs a file name, not an empty string") }
        return s
    }

    public func double(_ name: String) throws(UsageError) -> Double? {
        guard let s = options[name] else { return nil }
        guard let d = Double(s), d.isFinite else { throw UsageError(message: "--\(name) needs a finite number, got '\(s)'") }
        return d
    }

    public func doubles(_ name: String, count: Int? = nil) throws(UsageError) -> [Double]? {
        guard let s = options[name] else { return nil }
        let parts = s.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil && $0!.isFinite }) else {
            throw UsageError(message: "--\(name) needs comma-separated numbers, got '\(s)'")
        }
        if let count, parts.count != count {
            throw UsageError(message: "--\(name) needs \(count) comma-separated numbers, got \(parts.count)")
        }
        return parts.map { $0! }
    }
}
