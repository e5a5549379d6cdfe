import CSQLite
import Foundation

/// What the user has kept: the liked foods (in the order they were liked) and the cart.
public struct FoodMenuState: Equatable, Sendable {
    public var liked: [String] = []
    /// Quantity per food id; only ids with a quantity above zero.
    public var cart: [String: Int] = [:]

    public init(liked: [String] = [], cart: [String: Int] = [:]) {
        self.liked = liked
        self.cart = cart
    }

    /// Items in the cart, all quantities added.
    public var cartTotal: Int { cart.values.reduce(0, +) }
}

/// FoodMenu's store: the liked list and the cart in an SQLite database (WAL, every change one
/// transaction, a schema version with migrations).
///
/// Changes are increments and single-row writes inside one transaction, never a read-modify-write
/// of a whole list, so two instances on one store never lose each other's changes. A file SQLite
/// reports as damaged (or that is not an SQLite file) is moved aside and reported in `notice`,
/// never emptied or overwritten.
///
/// ```swift
/// let store = try FoodStore(directory: FoodStore.defaultDirectory())
/// try store.addToCart("mapo-tofu", quantity: 2)
/// try store.setLiked("mapo-tofu", true)
/// print(try store.state().cart)   // ["mapo-tofu": 2]
/// ```
///
/// Its methods may be called from any thread (one at a time, under a lock); the app calls them on
/// `FoodStoreQueue`, off the frame loop's thread.
public final class FoodStore: @unchecked Sendable {
    /// The schema this build writes. Each entry of `migrations` moves a store up one version.
    public static let schemaVersion = 1
    static let migrations: [String] = [
        // 0 → 1: the liked list (with the order of liking) and the cart.
        """
        CREATE TABLE liked (id TEXT PRIMARY KEY NOT NULL, position INTEGER NOT NULL);
        CREATE TABLE cart (id TEXT PRIMARY KEY NOT NULL, quantity INTEGER NOT NULL CHECK (quantity > 0));
        """
    ]

    /// The database file: `foodmenu.sqlite` in the store's folder.
    public let url: URL
    /// Set when the store found at `url` was damaged and moved aside: one line for the user.
    public private(set) var notice: String?
    private let db: SQLiteDatabase
    // One transaction at a time on the one connection.
    private let lock = NSLock()

