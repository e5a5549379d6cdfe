import FoldCore
import FoldMedia
import FoldRender
import FoldHost
import Foundation

/// `-o OUT` and the flags that say how to draw it — `--time`, `--scale`, `--fps`, `--duration` —
/// shared by `foldkit render` and every `foldkit effect NAME`, so both check them alike and
/// render through one path (`render(_:sceneFPS:sceneDuration:)`).
struct OutputOptions {
    enum Format: Equatable {
        /// A scene file (`.scene.json`): effects only.
        case scene
        case png, gif, mp4
    }

    /// The options `OutputOptions` reads; a verb adds its own.
    static let valued = ["o", "output", "time", "scale", "fps", "duration"]

    let path: String
    let format: Format
    /// `--time`: the still a PNG shows (default 0).
    let time: Double?
    /// `--scale`: pixels per point, in (0, 8]; the scene's own when absent.
    let scale: Double?
    /// `--fps` and `--duration`: a GIF's or MP4's frame rate and length (and a scene file's); the
    /// scene's own when absent.
    let fps: Double?
    let duration: Double?

    var url: URL { URL(fileURLWithPath: path) }

    init(_ a: CommandLineArguments, allowsScene: Bool) throws {
        let kinds = allowsScene ? ".scene.json, .png, .gif or .mp4" : ".png, .gif or .mp4"
        guard let out = a.string("o") ?? a.string("output") else {
            throw UsageError(message: "-o OUTPUT is required (\(kinds))")
        }
        path = out
        let ext = (out as NSString).pathExtension.lowercased()
        if allowsScene, out.lowercased().hasSuffix(".scene.json") {
            format = .scene
        } else if let f = [Format.png, .gif, .mp4].first(where: { "\($0)" == ext }) {
            format = f
        } else {
            let named = ext.isEmpty ? "'\(out)' has no extension" : "cannot write '.\(ext)'"
            throw UsageError(message: "\(named); the output must end in \(kinds)")
        }
        if format == .png, a.string("fps") != nil || a.string("duration") != nil {
            throw UsageError(message: "--fps and --duration are for .gif and .mp4; a PNG takes --time")
        }
        if format != .png, a.string("time") != nil {
            throw UsageError(message: "--time picks a still for .png; animations take --duration and --fps")
        }
        time = try a.double("time")
        scale = try a.double("scale")
        if let scale, !(scale > 0 && scale <= 8) { throw UsageError(message: "--scale must be in (0, 8], got \(scale)") }
        fps = try a.double("fps")
        if let fps, !(fps >= RenderLimits.minFPS && fps <= 240) {
            throw UsageError(message: "--fps must be in [\(RenderLimits.minFPS), 240], got \(fps)")
        }
        duration = try a.double("duration")
        if let duration, duration < 0 { throw UsageError(message: "--duration must be ≥ 0, got \(duration)") }
    }

    /// Draws `recorder`'s source into OUT: the PNG at `--time`, or `--duration` seconds at
    /// `--fps` (the scene's when absent) as GIF or MP4, with a progress bar on a terminal. Files
    /// are written to a temporary beside OUT and renamed when complete; Ctrl-C, SIGTERM and
    /// SIGHUP remove the temporary.
    func render(_ recorder: Recorder, sceneFPS: Double, sceneDuration: Double) throws {
        TemporaryFiles.removeOnInterrupt()
        switch format {
        case .scene:
            preconditionFailure("a scene file is written, not rendered")
        case .png:
            try PNGCodec.write(recorder.frame(at: time ?? 0), to: url)
        case .gif, .mp4:
            let fps = fps ?? sceneFPS
            let duration = duration ?? sceneDuration
            guard duration > 0 else {
                throw UsageError(message: "the scene has no duration; add \"duration\" to it or pass --duration SECONDS")
            }
            let frames = try RenderLimits.default.frameCount(duration: duration, fps: fps)
            let progress = ProgressBar(total: frames, label: (path as NSString).lastPathComponent)
            defer { progress.done() }
            try recorder.record(to: url, duration: duration, fps: fps) { done, _ in progress.update(done) }
        }
    }
}

