import Foundation

/// `FOLDKIT_IMAGE_PATH` is the process's: tests that set it take turns, so one never unsets it
/// while another reads its own folder through it.
enum ImageSearchPath {
    private static let lock = NSLock()

    static func with<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        setenv("FOLDKIT_IMAGE_PATH", path, 1)
        defer { unsetenv("FOLDKIT_IMAGE_PATH") }
        return try body()
    }
}
