import Foundation

/// Loads the reference vectors copied unedited into `Fixtures/reference/` (see its README).
/// `FOLDKIT_REFERENCE_DIR` points the tests at another copy, e.g. a newer set being checked.
enum ReferenceVectors {
    static let directory: URL = {
        if let env = ProcessInfo.processInfo.environment["FOLDKIT_REFERENCE_DIR"] {
            return URL(fileURLWithPath: env)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/reference")
    }()

    /// The parsed JSON of one reference file; a missing file is a test failure with the path tried.
    static func load(_ name: String) throws -> [String: Any] {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ReferenceError(message: "reference file not found: \(url.path) (set FOLDKIT_REFERENCE_DIR)")
        }
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReferenceError(message: "\(url.path) is not a JSON object")
        }
        return object
    }

    static func group(_ name: String) throws -> [String: Any] {
        let springs = try load("springs.json")
        guard let groups = springs["groups"] as? [[String: Any]],
            let group = groups.first(where: { $0["name"] as? String == name })
        else { throw ReferenceError(message: "springs.json has no group \(name)") }
        return group
    }
}

struct ReferenceError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension Dictionary where Key == String, Value == Any {
    func double(_ key: String) -> Double? { anyDouble(self[key]) }
    func doubles(_ key: String) -> [Double]? {
        guard let list = self[key] as? [Any] else { return nil }
        let values = list.compactMap(anyDouble)
        return values.count == list.count ? values : nil
    }
}

/// A JSON number as Double, whichever type Foundation decoded it as.
func anyDouble(_ value: Any?) -> Double? {
    switch value {
    case let d as Double: return d
    case let i as Int: return Double(i)
    case let n as NSNumber: return n.doubleValue
    default: return nil
    }
}
