import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// Output that never traps, for FoldKit's programs (`foldkit`, `foodmenu`, the examples):
/// Foundation's `FileHandle.write` traps when a write fails (a full disk, a closed descriptor),
/// and `Swift.print` loses the error. Messages for people go to stderr one line each, as
/// `program: message`, with control characters escaped so that no text from a file or an
/// argument can drive the terminal or forge a line, and at most `problemLimit` lines an error.
public enum StandardStreams {
    public static let failureStatus: Int32 = 1
    /// Lines one error may print; the rest are counted.
    public static let problemLimit = 20

    /// Writes all of `text` to `fd`; the errno of the failed write, or 0.
    static func write(_ text: String, to fd: Int32) -> Int32 {
        Array(text.utf8).withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
    }

    /// Writes to stdout, or says why on stderr and exits with status 1.
    public static func out(_ text: String) {
        let failure = write(text, to: STDOUT_FILENO)
        guard failure == 0 else {
            _ = write("cannot write to standard output (\(String(cString: strerror(failure))))\n", to: STDERR_FILENO)
            exit(failureStatus)
        }
    }

    /// Writes to stderr; false when that failed (there is nowhere left to say why).
    @discardableResult
    public static func err(_ text: String) -> Bool {
        write(text, to: STDERR_FILENO) == 0
    }

    /// `program: message` on stderr, as one line.
    @discardableResult
    public static func say(_ program: String, _ message: String) -> Bool {
        err("\(program): \(message.escapingControlCharacters)\n")
    }

    /// An error on stderr: one line per problem for the errors that list them (scenes and input
    /// scripts: `FILE: path: what to change`), at most `problemLimit`, then how many more.
    public static func say(_ program: String, _ error: any Error) {
        let lines: [String]
        switch error {
        case let e as SceneError: lines = e.problems.map { "\(e.file): \($0)" }
        case let e as InputScriptError: lines = e.problems.map { "\(e.file): \($0)" }
        case let e as SceneWriteError: lines = e.problems.map { "cannot write the scene: \($0)" }
        default: lines = ["\(error)"]
        }
        sayEach(program, lines)
    }

    /// Each line as `say` writes it, at most `problemLimit`, then how many more there were.
    public static func sayEach(_ program: String, _ lines: [String]) {
        errEach(lines, prefix: "\(program): ")
    }

    /// Each line on stderr after `prefix`, control characters escaped, at most `problemLimit`,
    /// then how many more there were; false when a write failed.
    @discardableResult
    public static func errEach(_ lines: [String], prefix: String = "") -> Bool {
        var shown = lines.prefix(problemLimit).map { $0 }
        if lines.count > problemLimit { shown.append("… and \(lines.count - problemLimit) more problems") }
        return shown.allSatisfy { err(prefix + $0.escapingControlCharacters + "\n") }
    }
}
