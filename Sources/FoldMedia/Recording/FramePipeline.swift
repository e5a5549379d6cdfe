import FoldCore
import Foundation

/// Hands rendered frames from the rendering thread to one encoding thread, at most `capacity`
/// ahead, so that frame N is encoded while frame N + 1 renders. The first error on either side
/// stops both.
final class FramePipeline: @unchecked Sendable {
    enum Item {
        case frame(Bitmap)
        case skip
    }

    private let condition = NSCondition()
    private var queue: [Item] = []
    private var closed = false
    private var failure: Error?
    private let capacity: Int
    private let finished = DispatchSemaphore(value: 0)
    /// Runs only on the encoding thread (the sink it captures is used by nobody else meanwhile).
    private let consume: (Item) throws -> Void

    /// Starts the encoding thread: `consume` gets every item in order.
    init(capacity: Int = 2, consume: @escaping (Item) throws -> Void) {
        self.capacity = max(1, capacity)
        self.consume = consume
        let thread = Thread { [self] in
            while let item = next() {
                do {
                    try self.consume(item)
                } catch {
                    fail(error)
                }
            }
            finished.signal()
        }
        thread.name = "foldkit.encode"
        thread.start()
    }

    /// Queues an item, waiting while the encoder is `capacity` items behind; throws the encoder's
    /// error once it has failed.
    func push(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append(item)
        condition.broadcast()
    }

    /// No more items: waits until the encoder has consumed everything, then throws its error if
    /// any. Safe to call more than once.
    func close() throws {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        finished.wait()
        finished.signal()  // so that a second close (on the error path) returns at once
        if let failure { throw failure }
    }

    /// Records a failure (the first wins) and stops the encoder after its current item.
    func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func next() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !closed && failure == nil { condition.wait() }
        guard failure == nil, !queue.isEmpty else { return nil }
        let item = queue.removeFirst()
        condition.broadcast()
        return item
    }
}
