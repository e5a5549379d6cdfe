import Foundation

/// The file-system calls FoldKit makes (open, close, rename, unlink, mkdir, seek, sync, the kind
/// of a path), each in one place: interrupted calls retried, and a failure thrown as a
/// `FileError` naming the file and the OS's reason, so no caller handles errno itself.
extension FileDescriptorIO {
    /// open(2), retried while interrupted (a FIFO's open can be). Errors name `reported` (the
    /// file the user named, when `url` is its hidden temporary) and say `doing`.
    package static func open(
        _ url: URL, _ flags: Int32, mode: mode_t = 0o666, reporting reported: URL? = nil, doing: String
    ) throws(FileError) -> Int32 {
        while true {
            let fd = Foundation.open(url.path, flags | O_CLOEXEC, mode)
            if fd >= 0 { return fd }
            if errno != EINTR { throw FileError.posix(reported ?? url, doing) }
        }
    }

    /// close(2); 0, or its errno. Not retried: on Linux the descriptor is gone even when close
    /// reports EINTR, and a retry could close another thread's new descriptor.
    @discardableResult
    package static func close(_ fd: Int32) -> Int32 {
        Foundation.close(fd) == 0 || errno == EINTR ? 0 : errno
    }

    /// fsync(2); 0, or its errno.
    package static func sync(_ fd: Int32) -> Int32 {
        while Foundation.fsync(fd) != 0 {
            if errno != EINTR { return errno }
        }
        return 0
    }

    /// Creates `file` (it must not exist yet), writes all of `data` and flushes it to disk, so a
    /// rename that follows never puts a name on a torn or empty file. Errors name `reported`
    /// and say `opening` or `writing`.
    package static func createFile(
        _ file: URL, with data: Data, reporting reported: URL, opening: String, writing: String
    ) throws(FileError) {
        let fd = try open(file, O_WRONLY | O_CREAT | O_EXCL, reporting: reported, doing: opening)
        var failure = data.withUnsafeBytes { writeAll(fd, $0) }
        if failure == 0 { failure = sync(fd) }
        let closed = close(fd)
        if failure == 0 { failure = closed }
        if failure != 0 { throw FileError.posix(reported, writing, failure) }
    }

    /// Moves a file or folder (rename(2): atomic on one file system). Errors name `reported`.
    package static func rename(_ from: URL, to: URL, reporting reported: URL, doing: String) throws(FileError) {
        guard Foundation.rename(from.path, to.path) == 0 else { throw FileError.posix(reported, doing) }
    }

    /// Removes a file; false when it was not there or could not be removed (errno says which).
    @discardableResult
    package static func unlink(_ url: URL) -> Bool { Foundation.unlink(url.path) == 0 }

    /// mkdir(2) of one folder.
    package static func makeDirectory(_ url: URL, mode: mode_t = 0o777, doing: String) throws(FileError) {
        guard Foundation.mkdir(url.path, mode) == 0 else { throw FileError.posix(url, doing) }
    }

    /// `mkdir -p`: the folder and any missing parents; a path that exists and is not a folder is
    /// refused by name. Errors say `doing` and the OS's reason.
    package static func makeDirectories(_ url: URL, doing: String) throws(FileError) {
        switch kind(of: url) {
        case .folder?: return
        case let other?:
            throw FileError(file: FileError.name(of: url), problem: "\(doing) (it exists and is \(other.phrase))")
        case nil: break
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != url.path, parent.path != "/" { try makeDirectories(parent, doing: doing) }
        guard Foundation.mkdir(url.path, 0o777) == 0 || errno == EEXIST else { throw FileError.posix(url, doing) }
    }

    /// Moves a descriptor's offset to `offset` from the start; 0, or its errno.
    package static func seek(_ fd: Int32, to offset: Int) -> Int32 {
        Foundation.lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) ? 0 : errno
    }

    /// Makes a descriptor non-blocking (a pipe to a child that may stall).
    package static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// What a path is.
    package enum Kind: Equatable, Sendable {
        case file, folder, link, device, fifo, socket, other

        /// The kind a `stat` mode's type bits say.
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            case S_IFCHR, S_IFBLK: self = .device
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }

        /// "a folder", "a device" … for messages.
        package var phrase: String {
            switch self {
            case .file: "a regular file"
            case .folder: "a folder"
            case .link: "a symbolic link"
            case .device: "a device"
            case .fifo: "a FIFO"
            case .socket: "a socket"
            case .other: "not a regular file"
            }
        }
    }

    /// The kind of the path (of what a link names, when `followingLinks`), or nil when there is
    /// nothing there.
    package static func kind(of url: URL, followingLinks: Bool = true) -> Kind? {
        var info = stat()
        guard (followingLinks ? stat(url.path, &info) : lstat(url.path, &info)) == 0 else { return nil }
        return Kind(mode: info.st_mode)
    }

    /// When the path itself (not what a link names) was last changed, in seconds since 1970.
    package static func modificationTime(of url: URL) -> Double? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// A descriptor's size and kind (fstat(2)).
    package static func status(_ fd: Int32) -> (kind: Kind, size: Int)? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return (Kind(mode: info.st_mode), Int(info.st_size))
    }
}
