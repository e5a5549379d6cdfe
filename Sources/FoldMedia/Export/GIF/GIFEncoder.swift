import FoldCore
import Foundation

/// Animated GIF encoder written in Swift, streaming: frames are encoded in parallel batches and
/// written as they finish, so a minute of full-screen phone frames never sits in memory (only a
/// batch of frames and their compressed blocks do).
///
/// One palette is used for the whole animation when you pass one (or use the static `write` /
/// `encode`, which sample all frames first); otherwise each frame gets its own local palette.
/// Once a frame's palette is fixed, frames are independent, so a batch is quantized, dithered
/// and LZW-compressed with `DispatchQueue.concurrentPerform` and written in order.
///
/// ```swift
/// try GIFEncoder.write(frames, to: URL(fileURLWithPath: "out.gif"), fps: 30)
/// ```
public final class GIFEncoder {
    public struct Options: Sendable {
        /// Play forever (Netscape looping extension) rather than once.
        public var loop: Bool
        /// What translucent pixels are composited over (GIF has no partial alpha).
        public var background: CGColor
        /// Pixels with alpha < 128 become transparent (one palette entry is reserved for them);
        /// otherwise every pixel is composited over `background`.
        public var transparency: Bool
        /// Floyd–Steinberg dithering; without it each pixel takes its nearest palette colour
        /// (faster, but gradients band).
        public var dithering: Bool
        /// Palette size, 2…256 (including the transparent entry when there is one).
        public var maxColors: Int
        /// Shortest frame delay in centiseconds; faster frame rates drop frames rather than
        /// use shorter delays, since browsers play 0–1 cs delays as 10 cs (see `GIFFrameTiming`).
        public var minimumDelay: Int
        /// For `write` and `encode`: a palette per frame instead of one sampled from all frames.
        /// Better for animations whose colours change completely; bigger and slower.
        public var perFramePalettes: Bool
        /// Frames after the first carry only the rectangle whose palette indices changed, with
        /// unchanged runs inside it transparent (disposal "do not dispose"), as ffmpeg's GIF
        /// muxer does: screen recordings shrink several times. Needs a shared palette and no
        /// `transparency` (otherwise frames are written whole); a palette entry is reserved for
        /// the "unchanged" index (see `GIFFrameDifferencer`).
        public var frameDifferencing: Bool
        /// Frames encoded at once, 1 or more (as `Compositor`'s `threads`); 1 encodes every frame
        /// on the calling thread. The output is the same for any count.
        public var threads: Int

        public init(
            loop: Bool = true, background: CGColor = .white, transparency: Bool = false, dithering: Bool = true,
            maxColors: Int = 256, minimumDelay: Int = 2, perFramePalettes: Bool = false,
            frameDifferencing: Bool = true, threads: Int = ProcessInfo.processInfo.activeProcessorCount
        ) {
            self.loop = loop
            self.background = background
            self.transparency = transparency
            self.dithering = dithering
            self.maxColors = maxColors
            self.minimumDelay = minimumDelay
            self.perFramePalettes = perFramePalettes
            self.frameDifferencing = frameDifferencing
            self.threads = threads
        }

        /// Colours a sampled palette may have: `maxColors` less the entry kept for transparent
        /// pixels, or for frame differencing's "unchanged" index (not with 2 colours: both are
        /// worth more than the saving).
        var paletteColorLimit: Int {
            let reserved = transparency || (frameDifferencing && !perFramePalettes && maxColors > 2)
            return maxColors - (reserved ? 1 : 0)
        }
    }

    public let width: Int
    public let height: Int
    public let framesPerSecond: Double
    public let options: Options
    /// Frames given to `add` so far (including any dropped for timing).
    public internal(set) var framesAdded = 0
    /// Frames actually stored in the GIF so far.
    public private(set) var framesWritten = 0

