import Foundation

/// A new, empty folder under the temporary directory for one test (named after it, the process
/// and a random number, so parallel tests and runs never share one); the test removes it.
public enum ScratchDirectory {
    public static func make(_ label: String = #function) throws -> URL {
        let safe = label.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("foldkit-\(safe)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