    /// `$XDG_DATA_HOME/foodmenu`, or `~/.local/share/foodmenu` when it is unset or not absolute
    /// (as the XDG base directory specification says).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("foodmenu")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/foodmenu")
    }

    /// Opens the store in `directory` (created when missing), migrating an older schema. A damaged
    /// file is moved aside to `foodmenu.sqlite.corrupt-<time>` and the store starts empty, with
    /// `notice` saying so. A store written by a newer FoodMenu is refused, untouched.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        url = directory.appendingPathComponent("foodmenu.sqlite")
        do {
            db = try Self.openChecked(url.path)
        } catch let error as SQLiteError where error.isCorruption {
            let aside = try Self.moveAside(url)
            notice = "the store \(url.path) was damaged (\(error.message)); it was moved to \(aside.path) and FoodMenu starts empty"
            db = try Self.openChecked(url.path)
        }
    }

    /// Opens, checks the pages (`quick_check`), switches to WAL and migrates.
    private static func openChecked(_ path: String) throws -> SQLiteDatabase {
        let db = try SQLiteDatabase(path: path)
        try retryingWhileBusy {
            let check = try db.scalar("PRAGMA quick_check")?.text ?? ""
            guard check == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, message: "quick_check: \(check)") }
            _ = try db.scalar("PRAGMA journal_mode = WAL")
            try db.execute("PRAGMA synchronous = FULL")
            try migrate(db)
        }
        return db
    }

    /// Runs `body` again, after a short pause, while SQLite answers `SQLITE_BUSY` without waiting
    /// for its busy timeout: it does so when two connections would deadlock upgrading their locks —
    /// two instances switching a new store to WAL at the same moment. Gives up after `timeout`
    /// seconds with the last error.
    private static func retryingWhileBusy(timeout: Double = 10, _ body: () throws -> Void) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var pause = 0.005
        while true {
            do {
                return try body()
            } catch let error as SQLiteError where error.code == SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: pause)
                pause = min(pause * 2, 0.1)
            }
        }
    }

    private static func migrate(_ db: SQLiteDatabase) throws {
        // Inside the write lock, so two instances opening a new store migrate it once.
        try db.transaction {
            let version = Int(try db.scalar("PRAGMA user_version")?.integer ?? 0)
            guard version <= schemaVersion else {
                throw SQLiteError(
                    code: SQLITE_ERROR,
                    message: "\(db.path) has schema version \(version), newer than this FoodMenu's \(schemaVersion): "
                        + "use a newer FoodMenu, or --data DIR for another store")
            }
            for step in migrations[version...] { try db.execute(step) }
            try db.execute("PRAGMA user_version = \(schemaVersion)")
        }
    }

    /// Renames the damaged file and its WAL and shared-memory files beside it; returns the new path.
    private static func moveAside(_ url: URL) throws -> URL {
        let stamp = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withYear, .withMonth, .withDay, .withTime, .withTimeZone])
        var target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)")
        var n = 1
        while FileManager.default.fileExists(atPath: target.path) {
            n += 1
            target = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)-\(n)")
        }
        guard rename(url.path, target.path) == 0 else {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "cannot move the damaged store \(url.path) aside: \(String(cString: strerror(errno)))")
        }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            _ = rename(url.path + suffix, target.path + suffix)
        }
        return target
    }

    /// The liked list and the cart, read in one transaction (a consistent snapshot).
    public func state() throws -> FoodMenuState {
        try locked(writing: false) {
            let liked = try db.query("SELECT id FROM liked ORDER BY position").compactMap { $0.first?.text }
            var cart: [String: Int] = [:]
            for row in try db.query("SELECT id, quantity FROM cart") {
                if let id = row[0].text, let q = row[1].integer { cart[id] = Int(q) }
            }
            return FoodMenuState(liked: liked, cart: cart)
        }
    }

    private static func requireID(_ id: String) throws {
        guard !id.isEmpty, id.utf8.count <= 200 else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "a food id must be 1 to 200 bytes (got \(id.utf8.count))")
        }
    }

    /// Likes or unlikes a food (one transaction). Liking a liked food keeps its place.
    public func setLiked(_ id: String, _ liked: Bool) throws {
        try Self.requireID(id)
        try locked(writing: true) {
            if liked {
                try db.query(
                    "INSERT OR IGNORE INTO liked (id, position) SELECT ?, COALESCE(MAX(position), 0) + 1 FROM liked", [.text(id)])
            } else {
                try db.query("DELETE FROM liked WHERE id = ?", [.text(id)])
            }
        }
    }

    /// Adds `quantity` of a food to the cart: an increment in one transaction, so concurrent
    /// instances add up.
    public func addToCart(_ id: String, quantity: Int = 1) throws {
        try Self.requireID(id)
        guard quantity > 0, quantity <= 1_000_000 else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "a quantity to add must be 1 to 1000000 (got \(quantity))")
        }
        try locked(writing: true) {
            try db.query(
                "INSERT INTO cart (id, quantity) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET quantity = quantity + excluded.quantity",
                [.text(id), .integer(Int64(quantity))])
        }
    }

    /// Takes up to `quantity` of a food out of the cart (the row goes when none is left).
    public func removeFromCart(_ id: String, quantity: Int = 1) throws {
        try Self.requireID(id)
        guard quantity > 0 else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "a quantity to remove must be at least 1 (got \(quantity))")
        }
        try locked(writing: true) {
            // The row goes when it would reach zero; otherwise it is decremented (in that order,
            // so a decremented row is not deleted too).
            try db.query("DELETE FROM cart WHERE id = ? AND quantity <= ?", [.text(id), .integer(Int64(quantity))])
            try db.query("UPDATE cart SET quantity = quantity - ? WHERE id = ?", [.integer(Int64(quantity)), .text(id)])
        }
    }

    /// Empties the cart (one transaction).
    public func clearCart() throws {
        try locked(writing: true) { try db.query("DELETE FROM cart") }
    }

    /// One transaction, under the lock.
    @discardableResult
    private func locked<T>(writing: Bool, _ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try db.transaction(writing: writing, body)
    }
}
