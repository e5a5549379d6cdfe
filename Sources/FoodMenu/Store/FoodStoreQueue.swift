import CSQLite
import Dispatch
import Foundation

/// The app's way to its store: every change runs on one background queue, in order, so the frame
/// loop never waits for the disk. A change that finds the store locked by another process (past
/// SQLite's own wait) stays queued, and is tried again until it lands or `retryLimit` seconds
/// have passed; a change that fails for good is reported through `onError` (on that queue) and
/// counted in `lostChangeCount`, so that the app can say so when it exits.
///
/// ```swift
/// let queue = FoodStoreQueue(store: try FoodStore(directory: dir)) { print("store: \($0)") }
/// queue.perform { try $0.addToCart("egg-tart") }
/// queue.waitUntilIdle()   // before exiting
/// if queue.lostChangeCount > 0 { exit(1) }
/// ```
public final class FoodStoreQueue: @unchecked Sendable {
    // The store and the count are touched only on `queue`: that is what makes this type Sendable.
    private let store: FoodStore
    private let queue = DispatchQueue(label: "foodmenu.store")
    private let onError: @Sendable (Error) -> Void
    private let retryLimit: Double
    private var lost = 0

    /// `retryLimit`: how long a change waits for another process's write lock in all (SQLite's
    /// busy timeout waits within each try).
    public init(store: FoodStore, retryLimit: Double = 600, onError: @escaping @Sendable (Error) -> Void) {
        self.store = store
        self.retryLimit = retryLimit
        self.onError = onError
    }

    /// Runs a change on the store's queue; the changes after it wait while it is retried.
    public func perform(_ change: @escaping @Sendable (FoodStore) throws -> Void) {
        queue.async { [self] in
            let deadline = Date().addingTimeInterval(retryLimit)
            var pause = 0.05
            while true {
                do {
                    try change(store)
                    return
                } catch let error as SQLiteError where error.code == SQLITE_BUSY && Date() < deadline {
                    Thread.sleep(forTimeInterval: min(pause, max(0, deadline.timeIntervalSinceNow)))
                    pause = min(pause * 2, 1)
                } catch {
                    lost += 1
                    onError(error)
                    return
                }
            }
        }
    }

    /// The state after every change queued so far (waits for them).
    public func state() throws -> FoodMenuState {
        try queue.sync { try store.state() }
    }

    /// Returns once every change queued so far has been written (or given up on).
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// The changes that could not be saved so far (after every change queued so far).
    public var lostChangeCount: Int {
        queue.sync { lost }
    }
}
