import Foundation
import FoodMenu
import Testing

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
