import Foundation

/// Holds a faster-than-real-time host back to the wall clock: the frame at time t is made no
/// earlier than t seconds after the first frame (t = 0). Code that waits on the wall clock
/// (`DispatchQueue.main.asyncAfter`, `Timer`) then sees its deadlines land on the frames a
/// device would show them on (the first frame at or after the deadline), give or take the
/// scheduler's jitter.
public struct RealTimePacer: Sendable {
    /// The monotonic wall time of frame time 0, set by the first `wait`.
    private var origin: Double?

    public init() {}

    /// Sleeps until frame time `time` is due on the wall clock (at once when it is already).
    public mutating func wait(untilFrameTime time: Double) {
        guard time.isFinite else { return }
        let now = HostClock.monotonicSeconds()
        let origin = self.origin ?? (now - time)
        self.origin = origin
        let due = origin + time
        if due > now { Thread.sleep(forTimeInterval: due - now) }
    }
}
