import CSQLite
import FoldCore
import Foundation

/// An error from SQLite: its result code and message, with what was being done.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// SQLite's primary result code (`SQLITE_CORRUPT`, `SQLITE_NOTADB`, `SQLITE_BUSY` …).
    public var code: Int32
    public var message: String

    public var description: String { message }

    /// The file is not a database or its pages are damaged: the store moves it aside.
    var isCorruption: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
}

/// One connection to an SQLite file: statements prepared, bound and stepped in one place, every
/// failure thrown with SQLite's own message. Not shared between threads (each `FoodStore` owns one
/// and uses it on its queue).
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    let path: String

    /// Opens (creating when missing) the database at `path`. Waits up to `busyTimeout` seconds for
    /// another connection's write lock before failing with `SQLITE_BUSY`.
    init(path: String, busyTimeout: Double = 10) throws {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        handle = db
        guard rc == SQLITE_OK else {
            let error = SQLiteError(code: rc & 0xFF, message: "cannot open \(path): \(Self.message(db, rc))")
            sqlite3_close(db)
            handle = nil
            throw error
        }
        sqlite3_busy_timeout(db, Int32(busyTimeout * 1000))
    }

    deinit { close() }

    func close() {
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    private static func message(_ db: OpaquePointer?, _ rc: Int32) -> String {
        if let db, let text = sqlite3_errmsg(db) { return String(cString: text) }
        return String(cString: sqlite3_errstr(rc))
    }

    private func check(_ rc: Int32, _ doing: @autoclosure () -> String) throws {
        guard rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE else {
            throw SQLiteError(code: rc & 0xFF, message: "\(doing()) in \(path): \(Self.message(handle, rc))")
        }
    }

    /// Runs statements that return nothing (schema, pragmas, BEGIN/COMMIT).
    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), "'\(sql)' failed")
    }

    /// A value bound to a `?` parameter.
    enum Value {
        case text(String)
        case integer(Int64)
    }

    /// Runs one statement with its parameters and returns its rows, each column as text or an
    /// integer (the only types the store keeps).
    @discardableResult
    func query(_ sql: String, _ parameters: [Value] = []) throws -> [[Value]] {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), "preparing '\(sql)'")
        defer { sqlite3_finalize(statement) }
        for (i, parameter) in parameters.enumerated() {
            let index = Int32(i + 1)
            switch parameter {
            case .text(let s): try check(sqlite3_bind_text(statement, index, s, -1, csqlite_transient()), "binding \(s)")
            case .integer(let n): try check(sqlite3_bind_int64(statement, index, n), "binding \(n)")
            }
        }
        var rows: [[Value]] = []
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { break }
            try check(rc, "'\(sql)' failed")
            var row: [Value] = []
            for column in 0..<sqlite3_column_count(statement) {
                if sqlite3_column_type(statement, column) == SQLITE_INTEGER {
                    row.append(.integer(sqlite3_column_int64(statement, column)))
                } else {
                    row.append(.text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""))
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// One value of a one-row, one-column query (a pragma's answer).
    func scalar(_ sql: String) throws -> Value? {
        try query(sql).first?.first
    }

    /// Runs `body` in one transaction, rolled back on error. A write transaction (`BEGIN
    /// IMMEDIATE`) takes the write lock up front, so a concurrent writer waits instead of failing
    /// half-way; a read (`BEGIN`) sees one snapshot and, in WAL mode, blocks no writer.
    @discardableResult
    func transaction<T>(writing: Bool = true, _ body: () throws -> T) throws -> T {
        try execute(writing ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

extension SQLiteDatabase.Value {
    var text: String? { if case .text(let s) = self { s } else { nil } }
    var integer: Int64? { if case .integer(let n) = self { n } else { nil } }
}

extension SQLiteError: FoldKitError {
    public var cause: ErrorCause { .store }
    public var location: String? { nil }
}
