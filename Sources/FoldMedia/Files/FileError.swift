import Foundation

/// A file that could not be read or written: an image, an export, any atomic write. The message
/// reads `FILE: problem` so a scene author or a batch render's log sees which of many files is at
/// fault without a debugger.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the caller named it (or a label such as `<memory>` for in-memory data).
    public var file: String
    /// What went wrong, in words (for ffmpeg failures, its own stderr).
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }

    /// The name an error message uses for a file: the path as given, not made absolute.
    static func name(of url: URL) -> String { url.isFileURL ? url.relativePath : url.absoluteString }

    /// An error carrying the OS's reason for `code` (errno by default).
    static func posix(_ url: URL, _ action: String, _ code: Int32 = errno) -> FileError {
        FileError(file: name(of: url), problem: "\(action) (\(String(cString: strerror(code))))")
    }
}

/// The error images throw when they cannot be read or written (the same type as every file error).
public typealias ImageError = FileError
/// The error exports throw (the same type as every file error).
public typealias ExportError = FileError
