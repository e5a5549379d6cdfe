import Foundation

/// A progress bar of frames encoded, on stderr when it is a terminal; silent otherwise (logs and
/// pipes get only the final "wrote" line).
final class ProgressBar: @unchecked Sendable {
    let total: Int
    let label: String
    let enabled = isatty(STDERR_FILENO) != 0
    private var shown = -1
    private let lock = NSLock()

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// Shows `done` of `total`; called from the encoding thread.
    func update(_ done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = total > 0 ? min(width, done * width / total) : width
        lock.withLock {
            guard done != shown else { return }
            shown = done
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            StandardStreams.err("\r\(label) \(bar) \(done)/\(total)")
        }
    }

    /// Ends the bar's line.
    func done() {
        if enabled, shown >= 0 { StandardStreams.err("\n") }
    }
}
