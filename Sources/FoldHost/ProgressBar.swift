import FoldMedia
import FoldRender
import Foundation

/// A progress bar of frames encoded, on stderr when it is a terminal; silent otherwise (logs and
/// pipes get only the final "wrote" line). For the recorders' `progress` callbacks.
public final class ProgressBar: @unchecked Sendable {
    public let total: Int
    public let label: String
    public let enabled = isatty(STDERR_FILENO) != 0
    private var shown = -1
    private let lock = NSLock()

    public init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// Shows `done` of `total`; called from the encoding thread.
    public func update(_ done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = total > 0 ? min(width, done * width / total) : width
        lock.withLock {
            guard done != shown else { return }
            shown = done
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            Self.write("\r\(label) \(bar) \(done)/\(total)")
        }
    }

    /// Ends the bar's line, once: later calls (a `defer` after an explicit call) write nothing.
    public func done() {
        lock.withLock {
            guard enabled, shown >= 0 else { return }
            shown = -1
            Self.write("\n")
        }
    }

    /// write(2): a closed or full stderr is not a trap.
    private static func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { FileDescriptorIO.writeAll(STDERR_FILENO, $0) }
    }
}
