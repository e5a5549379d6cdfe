import FoldEffects
import FoldMedia
import FoldRender
import Foundation

/// The liked dishes (the seed's `likedFoods`), saved to a file after every change.
///
/// The seed writes its array with `writeToFile:atomically:YES`; this does the same — the new list
/// goes to a temporary file that is flushed and renamed over the old one, so a crash mid-write
/// leaves the previous list whole. A file that cannot be read as a list is not silently emptied:
/// it is moved aside (`<name>.corrupt-<n>`, its bytes untouched) and reported in `setAside`.
///
/// ```swift
/// let store = try LikedItemsStore(fileURL: documents.appendingPathComponent("liked.json"))
/// if let problem = store.setAside { print(problem) }   // tell the user, keep the old bytes
/// let liked = try store.toggle("Mapo Tofu")              // true: now liked, and saved
/// ```
public final class LikedItemsStore {
    /// A file that could not be read, and where its bytes are now.
    public struct SetAsideFile: Sendable, Equatable, CustomStringConvertible {
        public var originalURL: URL
        public var setAsideURL: URL
        public var reason: String
        public var description: String {
            "\(originalURL.path) could not be read (\(reason)); it was moved to \(setAsideURL.path) and the list starts empty"
        }
    }

    public let fileURL: URL
    /// In the order they were liked.
    public private(set) var items: [String] = []
    /// Set when the file at `fileURL` was unreadable on opening.
    public private(set) var setAside: SetAsideFile?

    /// Reads the list; a missing file is an empty list. Throws only when the file exists but
    /// cannot be opened or moved aside.
    public init(fileURL: URL) throws {
        self.fileURL = fileURL
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        let data = try Data(contentsOf: fileURL)
        do {
            items = try Self.decode(data)
        } catch {
            let aside = try Self.moveAside(fileURL)
            setAside = SetAsideFile(originalURL: fileURL, setAsideURL: aside, reason: "\(error)")
        }
    }

    public func contains(_ item: String) -> Bool { items.contains(item) }

    /// Likes or unlikes `item` and saves the list; returns whether it is liked now. When the
    /// save fails the change is undone and the error thrown (the file keeps the previous list).
    @discardableResult
    public func toggle(_ item: String) throws -> Bool {
        let before = items
        if let i = items.firstIndex(of: item) { items.remove(at: i) } else { items.append(item) }
        do {
            try save()
        } catch {
            items = before
            throw error
        }
        return items.contains(item)
    }

    /// Writes the list atomically (a JSON array of strings).
    public func save() throws {
        let data = try JSONSerialization.data(withJSONObject: items, options: [.sortedKeys])
        try AtomicFile.write(data, to: fileURL)
    }

    struct NotAList: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ data: Data) throws -> [String] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw NotAList(description: "not JSON: \(error.localizedDescription)")
        }
        guard let list = object as? [Any] else { throw NotAList(description: "not a JSON array") }
        return try list.enumerated().map { i, v in
            guard let s = v as? String else { throw NotAList(description: "entry \(i) is not a string") }
            return s
        }
    }

    /// The first free `<file>.corrupt-<n>` beside the file, with the file renamed to it.
    static func moveAside(_ url: URL) throws -> URL {
        var n = 1
        while true {
            let aside = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(n)")
            if !FileManager.default.fileExists(atPath: aside.path) {
                try FileManager.default.moveItem(at: url, to: aside)
                return aside
            }
            n += 1
        }
    }
}
