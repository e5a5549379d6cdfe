import FoldCore
import FoldRender
import Foundation

/// `foldkit render SCENE -o OUT`: a still (PNG) or an animation (GIF, MP4) of a scene file.
/// Argument handling only: the library's `Recorder` renders and encodes.
enum RenderCommand {
    static let help = """
        usage:
          foldkit render SCENE -o out.png [--time T] [--scale S]
          foldkit render SCENE -o out.gif|out.mp4 [--fps F] [--duration D] [--scale S]

        Renders a scene file (see docs/scene-format.md). PNG: the frame at time T (default 0).
        GIF and MP4: the scene's duration at its fps (or --duration / --fps); MP4 is H.264,
        yuv420p, faststart, through the ffmpeg program. Files are written atomically: a scene
        that breaks the contract (exit 2) or a failed export leaves no file behind, and so does
        an interrupted one (Ctrl-C, SIGTERM, SIGHUP).

        Limits (exit 2 before anything is drawn): a canvas of at most 256 M pixels and 32768
        pixels a side (size × scale), at most 100000 frames, --scale in (0, 8], --fps in [0.01, 240].
        """

    enum Format: String { case png, gif, mp4 }

    static func run(_ args: [String]) throws {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try Arguments(args, valued: ["o", "output", "time", "scale", "fps", "duration"])
        guard a.positionals.count == 1 else {
            throw UsageError(message: "render takes one scene file (got \(a.positionals.count) arguments)")
        }
        guard let out = a.string("o") ?? a.string("output") else {
            throw UsageError(message: "-o OUTPUT is required (.png, .gif or .mp4)")
        }
        let ext = (out as NSString).pathExtension.lowercased()
        guard let format = Format(rawValue: ext) else {
            let named = ext.isEmpty ? "'\(out)' has no extension" : "cannot write '.\(ext)'"
            throw UsageError(message: "\(named); the output must end in .png, .gif or .mp4")
        }
        if format == .png, a.string("fps") != nil || a.string("duration") != nil {
            throw UsageError(message: "--fps and --duration are for .gif and .mp4; a PNG takes --time")
        }
        if format != .png, a.string("time") != nil {
            throw UsageError(message: "--time picks a still for .png; animations take --duration and --fps")
        }
        let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: a.positionals[0]))
        let scale: Double
        if let given = try a.double("scale") {
            guard given > 0, given <= 8 else { throw UsageError(message: "--scale must be in (0, 8], got \(given)") }
            scale = given
        } else {
            scale = scene.scale
        }
        let outURL = URL(fileURLWithPath: out)
        TemporaryFiles.removeOnInterrupt()
        let recorder: Recorder
        do {
            recorder = try Recorder(scene: scene, scale: scale)
        } catch let problem as SceneProblem {
            throw SceneError(file: a.positionals[0], problems: [problem])
        }

        switch format {
        case .png:
            let time = try a.double("time") ?? 0
            try PNGCodec.write(recorder.frame(at: time), to: outURL)
        case .gif, .mp4:
            let fps = try a.double("fps") ?? scene.fps
            guard fps >= RenderLimits.minFPS, fps <= 240 else {
                throw UsageError(message: "--fps must be in [\(RenderLimits.minFPS), 240], got \(fps)")
            }
            let duration = try a.double("duration") ?? scene.duration
            guard duration > 0 else {
                throw UsageError(message: "the scene has no duration; add \"duration\" to it or pass --duration SECONDS")
            }
            let frames = try RenderLimits.default.frameCount(duration: duration, fps: fps)
            let progress = ProgressBar(total: frames, label: (out as NSString).lastPathComponent)
            defer { progress.done() }
            try recorder.record(to: outURL, duration: duration, fps: fps) { done, _ in progress.update(done) }
        }
        StandardStreams.err("wrote \(out)\n")
    }
}
