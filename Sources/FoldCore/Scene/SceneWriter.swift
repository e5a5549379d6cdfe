import Foundation

/// Writes a `Scene` as scene-file JSON (docs/scene-format.md) that `SceneLoader` reads back to
/// the same scene: every model property and attached animation, only where it differs from the
/// format's default, numbers in their shortest exact form, keys in a fixed order, so the same
/// scene always gives the same bytes.
///
/// What the format cannot say — a custom layer class or animation type, a non-finite number, a
/// property the layer's type does not carry, a duplicate id, an image the scene does not name —
/// is refused with a `SceneWriteError` naming the layer and what to change; nothing is dropped.
/// Animation keys and completion handlers are not part of the format: animations are written in
/// the order they apply and read back under the keys "0", "1", ….
///
/// ```swift
/// let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: "card.scene.json"))
/// try SceneWriter.write(scene, to: URL(fileURLWithPath: "copy.scene.json"))
/// ```
public enum SceneWriter {
    /// The scene as JSON text (UTF-8, ending in a newline). Image paths inside `baseDirectory`
    /// are written relative to it (as the loader resolves them); others stay absolute.
    public static func data(for scene: Scene, imagesRelativeTo baseDirectory: URL? = nil) throws -> Data {
        var emitter = SceneEmitter()
        let json = emitter.scene(scene, baseDirectory: baseDirectory)
        guard emitter.problems.isEmpty else { throw SceneWriteError(problems: emitter.problems) }
        let data = Data((json.pretty() + "\n").utf8)
        // The loader refuses bigger files; say so now rather than write one it cannot read.
        guard data.count <= SceneLimits.maxFileBytes else {
            throw SceneWriteError(problems: [
                SceneProblem(
                    path: "",
                    message: "the scene is \(data.count) bytes; a scene file may be at most \(SceneLimits.maxFileBytes) "
                        + "(fewer layers or keyframes: bake at a lower fps or for less time)")
            ])
        }
        return data
    }

    /// Writes the scene file at `url` (replacing it atomically), image paths relative to its folder.
    public static func write(_ scene: Scene, to url: URL) throws {
        let data = try data(for: scene, imagesRelativeTo: url.deletingLastPathComponent())
        try data.write(to: url, options: .atomic)
    }
}

/// A scene the format cannot express, with every problem found: where it would be written (a
/// JSON path such as `layers[0].animations[1]`) and, in the message, the layer's id.
public struct SceneWriteError: Error, CustomStringConvertible {
    public var problems: [SceneProblem]

    public init(problems: [SceneProblem]) { self.problems = problems }

    public var description: String {
        problems.map { "cannot write the scene: \($0)" }.joined(separator: "\n")
    }
}

/// Builds the ordered JSON of a scene, collecting what cannot be written.
struct SceneEmitter {
    var problems: [SceneProblem] = []
    private var ids: Set<String> = []
    private var imageNames: Set<String> = []
    private var layerCount = 0

    mutating func fail(_ path: String, _ who: String, _ message: String) {
        problems.append(SceneProblem(path: path, message: "\(who): \(message)"))
    }

