import Foundation

/// Whole-buffer reads and writes on file descriptors, retrying interrupted calls: the one place
/// FoldKit loops over `read(2)` and `write(2)` (the command line's standard streams use it too).
package enum FileDescriptorIO {
    /// Writes every byte; 0, or the errno of the write that failed. With `stallTimeout` (for a
    /// non-blocking descriptor such as a pipe to a child), waiting longer than that for the reader
    /// to accept any byte gives ETIMEDOUT.
    package static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer, stallTimeout: Double? = nil) -> Int32 {
        var done = 0
        while done < raw.count {
            let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN, let stallTimeout {
                    var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    let ready = poll(&poller, 1, Int32(min(stallTimeout, 86_400) * 1000))
                    if ready == 0 { return ETIMEDOUT }
                    if ready < 0, errno != EINTR { return errno }
                    continue
                }
                return errno
            }
            done += n
        }
        return 0
    }

    /// Reads exactly `count` bytes; 0, or the errno of the read that failed (EIO at an early end).
    static func readExactly(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int32 {
        var done = 0
        while done < count {
            let n = read(fd, pointer + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            done += n
        }
        return 0
    }

    /// Reads up to `buffer.count` bytes, fewer only at the end of the file; the count read, or -1
    /// with errno set.
    package static func readPrefix(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        var done = 0
        while done < buffer.count {
            let n = read(fd, buffer.baseAddress! + done, buffer.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if n == 0 { break }
            done += n
        }
        return done
    }

    /// Reads a whole regular file of at most `limit` bytes, reporting the OS's reason on failure
    /// (Foundation's own errors do not say which file in a form fit for a one-line message).
    /// Anything but a regular file (a FIFO, a device, a directory) is refused before a read that
    /// could block forever or never end.
    static func readFile(_ url: URL, limit: Int = 1 << 30) throws(FileError) -> Data {
        let name = FileError.name(of: url)
        // O_NONBLOCK so that opening a FIFO with no writer returns at once; regular files ignore it.
        let fd = try open(url, O_RDONLY | O_NONBLOCK, doing: "cannot read the file")
        defer { close(fd) }
        guard let info = status(fd) else { throw FileError.posix(url, "cannot read the file") }
        switch info.kind {
        case .file: break
        case .folder: throw FileError(file: name, problem: "cannot read the file (it is a directory)")
        default: throw FileError(file: name, problem: "cannot read the file (it is not a regular file)")
        }
        guard info.size <= limit else {
            throw FileError(
                file: name, problem: "the file is \(info.size) bytes; files over \(limit) bytes are refused")
        }
        var data = Data(count: max(0, info.size))
        let filled = data.withUnsafeMutableBytes { readPrefix(fd, $0) }
        if filled < 0 { throw FileError.posix(url, "cannot read the file") }
        if filled < data.count { data.removeSubrange(filled...) }
        return data
    }
}
