import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a torn
/// half: data goes to a temporary file in the same directory (so `rename(2)` stays on one file
/// system and is atomic), is flushed to disk, then renamed over the destination. A failed write
/// leaves the destination untouched and no temporary file behind.
package enum AtomicFile {
    /// Atomically replaces (or creates) `url` with `data`.
    package static func write(_ data: Data, to url: URL) throws {
        let temporary = temporaryURL(for: url)
        do {
            let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw ExportError.posix(url, "cannot create a file in \(directoryName(url))") }
            var failure = data.withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
            if failure == 0, fsync(fd) != 0 { failure = errno }
            if close(fd) != 0, failure == 0 { failure = errno }
            if failure != 0 { throw ExportError.posix(url, "cannot write the file", failure) }
            try commit(temporary, to: url)
        } catch {
            discard(temporary)
            throw error
        }
    }

    /// For tools that write the file themselves (ffmpeg): `body` gets a fresh temporary path in
    /// the destination's directory; when it returns, that file is renamed over `url`; when it
    /// throws, the temporary file is deleted and the destination left as it was.
    package static func withTemporaryURL(for url: URL, _ body: (URL) throws -> Void) throws {
        let temporary = temporaryURL(for: url)
        do {
            try body(temporary)
            try commit(temporary, to: url)
        } catch {
            discard(temporary)
            throw error
        }
    }

    /// A unique short hidden name next to `url` (see `TemporaryFiles`), removed if the process
    /// is interrupted before it is committed or discarded.
    package static func temporaryURL(for url: URL) -> URL {
        TemporaryFiles.make(in: url.deletingLastPathComponent())
    }

    /// Flushes `temporary` to disk and renames it over `url`.
    package static func commit(_ temporary: URL, to url: URL) throws {
        let fd = open(temporary.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ExportError.posix(url, "the temporary file vanished before it could be renamed") }
        // Without this a crash soon after the rename can leave an empty file on some file systems.
        _ = fsync(fd)
        close(fd)
        guard rename(temporary.path, url.path) == 0 else {
            throw ExportError.posix(url, "cannot replace the file")
        }
        TemporaryFiles.forget(temporary)
    }

    /// Removes a temporary file, ignoring a file that was never created.
    package static func discard(_ temporary: URL) {
        _ = unlink(temporary.path)
        TemporaryFiles.forget(temporary)
    }

    static func directoryName(_ url: URL) -> String {
        let directory = url.deletingLastPathComponent()
        return directory.isFileURL ? directory.relativePath : directory.absoluteString
    }
}
