import Dispatch
import FoldCore
import Foundation
import Synchronization
import Testing

@testable import FoldRender

/// The compositor's worker threads (`BandPool`): every band runs exactly once, whatever the
/// count, the threads asked for, or how many callers share the pool at once; a frame drawn on
/// the pool equals the same frame on one thread.
@Suite struct BandPoolTests {
    /// Counts per band, checked after the call returned: nothing may still be running. (An
    /// NSLock, not a Mutex: ThreadSanitizer follows pthread locks, not the futex under Mutex.)
    final class Tally: @unchecked Sendable {
        private var counts: [Int]
        private let lock = NSLock()
        init(_ n: Int) { counts = [Int](repeating: 0, count: n) }
        func count(_ band: Int) { lock.withLock { counts[band] += 1 } }
        var values: [Int] { lock.withLock { counts } }
    }

    @Test func everyBandRunsOnceForAnyCountAndThreads() {
        let pool = BandPool(workers: 3)
        for count in [0, 1, 2, 3, 7, 64, 500] {
            for threads in [1, 2, 4, 9] {
                let tally = Tally(count)
                pool.perform(count, threads: threads) { band in
                    tally.count(band)
                }
                #expect(tally.values == [Int](repeating: 1, count: count), "\(count) bands on \(threads) threads")
            }
        }
    }

    /// Callers on several threads at once: one holds the pool, the others fall back to
    /// Dispatch; each still gets each of its bands once, and back-to-back jobs (a worker
    /// still watching for the next) never run a band of an earlier job.
    @Test func concurrentCallersEachGetTheirBandsOnce() {
        let pool = BandPool(workers: 2)
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 6) { caller in
            for round in 0..<200 {
                let count = 1 + (caller * 7 + round) % 40
                let tally = Tally(count)
                pool.perform(count, threads: 3) { band in
                    tally.count(band)
                }
                if tally.values != [Int](repeating: 1, count: count) { failures.wrappingAdd(1, ordering: .relaxed) }
            }
        }
        #expect(failures.load(ordering: .acquiring) == 0)
    }

    /// A frame with rows of very different cost (the guided bands: a plain backdrop above, an
    /// image turning under perspective below) on two threads and on one.
    @Test func aFrameOnThePoolEqualsItOnOneThread() {
        let backdrop = RenderFixtures.layer(frame: CGRect(x: 0, y: 0, width: 300, height: 420)) {
            $0.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        }
        let page = RenderFixtures.layer(frame: CGRect(x: 20, y: 200, width: 260, height: 200)) {
            $0.contentsName = "checker"
            $0.anchorPoint = CGPoint(x: 0.5, y: 0)
            $0.transform = CATransform3D(rotationAngle: 0.7, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 500))
            $0.cornerRadius = 12
            $0.masksToBounds = true
        }
        let tree = RenderTree(size: CGSize(width: 300, height: 420), background: .white, layers: [backdrop, page])
        let images = ["checker": RenderFixtures.checkerboard(size: 128)]
        let one = Compositor(images: images, threads: 1).render(tree)
        let two = Compositor(images: images, threads: 2).render(tree)
        #expect(one.pixels == two.pixels)
        #expect(Set(two.pixels[(300 * 300)..<(300 * 301)]).count > 2, "the page is drawn")
    }
}
