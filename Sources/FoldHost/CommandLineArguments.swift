import FoldCore
import Foundation

/// A command-line mistake: printed as one line, exit status 2.
struct UsageError: Error {
    var message: String
}

/// Parsed arguments of one verb: `--name value` options, `--flag` switches and positionals.
struct Arguments {
    private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// `valued` lists the options that take a value; `switches` those that do not.
    init(_ args: [String], valued: [String], switches: [String] = []) throws {
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
                    flags.insert(name)
                } else {
                    var message = "unknown option --\(name)"
                    if let near = nearest(name, in: valued + switches) { message += "; did you mean --\(near)?" }
                    throw UsageError(message: message)
                }
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func string(_ name: String) -> String? { options[name] }

    func double(_ name: String) throws -> Double? {
        guard let s = options[name] else { return nil }
        guard let d = Double(s), d.isFinite else { throw UsageError(message: "--\(name) needs a finite number, got '\(s)'") }
        return d
    }

    func doubles(_ name: String, count: Int? = nil) throws -> [Double]? {
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
