import Foundation
import FoodMenu
import Testing

/// A fresh folder for one test's store.
func scratchDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("foodmenu-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

@Suite struct FoodStoreTests {
    @Test func aNewStoreIsEmptyAndKeepsChangesAcrossReopening() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            let store = try FoodStore(directory: dir)
            #expect(try store.state() == FoodMenuState())
            #expect(store.notice == nil)
            try store.setLiked("egg-tart", true)
            try store.addToCart("mapo-tofu", quantity: 2)
            try store.addToCart("mapo-tofu")
        }
        let reopened = try FoodStore(directory: dir)
        #expect(try reopened.state() == FoodMenuState(liked: ["egg-tart"], cart: ["mapo-tofu": 3]))
        #expect(reopened.url.lastPathComponent == "foodmenu.sqlite")
    }

    @Test func likesKeepTheirOrderAndLikingTwiceKeepsThePlace() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FoodStore(directory: dir)
        for id in ["b", "a", "c"] { try store.setLiked(id, true) }
        try store.setLiked("b", true)
        #expect(try store.state().liked == ["b", "a", "c"])
        try store.setLiked("a", false)
        try store.setLiked("a", false)
        try store.setLiked("a", true)
        #expect(try store.state().liked == ["b", "c", "a"])
    }

    @Test func removingFromTheCartDecrementsAndDropsTheRowAtZero() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FoodStore(directory: dir)
        try store.addToCart("x", quantity: 3)
        try store.addToCart("y", quantity: 1)
        try store.removeFromCart("x", quantity: 2)
        #expect(try store.state().cart == ["x": 1, "y": 1])
        try store.removeFromCart("x")
        try store.removeFromCart("y", quantity: 5)
        #expect(try store.state().cart.isEmpty)
        try store.addToCart("z", quantity: 2)
        try store.clearCart()
        #expect(try store.state().cartTotal == 0)
    }

    @Test func badIDsAndQuantitiesAreRefusedWithTheRule() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FoodStore(directory: dir)
        #expect(throws: SQLiteError.self) { try store.addToCart("", quantity: 1) }
        #expect(throws: SQLiteError.self) { try store.addToCart("x", quantity: 0) }
        #expect(throws: SQLiteError.self) { try store.removeFromCart("x", quantity: -1) }
        do {
            try store.addToCart("x", quantity: -3)
        } catch {
            #expect("\(error)".contains("1 to 1000000") && "\(error)".contains("-3"))
        }
        #expect(try store.state() == FoodMenuState())
    }

    /// Two instances (two connections, as two processes would have) adding at the same time: an
    /// increment per transaction, so nothing is lost.
    @Test func twoInstancesAddingAtOnceLoseNothing() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stores = try [FoodStore(directory: dir), FoodStore(directory: dir)]
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            for n in 0..<150 {
                do {
                    try stores[i].addToCart(n % 2 == 0 ? "a" : "b")
                    if n % 10 == 0 { try stores[i].setLiked("food-\(i)-\(n)", true) }
                } catch { failures.add(error) }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let state = try stores[0].state()
        #expect(state.cart == ["a": 150, "b": 150])
        #expect(state.liked.count == 30)
    }

    @Test func theStoreUsesWriteAheadLogging() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FoodStore(directory: dir)
        try store.addToCart("x")
        // A WAL-mode database keeps its log beside it while a connection is open.
        #expect(FileManager.default.fileExists(atPath: store.url.path + "-wal"))
    }

    @Test func theDefaultFolderFollowsXDG() {
        #expect(FoodStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]).path == "/data/foodmenu")
        // A relative XDG_DATA_HOME is invalid by the specification and ignored.
        #expect(FoodStore.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/u"]).path
            == "/home/u/.local/share/foodmenu")
        #expect(FoodStore.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.local/share/foodmenu")
    }

    @Test func changesQueuedOffTheCallersThreadAreWrittenInOrder() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let failures = Failures()
        let queue = FoodStoreQueue(store: try FoodStore(directory: dir)) { failures.add($0) }
        for _ in 0..<5 { queue.perform { try $0.addToCart("a") } }
        queue.perform { try $0.removeFromCart("a", quantity: 2) }
        queue.perform { try $0.addToCart("", quantity: 1) }  // refused, reported
        queue.waitUntilIdle()
        #expect(try queue.state().cart == ["a": 3])
        #expect(failures.all.count == 1)
        #expect(try FoodStore(directory: dir).state().cart == ["a": 3])
    }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [Error] = []
    func add(_ e: Error) { lock.lock(); errors.append(e); lock.unlock() }
    var all: [Error] { lock.lock(); defer { lock.unlock() }; return errors }
}
