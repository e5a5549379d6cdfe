import Foundation

/// The temporary files and helper processes this process has alive, so that an interrupted run
/// (SIGINT, SIGTERM, SIGHUP) removes its half-written outputs and stops its children, and so that
/// the temporaries of runs that died without a chance to clean up (SIGKILL, power loss) are swept
/// away by a later run instead of piling up.
///
/// Temporary names are short (`.foldkit-PID-RANDOM-nNS.tmp`) so that an output name near the
/// file system's 255-byte limit still has room beside it, and carry the owner's PID and PID
/// namespace so that a sweep can tell a dead run's leftovers from a live run's work: a dead PID
/// of this namespace is swept at once, one of another namespace (where the PID means another
/// process) only once it is old.
package enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var children: Set<pid_t> = []
    nonisolated(unsafe) private static var sweptDirectories: Set<String> = []
    nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

    static let prefix = ".foldkit-"
    static let suffix = ".tmp"
    /// A dead process's temporary older than this is swept; younger ones are left alone in case
    /// they belong to a live process in another PID namespace sharing the folder.
    static let staleAge: TimeInterval = 600

    /// A fresh temporary path in `directory`, registered for clean-up; sweeps the folder's stale
    /// temporaries the first time this process uses it.
    static func make(in directory: URL) -> URL {
        sweepOnce(directory)
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let url = directory.appendingPathComponent("\(prefix)\(getpid())-\(random)\(tag.map { "-" + $0 } ?? "")\(suffix)")
        lock.withLock { _ = paths.insert(url.path) }
        return url
    }

    /// The path was renamed into place or removed: nothing left to clean up.
    static func forget(_ url: URL) {
        lock.withLock { _ = paths.remove(url.path) }
    }

    /// A helper process (ffmpeg) to stop if this process is interrupted.
    static func registerChild(_ pid: pid_t) { lock.withLock { _ = children.insert(pid) } }
    static func forgetChild(_ pid: pid_t) { lock.withLock { _ = children.remove(pid) } }

    /// Removes every registered temporary (files and folders) and terminates registered children.
    package static func cleanUp() {
        let (files, pids) = lock.withLock { (paths, children) }
        for pid in pids { kill(pid, SIGTERM) }
        for path in files { removeTree(path) }
        lock.withLock {
            paths.removeAll()
            children.removeAll()
        }
    }

    /// On SIGINT, SIGTERM and SIGHUP: clean up, then die of the same signal (so the shell sees
    /// the usual status). The handler runs on a dispatch queue, not in signal context, so it may
    /// take locks and call Foundation.
    package static func removeOnInterrupt() {
        lock.withLock {
            guard signalSources.isEmpty else { return }
            for sig in [SIGINT, SIGTERM, SIGHUP] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler {
                    cleanUp()
                    signal(sig, SIG_DFL)
                    // Unblocked on this thread first: dispatch threads block signals, and so does
                    // every thread of a process whose parent started it with them blocked.
                    var only = sigset_t()
                    sigemptyset(&only)
                    sigaddset(&only, sig)
                    pthread_sigmask(SIG_UNBLOCK, &only, nil)
                    raise(sig)
                }
                source.resume()
                signalSources.append(source)
            }
        }
    }

    /// Deletes `.foldkit-PID-*.tmp` entries of `directory` whose process is gone and that have not
    /// been touched for `staleAge`.
    static func sweep(_ directory: URL, now: Date = Date()) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let parts = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-")
            guard parts.count >= 2, let pid = pid_t(parts[0]), pid > 0 else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = directory.appendingPathComponent(name).path
            let ours = tag != nil && parts.count == 3 && String(parts[2]) == tag
            if !ours {
                guard let modified = FileDescriptorIO.modificationTime(of: URL(fileURLWithPath: path)) else { continue }
                guard now.timeIntervalSince1970 - modified > staleAge else { continue }
            }
            removeTree(path)
        }
    }

    /// This process's PID namespace (the inode of /proc/self/ns/pid; 0 where it cannot be read).
    static let namespace: UInt64 = {
        var info = stat()
        return stat("/proc/self/ns/pid", &info) == 0 ? UInt64(info.st_ino) : 0
    }()

    /// Where a PID means this process's PIDs: the PID namespace and this boot of this machine
    /// (the first namespace has the same inode on every Linux machine, so a folder shared over
    /// the network needs the boot too); nil where either cannot be read, and then no temporary
    /// is taken for this machine's.
    static let tag: String? = {
        guard namespace != 0, let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
        else { return nil }
        let id = boot.filter(\.isHexDigit).prefix(8)
        return id.count == 8 ? "n\(namespace)b\(id)" : nil
    }()

    private static func sweepOnce(_ directory: URL) {
        let first = lock.withLock { sweptDirectories.insert(directory.standardizedFileURL.path).inserted }
        if first { sweep(directory) }
    }

    private static func removeTree(_ path: String) {
        if !FileDescriptorIO.unlink(URL(fileURLWithPath: path)), errno == EISDIR || errno == EPERM {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
