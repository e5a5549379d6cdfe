import Foundation
import Testing

@testable import FoodMenu

/// A store file that is not a database, damaged pages, and a store from the future: moved aside
/// or refused, never emptied or overwritten.
@Suite struct FoodStoreDamageTests {
    /// Writes a store with some state and closes it (the last connection checkpoints the WAL into
    /// the file, so the file alone holds everything).
    func writtenStore(in dir: URL) throws -> URL {
        let store = try FoodStore(directory: dir)
        for i in 0..<40 { try store.setLiked("food-\(i)", true) }
        try store.addToCart("mapo-tofu", quantity: 2)
        return store.url
    }

    func asideFiles(in dir: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("foodmenu.sqlite.corrupt-") }
            .map { dir.appendingPathComponent($0) }
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideAndTheAppStartsEmpty() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let url = dir.appendingPathComponent("foodmenu.sqlite")
        try garbage.write(to: url)

        let store = try FoodStore(directory: dir)
        let notice = try #require(store.notice)
        let aside = try asideFiles(in: dir)
        #expect(aside.count == 1)
        #expect(notice.contains(url.path) && notice.contains(aside[0].path) && notice.contains("starts empty"), "\(notice)")
        #expect(!notice.contains("\n"))
        #expect(try Data(contentsOf: aside[0]) == garbage, "the damaged file is kept byte for byte")
        #expect(try store.state() == FoodMenuState())
        try store.addToCart("egg-tart")
        #expect(try FoodStore(directory: dir).state().cart == ["egg-tart": 1])
    }

    @Test func damagedPagesAreFoundByTheCheckAndMovedAside() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try writtenStore(in: dir)
        var bytes = try Data(contentsOf: url)
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        #expect(bytes.count >= 3 * pageSize)
        // Page 2 onward: the tables' pages, scribbled over past the page header.
        for i in pageSize..<min(bytes.count, 3 * pageSize) { bytes[i] = 0xA5 }
        try bytes.write(to: url)

        let store = try FoodStore(directory: dir)
        #expect(store.notice != nil)
        let aside = try asideFiles(in: dir)
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: aside[0]) == bytes)
        #expect(try store.state() == FoodMenuState())
    }

    @Test func aStoreFromANewerFoodMenuIsRefusedUntouched() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try writtenStore(in: dir)
        var bytes = try Data(contentsOf: url)
        // The header's user_version (offset 60, big-endian): the schema version.
        bytes.replaceSubrange(60..<64, with: [0, 0, 0, 99])
        try bytes.write(to: url)

        do {
            _ = try FoodStore(directory: dir)
            Issue.record("a store with schema 99 was opened")
        } catch {
            #expect("\(error)".contains("schema version 99") && "\(error)".contains("newer"), "\(error)")
        }
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try asideFiles(in: dir).isEmpty)
    }

    @Test func anEmptyFileIsAnEmptyDatabaseAndIsMigrated() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("foodmenu.sqlite").path, contents: Data())
        let url: URL
        do {
            let store = try FoodStore(directory: dir)
            #expect(store.notice == nil)
            try store.setLiked("a", true)
            #expect(try store.state().liked == ["a"])
            url = store.url
        }
        // Closed, the log is checkpointed: the schema version is in the file's header.
        let header = try Data(contentsOf: url).prefix(64)
        #expect(header.count == 64 && Array(header[60..<64]) == [0, 0, 0, UInt8(FoodStore.schemaVersion)])
    }

    @Test func aFolderThatCannotBeCreatedIsAnError() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("plain-file")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
        #expect(throws: (any Error).self) { try FoodStore(directory: file.appendingPathComponent("store")) }
    }
}

