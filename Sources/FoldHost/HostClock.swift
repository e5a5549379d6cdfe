import Foundation

/// A window host's app clock: follows a monotonic wall clock, scaled by the slow-motion rate and
/// frozen while paused, and never runs backwards. (Recording needs none: its time is i / fps.)
public struct HostClock: Sendable {
    /// The app's time in seconds, starting at 0 on the first reading.
    public private(set) var time = 0.0
    /// While paused, `advance` keeps `time` where it is.
    public var isPaused = false
    /// App seconds per wall second (1, or 0.1 in slow motion).
    public var rate = 1.0
    private var lastWallTime: Double?

    public init() {}

    /// Moves the clock to the wall time `wallTime` (seconds, from `monotonicSeconds()`) and
    /// returns the app time. A wall clock that goes back (it should not) is ignored.
    public mutating func advance(toWallTime wallTime: Double) -> Double {
        if let last = lastWallTime, !isPaused, wallTime > last { time += (wallTime - last) * rate }
        if lastWallTime == nil || wallTime > lastWallTime! { lastWallTime = wallTime }
        return time
    }

    /// CLOCK_MONOTONIC in seconds: unaffected by changes of the date.
    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
