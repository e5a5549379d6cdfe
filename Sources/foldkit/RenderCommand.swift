import FoldCore
import FoldRender
import Foundation

/// `foldkit render SCENE -o OUT`: a still (PNG) or an animation (GIF, MP4) of a scene file.
enum RenderCommand {
    static let help = """
        usage:
          foldkit render SCENE -o out.png [--time T] [--scale S]
          foldkit render SCENE -o out.gif|out.mp4 [--fps F] [--duration D] [--scale S]

        Renders a scene file (see docs/scene-format.md). PNG: the frame at time T (default 0).
        GIF and MP4: the scene's duration at its fps (or --duration / --fps); MP4 is H.264,
        yuv420p, faststart, through the ffmpeg program. Files are written atomically: a scene
        that breaks the contract (exit 2) or a failed export leaves no file behind.
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
        guard let out = a.string("o") ?? a.string("output") else { throw UsageError(message: "-o OUTPUT is required (.png, .gif or .mp4)") }
        let ext = (out as NSString).pathExtension.lowercased()
        guard let format = Format(rawValue: ext) else {
            throw UsageError(message: "cannot write '.\(ext)'; the output must end in .png, .gif or .mp4")
        }
        if format == .png, a.string("fps") != nil || a.string("duration") != nil {
            throw UsageError(message: "--fps and --duration are for .gif and .mp4; a PNG takes --time")
        }
        if format != .png, a.string("time") != nil {
            throw UsageError(message: "--time picks a still for .png; animations take --duration and --fps")
        }
        let sceneURL = URL(fileURLWithPath: a.positionals[0])
        let scene = try SceneLoader.load(contentsOf: sceneURL)
        var images: [String: Bitmap] = [:]
        for (name, path) in scene.images {
            do {
                images[name] = try ImageLoader.load(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw UsageError(message: "images.\(name): \(error)")
            }
        }
        let scale = try a.double("scale") ?? scene.scale
        guard scale > 0, scale <= 8 else { throw UsageError(message: "--scale must be in (0, 8], got \(scale)") }
        let outURL = URL(fileURLWithPath: out)
        let renderer = FrameRenderer(scene: scene, images: images, scale: scale)

        switch format {
        case .png:
            let time = try a.double("time") ?? 0
            try PNGCodec.write(renderer.frame(at: time), to: outURL)
        case .gif, .mp4:
            let fps = try a.double("fps") ?? scene.fps
            guard fps > 0, fps <= 240 else { throw UsageError(message: "--fps must be in (0, 240], got \(fps)") }
            let duration = try a.double("duration") ?? scene.duration
            guard duration > 0 else {
                throw UsageError(message: "the scene has no duration; add \"duration\" to it or pass --duration SECONDS")
            }
            let count = max(1, Int((duration * fps).rounded()))
            let progress = ProgressBar(total: count, label: (out as NSString).lastPathComponent)
            defer { progress.done() }
            if format == .gif {
                // Frames on demand (the encoder samples a few for its palette first); each frame
                // renders on all cores, and the encoder quantises frames in parallel.
                var shown = 0
                try GIFEncoder.write(
                    frameCount: count, to: outURL, fps: fps, options: GIFEncoder.Options(background: scene.background)
                ) { i in
                    shown = max(shown, i + 1)
                    progress.update(shown)
                    return renderer.frame(at: Double(i) / fps)
                }
            } else {
                let writer = try MP4Writer(
                    url: outURL, width: renderer.pixelWidth, height: renderer.pixelHeight, fps: fps, background: scene.background)
                do {
                    try renderer.frames(count: count, fps: fps) { index, frame in
                        try writer.append(frame)
                        progress.update(index + 1)
                    }
                    try writer.finish()
                } catch {
                    writer.cancel()
                    throw error
                }
            }
        }
        FileHandle.standardError.write(Data("wrote \(out)\n".utf8))
    }
}

/// Renders a scene's frames; animations render several frames at once from immutable snapshots.
struct FrameRenderer {
    let scene: Scene
    let scale: Double
    let compositor: Compositor

    init(scene: Scene, images: [String: Bitmap], scale: Double) {
        self.scene = scene
        self.scale = scale
        compositor = Compositor(images: images)
    }

    func tree(at time: Double) -> RenderTree {
        RenderTree(size: scene.size, scale: scale, background: scene.background, layers: scene.presentation(at: time))
    }

    var pixelWidth: Int { tree(at: 0).pixelWidth }
    var pixelHeight: Int { tree(at: 0).pixelHeight }

    func frame(at time: Double) -> Bitmap { compositor.render(tree(at: time)) }

    /// Frames at t = i / fps, handed over in order. Snapshots are taken here (the layer tree is
    /// not thread-safe); the frames of a batch then render in parallel, one core each.
    func frames(count: Int, fps: Double, _ deliver: (Int, Bitmap) throws -> Void) throws {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var index = 0
        while index < count {
            let batch = min(cores, count - index)
            let trees = (0..<batch).map { tree(at: Double(index + $0) / fps) }
            let results = ResultBox(count: batch)
            let compositor = self.compositor
            let saved = compositor.threads
            compositor.threads = 1
            DispatchQueue.concurrentPerform(iterations: batch) { i in
                results.set(i, compositor.render(trees[i]))
            }
            compositor.threads = saved
            for i in 0..<batch { try deliver(index + i, results.get(i)) }
            index += batch
        }
    }
}

/// Slots written by parallel workers, each index by exactly one.
final class ResultBox: @unchecked Sendable {
    private var items: [Bitmap?]
    private let lock = NSLock()
    init(count: Int) { items = [Bitmap?](repeating: nil, count: count) }
    func set(_ i: Int, _ b: Bitmap) {
        lock.lock()
        items[i] = b
        lock.unlock()
    }
    func get(_ i: Int) -> Bitmap { items[i]! }
}

/// A progress bar on stderr when it is a terminal; silent otherwise.
final class ProgressBar {
    let total: Int
    let label: String
    let enabled = isatty(2) != 0

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    func update(_ done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)".utf8))
    }

    func done() {
        if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