/// What the adversarial pass found in the store: files SQLite would overwrite, versions and
/// quantities that trapped, rows dropped without a word.
@Suite struct FoodStoreHostileFileTests {
    func asideFiles(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("foodmenu.sqlite.corrupt-") }
    }

    /// A file that is a database with the given SQL run on it (with the sqlite3 program, as
    /// another program would).
    func store(in dir: URL, _ sql: String) throws -> URL {
        try FoodStore(directory: dir).addToCart("mapo-tofu", quantity: 2)
        let url = dir.appendingPathComponent("foodmenu.sqlite")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        p.arguments = [url.path, sql]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "sqlite3 failed")
        return url
    }

    /// SQLite takes a file shorter than its header for a new database and writes over it.
    @Test func aOneByteFileIsMovedAsideNotReplaced() throws {
        for bytes in [Data("x".utf8), Data(repeating: 0, count: 100), Data("SQLite format 3\0".utf8)] {
            let dir = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try bytes.write(to: dir.appendingPathComponent("foodmenu.sqlite"))
            let store = try FoodStore(directory: dir)
            #expect(store.notice?.contains("not an SQLite database") == true, "\(String(describing: store.notice))")
            let aside = try asideFiles(in: dir)
            try #require(aside.count == 1)
            #expect(try Data(contentsOf: dir.appendingPathComponent(aside[0])) == bytes)
            #expect(try store.state() == FoodMenuState())
        }
    }

    @Test func aNegativeSchemaVersionIsRefusedAndTheFileUntouched() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try store(in: dir, "PRAGMA user_version = -1")
        let before = try Data(contentsOf: url)
        let error = #expect(throws: SQLiteError.self) { try FoodStore(directory: dir) }
        #expect(error?.message.contains("schema version -1, which no FoodMenu writes") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: url) == before)
        #expect(try asideFiles(in: dir).isEmpty)
    }

    /// 2^63 − 1 trapped in `cartTotal` on start, and adding 3 to it overflowed in SQLite.
    @Test func aHugeQuantityIsReportedAndAddingSaturates() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try store(in: dir, "INSERT INTO cart VALUES ('egg-tart', 9223372036854775807)")
        let store = try FoodStore(directory: dir)
        let (state, problems) = try store.read()
        #expect(state.cart == ["mapo-tofu": 2])
        #expect(problems == [
            #"the cart row "egg-tart" has a quantity of 9223372036854775807, outside 1…1000000; it is left out (adding to it sets it to 1000000)"#
        ])
        try store.addToCart("egg-tart", quantity: 3)
        #expect(try store.read().state.cart == ["mapo-tofu": 2, "egg-tart": FoodStore.maximumQuantity])
        try store.addToCart("mapo-tofu", quantity: FoodStore.maximumQuantity)
        #expect(try store.state().cart["mapo-tofu"] == FoodStore.maximumQuantity)
        #expect(FoodMenuState(cart: ["a": .max, "b": .max, "c": 1]).cartTotal == .max)
    }

    /// The schema's CHECK lets text, fractions and blobs in; they were dropped without a word.
    @Test func rowsOfTheWrongTypeAreReported() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try store(in: dir, "INSERT INTO cart VALUES ('a', 'abc'), ('b', 2.5), ('c', x'0102'); INSERT INTO liked VALUES (x'07', 1)")
        let (state, problems) = try FoodStore(directory: dir).read()
        #expect(state == FoodMenuState(liked: [], cart: ["mapo-tofu": 2]))
        #expect(problems.sorted() == [
            "a liked row's id is a blob, not a food id; it is left out",
            #"the cart row "a" has a quantity of type text, not a whole number; it is left out (adding to it starts it again)"#,
            #"the cart row "b" has a quantity of type real, not a whole number; it is left out (adding to it starts it again)"#,
            #"the cart row "c" has a quantity of type blob, not a whole number; it is left out (adding to it starts it again)"#,
        ])
        let store = try FoodStore(directory: dir)
        try store.addToCart("a")
        #expect(try store.state().cart["a"] == 1)
    }

    /// `--print-state` while another process holds the write lock: a store at this version is
    /// only read, and a WAL reader waits for no writer.
    @Test func readingTheStateDoesNotWaitForAWriter() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FoodStore(directory: dir).setLiked("peking-duck", true)
        let writer = try FoodStore(directory: dir)
        let release = holdWriteLock(writer)
        defer { release.signal() }
        let start = Date()
        let state = try FoodStore(directory: dir, busyTimeout: 0.3).state()
        #expect(state.liked == ["peking-duck"])
        #expect(Date().timeIntervalSince(start) < 0.3, "opened and read without waiting for the lock")
        // A change does wait, and fails once its timeout is over.
        #expect(throws: SQLiteError.self) { try FoodStore(directory: dir, busyTimeout: 0.2).addToCart("a") }
    }

    @Test func aStoreFolderThatIsAFileIsNamedInOneLine() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        for target in [file, file.appendingPathComponent("store")] {
            let error = #expect(throws: (any Error).self) { try FoodStore(directory: target) }
            let message = error.map { "\($0)" } ?? ""
            #expect(!message.contains("\n") && message.count < 200 && message.contains("--data DIR"), "\(message)")
        }
    }
}

/// Holds `store`'s write lock on another thread until the returned semaphore is signalled
/// (returns once the lock is held): another program in the middle of a write.
func holdWriteLock(_ store: FoodStore) -> DispatchSemaphore {
    let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        try? store.holdingTheWriteLock {
            holding.signal()
            release.wait()
        }
    }
    holding.wait()
    return release
}

/// Another process holding the write lock longer than SQLite waits: the change stays queued and
/// lands when the lock is free; past the queue's retry limit it is counted as lost.
@Suite struct FoodStoreQueueRetryTests {
    @Test func aChangeWaitsOutALongLockAndLands() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try FoodStore(directory: dir)
        let failures = Failures()
        let queue = FoodStoreQueue(store: try FoodStore(directory: dir, busyTimeout: 0.1), retryLimit: 30) { failures.add($0) }
        let holding = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? writer.holdingTheWriteLock {
                holding.signal()
                Thread.sleep(forTimeInterval: 1)  // ten times the store's busy timeout
            }
        }
        holding.wait()
        queue.perform { try $0.setLiked("mapo-tofu", true) }
        queue.perform { try $0.addToCart("egg-tart", quantity: 2) }
        queue.waitUntilIdle()
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(queue.lostChangeCount == 0)
        #expect(try queue.state() == FoodMenuState(liked: ["mapo-tofu"], cart: ["egg-tart": 2]))
    }

    @Test func aChangePastTheRetryLimitIsCountedAsLost() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try FoodStore(directory: dir)
        let failures = Failures()
        let queue = FoodStoreQueue(store: try FoodStore(directory: dir, busyTimeout: 0.1), retryLimit: 0.5) { failures.add($0) }
        let release = holdWriteLock(writer)
        queue.perform { try $0.addToCart("egg-tart") }
        queue.waitUntilIdle()
        release.signal()
        #expect(queue.lostChangeCount == 1)
        #expect(failures.all.count == 1)
        queue.perform { try $0.addToCart("a") }
        #expect(queue.lostChangeCount == 1)
        #expect(try queue.state().cart == ["a": 1])
    }
}
