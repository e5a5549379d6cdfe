import Foundation

public struct TestFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A program of this package, built next to the test bundle (`host-example`, `table-example`,
/// `foodmenu`, `counter-app`).
public struct BuiltProgram: Sendable {
    public static let hostExample = BuiltProgram("host-example")
    public static let tableExample = BuiltProgram("table-example")
    public static let foodmenu = BuiltProgram("foodmenu")
    public static let counterApp = BuiltProgram("counter-app")

    public let binary: URL

    public init(_ name: String) {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                binary = candidate
                return
            }
            dir = dir.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        binary = root.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs the program to its end and returns its exit status and what it printed.
    public func run(
        _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        if let environment { p.environment = environment }
        if let directory { p.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
