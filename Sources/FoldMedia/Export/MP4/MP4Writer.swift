import FoldCore
import Foundation

/// H.264 MP4 export through the `ffmpeg` program: frames go to its stdin as raw RGB, it writes
/// a temporary file that is renamed into place by `finish` (so a failed export leaves nothing).
///
/// Output is what plays everywhere: H.264 (libx264, CRF 18, preset medium), yuv420p, even
/// dimensions (odd sizes are padded with the background colour), BT.709 colour tags so players
/// do not guess a different matrix, and `+faststart` (index before data, so playback starts
/// before the download ends). Frames are composited over an opaque background first: yuv420p
/// has no alpha.
///
/// Writing to a pipe whose reader died raises SIGPIPE, which kills the process by default;
/// the first writer sets SIGPIPE to ignored so a crashing ffmpeg becomes an error with its
/// stderr instead.
public final class MP4Writer {
    public let url: URL
    public let width: Int
    public let height: Int
    public let framesPerSecond: Double
    public let background: CGColor
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let process: Process
    private let input: FileHandle
    private let errors: StderrCollector
    private let temporary: URL
    private let bg: OpaqueBackground
    private var rgb: [UInt8]
    private var done = false
    /// The file was moved into place: a second `finish` is a no-op, not an error.
    private var committed = false
    private let stallTimeout: Double

    /// Whether an `ffmpeg` program is on PATH (or named by `FOLDKIT_FFMPEG`).
    public static var isAvailable: Bool { ffmpegURL() != nil }

    /// Starts ffmpeg. `crf` (0–51, lower is better; 18 is visually lossless for most content)
    /// and `preset` (x264's speed/size trade-off) are passed through.
    /// If ffmpeg accepts no data for `stallTimeout` seconds it is stopped and the export fails
    /// (a hung encoder must not hang the caller).
    public convenience init(
        url: URL, width: Int, height: Int, fps: Double, background: CGColor = .white, crf: Int = 18,
        preset: String = "medium", stallTimeout: Double = 30
    ) throws {
        try self.init(
            url: url, width: width, height: height, fps: fps, background: background, crf: crf, preset: preset,
            stallTimeout: stallTimeout, ffmpeg: Self.ffmpegURL())
    }

