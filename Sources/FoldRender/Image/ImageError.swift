import Foundation

/// An image that could not be read or written. The message reads `FILE: problem` so a scene
/// author sees which of many assets is at fault without a debugger.
public struct ImageError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the caller named it (or a label such as `<memory>` for in-memory data).
    public var file: String
    /// What went wrong, in words.
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}

extension ImageError {
    /// The name an error message uses for a file: the path as given, not made absolute.
    static func name(of url: URL) -> String { url.isFileURL ? url.relativePath : url.absoluteString }

    /// Reads a whole file, reporting the OS's reason on failure (Foundation's own errors do not
    /// say which file in a form fit for a one-line message).
    static func readFile(_ url: URL) throws(ImageError) -> Data {
        let name = name(of: url)
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw ImageError(file: name, problem: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw ImageError(file: name, problem: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw ImageError(file: name, problem: "cannot read the file (it is a directory)")
        }
        var data = Data(count: max(0, Int(info.st_size)))
        var filled = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            while filled < buffer.count {
                let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if n == 0 { break }
                filled += n
            }
        }
        if failure != 0 {
            throw ImageError(file: name, problem: "cannot read the file (\(String(cString: strerror(failure))))")
        }
        if filled < data.count { data.removeSubrange(filled...) }
        return data
    }
}
