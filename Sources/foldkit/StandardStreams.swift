import FoldRender
import Foundation

/// Output that never traps: Foundation's `FileHandle.write` traps when a write fails (a full
/// disk, a closed descriptor), and `Swift.print` loses the error. Here a failed write to stdout is
/// reported on stderr and ends the process with status 1; a failed write to stderr ends it with
/// status 1 too (there is nowhere left to say why).
enum StandardStreams {
    static let failureStatus: Int32 = 1

    /// Writes all of `text` to `fd`; the errno of the failed write, or 0.
    static func write(_ text: String, to fd: Int32) -> Int32 {
        Array(text.utf8).withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
    }

    /// Writes to stdout, or exits.
    static func out(_ text: String) {
        let failure = write(text, to: STDOUT_FILENO)
        guard failure == 0 else {
            err("foldkit: cannot write to standard output (\(String(cString: strerror(failure))))\n")
            exit(failureStatus)
        }
    }

    /// Writes to stderr, or exits.
    static func err(_ text: String) {
        guard write(text, to: STDERR_FILENO) == 0 else { exit(failureStatus) }
    }
}

/// Every `print` of the command line goes through `StandardStreams` (this shadows `Swift.print`
/// in the module), so no output can be lost silently.
func print(_ text: String) {
    StandardStreams.out(text + "\n")
}
