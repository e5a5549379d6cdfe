import Foundation

/// Loads a scene file (docs/scene-format.md) into a layer tree. Every violation is
/// reported with its JSON path and what to change; a scene with any problem is refused whole.
public enum SceneLoader {
    static let topKeys = ["foldkit", "size", "scale", "background", "duration", "fps", "images", "layers"]
    static let layerKeys = [
        "id", "type", "bounds", "position", "anchorPoint", "anchorPointZ", "frame", "zPosition", "transform",
        "sublayerTransform", "opacity", "hidden", "doubleSided", "masksToBounds", "cornerRadius",
        "backgroundColor", "borderWidth", "borderColor", "contents", "contentsGravity", "contentsRect", "contentsScale",
        "shouldRasterize", "allowsEdgeAntialiasing", "edgeAntialiasingMask",
        "sublayers", "animations",
    ]
    static let gradientKeys = ["colors", "locations", "startPoint", "endPoint"]
    static let textKeys = ["string", "fontSize", "fontFamily", "fontWeight", "foregroundColor", "alignmentMode", "wrapped"]

    /// Loads a scene file from disk.
    public static func load(contentsOf url: URL) throws -> Scene {
        // Checked before reading: a huge file would take its size in memory several times over.
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
            size > SceneLimits.maxFileBytes
        {
            throw SceneError(
                file: url.path,
                problems: [
                    SceneProblem(
                        path: "", message: "the file is \(size) bytes; a scene file may be at most \(SceneLimits.maxFileBytes)")
                ])
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SceneError(file: url.path, problems: [SceneProblem(path: "", message: "cannot read the file")])
        }
        return try load(data: data, name: url.path, baseDirectory: url.deletingLastPathComponent())
    }

    /// Loads scene JSON; image paths resolve against `baseDirectory`.
    public static func load(data: Data, name: String = "scene", baseDirectory: URL? = nil) throws -> Scene {
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch let p as SceneProblem {
            throw SceneError(file: name, problems: [p])
        }
        var r = SceneReader()
        let scene = read(json, baseDirectory: baseDirectory, &r)
        if let scene, r.problems.isEmpty { return scene }
        throw SceneError(file: name, problems: r.problems)
    }

    static func read(_ json: JSONValue, baseDirectory: URL?, _ r: inout SceneReader) -> Scene? {
        guard let top = r.object(json, "") else { return nil }
        r.checkKeys(top, allowed: topKeys, at: "", context: "the scene")
        if let v = top["foldkit"] {
            if let n = r.number(v, "foldkit"), n != 1 {
                r.fail("foldkit", "unsupported format version \(n); this FoldKit reads version 1")
            }
        } else {
            r.fail("foldkit", "missing; add \"foldkit\": 1")
        }
        var scene = Scene(
            size: CGSize(width: 0, height: 0), scale: 1, background: .white, duration: 0, fps: 60, images: [:], layers: [])
        if let v = top["size"] {
            if let s = r.size(v, "size") {
                if s.width > 0 && s.height > 0 { scene.size = s } else { r.fail("size", "width and height must be positive") }
            }
        } else {
            r.fail("size", "missing; add \"size\": [width, height] in points")
        }
        if let v = top["scale"], let s = r.positive(v, "scale") {
            if s <= SceneLimits.maxScale { scene.scale = s } else { r.fail("scale", "must be at most \(Int(SceneLimits.maxScale)), got \(s)") }
        }
        if let v = top["background"], let c = r.color(v, "background") { scene.background = c }
        if let v = top["duration"], let d = r.nonNegative(v, "duration") { scene.duration = d }
        if let v = top["fps"], let f = r.positive(v, "fps") {
            if f >= SceneLimits.minFPS && f <= SceneLimits.maxFPS {
                scene.fps = f
            } else {
                r.fail("fps", "must be in [\(SceneLimits.minFPS), \(Int(SceneLimits.maxFPS))], got \(f)")
            }
        }
        Self.checkBudgets(scene, &r)
        if let v = top["images"], let o = r.object(v, "images") {
            for (name, pathValue) in o.sorted(by: { $0.key < $1.key }) {
                guard let p = r.string(pathValue, "images.\(name)") else { continue }
                let resolved = p.hasPrefix("/") ? p : (baseDirectory?.appendingPathComponent(p).path ?? p)
                if !FileManager.default.fileExists(atPath: resolved) {
                    r.fail("images.\(name)", "file not found: \(resolved)")
                }
                scene.images[name] = resolved
            }
        }
        guard let layersValue = top["layers"] else {
            r.fail("layers", "missing; add \"layers\": [ … ] with the root layers")
            return nil
        }
        var ids = Set<String>()
        if let list = r.array(layersValue, "layers") {
            scene.layers = list.enumerated().compactMap { i, v in
                readLayer(v, "layers[\(i)]", images: scene.images, ids: &ids, &r)
            }
        }
        return scene
    }

