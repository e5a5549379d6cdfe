import CoreFoundation
import Foundation

/// The run loop, run between frames as iOS runs it: the `DispatchQueue.main` blocks and the
/// `Timer`s due by now run at the start of a frame, before its input, layout and drawing, so what
/// they change shows in that frame.
///
/// Their deadlines are on the wall clock (libdispatch's and Foundation's), not the frame clock:
/// a host that draws faster than real time sees them land on later frames than a device would,
/// unless it paces its frames in real time (`HeadlessDriver.pacing`, `--real-time`).
///
/// The main queue belongs to the main thread. A frame loop on the main thread (the hosts'
/// top-level code, an XCTest case) runs one turn of the main run loop: the timers due and the
/// blocks queued on the main queue by then; blocks those queue run at the next frame. (A turn
/// costs a few µs when nothing is due: Core Foundation's run loop is called directly, which
/// saves `RunLoop.run(mode:before:)`'s bridging.) A frame loop on another
/// thread runs that thread's run loop (the timers scheduled from it); the main queue's blocks
/// then run wherever the main queue is served — under Swift Testing on Linux a worker thread,
/// at their deadline, alongside the frame loop — so drive a window whose code uses
/// `DispatchQueue.main` from the main thread.
package enum MainRunLoop {
    package static func runDueWork() {
        // The current thread's run loop (the main one on the main thread), one pass in the
        // default mode without waiting: what `RunLoop.current.run(mode: .default, before:
        // .distantPast)` does.
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true)
    }
}
