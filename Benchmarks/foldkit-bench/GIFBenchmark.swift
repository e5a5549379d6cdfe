// FoldRender's GIF encoder against ffmpeg's palettegen + paletteuse on the same 60 frames, both
// read from one raw file on tmpfs: the time of each (FoldKit on 1 thread and on all cores, ffmpeg
// on one; median of `GIFConfig.rounds` interleaved rounds), the size of each GIF, and its PSNR,
// decoded back by ffmpeg, against the original frames.

import FoldCore
import FoldMedia
import FoldRender
import Foundation

enum GIFConfig {
    /// 60 frames of a one-second animation at 60 fps, 1170 × 2532 (390 × 844 pt at 3×).
    static let frames = 60
    static let fps = 60.0
    static let width = RenderConfig.screenWidth, height = RenderConfig.screenHeight
    /// Interleaved rounds (each runs FoldKit on 1 thread, FoldKit on all cores and ffmpeg once);
    /// the median and min–max are reported. `FOLDKIT_BENCH_GIF_ROUNDS` overrides it.
    static var rounds: Int {
        max(1, Int(ProcessInfo.processInfo.environment["FOLDKIT_BENCH_GIF_ROUNDS"] ?? "") ?? 5)
    }
    /// Goals: ffmpeg time ÷ FoldKit time on 1 thread ≥ 1; FoldKit PSNR − ffmpeg PSNR ≥ 0 dB;
    /// FoldKit bytes ÷ ffmpeg bytes ≤ 1.1.
    static let goalSpeedup1t = 1.0, goalPSNRDelta = 0.0, goalBytesRatio = 1.1
    /// ffmpeg, made to do what FoldKit does where the two can agree: 256 colours in the palette
    /// (none reserved for transparency; FoldKit keeps one entry for its frame differencing's
    /// unchanged pixels, so it has 255), Floyd–Steinberg error diffusion,
    /// every pixel of every frame dithered (diff_mode=none); its palette from a histogram of all
    /// frames (stats_mode=full), its GIF muxer's defaults (each frame cropped to the rectangle that
    /// changed, unchanged pixels in it made transparent). One thread.
    static let ffmpegFilter = "[0:v]split[a][b];[a]palettegen=max_colors=256:reserve_transparent=0:stats_mode=full[p];"
        + "[b][p]paletteuse=dither=floyd_steinberg:diff_mode=none"
    /// FoldKit's side: the defaults (one palette of 255 from up to 16 frames sampled evenly and
    /// the entry for unchanged pixels, Floyd–Steinberg, serpentine, frame differencing) except `minimumDelay: 1`, so that all 60 frames are kept as
    /// ffmpeg keeps them.
    static func options(threads: Int) -> GIFEncoder.Options { GIFEncoder.Options(minimumDelay: 1, threads: threads) }
}

struct GIFResults {
    var rounds = 0, layers = 0, threads = 1
    /// Seconds per run, one value per round.
    var fold1tSeconds: [Double] = [], foldMTSeconds: [Double] = [], ffmpegSeconds: [Double] = []
    var foldPSNR = 0.0, ffmpegPSNR = 0.0
    var foldBytes = 0, ffmpegBytes = 0
    var foldFrames = 0, ffmpegFrames = 0
    var ffmpegVersion = ""
    /// Where both sides read the raw frames from.
    var rawPath = ""

    /// ffmpeg time ÷ FoldKit time, per round.
    var speedup1t: Spread { Spread.ratio(ffmpegSeconds, fold1tSeconds) }
    var speedupMT: Spread { Spread.ratio(ffmpegSeconds, foldMTSeconds) }
    /// FoldKit PSNR − ffmpeg PSNR, dB.
    var psnrDelta: Double { foldPSNR - ffmpegPSNR }
    /// FoldKit's GIF size ÷ ffmpeg's.
    var bytesRatio: Double { Double(foldBytes) / Double(ffmpegBytes) }

