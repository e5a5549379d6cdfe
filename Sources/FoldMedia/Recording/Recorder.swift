import FoldCore
import FoldRender
import Foundation

/// Records a `FrameSource` — a scene file, an app's window — into PNG files, a GIF or an MP4:
/// owns the compositor, renders frames in order on all cores, and feeds a `FrameSink` on a
/// second thread, so that frame N is encoded while frame N + 1 renders. Every size and count is
/// checked against `RenderLimits` before anything is allocated.
///
/// ```swift
/// let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: "card.scene.json"))
/// let recorder = try Recorder(scene: scene)
/// try recorder.record(to: URL(fileURLWithPath: "card.mp4"), duration: 2, fps: 60)
/// ```
public final class Recorder {
    public let source: any FrameSource
    /// Pixels per point, and the canvas's size in pixels: frame 0's.
    public let scale: Double
    public let limits: RenderLimits
    public let compositor: Compositor
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The canvas's background (frame 0's), for the encoders that need one up front.
    public let background: CGColor
    private let size: CGSize
    /// Frame 0 as the init asked for it, handed out once so that no frame is asked for twice.
    private var frameZero: RenderTree?

    /// A recorder for any source. Frame 0's tree gives the canvas (and is checked against
    /// `limits`); a later frame of another size or scale is an error.
    public init(source: any FrameSource, limits: RenderLimits = .default) throws(RenderLimitError) {
        let first = source.tree(at: 0)
        (pixelWidth, pixelHeight) = try limits.canvasPixels(size: first.size, scale: first.scale)
        self.source = source
        scale = first.scale
        size = first.size
        background = first.background
        frameZero = first
        self.limits = limits
        compositor = Compositor()
    }

    /// A recorder for a scene file at its own scale (or `scale`). Only the images that some
    /// layer shows are read.
    public convenience init(scene: Scene, scale: Double? = nil, limits: RenderLimits = .default) throws {
        _ = try limits.canvasPixels(size: scene.size, scale: scale ?? scene.scale)
        try self.init(source: SceneSource(scene, scale: scale), limits: limits)
    }

    /// What frame time `time` shows: the source's tree as it is.
    public func tree(at time: Double) -> RenderTree {
        if time == 0, let first = frameZero {
            frameZero = nil
            return first
        }
        frameZero = nil
        return source.tree(at: time)
    }

    /// The frame at `time`, rendered on all cores.
    public func frame(at time: Double) -> Bitmap { compositor.render(tree(at: time)) }

    /// Renders frames 0 ..< `frameCount` at t = i / fps into `sink` and finishes it; on any error
    /// the sink is cancelled (no file is left) and the error thrown. `progress` gets the number of
    /// frames encoded, on the encoding thread. `kept` are frames already rendered (by index),
    /// used instead of rendering them again. `beforeFinish` runs after the last frame is encoded
    /// and before the output is committed: throwing there cancels it (a host's own checks).
    public func record(
        frameCount: Int, fps: Double, to sink: any FrameSink, kept: [Int: Bitmap] = [:],
        progress: ((Int) -> Void)? = nil, beforeFinish: (() throws -> Void)? = nil
    ) throws {
        guard frameCount > 0, frameCount <= limits.maxFrames, fps.isFinite, fps > 0 else {
            sink.cancel()
            throw RenderLimitError("a recording needs 1…\(limits.maxFrames) frames at a positive frame rate")
        }
        let pipeline = FramePipeline { item in
            switch item {
            case .frame(let bitmap): try sink.append(bitmap)
            case .skip: sink.skipFrame()
            }
            progress?(sink.encodedFrameCount)
        }
        do {
            // Incremental rendering redraws only what changed since the previous frame; the
            // frame that goes to the encoder is a copy with its own pixels, made here, so the
            // next one can start at once. (Handed over shared, the canvas was copied by the next
            // frame's first write, or written in place once the encoder let go of it: an order
            // kept by reference counts alone, which ThreadSanitizer cannot see.)
            var canvas = Bitmap(width: pixelWidth, height: pixelHeight, scale: scale)
            for index in 0..<frameCount {
                guard sink.wantsFrame(at: index) else {
                    try pipeline.push(.skip)
                    continue
                }
                if let bitmap = kept[index] {
                    try pipeline.push(.frame(bitmap))
                    continue
                }
                let tree = tree(at: Double(index) / fps)
                guard tree.size == size, tree.scale == scale else {
                    throw RenderLimitError(
                        "frame \(index) is \(tree.size.width)×\(tree.size.height) pt at scale \(tree.scale); the recording "
                            + "is \(size.width)×\(size.height) pt at scale \(scale): a recording keeps one canvas")
                }
                compositor.renderIncrementally(tree, into: &canvas)
                var frame = canvas
                frame.pixels = canvas.pixels.withUnsafeBufferPointer { Array($0) }
                try pipeline.push(.frame(frame))
            }
            try pipeline.close()
            try beforeFinish?()
            try sink.finish()
            progress?(sink.encodedFrameCount)
        } catch {
            pipeline.fail(error)
            _ = try? pipeline.close()
            sink.cancel()
            throw error
        }
    }

    /// The kinds of output `record(to:)` writes, by file extension; any other name is a folder
    /// of PNG frames.
    public enum Format: String, Sendable {
        case png, gif, mp4
    }

    /// Records `duration` seconds at `fps` into `url`: `.gif`, `.mp4`, or a folder of PNG frames
    /// (any other name). A GIF's shared palette is sampled from up to 16 frames spread over the
    /// animation, rendered first and kept, so no frame is rendered twice; a source that only runs
    /// forwards goes through a `SpooledGIFWriter` instead (every frame sampled, kept on disk).
    public func record(
        to url: URL, duration: Double, fps: Double, gifOptions: GIFEncoder.Options? = nil, crf: Int = 18,
        progress: ((_ encoded: Int, _ total: Int) -> Void)? = nil, beforeFinish: (() throws -> Void)? = nil
    ) throws {
        let count = try limits.frameCount(duration: duration, fps: fps)
        try RenderLimits.checkRecordingMemory(width: pixelWidth, height: pixelHeight)
        let report = progress.map { report in { (done: Int) in report(done, count) } }
        switch Format(rawValue: url.pathExtension.lowercased()) {
        case .mp4:
            let writer = try MP4Writer(
                url: url, width: pixelWidth, height: pixelHeight, fps: fps, background: background, crf: crf)
            try record(frameCount: count, fps: fps, to: writer, progress: report, beforeFinish: beforeFinish)
        case .gif where !source.allowsRandomAccess && gifOptions?.perFramePalettes != true:
            // A source that only runs forwards cannot render its palette frames first.
            let writer = try SpooledGIFWriter(
                url: url, width: pixelWidth, height: pixelHeight, fps: fps, expectedFrames: count,
                options: gifOptions ?? GIFEncoder.Options(background: background))
            writer.progress = report
            try record(frameCount: count, fps: fps, to: writer, progress: report, beforeFinish: beforeFinish)
        case .gif:
            let options = gifOptions ?? GIFEncoder.Options(background: background)
            var kept: [Int: Bitmap] = [:]
            var palette: GIFPalette?
            if !options.perFramePalettes {
                kept = paletteFrames(count: count, fps: fps, options: options)
                palette = GIFEncoder.palette(sampling: kept.keys.sorted().map { kept[$0]! }, options: options)
            }
            let encoder = try GIFEncoder(
                url: url, width: pixelWidth, height: pixelHeight, fps: fps, palette: palette, options: options)
            try record(frameCount: count, fps: fps, to: encoder, kept: kept, progress: report, beforeFinish: beforeFinish)
        case .png, nil:
            try record(
                frameCount: count, fps: fps, to: PNGSequenceWriter(url: url), progress: report, beforeFinish: beforeFinish)
        }
    }

    /// The shown frames that sample a GIF's palette, rendered now and kept for the recording. Big
    /// frames sample fewer (at most 64 M pixels kept).
    private func paletteFrames(count: Int, fps: Double, options: GIFEncoder.Options) -> [Int: Bitmap] {
        let timing = GIFFrameTiming(framesPerSecond: fps, minimumDelay: options.minimumDelay)
        let shown = (0..<count).filter { timing.delay(ofFrame: $0) != nil }
        let affordable = max(1, (1 << 26) / max(1, pixelWidth * pixelHeight))
        let picks = GIFEncoder.paletteSampleIndices(
            frameCount: shown.count, limit: min(GIFEncoder.paletteSampleFrames, affordable))
        var kept: [Int: Bitmap] = [:]
        for pick in picks where pick < shown.count {
            kept[shown[pick]] = frame(at: Double(shown[pick]) / fps)
        }
        return kept
    }
}
