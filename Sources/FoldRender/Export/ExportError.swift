import Foundation

/// An export (GIF, MP4, any atomic file write) that failed. Reads `FILE: problem`, like
/// `ImageError`, so a batch render's log names the output at fault.
public struct ExportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The output file as the caller named it.
    public var file: String
    /// What went wrong, in words (for ffmpeg failures, its own stderr).
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }

    /// The path as the caller gave it, for messages.
    static func name(of url: URL) -> String { url.isFileURL ? url.relativePath : url.absoluteString }

    /// An error carrying the OS's reason for `errno`.
    static func posix(_ url: URL, _ action: String, _ code: Int32 = errno) -> ExportError {
        ExportError(file: name(of: url), problem: "\(action) (\(String(cString: strerror(code))))")
    }
}
