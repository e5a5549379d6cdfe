import Foundation

/// The media clock: seconds on a monotonic clock, as Core Animation reads the host's (mach
/// absolute time on Apple platforms; CLOCK_MONOTONIC here).
///
/// A host that steps time (the window's frame loop, a recording, `HeadlessDriver`, a test) sets
/// the time it shows on its thread; `CACurrentMediaTime()` then reads that there, so animations
/// added at "now" begin on the frame showing and `presentation()` is the frame's. Threads that
/// step nothing read the monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

package enum MediaClock {
    /// The time a host shows on this thread (nil: none; the monotonic clock). Per thread, as the
    /// POP animator and the display links are: tests that run in parallel each keep their own.
    private final class Stepped { var time: Double? }
    private static let stepped = PerThread { Stepped() }

    package static var now: Double {
        if let time = stepped.value.time { return time }
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Shows `time` on this thread until it is set again or cleared (nil: the monotonic clock).
    package static func step(to time: Double?) {
        stepped.value.time = time
    }

    /// Runs `body` with this thread's media clock reading `time`, then restores what it read:
    /// code that bakes animations at absolute times (a scene's 0 is its start) plans from it.
    package static func run<T>(at time: Double, _ body: () throws -> T) rethrows -> T {
        let saved = stepped.value.time
        stepped.value.time = time
        defer { stepped.value.time = saved }
        return try body()
    }
}
