import FoldCore
import FoldUI
import Foundation

extension InputScript {
    static let topKeys = ["size", "scale", "fps", "duration", "events", "settings"]
    static let eventKeys = ["at", "tap", "drag", "duration", "key", "wheel", "point", "settings"]
    static let actionKeys = ["tap", "drag", "key", "wheel", "settings"]
    static let settingsKeys = ["appearance", "contentSize", "reduceMotion", "layoutDirection"]

    /// Loads a script file; every problem is reported with its JSON path and what to change.
    public static func load(contentsOf url: URL) throws -> InputScript {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InputScriptError(file: url.path, problems: [SceneProblem(path: "", message: "cannot read the file")])
        }
        return try load(data: data, name: url.path)
    }

    /// Loads script JSON (docs/input-script.md).
    public static func load(data: Data, name: String = "script") throws -> InputScript {
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch let p as SceneProblem {
            throw InputScriptError(file: name, problems: [p])
        }
        var r = SceneReader()
        let parts = read(json, &r)
        guard let parts, r.problems.isEmpty else { throw InputScriptError(file: name, problems: r.problems) }
        do {
            return try InputScript(
                size: parts.size, scale: parts.scale, fps: parts.fps, duration: parts.duration, events: parts.events,
                settings: parts.settings)
        } catch var error as InputScriptError {
            error.file = name
            throw error
        }
    }

    private struct Parts {
        var size = CGSize(width: 1, height: 1), scale = 1.0, fps = 60.0, duration = 1.0
        var events: [Event] = []
        var settings = SystemSettings()
    }

    private static func read(_ json: JSONValue, _ r: inout SceneReader) -> Parts? {
        guard let top = r.object(json, "") else { return nil }
        r.checkKeys(top, allowed: topKeys, at: "", context: "the script")
        var parts = Parts()
        if let v = top["size"] {
            if case .array(let a) = v, a.count == 2 {
                let w = r.positive(a[0], "size[0]", maximum: maxCoordinate, what: "a width in points")
                let h = r.positive(a[1], "size[1]", maximum: maxCoordinate, what: "a height in points")
                if let w, let h { parts.size = CGSize(width: w, height: h) }
            } else {
                r.fail("size", "expected [width, height] in points, got \(r.describe(v))")
            }
        } else {
            r.fail("size", "missing; add \"size\": [width, height] in points")
        }
        if let v = top["scale"], let s = r.positive(v, "scale", maximum: SceneLimits.maxScale, what: "pixels per point") {
            parts.scale = s
        }
        if let v = top["fps"], let f = r.number(v, "fps", SceneLimits.minFPS...SceneLimits.maxFPS, what: "frames per second") {
            parts.fps = f
        }
        if let v = top["duration"] {
            if let d = r.positive(v, "duration", maximum: .greatestFiniteMagnitude, what: "a length in seconds") {
                parts.duration = d
            }
        } else {
            r.fail("duration", "missing; add \"duration\": seconds to run")
        }
        if let v = top["settings"], let s = readSettings(v, "settings", &r) { parts.settings = s }
        if let v = top["events"], let list = r.array(v, "events") {
            for (i, e) in list.enumerated() {
                if let event = readEvent(e, "events[\(i)]", &r) { parts.events.append(event) }
            }
        }
        return parts
    }

    private static func readEvent(_ v: JSONValue, _ path: String, _ r: inout SceneReader) -> Event? {
        guard let o = r.object(v, path) else { return nil }
        r.checkKeys(o, allowed: eventKeys, at: path, context: "an event")
        guard let atValue = o["at"] else {
            r.fail("\(path).at", "missing; add \"at\": the time in seconds")
            return nil
        }
        let at = r.number(atValue, "\(path).at", 0...Double.greatestFiniteMagnitude, what: "a time in seconds")
        let kinds = actionKeys.filter { o[$0] != nil }
        guard kinds.count == 1 else {
            r.fail(
                path,
                kinds.isEmpty
                    ? "an event needs one of \"tap\", \"drag\", \"key\", \"wheel\" or \"settings\""
                    : "an event does one thing; it has \(kinds.map { "\"\($0)\"" }.joined(separator: " and ")) (split it)")
            return nil
        }
        let kind = kinds[0]
        func refuse(_ key: String) {
            if o[key] != nil { r.fail("\(path).\(key)", "only a \(key == "duration" ? "drag" : "wheel") event takes \"\(key)\"") }
        }
        if kind != "drag" { refuse("duration") }
        if kind != "wheel" { refuse("point") }
        var action: Action?
        switch kind {
        case "tap":
            action = r.windowPoint(o["tap"]!, "\(path).tap").map(Action.tap)
        case "drag":
            action = readDrag(o, path, &r)
        case "key":
            if let name = r.string(o["key"]!, "\(path).key") {
                if let problem = KeyNames.problem(with: name) {
                    r.fail("\(path).key", problem)
                } else {
                    action = .key(name)
                }
            }
        case "settings":
            action = readSettings(o["settings"]!, "\(path).settings", &r).map(Action.settings)
        default:
            action = readWheel(o, path, &r)
        }
        guard let at, let action else { return nil }
        return Event(at: at, action)
    }

    /// `{"appearance": "light"|"dark", "contentSize": "XS"…"AX5", "reduceMotion": true|false,
    /// "layoutDirection": "ltr"|"rtl"}`, each key optional (at least one).
    private static func readSettings(_ v: JSONValue, _ path: String, _ r: inout SceneReader) -> SystemSettings? {
        guard let o = r.object(v, path) else { return nil }
        r.checkKeys(o, allowed: settingsKeys, at: path, context: "settings")
        var settings = SystemSettings()
        var ok = true
        /// The value of a key that names one of `names`, or nil (said) when it names none.
        func named<T>(_ key: String, _ names: [(String, T)], _ expected: String) -> T? {
            guard let value = o[key] else { return nil }
            guard let name = r.string(value, "\(path).\(key)") else {
                ok = false
                return nil
            }
            if let found = names.first(where: { $0.0.lowercased() == name.lowercased() }) { return found.1 }
            r.fail("\(path).\(key)", "expected \(expected), got \(r.describe(value))")
            ok = false
            return nil
        }
        settings.appearance = named(
            "appearance", SystemSettings.appearanceNames.map { ($0.name, $0.style) }, "\"light\" or \"dark\"")
        settings.contentSize = named(
            "contentSize", SystemSettings.contentSizeNames.map { ($0.name, $0.category) },
            "one of \(SystemSettings.contentSizeNames.map { "\"\($0.name)\"" }.joined(separator: ", "))")
        if let m = o["reduceMotion"] {
            if case .bool(let b) = m {
                settings.reduceMotion = b
            } else {
                r.fail("\(path).reduceMotion", "expected true or false, got \(r.describe(m))")
                ok = false
            }
        }
        settings.layoutDirection = named(
            "layoutDirection", SystemSettings.layoutDirectionNames.map { ($0.name, $0.direction) }, "\"ltr\" or \"rtl\"")
        guard ok else { return nil }
        guard !settings.isEmpty else {
            r.fail(path, "names no setting; give \"appearance\", \"contentSize\", \"reduceMotion\" or \"layoutDirection\"")
            return nil
        }
        return settings
    }

    private static func readDrag(_ o: [String: JSONValue], _ path: String, _ r: inout SceneReader) -> Action? {
        guard let list = r.array(o["drag"]!, "\(path).drag") else { return nil }
        guard list.count >= 2, list.count <= maxDragPoints else {
            r.fail("\(path).drag", "a drag goes through 2…\(maxDragPoints) points [x, y], got \(list.count)")
            return nil
        }
        let points = list.enumerated().compactMap { r.windowPoint($0.element, "\(path).drag[\($0.offset)]") }
        guard let v = o["duration"] else {
            r.fail("\(path).duration", "missing; a drag needs \"duration\": seconds from the first point to the last")
            return nil
        }
        let duration = r.positive(v, "\(path).duration", maximum: .greatestFiniteMagnitude, what: "a length in seconds")
        guard let duration, points.count == list.count else { return nil }
        return .drag(points, duration: duration)
    }

    private static func readWheel(_ o: [String: JSONValue], _ path: String, _ r: inout SceneReader) -> Action? {
        let v = o["wheel"]!
        guard case .array(let a) = v, a.count == 2 else {
            r.fail("\(path).wheel", "expected [dx, dy] in points, got \(r.describe(v))")
            return nil
        }
        let dx = r.number(a[0], "\(path).wheel[0]", -maxCoordinate...maxCoordinate, what: "points")
        let dy = r.number(a[1], "\(path).wheel[1]", -maxCoordinate...maxCoordinate, what: "points")
        guard let p = o["point"] else {
            r.fail("\(path).point", "missing; a wheel event needs \"point\": [x, y], where the pointer is")
            return nil
        }
        guard let dx, let dy, let at = r.windowPoint(p, "\(path).point") else { return nil }
        return .wheel(dx: dx, dy: dy, at: at)
    }
}
