import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a torn
/// half: data goes to a temporary file in the same directory (so `rename(2)` stays on one file
/// system and is atomic), is flushed to disk, then renamed over the destination. A failed write
/// leaves the destination untouched and no temporary file behind.
package enum AtomicFile {
    /// Atomically replaces (or creates) `url` with `data`.
    package static func write(_ data: Data, to url: URL) throws {
        try requireFileDestination(url)
        let temporary = temporaryURL(for: url)
        do {
            try FileDescriptorIO.createFile(
                temporary, with: data, reporting: url, opening: "cannot create a file in \(directoryName(url))",
                writing: "cannot write the file")
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
        try requireFileDestination(url)
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
        TemporaryFiles.make(in: destination(of: url).deletingLastPathComponent())
    }

    /// The file a write to `url` replaces: the file a link there names (kept as a link), so the
    /// temporary is made on that file's file system and renamed within it.
    static func destination(of url: URL) -> URL {
        FileDescriptorIO.kind(of: url, followingLinks: false) == .link ? url.resolvingSymlinksInPath() : url
    }

    /// Refuses a destination that exists and is not a regular file: renaming over a device
    /// (`/dev/full`), a FIFO or a socket would replace the node with a file, and a folder cannot
    /// be replaced by one. A symbolic link is followed (`commit` replaces the file it names).
    package static func requireFileDestination(_ url: URL) throws(FileError) {
        guard let kind = FileDescriptorIO.kind(of: url) else {
            guard errno == ENOENT else { throw FileError.posix(url, "cannot write the file") }
            return
        }
        guard kind != .file else { return }
        throw FileError(
            file: FileError.name(of: url),
            problem: "exists and is \(kind.phrase); FoldKit writes only regular files: name a new file or a regular file to replace")
    }

    /// Whether two destinations name the same file (the same path once made absolute and its
    /// links resolved, or the same inode), so that one output cannot silently replace another.
    package static func sameDestination(_ a: URL, _ b: URL) -> Bool {
        func resolved(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved(a) == resolved(b) { return true }
        var sa = stat(), sb = stat()
        return stat(a.path, &sa) == 0 && stat(b.path, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    /// Flushes `temporary` to disk and renames it over `url` (over the file a link at `url`
    /// names, keeping the link).
    package static func commit(_ temporary: URL, to url: URL) throws {
        try requireFileDestination(url)
        let url = destination(of: url)
        let fd = try FileDescriptorIO.open(
            temporary, O_RDONLY, reporting: url, doing: "the temporary file vanished before it could be renamed")
        // Without this a crash soon after the rename can leave an empty file on some file systems.
        let failure = FileDescriptorIO.sync(fd)
        FileDescriptorIO.close(fd)
        if failure != 0 { throw FileError.posix(url, "cannot write the file to disk", failure) }
        try FileDescriptorIO.rename(temporary, to: url, reporting: url, doing: "cannot replace the file")
        TemporaryFiles.forget(temporary)
    }

    /// Removes a temporary file, ignoring a file that was never created.
    package static func discard(_ temporary: URL) {
        FileDescriptorIO.unlink(temporary)
        TemporaryFiles.forget(temporary)
    }

    static func directoryName(_ url: URL) -> String {
        let directory = url.deletingLastPathComponent()
        return directory.isFileURL ? directory.relativePath : directory.absoluteString
    }
}
