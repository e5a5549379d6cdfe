import Foundation

/// The media clock: seconds on a monotonic clock, as Core Animation reads the host's (mach
/// absolute time on Apple platforms; CLOCK_MONOTONIC here).
///
/// A host that steps time exactly (a recording, `HeadlessDriver`, a test) sets the time it
/// shows; `CACurrentMediaTime()` then reads that, so animations added at "now" begin on the
/// frame being made.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

package enum MediaClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stepped: Double?

    package static var now: Double {
        lock.lock()
        defer { lock.unlock() }
        if let stepped { return stepped }
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Shows `time` until it is set again or cleared (nil: the monotonic clock).
    package static func step(to time: Double?) {
        lock.lock()
        stepped = time
        lock.unlock()
    }
}
