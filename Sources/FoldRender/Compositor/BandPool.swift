import Foundation
import Synchronization

/// Threads for the compositor's bands of rows: the calling thread and one kept worker per
/// further core take bands until none is left.
///
/// `DispatchQueue.concurrentPerform` woke its threads for every frame: here (a VM) a sleeping
/// thread started 20–30 µs after the call and the caller itself 10 µs after, on a page fold's
/// frame of 400 µs. A worker of this pool watches for the next job for a short while after each
/// one (`spinNanoseconds`) before it sleeps, so frames drawn back to back — the recorder, a
/// benchmark — start every thread at once; a window's frames, 16 ms apart, find it asleep and
/// wake it as Dispatch did.
final class BandPool: @unchecked Sendable {
    /// One worker per core after the first, started on first use.
    static let shared = BandPool(workers: max(0, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// How long a worker watches for the next job before it sleeps.
    static let spinNanoseconds: UInt64 = 250_000

    /// One call's bands: taken in order by whichever thread asks next.
    private final class Job: @unchecked Sendable {
        let count: Int
        /// How many workers may take part (the caller's `threads` − 1).
        let helpers: Int
        let body: @Sendable (Int) -> Void
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)

        init(count: Int, helpers: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.helpers = helpers
            self.body = body
        }

        /// Takes and runs bands until none is left.
        func run() {
            while true {
                let band = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard band < count else { return }
                body(band)
                done.wrappingAdd(1, ordering: .releasing)
            }
        }
    }

    private let workers: Int
    /// Bumped for each job, watched by the workers (the job itself is read under `condition`).
    private let generation = Atomic<Int>(0)
    private let condition = NSCondition()
    /// Under `condition`.
    private var job: Job?
    private var sleeping = 0
    /// One job at a time: a caller that finds the pool in use (another compositor's frame on
    /// another thread) runs its bands with Dispatch instead.
    private let inUse = Atomic<Bool>(false)

    init(workers: Int) {
        self.workers = workers
        for index in 0..<workers {
            let thread = Thread { [self] in work(index) }
            thread.name = "FoldRender band worker \(index + 1)"
            thread.start()
        }
    }

    /// Runs `body(0..<count)`, each index once, on the calling thread and at most `threads` − 1
    /// workers; returns when all have run.
    func perform(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let helpers = min(workers, threads - 1, count - 1)
        guard helpers > 0 else {
            for band in 0..<count { body(band) }
            return
        }
        guard inUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
            return
        }
        let job = Job(count: count, helpers: helpers, body: body)
        condition.lock()
        self.job = job
        generation.wrappingAdd(1, ordering: .releasing)
        if sleeping > 0 { condition.broadcast() }
        condition.unlock()
        job.run()
        // The workers' last bands (short: bands shrink towards the end).
        while job.done.load(ordering: .acquiring) < count {}
        condition.lock()
        self.job = nil
        condition.unlock()
        inUse.store(false, ordering: .releasing)
    }

    private func work(_ index: Int) {
        var seen = 0
        while true {
            var now = generation.load(ordering: .acquiring)
            if now == seen {
                let start = DispatchTime.now().uptimeNanoseconds
                var checks = 0
                while now == seen {
                    checks &+= 1
                    if checks & 255 == 0, DispatchTime.now().uptimeNanoseconds &- start > Self.spinNanoseconds { break }
                    now = generation.load(ordering: .acquiring)
                }
            }
            condition.lock()
            while generation.load(ordering: .acquiring) == seen {
                sleeping += 1
                condition.wait()
                sleeping -= 1
            }
            seen = generation.load(ordering: .acquiring)
            let job = self.job
            condition.unlock()
            // A job already finished leaves no band to take; one for fewer threads leaves this
            // worker out.
            if let job, index < job.helpers { job.run() }
        }
    }
}