    static func readLayer(
        _ json: JSONValue, _ path: String, images: [String: String], ids: inout Set<String>, _ r: inout SceneReader
    ) -> CALayer? {
        guard let o = r.object(json, path) else { return nil }
        var kind = LayerKind.layer
        // Shape layers have no scene form (their path has no JSON shape yet).
        if let v = o["type"], let k = r.choice(v, r.join(path, "type"), among: LayerKind.allCases.filter { $0 != .shape }) {
            kind = k
        }
        var allowed = layerKeys
        if kind == .gradient { allowed += gradientKeys }
        if kind == .text { allowed += textKeys }
        for key in o.keys.sorted() where !allowed.contains(key) {
            if gradientKeys.contains(key) {
                r.fail(r.join(path, key), "'\(key)' applies to gradient layers; add \"type\": \"gradient\"")
            } else if textKeys.contains(key) {
                r.fail(r.join(path, key), "'\(key)' applies to text layers; add \"type\": \"text\"")
            } else {
                r.checkKeys([key: .null], allowed: allowed, at: path, context: "a layer")
            }
        }

        let layer = CALayer.make(kind)
        var p = LayerProperties()
        func key(_ k: String) -> String { r.join(path, k) }
        r.layerCount += 1
        if r.layerCount == SceneLimits.maxLayers + 1 {
            r.fail(path, "more than \(SceneLimits.maxLayers) layers; a scene holds at most \(SceneLimits.maxLayers)")
        }
        if r.layerCount > SceneLimits.maxLayers { return nil }
        if let v = o["id"], let id = r.string(v, key("id")) {
            if ids.contains(id) { r.fail(key("id"), "duplicate id '\(id)'; ids must be unique") }
            ids.insert(id)
            layer.name = id
        }
        if let v = o["bounds"], let b = r.rect(v, key("bounds")) { p.bounds = b }
        if let v = o["position"], let x = r.point(v, key("position")) { p.position = x }
        if let v = o["anchorPoint"], let x = r.point(v, key("anchorPoint")) { p.anchorPoint = x }
        if let v = o["anchorPointZ"], let x = r.number(v, key("anchorPointZ")) { p.anchorPointZ = x }
        if let v = o["zPosition"], let x = r.number(v, key("zPosition")) { p.zPosition = x }
        if let v = o["transform"], let x = r.transform(v, key("transform")) { p.transform = x }
        if let v = o["sublayerTransform"], let x = r.transform(v, key("sublayerTransform")) { p.sublayerTransform = x }
        if let v = o["opacity"], let x = r.number(v, key("opacity"), 0...1, what: "an opacity") { p.opacity = x }
        if let v = o["hidden"], let x = r.bool(v, key("hidden")) { p.isHidden = x }
        if let v = o["doubleSided"], let x = r.bool(v, key("doubleSided")) { p.isDoubleSided = x }
        if let v = o["masksToBounds"], let x = r.bool(v, key("masksToBounds")) { p.masksToBounds = x }
        if let v = o["allowsEdgeAntialiasing"], let x = r.bool(v, key("allowsEdgeAntialiasing")) {
            p.allowsEdgeAntialiasing = x
        }
        if let v = o["edgeAntialiasingMask"], let x = r.edgeMask(v, key("edgeAntialiasingMask")) { p.edgeAntialiasingMask = x }
        if let v = o["shouldRasterize"], let x = r.bool(v, key("shouldRasterize")) { p.shouldRasterize = x }
        if let v = o["cornerRadius"], let x = r.nonNegative(v, key("cornerRadius")) { p.cornerRadius = x }
        if let v = o["backgroundColor"], let x = r.color(v, key("backgroundColor")) { p.backgroundColor = x }
        if let v = o["borderWidth"], let x = r.nonNegative(v, key("borderWidth")) { p.borderWidth = x }
        if let v = o["borderColor"], let x = r.color(v, key("borderColor")) { p.borderColor = x }
        if let v = o["contents"], let name = r.string(v, key("contents")) {
            if images[name] == nil {
                var message = "no image named '\(name)' in \"images\""
                if let near = nearest(name, in: Array(images.keys)) { message += "; did you mean '\(near)'?" }
                r.fail(key("contents"), message)
            }
            p.contentsName = name
        }
        if let v = o["contentsGravity"], let x = r.choice(v, key("contentsGravity"), among: CALayerContentsGravity.known) {
            p.contentsGravity = x
        }
        if let v = o["contentsRect"], let cr = r.rect(v, key("contentsRect")) {
            if cr.width > 0 && cr.height > 0 && cr.minX >= 0 && cr.minY >= 0 && cr.maxX <= 1 && cr.maxY <= 1 {
                p.contentsRect = cr
            } else {
                r.fail(key("contentsRect"), "expected [x, y, width, height] in unit coordinates inside [0, 0, 1, 1] with a positive size")
            }
        }
        if let v = o["contentsScale"], let x = r.positive(v, key("contentsScale")) { p.contentsScale = x }
        if kind == .gradient {
            if let v = o["colors"], let x = r.colors(v, key("colors")) { p.colors = x }
            if let v = o["locations"], let x = r.numberList(v, key("locations")) {
                if x.count != p.colors.count {
                    r.fail(key("locations"), "has \(x.count) entries; it needs one per colour (\(p.colors.count))")
                } else if !zip(x, x.dropFirst()).allSatisfy({ $0 <= $1 }) {
                    r.fail(key("locations"), "must be ascending")
                }
                p.locations = x
            }
            if let v = o["startPoint"], let x = r.point(v, key("startPoint")) { p.startPoint = x }
            if let v = o["endPoint"], let x = r.point(v, key("endPoint")) { p.endPoint = x }
        }
        if kind == .text {
            if let v = o["string"], let x = r.string(v, key("string")) {
                let lines = x.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
                if x.count > SceneLimits.maxTextCharacters || lines > SceneLimits.maxTextLines {
                    r.fail(
                        key("string"),
                        "text of \(x.count) characters in \(lines) lines; a text layer holds at most "
                            + "\(SceneLimits.maxTextCharacters) characters and \(SceneLimits.maxTextLines) lines")
                } else {
                    p.string = x
                }
            }
            if let v = o["fontSize"], let x = r.positive(v, key("fontSize")) { p.fontSize = x }
            if let v = o["fontFamily"], let x = r.string(v, key("fontFamily")) { p.fontFamily = x }
            if let v = o["fontWeight"] {
                if case .string(let name) = v, let w = ["normal": 400.0, "bold": 700.0][name] {
                    p.fontWeight = w
                } else if case .string = v {
                    r.fail(key("fontWeight"), "expected a weight from 1 to 1000, \"normal\" or \"bold\"")
                } else if let x = r.number(v, key("fontWeight"), 1...1000, what: "a weight") {
                    p.fontWeight = x
                }
            }
            if let v = o["foregroundColor"], let x = r.color(v, key("foregroundColor")) { p.foregroundColor = x }
            if let v = o["alignmentMode"], let x = r.choice(v, key("alignmentMode"), among: CATextLayerAlignmentMode.known) {
                p.alignmentMode = x
            }
            if let v = o["wrapped"], let x = r.bool(v, key("wrapped")) { p.isWrapped = x }
        }
        // `frame` applies last, like setFrame: after the other geometry keys.
        if let v = o["frame"], let f = r.rect(v, key("frame")) { p.frame = f }
        layer.properties = p

        if let v = o["sublayers"], let list = r.array(v, key("sublayers")) {
            for (i, s) in list.enumerated() {
                if let sub = readLayer(s, "\(path).sublayers[\(i)]", images: images, ids: &ids, &r) {
                    layer.addSublayer(sub)
                }
            }
        }
        if let v = o["animations"], let list = r.array(v, key("animations")) {
            for (i, a) in list.enumerated() {
                let aPath = "\(path).animations[\(i)]"
                guard let animation = readAnimation(a, aPath, &r) else { continue }
                do {
                    try layer.add(animation, forKey: "\(i)")
                } catch {
                    r.fail(aPath, "\(error)")
                }
            }
        }
        return layer
    }
}
