import CSQLite
import FoldCore
import FoldMedia
import FoldRender
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

    /// Items in the cart, all quantities added (saturating: a total past `Int.max` is `Int.max`).
    public var cartTotal: Int {
        cart.values.reduce(0) { total, quantity in
            let (sum, overflow) = total.addingReportingOverflow(max(0, quantity))
            return overflow ? .max : sum
        }
    }
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
    /// The most of one food the cart holds: adding past it stops there (a count that could
    /// overflow an integer is not a cart).
    public static let maximumQuantity = 1_000_000
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
    ///
    /// `busyTimeout`: how long one transaction waits for another process's write lock.
    public init(directory: URL, busyTimeout: Double = 10) throws {
        // Foundation's createDirectory error is a dump of its user info; this says it in one line.
        try FileDescriptorIO.makeDirectories(directory, doing: "cannot create the store's folder (choose one with --data DIR)")
        url = directory.appendingPathComponent("foodmenu.sqlite")
        do {
            do {
                try Self.requireDatabaseHeader(url)
                db = try Self.openChecked(url.path, busyTimeout: busyTimeout)
            } catch let error as SQLiteError where error.isCorruption {
                let aside = try Self.moveAside(url)
                notice =
                    "the store \(url.path) was damaged (\(error.message)); it was moved to \(aside.path) and FoodMenu starts empty"
                db = try Self.openChecked(url.path, busyTimeout: busyTimeout)
            }
        } catch let error as SQLiteError where error.code == SQLITE_CANTOPEN || error.code == SQLITE_READONLY {
            // SQLite says "unable to open database file": name the folder when it is the cause.
            guard access(directory.path, W_OK) != 0 else { throw error }
            throw SQLiteError(
                code: error.code,
                message: "cannot write in the store's folder \(directory.path) (\(String(cString: strerror(errno)))): "
                    + "make it writable, or choose another with --data DIR")
        }
    }

    /// A non-empty file that does not start with SQLite's header is not a database, whatever
    /// SQLite makes of it: SQLite takes a file shorter than its header for a new, empty database
    /// and writes over it. (An empty file is a new database; a real one is at least a 512-byte page.)
    private static func requireDatabaseHeader(_ url: URL) throws {
        // Missing (SQLite creates it), or unreadable (SQLite says why).
        guard let fd = try? FileDescriptorIO.open(url, O_RDONLY | O_NONBLOCK, doing: "") else { return }
        defer { FileDescriptorIO.close(fd) }
        guard let info = FileDescriptorIO.status(fd), info.kind == .file else {
            throw SQLiteError(
                code: SQLITE_CANTOPEN, message: "\(url.path) is not a regular file: move it away, or use --data DIR")
        }
        guard info.size > 0 else { return }
        let magic = Array("SQLite format 3\0".utf8)
        var header = [UInt8](repeating: 0, count: magic.count)
        let n = header.withUnsafeMutableBytes { FileDescriptorIO.readPrefix(fd, $0) }
        guard info.size >= 512, n == magic.count, header == magic else {
            throw SQLiteError(
                code: SQLITE_NOTADB, message: "not an SQLite database: \(info.size) bytes without SQLite's header")
        }
    }

    /// Opens, checks the pages (`quick_check`) and the schema version, switches to WAL and
    /// migrates. A store this build cannot use is not written to, and one at this build's version
    /// is only read (so opening it does not wait for another instance's write lock).
    private static func openChecked(_ path: String, busyTimeout: Double) throws -> SQLiteDatabase {
        let db = try SQLiteDatabase(path: path, busyTimeout: busyTimeout)
        try retryingWhileBusy(timeout: busyTimeout) {
            let check = try db.scalar("PRAGMA quick_check")?.text ?? ""
            guard check == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, message: "quick_check: \(check)") }
            let version = try schemaVersion(of: db)
            if try db.scalar("PRAGMA journal_mode")?.text != "wal" {
                _ = try db.scalar("PRAGMA journal_mode = WAL")
            }
            try db.execute("PRAGMA synchronous = FULL")
            if version < schemaVersion { try migrate(db) }
        }
        return db
    }

    /// The store's `user_version`, refused when this build cannot read it.
    private static func schemaVersion(of db: SQLiteDatabase) throws -> Int {
        let version = Int(try db.scalar("PRAGMA user_version")?.integer ?? 0)
        guard version >= 0 else {
            throw SQLiteError(
                code: SQLITE_ERROR,
                message: "\(db.path) has schema version \(version), which no FoodMenu writes (another program set it): "
                    + "move the file away, or use --data DIR for another store")
        }
        guard version <= schemaVersion else {
            throw SQLiteError(
                code: SQLITE_ERROR,
                message: "\(db.path) has schema version \(version), newer than this FoodMenu's \(schemaVersion): "
                    + "use a newer FoodMenu, or --data DIR for another store")
        }
        return version
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
            let version = try schemaVersion(of: db)
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
        try FileDescriptorIO.rename(url, to: target, reporting: url, doing: "cannot move the damaged store aside")
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            try? FileDescriptorIO.rename(
                URL(fileURLWithPath: url.path + suffix), to: URL(fileURLWithPath: target.path + suffix), reporting: url, doing: "")
        }
        return target
    }

    /// The liked list and the cart, read in one transaction (a consistent snapshot), without the
    /// rows `read()` reports.
    public func state() throws -> FoodMenuState {
        try read().state
    }

    /// The state, and one line for each row left out of it: rows FoodMenu never writes (another
    /// program's) — a quantity that is text, a fraction or a blob, or outside 1…`maximumQuantity`;
    /// an id that is not text.
    public func read() throws -> (state: FoodMenuState, problems: [String]) {
        try locked(writing: false) {
            var problems: [String] = []
            var liked: [String] = []
            for row in try db.query("SELECT id, typeof(id) FROM liked ORDER BY position") {
                guard let id = row[0].text, row[1].text == "text" else {
                    problems.append("a liked row's id is a \(row[1].text ?? "?"), not a food id; it is left out")
                    continue
                }
                liked.append(id)
            }
            var cart: [String: Int] = [:]
            for row in try db.query("SELECT id, quantity, typeof(id), typeof(quantity) FROM cart") {
                guard let id = row[0].text, row[2].text == "text" else {
                    problems.append("a cart row's id is a \(row[2].text ?? "?"), not a food id; it is left out")
                    continue
                }
                let shown = JSONText.string(String(id.prefix(100)))
                guard row[3].text == "integer", let q = row[1].integer else {
                    problems.append(
                        "the cart row \(shown) has a quantity of type \(row[3].text ?? "?"), not a whole number; "
                            + "it is left out (adding to it starts it again)")
                    continue
                }
                guard q > 0, q <= Self.maximumQuantity else {
                    problems.append(
                        "the cart row \(shown) has a quantity of \(q), outside 1…\(Self.maximumQuantity); "
                            + "it is left out (adding to it sets it to \(Self.maximumQuantity))")
                    continue
                }
                cart[id] = Int(q)
            }
            return (FoodMenuState(liked: liked, cart: cart), problems)
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
        guard quantity > 0, quantity <= Self.maximumQuantity else {
            throw SQLiteError(
                code: SQLITE_MISUSE, message: "a quantity to add must be 1 to \(Self.maximumQuantity) (got \(quantity))")
        }
        try locked(writing: true) {
            // Saturating at the maximum (computed so that no step can overflow); a row another
            // program left with a quantity that is not a count starts again from what is added.
            try db.query(
                """
                INSERT INTO cart (id, quantity) VALUES (?1, ?2) ON CONFLICT (id) DO UPDATE SET quantity =
                  CASE WHEN typeof(quantity) = 'integer' AND quantity > 0
                    THEN MIN(quantity, ?3 - excluded.quantity) + excluded.quantity
                    ELSE excluded.quantity END
                """,
                [.text(id), .integer(Int64(quantity)), .integer(Int64(Self.maximumQuantity))])
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

    /// Closes the connection: the last one to close checkpoints the log into the file and removes
    /// it, so a store folder holds one file while no FoodMenu runs. Calls after this throw.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        db.close()
    }

    /// Runs `body` inside a write transaction that changes nothing: other processes' changes
    /// wait meanwhile (the tests' stand-in for another program holding the store).
    func holdingTheWriteLock(_ body: () throws -> Void) throws {
        try locked(writing: true, body)
    }

    /// One transaction, under the lock.
    @discardableResult
    private func locked<T>(writing: Bool, _ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try db.transaction(writing: writing, body)
    }
}
