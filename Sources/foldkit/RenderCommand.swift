import FoldCore
import FoldMedia
import FoldRender
import FoldHost
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

    static func run(_ args: [String]) throws {
        if args.contains("--help") || args.contains("-h") {
            print(help)
            exit(0)
        }
        let a = try CommandLineArguments(args, valued: OutputOptions.valued)
        guard a.positionals.count == 1 else {
            throw UsageError(message: "render takes one scene file (got \(a.positionals.count) arguments)")
        }
        let output = try OutputOptions(a, allowsScene: false)
        let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: a.positionals[0]))
        let recorder: Recorder
        do {
            recorder = try Recorder(scene: scene, scale: output.scale ?? scene.scale)
        } catch let problem as SceneProblem {
            throw SceneError(file: a.positionals[0], problems: [problem])
        }
        try output.render(recorder, sceneFPS: scene.fps, sceneDuration: scene.duration)
        err("wrote \(output.path)\n")
    }
}