    /// Why ffmpeg cannot take frames of this size, or nil. Its image check refuses a picture
    /// unless (w + 128) × (h + 128) < 2³¹ / 8 (a 16384 × 16384 canvas is refused after the frames
    /// are rendered), so it is asked here before anything is drawn.
    public static func sizeProblem(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "video size must be positive, not \(width)×\(height)" }
        let (w, h) = (width + width % 2, height + height % 2)  // padded to even, as the filter does
        guard (w + 128) * (h + 128) < Int(Int32.max) / 8 else {
            return "an MP4 frame of \(width)×\(height) pixels is more than ffmpeg takes (about 16000×16000, "
                + "268 M pixels with its margins): lower --scale or the size, or record a .gif or PNG frames"
        }
        return nil
    }

    /// `ffmpeg`: the program to run (nil: not found), for tests that stand in for it.
    init(
        url: URL, width: Int, height: Int, fps: Double, background: CGColor, crf: Int, preset: String,
        stallTimeout: Double, ffmpeg: URL?
    ) throws {
        let name = ExportError.name(of: url)
        if let problem = Self.sizeProblem(width: width, height: height) { throw ExportError(file: name, problem: problem) }
        guard fps.isFinite, fps > 0 else { throw ExportError(file: name, problem: "frame rate must be positive, not \(fps)") }
        guard let ffmpeg else {
            throw ExportError(file: name, problem: Self.notFoundProblem)
        }
        self.url = url
        self.stallTimeout = stallTimeout
        self.width = width
        self.height = height
        framesPerSecond = fps
        self.background = background
        bg = OpaqueBackground(background)
        try AtomicFile.requireFileDestination(url)
        rgb = [UInt8](repeating: 0, count: width * height * 3)
        temporary = AtomicFile.temporaryURL(for: url)

        var filters: [String] = []
        if width % 2 != 0 || height % 2 != 0 {
            let hex = String(format: "0x%02X%02X%02X", bg.r, bg.g, bg.b)
            filters.append("pad=ceil(iw/2)*2:ceil(ih/2)*2:color=\(hex)")
        }
        filters.append("scale=out_color_matrix=bt709:out_range=tv")
        filters.append("format=yuv420p")
        process = Process()
        process.executableURL = ffmpeg
        process.arguments = [
            "-nostdin", "-y", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-r", Self.rate(fps), "-i", "-",
            "-vf", filters.joined(separator: ","),
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", preset, "-crf", String(crf),
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv",
            "-movflags", "+faststart", "-f", "mp4", temporary.path,
        ]
        // -nostdin stops ffmpeg reading keyboard commands; "-i -" still reads frames from stdin.
        let stdinPipe = Pipe(), stderrPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        Self.ignoreSIGPIPE()
        do {
            try process.run()
        } catch {
            throw ExportError(file: name, problem: "cannot start ffmpeg at \(ffmpeg.path) (\(error))")
        }
        TemporaryFiles.registerChild(process.processIdentifier)
        input = stdinPipe.fileHandleForWriting
        // Non-blocking, so a write to an ffmpeg that stopped reading times out instead of hanging.
        FileDescriptorIO.setNonBlocking(input.fileDescriptor)
        errors = StderrCollector(stderrPipe.fileHandleForReading)
    }

    deinit {
        if !done { cancel() }
    }

    /// Sends the next frame (same size as the video) to ffmpeg.
    public func append(_ frame: Bitmap) throws {
        let name = ExportError.name(of: url)
        guard !done else { throw ExportError(file: name, problem: "frame appended after finish()") }
        guard frame.width == width, frame.height == height else {
            throw ExportError(
                file: name, problem: "frame \(frameCount) is \(frame.width)×\(frame.height), the video is \(width)×\(height)")
        }
        let count = width * height
        let bg = self.bg
        rgb.withUnsafeMutableBufferPointer { out in
            frame.pixels.withUnsafeBufferPointer { src in
                let d = out.baseAddress!, s = src.baseAddress!
                for i in 0..<count {
                    let p = bg.composite(s[i])
                    d[i &* 3] = UInt8(truncatingIfNeeded: p)
                    d[i &* 3 &+ 1] = UInt8(truncatingIfNeeded: p >> 8)
                    d[i &* 3 &+ 2] = UInt8(truncatingIfNeeded: p >> 16)
                }
            }
        }
        let fd = input.fileDescriptor
        let failure = rgb.withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0, stallTimeout: stallTimeout) }
        if failure == ETIMEDOUT {
            cancel()
            throw ExportError(
                file: name, problem: "ffmpeg accepted no frame data for \(Int(stallTimeout)) s and was stopped")
        }
        if failure != 0 {
            // ffmpeg stopped reading: it failed, and its stderr says why.
            let problem = stopAndDescribe()
            throw ExportError(file: name, problem: problem ?? "ffmpeg stopped reading frames (\(String(cString: strerror(failure))))")
        }
        frameCount += 1
    }

    /// Waits for ffmpeg to finish the file, then moves it into place.
    public func finish() throws {
        let name = ExportError.name(of: url)
        guard !done else {
            if committed { return }
            throw ExportError(file: name, problem: "the export was cancelled or failed earlier; nothing was written")
        }
        if frameCount == 0 {
            cancel()
            throw ExportError(file: name, problem: "a video needs at least one frame")
        }
        if let problem = stopAndDescribe() {
            throw ExportError(file: name, problem: problem)
        }
        // ffmpeg can exit 0 after a short write (a full disk, a file size limit): only a file
        // whose boxes are complete, with its index (moov) and data (mdat), is committed.
        if let problem = MP4Structure.problem(inFileAt: temporary) {
            AtomicFile.discard(temporary)
            throw ExportError(file: name, problem: "ffmpeg wrote an incomplete file (\(problem)); is the disk full?")
        }
        do {
            try AtomicFile.commit(temporary, to: url)
            committed = true
        } catch {
            AtomicFile.discard(temporary)
            throw error
        }
    }

    /// Abandons the video: stops ffmpeg and removes its temporary file.
    public func cancel() {
        guard !done else { return }
        done = true
        try? input.close()
        // SIGKILL: a child started from a dispatch thread inherits its mask, SIGTERM blocked.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        TemporaryFiles.forgetChild(process.processIdentifier)
        _ = errors.wait()
        AtomicFile.discard(temporary)
    }

    /// Closes ffmpeg's input and waits; nil on success, else the problem (with its stderr), the
    /// temporary file removed.
    private func stopAndDescribe() -> String? {
        done = true
        try? input.close()
        process.waitUntilExit()
        TemporaryFiles.forgetChild(process.processIdentifier)
        let stderr = String(decoding: errors.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let ok = process.terminationReason == .exit && process.terminationStatus == 0
        if ok { return nil }
        AtomicFile.discard(temporary)
        let how =
            process.terminationReason == .exit
            ? "ffmpeg failed (exit status \(process.terminationStatus))"
            : "ffmpeg was killed by signal \(process.terminationStatus)"
        // Its lines joined, so that the one-line message stays one readable line.
        let lines = stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return stderr.isEmpty ? how : "\(how): \(lines.suffix(8).joined(separator: " | "))"
    }

    /// `-r` wants a rational or decimal; whole rates print without a fraction.
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }

    static let notFoundProblem = "ffmpeg not found; run scripts/setup"

    /// `FOLDKIT_FFMPEG` if set, else the first executable `ffmpeg` on PATH.
    static func ffmpegURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["FOLDKIT_FFMPEG"], !explicit.isEmpty {
            return access(explicit, X_OK) == 0 ? URL(fileURLWithPath: explicit) : nil
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/ffmpeg"
            if access(candidate, X_OK) == 0 { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    private static let sigpipeOnce: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
    static func ignoreSIGPIPE() { _ = sigpipeOnce }
}

/// Reads a child's stderr to the end on another thread (a full, unread pipe would block the
/// child), so the bytes are there when the child exits.
private final class StderrCollector: @unchecked Sendable {
    private var bytes = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async { [self] in
            let data = handle.readDataToEndOfFile()
            bytes = data
            finished.signal()
        }
    }

    /// Blocks until the stream ends (the child exited), then returns what it wrote.
    func wait() -> Data {
        finished.wait()
        finished.signal()
        return bytes
    }
}