    mutating func scene(_ scene: Scene, baseDirectory: URL?) -> OrderedJSON {
        var o: [(String, OrderedJSON)] = [("foldkit", .number(1))]
        let size = scene.size
        if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
            fail("size", "the canvas", "width and height must be positive finite numbers (got \(size.width)×\(size.height))")
        }
        o.append(("size", .numbers([size.width, size.height])))
        if !(scene.scale > 0 && scene.scale <= SceneLimits.maxScale) {
            fail("scale", "the canvas", "scale must be in (0, \(Int(SceneLimits.maxScale))], got \(scene.scale)")
        }
        if scene.scale != 1 { o.append(("scale", .number(scene.scale))) }
        if scene.background != .white { o.append(("background", color(scene.background, "background", "the canvas"))) }
        if !(scene.duration >= 0 && scene.duration.isFinite) {
            fail("duration", "the canvas", "duration must be a finite number ≥ 0, got \(scene.duration)")
        }
        if scene.duration != 0 { o.append(("duration", .number(scene.duration))) }
        if !(scene.fps >= SceneLimits.minFPS && scene.fps <= SceneLimits.maxFPS) {
            fail("fps", "the canvas", "fps must be in [\(SceneLimits.minFPS), \(Int(SceneLimits.maxFPS))], got \(scene.fps)")
        }
        if scene.fps != 60 { o.append(("fps", .number(scene.fps))) }
        var budget = SceneReader()
        SceneLoader.checkBudgets(scene, &budget)
        for p in budget.problems { fail(p.path, "the canvas", p.message) }
        if !scene.images.isEmpty {
            let base = baseDirectory.map { $0.standardizedFileURL.path + "/" }
            o.append(
                (
                    "images",
                    .object(
                        scene.images.sorted { $0.key < $1.key }.map { name, path in
                            var written = path
                            if let base, path.hasPrefix(base), path.count > base.count { written = String(path.dropFirst(base.count)) }
                            return (name, .string(written))
                        })
                ))
            imageNames = Set(scene.images.keys)
        }
        o.append(("layers", .array(scene.layers.enumerated().map { layer($1, "layers[\($0)]") })))
        return .object(o)
    }

    mutating func layer(_ l: CALayer, _ path: String) -> OrderedJSON {
        let who = l.name.map { "layer '\($0)'" } ?? "the unnamed layer at \(path)"
        let p = l.properties, d = LayerProperties()
        var o: [(String, OrderedJSON)] = []
        func key(_ k: String) -> String { "\(path).\(k)" }
        layerCount += 1
        if layerCount == SceneLimits.maxLayers + 1 {
            fail(path, who, "more than \(SceneLimits.maxLayers) layers; a scene holds at most \(SceneLimits.maxLayers)")
        }
        if let id = l.name {
            if !ids.insert(id).inserted { fail(key("id"), who, "the id '\(id)' is used twice; ids must be unique") }
            o.append(("id", .string(id)))
        }
        let plain = type(of: CALayer.make(l.kind))
        let sceneKinds = LayerKind.allCases.filter { $0 != .shape }
        if l.kind == .shape {
            fail(path, who, "it is a CAShapeLayer; scene files have no shape layers (their types: \(sceneKinds.map(\.rawValue).joined(separator: ", ")))")
        } else if type(of: l) != plain {
            fail(path, who, "its class \(type(of: l)) is not a scene layer type (\(sceneKinds.map(\.rawValue).joined(separator: ", "))); a scene file cannot describe what it draws")
        }
        if l.properties.gradientType != .axial {
            fail(path, who, "its gradient is \(l.properties.gradientType.rawValue); scene files have axial gradients only")
        }
        if l.mask != nil {
            fail(path, who, "it has a mask; scene files have no masks")
        }
        if l.properties.maskedCorners.intersection(.all) != .all && l.properties.cornerRadius > 0 {
            fail(path, who, "it rounds only some corners (maskedCorners \(l.properties.maskedCorners.rawValue)); scene files round all four")
        }
        if l.properties.hasShadow {
            fail(path, who, "it has a shadow (shadowOpacity \(l.shadowOpacity)); scene files have no shadows")
        }
        if l.kind != .layer { o.append(("type", .string(l.kind.rawValue))) }

        func addNumber(_ k: String, _ v: Double, _ dv: Double, _ valid: (Double) -> Bool = { _ in true }, _ what: String = "") {
            guard v != dv || !v.isFinite else { return }
            if !v.isFinite || !valid(v) { fail(key(k), who, "\(k) \(v) cannot be written; it must be \(what.isEmpty ? "a finite number" : what)") }
            o.append((k, .number(v)))
        }
        func addNumbers(_ k: String, _ v: [Double], _ dv: [Double]) {
            guard v != dv || v.contains(where: { !$0.isFinite }) else { return }
            if v.contains(where: { !$0.isFinite }) { fail(key(k), who, "\(k) \(v) contains a non-finite number") }
            o.append((k, .numbers(v)))
        }
        func addFlag(_ k: String, _ v: Bool, _ dv: Bool) { if v != dv { o.append((k, .bool(v))) } }

        addNumbers("bounds", p.bounds.values, d.bounds.values)
        addNumbers("position", [p.position.x, p.position.y], [d.position.x, d.position.y])
        addNumbers("anchorPoint", [p.anchorPoint.x, p.anchorPoint.y], [d.anchorPoint.x, d.anchorPoint.y])
        addNumber("anchorPointZ", p.anchorPointZ, d.anchorPointZ)
        addNumber("zPosition", p.zPosition, d.zPosition)
        addNumbers("transform", p.transform.values, d.transform.values)
        addNumbers("sublayerTransform", p.sublayerTransform.values, d.sublayerTransform.values)
        addNumber("opacity", p.opacity, d.opacity, { (0...1).contains($0) }, "in 0…1")
        addFlag("hidden", p.isHidden, d.isHidden)
        addFlag("doubleSided", p.isDoubleSided, d.isDoubleSided)
        addFlag("masksToBounds", p.masksToBounds, d.masksToBounds)
        addFlag("allowsEdgeAntialiasing", p.allowsEdgeAntialiasing, d.allowsEdgeAntialiasing)
        if p.edgeAntialiasingMask.intersection(.all) != d.edgeAntialiasingMask {
            let names = CAEdgeAntialiasingMask.named.filter { p.edgeAntialiasingMask.contains($0.edge) }.map(\.name)
            o.append(("edgeAntialiasingMask", .array(names.map { .string($0) })))
        }
        addNumber("cornerRadius", p.cornerRadius, d.cornerRadius, { $0 >= 0 }, "≥ 0")
        if let c = p.backgroundColor { o.append(("backgroundColor", color(c, key("backgroundColor"), who))) }
        addNumber("borderWidth", p.borderWidth, d.borderWidth, { $0 >= 0 }, "≥ 0")
        // No colour (nil) draws as a transparent one, which the format can say.
        if p.borderColor != d.borderColor { o.append(("borderColor", color(p.borderColor ?? .clear, key("borderColor"), who))) }
        if let name = p.contentsName {
            if !imageNames.contains(name) {
                fail(key("contents"), who, "shows the image '\(name)', which the scene's images do not name; add it to Scene.images")
            }
            o.append(("contents", .string(name)))
        }
        if p.contentsGravity != d.contentsGravity { o.append(("contentsGravity", .string(p.contentsGravity.rawValue))) }
        let cr = p.contentsRect
        if cr != d.contentsRect {
            if !(cr.width > 0 && cr.height > 0 && cr.minX >= 0 && cr.minY >= 0 && cr.maxX <= 1 && cr.maxY <= 1) {
                fail(key("contentsRect"), who, "contentsRect \(cr.values) must lie inside [0, 0, 1, 1] with a positive size")
            }
            o.append(("contentsRect", .numbers(cr.values)))
        }
        addNumber("contentsScale", p.contentsScale, d.contentsScale, { $0 > 0 }, "positive")
        if p.contentsCenter != d.contentsCenter {
            fail(
                path, who,
                "stretches its contents in nine parts (contentsCenter \(p.contentsCenter.values)); scene files stretch them whole, so leave contentsCenter at [0, 0, 1, 1]"
            )
        }
        addFlag("shouldRasterize", p.shouldRasterize, d.shouldRasterize)
        o += gradientKeys(p, d, l.kind, path, who)
        o += textKeys(p, d, l.kind, path, who)
        if !l.animations.isEmpty {
            o.append(
                (
                    "animations",
                    .array(l.animations.enumerated().map { i, entry in animation(entry.animation, "\(path).animations[\(i)]", who) })
                ))
        }
        if !l.children.isEmpty {
            o.append(("sublayers", .array(l.children.enumerated().map { layer($1, "\(path).sublayers[\($0)]") })))
        }
        return .object(o)
    }

    /// CAGradientLayer's keys; on another type a changed one is refused (the loader would be too).
    mutating func gradientKeys(_ p: LayerProperties, _ d: LayerProperties, _ kind: LayerKind, _ path: String, _ who: String)
        -> [(String, OrderedJSON)]
    {
        var o: [(String, OrderedJSON)] = []
        if p.colors != d.colors { o.append(("colors", .array(p.colors.enumerated().map { color($1, "\(path).colors[\($0)]", who) }))) }
        if p.locations != d.locations {
            if p.locations.count != p.colors.count {
                fail("\(path).locations", who, "has \(p.locations.count) locations for \(p.colors.count) colours; give one per colour or none")
            } else if !zip(p.locations, p.locations.dropFirst()).allSatisfy({ $0 <= $1 }) || p.locations.contains(where: { !$0.isFinite }) {
                fail("\(path).locations", who, "locations \(p.locations) must be finite and ascending")
            }
            o.append(("locations", .numbers(p.locations)))
        }
        if p.startPoint != d.startPoint { o.append(("startPoint", point(p.startPoint, "\(path).startPoint", who))) }
        if p.endPoint != d.endPoint { o.append(("endPoint", point(p.endPoint, "\(path).endPoint", who))) }
        if kind != .gradient, let first = o.first {
            fail("\(path).\(first.0)", who, "'\(first.0)' applies to gradient layers; this layer's type is '\(kind.rawValue)'")
        }
        return o
    }

    /// CATextLayer's keys; on another type a changed one is refused.
    mutating func textKeys(_ p: LayerProperties, _ d: LayerProperties, _ kind: LayerKind, _ path: String, _ who: String)
        -> [(String, OrderedJSON)]
    {
        var o: [(String, OrderedJSON)] = []
        if let s = p.string {
            let lines = s.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
            if s.count > SceneLimits.maxTextCharacters || lines > SceneLimits.maxTextLines {
                fail("\(path).string", who, "its text has \(s.count) characters in \(lines) lines; a text layer holds at most \(SceneLimits.maxTextCharacters) characters and \(SceneLimits.maxTextLines) lines")
            }
            o.append(("string", .string(s)))
        }
        if p.fontSize != d.fontSize {
            if !(p.fontSize > 0 && p.fontSize.isFinite) { fail("\(path).fontSize", who, "fontSize must be a positive number, got \(p.fontSize)") }
            o.append(("fontSize", .number(p.fontSize)))
        }
        if let f = p.fontFamily { o.append(("fontFamily", .string(f))) }
        if p.fontWeight != d.fontWeight {
            if !(1...1000).contains(p.fontWeight) { fail("\(path).fontWeight", who, "fontWeight must be from 1 to 1000, got \(p.fontWeight)") }
            o.append(("fontWeight", .number(p.fontWeight)))
        }
        if p.foregroundColor != d.foregroundColor {
            o.append(("foregroundColor", color(p.foregroundColor ?? .clear, "\(path).foregroundColor", who)))
        }
        if p.alignmentMode != d.alignmentMode { o.append(("alignmentMode", .string(p.alignmentMode.rawValue))) }
        if p.isWrapped != d.isWrapped { o.append(("wrapped", .bool(p.isWrapped))) }
        if !p.textRuns.isEmpty {
            fail(
                path, who,
                "styles parts of its text (an attributed string); scene files draw a text in one font and colour, so set a plain string")
        }
        if kind == .text, p.truncationMode != d.truncationMode, p.string != nil {
            fail(path, who, "truncates its text (truncationMode \(p.truncationMode.rawValue)); scene files clip it, so leave truncationMode at none")
        }
        if kind != .text, let first = o.first {
            fail("\(path).\(first.0)", who, "'\(first.0)' applies to text layers; this layer's type is '\(kind.rawValue)'")
        }
        return o
    }

    /// `"#RRGGBB"` / `"#RRGGBBAA"` when that is exact, else `[r, g, b, a]`.
    mutating func color(_ c: CGColor, _ path: String, _ who: String) -> OrderedJSON {
        let parts = [c.rgba.red, c.rgba.green, c.rgba.blue, c.alpha]
        guard parts.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
            fail(path, who, "the colour \(parts) has components outside 0…1")
            return .numbers(parts)
        }
        let hex = c.alpha == 1 ? String(c.hexString.dropLast(2)) : c.hexString
        return CGColor(hex: hex)?.rgba == c.rgba ? .string(hex) : .numbers(parts)
    }

    mutating func point(_ p: CGPoint, _ path: String, _ who: String) -> OrderedJSON {
        if !(p.x.isFinite && p.y.isFinite) { fail(path, who, "the point \(p) is not finite") }
        return .numbers([p.x, p.y])
    }
}

extension CGRect {
    /// [x, y, width, height], as scene files write rectangles.
    var values: [Double] { [origin.x, origin.y, size.width, size.height] }
}
