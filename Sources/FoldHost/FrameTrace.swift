import FoldCore
import FoldMedia
import FoldRender
import Foundation

/// The `--trace` file: one JSON object per frame and line, `"t"` (the frame time) and
/// `"pointer"` (`[x, y]` or null) first, then the app's keys sorted. The file appears only when
/// `commit` is called (atomically, like every output); `discard` leaves nothing behind.
final class FrameTrace {
    let url: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer = ""
    private var done = false

    init(url: URL) throws {
        self.url = url
        try AtomicFile.requireFileDestination(url)
        temporary = AtomicFile.temporaryURL(for: url)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else {
            AtomicFile.discard(temporary)
            throw TraceError("cannot create a file next to \(url.path); check that the folder exists and is writable")
        }
        self.handle = handle
    }

    deinit { discard() }

    /// One frame's line. The host's keys win over an app's keys of the same name.
    func append(time: Double, pointer: CGPoint?, extra: [String: Any]) throws {
        var members: [(key: String, value: Any?)] = [("t", time), ("pointer", pointer.map { [$0.x, $0.y] })]
        members += extra.filter { $0.key != "t" && $0.key != "pointer" }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        do {
            try TraceJSON.object(members, path: "").write(to: &buffer)
        } catch {
            throw TraceError("\(error)")
        }
        buffer += "\n"
        if buffer.utf8.count >= 1 << 16 { try flush() }
    }

    func commit() throws {
        try flush()
        try handle.close()
        try AtomicFile.commit(temporary, to: url)
        done = true
    }

    func discard() {
        guard !done else { return }
        done = true
        try? handle.close()
        AtomicFile.discard(temporary)
    }

    private func flush() throws {
        do {
            try handle.write(contentsOf: Data(buffer.utf8))
        } catch {
            throw TraceError("cannot write \(url.path): \(error.localizedDescription)")
        }
        buffer = ""
    }
}

/// A trace that could not be written, saying why.
public struct TraceError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