    let timing: GIFFrameTiming
    /// The shared-palette encoder, or nil for per-frame palettes.
    private let globalEncoder: GIFFrameEncoder?
    /// Crops frames to what changed (shared palette, frame differencing on, no transparency).
    private let differencer: GIFFrameDifferencer?
    private var pending: [(frame: Bitmap, delay: Int)] = []
    /// Frames added but not yet encoded (waiting for their batch).
    var pendingFrameCount: Int { pending.count }
    private let batchSize: Int
    private let output: Output
    private var finished = false
    /// The file was moved into place: a second `finish` is a no-op, not an error.
    private var committed = false

    /// Starts a GIF at `url` (written to a temporary file, renamed into place by `finish`).
    /// With `palette`, every frame uses it; without, each frame gets its own.
    public convenience init(
        url: URL, width: Int, height: Int, fps: Double, palette: GIFPalette? = nil, options: Options = Options()
    ) throws {
        try self.init(output: Output(url: url), width: width, height: height, fps: fps, palette: palette, options: options)
    }

    init(output: Output, width: Int, height: Int, fps: Double, palette: GIFPalette?, options: Options) throws {
        self.output = output
        let name = output.name
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            output.discard()
            throw ExportError(file: name, problem: "GIF size must be 1…65535 pixels a side, not \(width)×\(height)")
        }
        // A GIF frame lasts at most 65535 cs (a 16-bit field).
        guard fps.isFinite, fps >= 100.0 / 65535 else {
            output.discard()
            throw ExportError(file: name, problem: "frame rate must be at least 0.0016 fps (a GIF frame lasts at most 655 s), not \(fps)")
        }
        guard (2...256).contains(options.maxColors) else {
            output.discard()
            throw ExportError(file: name, problem: "maxColors must be 2…256, not \(options.maxColors)")
        }
        guard options.threads >= 1 else {
            output.discard()
            throw ExportError(file: name, problem: "threads must be 1 or more, not \(options.threads)")
        }
        if let palette, options.transparency, palette.colors.count > 255 {
            output.discard()
            throw ExportError(file: name, problem: "with transparency a palette can hold 255 colours, not 256")
        }
        self.width = width
        self.height = height
        framesPerSecond = fps
        self.options = options
        timing = GIFFrameTiming(framesPerSecond: fps, minimumDelay: options.minimumDelay)
        batchSize = max(2, min(options.threads, ProcessInfo.processInfo.activeProcessorCount) * 2)
        let differencing = options.frameDifferencing && !options.transparency
        let global = palette.map {
            GIFFrameEncoder(
                palette: $0.colors, transparent: options.transparency, background: OpaqueBackground(options.background),
                dither: options.dithering, pixels: width * height * 8,
                reservingUnchanged: differencing && $0.colors.count < options.maxColors)
        }
        globalEncoder = global
        differencer = differencing ? global.map { GIFFrameDifferencer(encoder: $0, width: width, height: height) } : nil
        do {
            try output.write(header())
        } catch {
            output.discard()
            throw error
        }
    }

    deinit {
        if !finished { output.discard() }
    }

    /// Adds the next frame (same size as the GIF). Frames are encoded a batch at a time.
    public func add(_ frame: Bitmap) throws {
        guard !finished else { throw ExportError(file: output.name, problem: "frame added after finish()") }
        guard frame.width == width, frame.height == height else {
            throw ExportError(
                file: output.name,
                problem: "frame \(framesAdded) is \(frame.width)×\(frame.height), the GIF is \(width)×\(height)")
        }
        defer { framesAdded += 1 }
        guard let delay = timing.delay(ofFrame: framesAdded) else { return }
        pending.append((frame, delay))
        if pending.count >= batchSize { try flush() }
    }

    /// Abandons the GIF: no file is left behind (the destination keeps any previous content).
    public func cancel() {
        guard !finished else { return }
        finished = true
        pending.removeAll()
        output.discard()
    }

    /// Encodes the remaining frames, ends the file and moves it into place.
    public func finish() throws {
        guard !finished else {
            if committed { return }
            throw ExportError(file: output.name, problem: "the export was cancelled or failed earlier; nothing was written")
        }
        do {
            try flush()
            try output.write([0x3B])  // trailer
            try output.commit()
            finished = true
            committed = true
        } catch {
            finished = true
            output.discard()
            throw error
        }
    }

    // MARK: - Whole animations

    /// Writes `frames` as a GIF with one palette sampled from all of them (or per-frame palettes
    /// if the options say so).
    public static func write(_ frames: [Bitmap], to url: URL, fps: Double, options: Options = Options()) throws {
        try write(frameCount: frames.count, to: url, fps: fps, options: options) { frames[$0] }
    }

    /// Writes an animation whose frames are produced on demand — a renderer's frame `i` — so
    /// they are never all in memory. For a shared palette up to 16 evenly spaced frames are
    /// produced once to sample colours, then every shown frame in order; frames the timing
    /// drops are never asked for.
    public static func write(
        frameCount: Int, to url: URL, fps: Double, options: Options = Options(), frame: (Int) throws -> Bitmap
    ) throws {
        try encode(output: Output(url: url), frameCount: frameCount, fps: fps, options: options, frame: frame)
    }

    /// The GIF bytes for `frames` (for small animations and tests; large ones should `write`).
    public static func encode(_ frames: [Bitmap], fps: Double, options: Options = Options()) throws -> Data {
        let output = Output.memory()
        try encode(output: output, frameCount: frames.count, fps: fps, options: options) { frames[$0] }
        return output.data
    }

    private static func encode(
        output: Output, frameCount: Int, fps: Double, options: Options, frame: (Int) throws -> Bitmap
    ) throws {
        guard frameCount > 0 else {
            output.discard()
            throw ExportError(file: output.name, problem: "a GIF needs at least one frame")
        }
        let first: Bitmap
        var palette: GIFPalette?
        do {
            first = try frame(0)
            if !options.perFramePalettes {
                palette = try sampledPalette(first: first, frameCount: frameCount, options: options) { i in
                    // A sampled frame of another size would colour the palette and then be
                    // refused (or, if the timing drops it, never be): refused here, by number.
                    let f = try frame(i)
                    guard f.width == first.width, f.height == first.height else {
                        throw ExportError(
                            file: output.name, problem: "frame \(i) is \(f.width)×\(f.height), the GIF is \(first.width)×\(first.height)")
                    }
                    return f
                }
            }
        } catch {
            output.discard()
            throw error
        }
        let encoder = try GIFEncoder(
            output: output, width: first.width, height: first.height, fps: fps, palette: palette, options: options)
        for i in 0..<frameCount {
            if encoder.timing.delay(ofFrame: i) == nil {
                encoder.framesAdded += 1
                continue
            }
            try encoder.add(i == 0 ? first : frame(i))
        }
        try encoder.finish()
    }

    /// Frames evenly spread over the animation, at most this many, sample the shared palette.
    public static let paletteSampleFrames = 16

    private static func sampledPalette(
        first: Bitmap, frameCount: Int, options: Options, frame: (Int) throws -> Bitmap
    ) rethrows -> GIFPalette {
        let frames = try paletteSampleIndices(frameCount: frameCount).map { i in try i == 0 ? first : frame(i) }
        return palette(sampling: frames, options: options)
    }

    /// The frames, evenly spread over an animation of `frameCount`, that sample a shared palette.
    public static func paletteSampleIndices(frameCount: Int, limit: Int = paletteSampleFrames) -> [Int] {
        let n = max(1, min(frameCount, limit))
        return Set((0..<n).map { k in
            frameCount <= n ? k : (n == 1 ? 0 : k * (frameCount - 1) / (n - 1))
        }).sorted()
    }

    /// One palette for all of `frames` (about 2 M pixels sampled in all), as `write` uses.
    public static func palette(sampling frames: [Bitmap], options: Options = Options()) -> GIFPalette {
        let budget = 2_000_000
        let pixels = frames.reduce(0) { $0 + $1.width * $1.height }
        let stride = max(1, pixels / budget)
        var quantizer = ColorQuantizer()
        let bg = OpaqueBackground(options.background)
        for bitmap in frames {
            quantizer.add(bitmap, stride: stride, background: bg, skipTransparent: options.transparency)
        }
        let colors = quantizer.palette(maxColors: options.paletteColorLimit, refinements: GIFPalette.refinements)
        return GIFPalette(colors: colors)!
    }

    // MARK: - Encoding

    /// Logical screen descriptor, global colour table, looping extension.
    private func header() -> [UInt8] {
        var bytes = Array("GIF89a".utf8)
        bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        if let table = globalEncoder?.colorTable {
            // Global table present, 8 bits of colour resolution, its size.
            bytes += [0x80 | 0x70 | table.sizeField, 0, 0]
            bytes += table.bytes
        } else {
            bytes += [0x70, 0, 0]
        }
        if options.loop {
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        }
        return bytes
    }

    /// Encodes the pending frames in parallel and writes their blocks in order.
    private func flush() throws {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        if let differencer {
            for block in differencer.encode(batch, threads: options.threads) {
                try output.write(block)
                framesWritten += 1
            }
            return
        }
        let blocks = BlockSlots<[UInt8]>(count: batch.count, initial: [])
        let global = globalEncoder
        let options = self.options
        let encode: @Sendable (Int) -> Void = { i in
            let (frame, delay) = batch[i]
            if let global {
                blocks[i] = global.encode(frame, delay: delay, local: false)
            } else {
                blocks[i] = Self.localPaletteEncoder(for: frame, options: options).encode(frame, delay: delay, local: true)
            }
        }
        Self.perform(batch.count, threads: options.threads, encode)
        for i in 0..<batch.count {
            try output.write(blocks[i])
            framesWritten += 1
        }
    }

    /// Per-frame palettes sample fewer pixels and refine less: they are paid for every frame.
    private static func localPaletteEncoder(for frame: Bitmap, options: Options) -> GIFFrameEncoder {
        let bg = OpaqueBackground(options.background)
        var quantizer = ColorQuantizer()
        quantizer.add(
            frame, stride: max(1, frame.width * frame.height / 250_000), background: bg,
            skipTransparent: options.transparency)
        let colors = quantizer.palette(maxColors: options.maxColors - (options.transparency ? 1 : 0), refinements: 3)
        return GIFFrameEncoder(
            palette: colors, transparent: options.transparency, background: bg, dither: options.dithering,
            pixels: frame.width * frame.height)
    }

    // MARK: - Output

    /// Where the bytes go: a temporary file renamed into place on `commit`, or memory.
    final class Output {
        let name: String
        private let destination: URL?
        private let temporary: URL?
        private var fd: Int32 = -1
        private(set) var data = Data()

        private init(name: String) {
            self.name = name
            destination = nil
            temporary = nil
        }

        static func memory() -> Output { Output(name: "<memory>") }

        init(url: URL) throws {
            name = ExportError.name(of: url)
            destination = url
            try AtomicFile.requireFileDestination(url)
            let temporary = AtomicFile.temporaryURL(for: url)
            self.temporary = temporary
            do {
                fd = try FileDescriptorIO.open(
                    temporary, O_WRONLY | O_CREAT | O_EXCL, reporting: url,
                    doing: "cannot create a file in \(AtomicFile.directoryName(url))")
            } catch {
                TemporaryFiles.forget(temporary)
                throw error
            }
        }

        func write(_ bytes: [UInt8]) throws {
            guard let destination else {
                data.append(contentsOf: bytes)
                return
            }
            let failure = bytes.withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
            if failure != 0 { throw ExportError.posix(destination, "cannot write the file", failure) }
        }

        func commit() throws {
            guard let destination, let temporary else { return }
            let failure = FileDescriptorIO.close(fd)
            fd = -1
            guard failure == 0 else { throw ExportError.posix(destination, "cannot write the file", failure) }
            try AtomicFile.commit(temporary, to: destination)
        }

        func discard() {
            if fd >= 0 {
                FileDescriptorIO.close(fd)
                fd = -1
            }
            if let temporary { AtomicFile.discard(temporary) }
        }
    }
}