    /// The JSON fields. `gif_speedup` and `gif_seconds_foldkit` keep their old meaning (FoldKit on
    /// all cores), now medians.
    var jsonFields: [(String, Double)] {
        speedup1t.fields("gif_speedup_1t") + speedupMT.fields("gif_speedup_mt") + [
            ("gif_speedup", speedupMT.median), ("gif_psnr_delta", psnrDelta), ("gif_bytes_ratio", bytesRatio),
            ("gif_seconds_foldkit", Spread(foldMTSeconds).median), ("gif_seconds_foldkit_1t", Spread(fold1tSeconds).median),
            ("gif_seconds_ffmpeg", Spread(ffmpegSeconds).median),
            ("gif_psnr_foldkit", foldPSNR), ("gif_psnr_ffmpeg", ffmpegPSNR),
            ("gif_bytes_foldkit", Double(foldBytes)), ("gif_bytes_ffmpeg", Double(ffmpegBytes)),
        ]
    }
}

// MARK: - ffmpeg

/// The `ffmpeg` executable on PATH, or nil.
func findFFmpeg() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/ffmpeg"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Writes every byte of `frames`' pixels to `fd`, then closes it. False if the reader went away.
func writeFrames(_ frames: [Bitmap], to fd: Int32) -> Bool {
    defer { close(fd) }
    for frame in frames {
        let ok = frame.pixels.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        if !ok { return false }
    }
    return true
}

/// A pipe whose `keep` end (0 read, 1 write) is close-on-exec, so that a child gets only the
/// other end, as its stdin or stdout.
func makePipe(keep: Int) -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    require(pipe(&fds) == 0, "pipe: errno \(errno)")
    _ = fcntl(fds[keep], F_SETFD, FD_CLOEXEC)
    return (fds[0], fds[1])
}

/// Starts ffmpeg with `arguments`, its stdin or stdout the given descriptor (closed here once the
/// child has it); its stderr is ours.
func runFFmpeg(_ ffmpeg: String, _ arguments: [String], stdin: Int32? = nil, stdout: Int32? = nil) -> Process {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: ffmpeg)
    p.arguments = arguments
    if let stdin { p.standardInput = FileHandle(fileDescriptor: stdin, closeOnDealloc: false) }
    if let stdout { p.standardOutput = FileHandle(fileDescriptor: stdout, closeOnDealloc: false) }
    do { try p.run() } catch { fail("cannot run \(ffmpeg): \(error)") }
    if let stdin { close(stdin) }
    if let stdout { close(stdout) }
    return p
}

