import Foundation

/// How `GIFEncoder` and `GIFFrameDifferencer` spread a batch's work over threads: the results go
/// to per-item slots, so the output never depends on which thread did what.
extension GIFEncoder {
    /// Runs `body(0..<count)` on up to `threads` threads (on the caller for 1).
    static func perform(_ count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        let workers = min(threads, count)
        if workers <= 1 {
            for i in 0..<count { body(i) }
        } else if workers >= ProcessInfo.processInfo.activeProcessorCount {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        } else {
            // Fewer threads than cores: each worker takes every `workers`-th item.
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for i in stride(from: worker, to: count, by: workers) { body(i) }
            }
        }
    }

    /// One slot per frame of a batch, each written by exactly one worker thread.
    final class BlockSlots<Element>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Element>
        init(count: Int, initial: Element) { slots = .allocate(capacity: count); slots.initialize(repeating: initial) }
        deinit {
            slots.deinitialize()
            slots.deallocate()
        }
        subscript(i: Int) -> Element {
            get { slots[i] }
            set { slots[i] = newValue }
        }
    }
}