/// The arguments of one `foldkit effect NAME` command: the output flags every effect shares
/// (`OutputOptions`) and the effect's own options, read from `arguments`. An effect's command
/// parses with this, builds its scene (baking what physics or a gesture drives at `fps`), and
/// hands it to `EffectOutput.write`; `SampleEffectCommand` is the smallest example.
///
/// ```swift
/// let a = try EffectArguments(args, valued: ["cells"], switches: ["unfold"])
/// let cells = try a.arguments.double("cells") ?? 3
/// let scene = try Scene.baking(layers, size: size, duration: a.duration ?? 1, fps: a.fps ?? 60) { … }
/// try EffectOutput.write(scene, images: ["photo": photo], options: a.output)
/// ```
struct EffectArguments {
    let arguments: CommandLineArguments
    let output: OutputOptions

    init(_ args: [String], valued: [String] = [], switches: [String] = []) throws {
        arguments = try CommandLineArguments(args, valued: OutputOptions.valued + valued, switches: switches)
        if let extra = arguments.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'; an effect takes options only (see --help)")
        }
        output = try OutputOptions(arguments, allowsScene: true)
    }

    /// `--fps` and `--duration` as given, for an effect that bakes frames at that rate and length.
    var fps: Double? { output.fps }
    var duration: Double? { output.duration }
}

/// Writes an effect's in-memory scene and images to OUT: a scene file with each image as a PNG
/// beside it (`<name>.<image>.png` for `<name>.scene.json`, referenced relatively, so the file
/// renders with `foldkit render`), or a PNG, GIF or MP4 rendered from them as `render` does.
enum EffectOutput {
    static func write(_ scene: Scene, images: [String: Bitmap] = [:], options: OutputOptions) throws {
        var scene = scene
        if let s = options.scale { scene.scale = s }
        // The images' files beside OUT: a scene file names them, and every output is checked
        // against what a scene file can say, so all four outputs show the same scene.
        let folder = options.url.deletingLastPathComponent()
        let base = String(options.url.lastPathComponent.dropLast(options.format == .scene ? ".scene.json".count : 0))
        var imageFiles: [String: URL] = [:]
        for name in images.keys.sorted() {
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw UsageError(message: "image name '\(name)' must be letters, digits, '-' or '_' (it becomes part of a file name)")
            }
            imageFiles[name] = folder.appendingPathComponent("\(base).\(name).png")
            scene.images[name] = imageFiles[name]!.standardizedFileURL.path
        }
        if options.format == .scene {
            if let fps = options.fps { scene.fps = fps }
            if let duration = options.duration { scene.duration = duration }
            try writeScene(scene, images: images, files: imageFiles, to: options.url)
        } else {
            _ = try SceneWriter.data(for: scene)
            let recorder = try Recorder(source: SceneSource(scene, images: images))
            try options.render(recorder, sceneFPS: scene.fps, sceneDuration: scene.duration)
        }
        err("wrote \(options.path)\n")
    }

    /// Every file goes to a temporary first; only when all are complete are they renamed into
    /// place, images before the scene that names them.
    private static func writeScene(_ scene: Scene, images: [String: Bitmap], files: [String: URL], to url: URL) throws {
        TemporaryFiles.removeOnInterrupt()
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError(message: "cannot write \(url.relativePath): the folder \(folder.relativePath) does not exist")
        }
        let json = try SceneWriter.data(for: scene, imagesRelativeTo: folder.standardizedFileURL)
        var pending: [(temporary: URL, destination: URL)] = []
        do {
            for name in images.keys.sorted() {
                let temporary = AtomicFile.temporaryURL(for: files[name]!)
                pending.append((temporary, files[name]!))
                try PNGCodec.write(images[name]!, to: temporary)
            }
            let temporary = AtomicFile.temporaryURL(for: url)
            pending.append((temporary, url))
            try AtomicFile.write(json, to: temporary)
            for (temporary, destination) in pending { try AtomicFile.commit(temporary, to: destination) }
        } catch {
            for (temporary, _) in pending { AtomicFile.discard(temporary) }
            throw error
        }
    }
}
