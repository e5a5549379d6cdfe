import Dispatch
import Foundation

/// The app's way to its store: every change runs on one background queue, in order, so the frame
/// loop never waits for the disk. A change that fails is reported through `onError` (on that
/// queue) and never retried silently.
///
/// ```swift
/// let queue = FoodStoreQueue(store: try FoodStore(directory: dir)) { print("store: \($0)") }
/// queue.perform { try $0.addToCart("egg-tart") }
/// queue.waitUntilIdle()   // before exiting
/// ```
public final class FoodStoreQueue: @unchecked Sendable {
    // The store is touched only on `queue`: that is what makes this type Sendable.
    private let store: FoodStore
    private let queue = DispatchQueue(label: "foodmenu.store")
    private let onError: @Sendable (Error) -> Void

    public init(store: FoodStore, onError: @escaping @Sendable (Error) -> Void) {
        self.store = store
        self.onError = onError
    }

    /// Runs a change on the store's queue.
    public func perform(_ change: @escaping @Sendable (FoodStore) throws -> Void) {
        queue.async { [store, onError] in
            do { try change(store) } catch { onError(error) }
        }
    }

    /// The state after every change queued so far (waits for them).
    public func state() throws -> FoodMenuState {
        try queue.sync { try store.state() }
    }

    /// Returns once every change queued so far has been written.
    public func waitUntilIdle() {
        queue.sync {}
    }
}