/// Reads into `raw` until it is full or the input ends: the bytes read.
func readFully(_ fd: Int32, _ raw: UnsafeMutableRawBufferPointer) -> Int {
    var offset = 0
    while offset < raw.count {
        let n = read(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        offset += n
    }
    return offset
}

final class Flag: @unchecked Sendable {
    var value = false
}

struct GIFBench {
    let ffmpeg: String
    /// Where the raw frames and the GIFs go: tmpfs (/dev/shm) when there is one.
    let directory: URL
    var log: (String) -> Void = { _ in }
    let threads = ProcessInfo.processInfo.activeProcessorCount

    var rawURL: URL { directory.appendingPathComponent("frames.rgba") }
    var foldURL: URL { directory.appendingPathComponent("foldkit.gif") }
    var ffmpegURL: URL { directory.appendingPathComponent("ffmpeg.gif") }
    static let frameBytes = GIFConfig.width * GIFConfig.height * 4

    /// FoldKit end to end on `threads` threads: the raw frames read from the file as the encoder
    /// asks for them (as ffmpeg reads them), to a GIF file. Seconds.
    func timeFoldKit(threads: Int) -> Double {
        let t0 = nowNs()
        let fd = open(rawURL.path, O_RDONLY)
        require(fd >= 0, "cannot open \(rawURL.path)")
        defer { close(fd) }
        do {
            try GIFEncoder.write(
                frameCount: GIFConfig.frames, to: foldURL, fps: GIFConfig.fps, options: GIFConfig.options(threads: threads)
            ) { i in
                var pixels = [UInt32](repeating: 0, count: GIFConfig.width * GIFConfig.height)
                let got = pixels.withUnsafeMutableBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let n = pread(fd, raw.baseAddress! + offset, raw.count - offset, off_t(i * Self.frameBytes + offset))
                        if n < 0 && errno == EINTR { continue }
                        if n <= 0 { break }
                        offset += n
                    }
                    return offset
                }
                require(got == Self.frameBytes, "frame \(i) of \(rawURL.path) is short (\(got) bytes)")
                return Bitmap(width: GIFConfig.width, height: GIFConfig.height, pixels: pixels)!
            }
        } catch { fail("GIFEncoder.write: \(error)") }
        return Double(nowNs() - t0) / 1e9
    }

    var ffmpegArguments: [String] {
        [
            "-y", "-loglevel", "error", "-threads", "1", "-filter_threads", "1", "-filter_complex_threads", "1",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(GIFConfig.width)x\(GIFConfig.height)",
            "-r", "\(Int(GIFConfig.fps))", "-i", rawURL.path,
            "-filter_complex", GIFConfig.ffmpegFilter, ffmpegURL.path,
        ]
    }

    /// The whole ffmpeg process, from launch to exit, reading the raw frames from the same file.
    /// Seconds.
    func timeFFmpeg() -> Double {
        let t0 = nowNs()
        let p = runFFmpeg(ffmpeg, ffmpegArguments)
        p.waitUntilExit()
        let t1 = nowNs()
        require(p.terminationStatus == 0, "ffmpeg (palettegen + paletteuse) exited with \(p.terminationStatus)")
        return Double(t1 - t0) / 1e9
    }

    /// Decodes `gif` with ffmpeg to raw RGBA, one frame at a time, and compares each with the
    /// original: frames decoded, and PSNR over all of them (RGB, from the mean squared error).
    func decode(_ gif: URL, against frames: [Bitmap]) -> (frames: Int, psnr: Double) {
        let args = [
            "-loglevel", "error", "-i", gif.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
        ]
        let (fd, output) = makePipe(keep: 0)
        defer { close(fd) }
        let p = runFFmpeg(ffmpeg, args, stdout: output)
        let count = GIFConfig.width * GIFConfig.height
        var decoded = 0, squaredError = 0.0
        while true {
            var pixels = [UInt32](repeating: 0, count: count)
            let got = pixels.withUnsafeMutableBytes { readFully(fd, $0) }
            if got == 0 { break }
            require(got == count * 4, "\(gif.lastPathComponent) decoded to a partial frame (\(got) bytes)")
            if decoded < frames.count {
                let b = Bitmap(width: GIFConfig.width, height: GIFConfig.height, pixels: pixels)!
                squaredError += ImageMetrics.meanSquaredError(frames[decoded], b)
            }
            decoded += 1
        }
        p.waitUntilExit()
        require(p.terminationStatus == 0, "ffmpeg could not decode \(gif.path)")
        let n = min(decoded, frames.count)
        return (decoded, ImageMetrics.psnr(meanSquaredError: n == 0 ? .infinity : squaredError / Double(n)))
    }

    func run(dumpDirectory: String?) -> GIFResults {
        var r = GIFResults()
        r.rounds = GIFConfig.rounds
        r.threads = threads
        r.ffmpegVersion = ffmpegVersion()
        r.rawPath = rawURL.path
        let animation = FoldingCellAnimation()
        let t0 = nowNs()
        let (frames, layers) = animation.render()
        r.layers = layers
        let raw = open(rawURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        require(raw >= 0 && writeFrames(frames, to: raw), "cannot write \(rawURL.path)")
        log("  gif: rendered \(frames.count) frames of \(GIFConfig.width)×\(GIFConfig.height) (\(layers) layers each) "
            + "in \(fixed(Double(nowNs() - t0) / 1e9, 1)) s and wrote them to \(rawURL.path) (not timed); \(r.ffmpegVersion)")

        var foldBytes: [Int] = []
        let fileSize = { (url: URL) in ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0 }
        for round in 0..<r.rounds {
            // The three runs of a round in an order that reverses every other round.
            var sides: [(Int, () -> Double)] = [(0, { timeFoldKit(threads: 1) }), (1, { timeFoldKit(threads: threads) }), (2, timeFFmpeg)]
            if round % 2 == 1 { sides.reverse() }
            var seconds = [0.0, 0.0, 0.0]
            for (i, side) in sides {
                seconds[i] = side()
                if i < 2 { foldBytes.append(fileSize(foldURL)) }
            }
            r.fold1tSeconds.append(seconds[0])
            r.foldMTSeconds.append(seconds[1])
            r.ffmpegSeconds.append(seconds[2])
            log("  gif round \(round + 1)/\(r.rounds): FoldKit \(fixed(seconds[0], 2)) s on 1 thread, "
                + "\(fixed(seconds[1], 2)) s on \(threads); ffmpeg \(fixed(seconds[2], 2)) s")
        }
        // Same options but the thread count: the same bytes every time.
        require(Set(foldBytes).count == 1, "FoldKit's GIF size changed between runs: \(foldBytes)")

        r.foldBytes = fileSize(foldURL)
        r.ffmpegBytes = fileSize(ffmpegURL)
        (r.foldFrames, r.foldPSNR) = decode(foldURL, against: frames)
        (r.ffmpegFrames, r.ffmpegPSNR) = decode(ffmpegURL, against: frames)
        log("  gif: FoldKit's GIF decodes to \(r.foldFrames) frames, \(grouped(Double(r.foldBytes))) bytes, "
            + "PSNR \(fixed(r.foldPSNR, 2)) dB; ffmpeg's to \(r.ffmpegFrames) frames, "
            + "\(grouped(Double(r.ffmpegBytes))) bytes, PSNR \(fixed(r.ffmpegPSNR, 2)) dB")
        require(r.foldFrames == frames.count, "FoldKit's GIF holds \(r.foldFrames) frames, not \(frames.count)")
        require(r.ffmpegFrames == frames.count, "ffmpeg's GIF holds \(r.ffmpegFrames) frames, not \(frames.count)")

        if let dir = dumpDirectory {
            for url in [foldURL, ffmpegURL] {
                let to = URL(fileURLWithPath: dir).appendingPathComponent(url.lastPathComponent)
                try? FileManager.default.removeItem(at: to)
                do { try FileManager.default.copyItem(at: url, to: to) } catch { fail("cannot write \(to.path): \(error)") }
                log("  wrote \(to.path)")
            }
        }
        return r
    }

    func ffmpegVersion() -> String {
        let (fd, output) = makePipe(keep: 0)
        defer { close(fd) }
        let p = runFFmpeg(ffmpeg, ["-version"], stdout: output)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { readFully(fd, $0) }
        let data = buffer.prefix(n)
        p.waitUntilExit()
        let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? ""
        return first.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// `--profile gif`: FoldKit's side alone (all cores; FOLDKIT_BENCH_GIF_THREADS to change),
    /// encoding the frames to memory again and again.
    static func profile(seconds: Double) {
        let (frames, _) = FoldingCellAnimation().render()
        let threads = Int(ProcessInfo.processInfo.environment["FOLDKIT_BENCH_GIF_THREADS"] ?? "")
            ?? ProcessInfo.processInfo.activeProcessorCount
        var best = Double.infinity, runs = 0, bytes = 0
        let start = nowNs()
        while runs == 0 || Double(nowNs() - start) < seconds * 1e9 {
            let t0 = nowNs()
            do {
                bytes = try GIFEncoder.encode(frames, fps: GIFConfig.fps, options: GIFConfig.options(threads: threads)).count
            } catch { fail("GIFEncoder.encode: \(error)") }
            best = min(best, Double(nowNs() - t0))
            runs += 1
        }
        print("gif: \(runs) runs, best \(fixed(best / 1e6, 3)) ms (\(frames.count) frames, \(bytes) bytes, \(threads) threads)")
    }
}

/// Runs the GIF comparison, or explains why not (nil: no ffmpeg).
func runGIFBench(dumpDirectory: String?, log: @escaping (String) -> Void) -> GIFResults? {
    signal(SIGPIPE, SIG_IGN)  // a write to an ffmpeg that has died fails with EPIPE instead
    guard let ffmpeg = findFFmpeg() else {
        log("  gif: ffmpeg is not on PATH, so the GIF encoder comparison is skipped "
            + "(no gif_* keys); install it, e.g. apt-get install ffmpeg")
        return nil
    }
    // tmpfs, so that neither side waits on a disk for the 711 MB of raw frames or the GIFs.
    let shm = URL(fileURLWithPath: "/dev/shm")
    var isDirectory: ObjCBool = false
    let base = FileManager.default.fileExists(atPath: shm.path, isDirectory: &isDirectory) && isDirectory.boolValue
        && FileManager.default.isWritableFile(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
    let dir = base.appendingPathComponent("foldkit-bench-gif-\(ProcessInfo.processInfo.processIdentifier)")
    do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
        fail("cannot create \(dir.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    var bench = GIFBench(ffmpeg: ffmpeg, directory: dir)
    bench.log = log
    return bench.run(dumpDirectory: dumpDirectory)
}
