// FoldRender's GIF encoder against ffmpeg's palettegen + paletteuse on the same 60 frames: the
// time of each (best of `GIFConfig.rounds` interleaved runs) and the PSNR of each GIF, decoded
// back by ffmpeg, against the original frames.

import FoldCore
import FoldRender
import Foundation

enum GIFConfig {
    /// 60 frames of a one-second animation at 60 fps, 1170 × 2532 (390 × 844 pt at 3×).
    static let frames = 60
    static let fps = 60.0
    static let width = RenderConfig.screenWidth, height = RenderConfig.screenHeight
    /// Interleaved runs per side; the best (minimum) time of each is kept. 2, not 3: ffmpeg takes
    /// 1–2 minutes a run on the 2-vCPU machine. `FOLDKIT_BENCH_GIF_ROUNDS` overrides it.
    static var rounds: Int {
        max(1, Int(ProcessInfo.processInfo.environment["FOLDKIT_BENCH_GIF_ROUNDS"] ?? "") ?? 2)
    }
    /// Goals: ffmpeg time ÷ FoldKit time ≥ 1; FoldKit PSNR − ffmpeg PSNR ≥ 0 dB.
    static let goalSpeedup = 1.0, goalPSNRDelta = 0.0
    /// ffmpeg's defaults throughout: palettegen max_colors=256 (reserve_transparent=1),
    /// stats_mode=full; paletteuse dither=sierra2_4a, diff_mode=none.
    static let ffmpegFilter = "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse"
    /// FoldKit's side: the defaults (one palette sampled from the frames, Floyd–Steinberg,
    /// 256 colours) except `minimumDelay: 1`, so that all 60 frames are kept as ffmpeg keeps them.
    static let options = GIFEncoder.Options(minimumDelay: 1)
}

struct GIFResults {
    var rounds = 0, layers = 0
    var foldSeconds = 0.0, ffmpegSeconds = 0.0
    var foldPSNR = 0.0, ffmpegPSNR = 0.0
    var foldBytes = 0, ffmpegBytes = 0
    var foldFrames = 0, ffmpegFrames = 0
    var ffmpegVersion = ""

    /// ffmpeg time ÷ FoldKit time.
    var speedup: Double { ffmpegSeconds / foldSeconds }
    /// FoldKit PSNR − ffmpeg PSNR, dB.
    var psnrDelta: Double { foldPSNR - ffmpegPSNR }
}

// MARK: - The animation

/// One second of a folding-cell list at 60 fps, drawn by FoldRender's `Compositor`: a gradient
/// background whose axis turns and whose middle stop slides, two soft discs (stacks of
/// translucent circles) drifting behind the list, cards with soft shadows (stacked translucent
/// rounded rects), thumbnails and text-like bars scrolling up, the second card unfolding from
/// nearly folded to flat as 4 panels under perspective, a translucent sheet sliding up, and the
/// navigation bar on top. Opaque.
struct FoldingCellAnimation {
    let images: [String: Bitmap]
    init() { images = FoldingCellScene().images }

    typealias S = FoldingCellScene

    func tree(frame i: Int) -> RenderTree {
        let t = Double(i) / Double(GIFConfig.frames - 1)
        let u = t * t * (3 - 2 * t)  // smoothstep
        let w = S.width, h = S.height
        var layers: [LayerSnapshot] = []

        // The background: a three-stop gradient turning about the centre.
        var g = LayerProperties()
        g.bounds = Rect(x: 0, y: 0, width: w, height: h)
        g.position = Point(x: w / 2, y: h / 2)
        let angle = 0.35 + 1.2 * t
        g.startPoint = Point(x: 0.5 - 0.5 * sin(angle), y: 0.5 - 0.5 * cos(angle))
        g.endPoint = Point(x: 0.5 + 0.5 * sin(angle), y: 0.5 + 0.5 * cos(angle))
        g.colors = [
            Color(red: 0.96, green: 0.86 + 0.06 * t, blue: 0.80),
            Color(red: 0.78, green: 0.84, blue: 0.97 - 0.05 * t),
            Color(red: 0.70 + 0.1 * t, green: 0.92, blue: 0.86),
        ]
        g.locations = [0, 0.35 + 0.3 * t, 1]
        layers.append(LayerSnapshot(name: "background", kind: .gradient, properties: g))

        // Two soft discs drifting.
        func disc(_ name: String, cx: Double, cy: Double, radius: Double, color: Color) {
            for k in 0..<5 {
                let r = radius * (1 - 0.16 * Double(k))
                layers.append(S.rect(
                    "\(name)\(k)", Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r),
                    color: Color(red: color.red, green: color.green, blue: color.blue, alpha: 0.16), radius: r))
            }
        }
        disc("discA", cx: 60 + 260 * t, cy: 260 + 180 * sin(.pi * t), radius: 120,
             color: Color(red: 1.0, green: 0.55, blue: 0.25))
        disc("discB", cx: 340 - 220 * u, cy: 760 - 260 * t, radius: 95, color: Color(red: 0.25, green: 0.45, blue: 1.0))

        // The list scrolls up 60 pt while the second card unfolds.
        let signs = [0.0, -1, 1, -1]
        var y = 110 - 60 * u
        func shadow(top: Double, height: Double) {
            for k in 1...3 {
                let d = 2 * Double(k)
                layers.append(S.rect(
                    "shadow", Rect(x: S.cardX - d, y: top - d + 0.75 * d, width: S.cardWidth + 2 * d, height: height + 2 * d),
                    color: Color(red: 0, green: 0, blue: 0.1, alpha: 0.07 - 0.015 * Double(k)), radius: 10 + d))
            }
        }
        for c in 0..<6 {
            if c == S.unfoldingIndex {
                var hinge = y
                for k in 0..<signs.count {
                    let panel = S.panel(k, angle: signs[k] * 1.45 * (1 - u), top: hinge)
                    layers.append(panel)
                    hinge = panel.properties.transformToSuperlayer.apply(
                        to: Point(x: S.cardWidth / 2, y: S.cardHeight)).y
                }
                y = hinge + S.gap
            } else {
                shadow(top: y, height: S.cardHeight)
                layers.append(S.card(c, top: y))
                y += S.cardHeight + S.gap
            }
        }

        // A translucent sheet sliding up from the bottom, with a grabber and text-like bars.
        let sheetTop = h - 40 - 240 * u
        var sheet = LayerProperties()
        sheet.bounds = Rect(x: 0, y: 0, width: w, height: 320)
        sheet.position = Point(x: w / 2, y: sheetTop + 160)
        sheet.backgroundColor = Color(red: 0.98, green: 0.98, blue: 1.0, alpha: 0.72)
        sheet.cornerRadius = 22
        let dark = Color(red: 0.15, green: 0.15, blue: 0.2), grey = Color(red: 0.55, green: 0.55, blue: 0.6)
        let sheetLayers = [
            S.rect("grabber", Rect(x: w / 2 - 18, y: 8, width: 36, height: 5), color: grey, radius: 2.5),
            S.rect("heading", Rect(x: 20, y: 30, width: 180, height: 18), color: dark, radius: 4),
            S.rect("line1", Rect(x: 20, y: 62, width: 320, height: 11), color: grey, radius: 3),
            S.rect("line2", Rect(x: 20, y: 82, width: 280, height: 11), color: grey, radius: 3),
            S.rect("button", Rect(x: 20, y: 110, width: 350, height: 44),
                   color: Color(red: 0.0, green: 0.48, blue: 1.0), radius: 12),
        ]
        layers.append(LayerSnapshot(name: "sheet", kind: .layer, properties: sheet, sublayers: sheetLayers))
        layers.append(S.navigationBar())
        return RenderTree(
            size: Size(width: w, height: h), scale: S.scale, background: Color(red: 0.93, green: 0.93, blue: 0.95),
            layers: layers)
    }

    /// All frames, rendered on all cores.
    func render() -> (frames: [Bitmap], layers: Int) {
        let compositor = Compositor(images: images)
        var frames: [Bitmap] = []
        frames.reserveCapacity(GIFConfig.frames)
        for i in 0..<GIFConfig.frames {
            let tree = tree(frame: i)
            require(tree.pixelWidth == GIFConfig.width && tree.pixelHeight == GIFConfig.height,
                    "the GIF frame is \(tree.pixelWidth) × \(tree.pixelHeight)")
            let frame = compositor.render(tree)
            require(frame.pixels.allSatisfy { $0 >> 24 == 0xFF }, "GIF frame \(i) is not opaque")
            frames.append(frame)
        }
        return (frames, LayerSnapshot.all(in: tree(frame: 0).layers).count)
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
    let directory: URL
    var log: (String) -> Void = { _ in }

    var foldURL: URL { directory.appendingPathComponent("foldkit.gif") }
    var ffmpegURL: URL { directory.appendingPathComponent("ffmpeg.gif") }

    /// FoldKit end to end: the frames to a GIF file. Seconds.
    func timeFoldKit(_ frames: [Bitmap]) -> Double {
        let t0 = nowNs()
        do {
            try GIFEncoder.write(frames, to: foldURL, fps: GIFConfig.fps, options: GIFConfig.options)
        } catch { fail("GIFEncoder.write: \(error)") }
        return Double(nowNs() - t0) / 1e9
    }

    /// The whole ffmpeg process, from launch to exit, reading the raw frames from a pipe that a
    /// second thread fills from the frames already in memory. Seconds.
    func timeFFmpeg(_ frames: [Bitmap]) -> Double {
        let args = [
            "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
            "-s", "\(GIFConfig.width)x\(GIFConfig.height)", "-r", "\(Int(GIFConfig.fps))", "-i", "-",
            "-filter_complex", GIFConfig.ffmpegFilter, ffmpegURL.path,
        ]
        let (input, output) = makePipe(keep: 1)
        let t0 = nowNs()
        let p = runFFmpeg(ffmpeg, args, stdin: input)
        let written = DispatchSemaphore(value: 0)
        let wroteAll = Flag()
        Thread.detachNewThread {
            wroteAll.value = writeFrames(frames, to: output)
            written.signal()
        }
        p.waitUntilExit()
        let t1 = nowNs()
        written.wait()
        require(p.terminationStatus == 0, "ffmpeg (palettegen + paletteuse) exited with \(p.terminationStatus)")
        require(wroteAll.value, "ffmpeg stopped reading its input")
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
        r.ffmpegVersion = ffmpegVersion()
        let animation = FoldingCellAnimation()
        let t0 = nowNs()
        let (frames, layers) = animation.render()
        r.layers = layers
        log("  gif: rendered \(frames.count) frames of \(GIFConfig.width)×\(GIFConfig.height) (\(layers) layers each) "
            + "in \(fixed(Double(nowNs() - t0) / 1e9, 1)) s (not timed); \(r.ffmpegVersion)")

        var fold = Double.infinity, ff = Double.infinity
        for round in 0..<r.rounds {
            let foldFirst = round % 2 == 0
            let a = foldFirst ? timeFoldKit(frames) : timeFFmpeg(frames)
            let b = foldFirst ? timeFFmpeg(frames) : timeFoldKit(frames)
            let (f, m) = foldFirst ? (a, b) : (b, a)
            fold = min(fold, f)
            ff = min(ff, m)
            log("  gif round \(round + 1)/\(r.rounds): FoldKit \(fixed(f, 2)) s, ffmpeg \(fixed(m, 2)) s")
        }
        (r.foldSeconds, r.ffmpegSeconds) = (fold, ff)

        let fileSize = { (url: URL) in ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0 }
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

    /// `--profile gif`: FoldKit's side alone, encoding the frames to memory again and again.
    static func profile(seconds: Double) {
        let (frames, _) = FoldingCellAnimation().render()
        var best = Double.infinity, runs = 0, bytes = 0
        let start = nowNs()
        while runs == 0 || Double(nowNs() - start) < seconds * 1e9 {
            let t0 = nowNs()
            do {
                bytes = try GIFEncoder.encode(frames, fps: GIFConfig.fps, options: GIFConfig.options).count
            } catch { fail("GIFEncoder.encode: \(error)") }
            best = min(best, Double(nowNs() - t0))
            runs += 1
        }
        print("gif: \(runs) runs, best \(fixed(best / 1e6, 3)) ms (\(frames.count) frames, \(bytes) bytes)")
    }
}

/// Runs the GIF comparison, or explains why not (nil: no ffmpeg).
func runGIFBench(dumpDirectory: String?, log: @escaping (String) -> Void) -> GIFResults? {
    signal(SIGPIPE, SIG_IGN)  // a write to an ffmpeg that has died fails with EPIPE instead
    guard let ffmpeg = findFFmpeg() else {
        log("  gif: ffmpeg is not on PATH, so the GIF encoder comparison is skipped "
            + "(no gif_speedup or gif_psnr_delta); install it, e.g. apt-get install ffmpeg")
        return nil
    }
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("foldkit-bench-gif-\(ProcessInfo.processInfo.processIdentifier)")
    do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
        fail("cannot create \(dir.path): \(error)")
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    var bench = GIFBench(ffmpeg: ffmpeg, directory: dir)
    bench.log = log
    return bench.run(dumpDirectory: dumpDirectory)
}

// MARK: - Report

func printGIFTable(_ r: GIFResults?) {
    guard let r else {
        print("foldkit-bench: GIF encoder vs ffmpeg skipped: ffmpeg is not on PATH.")
        return
    }
    print("foldkit-bench: FoldRender's GIF encoder vs ffmpeg (\(r.ffmpegVersion)), best of \(r.rounds) interleaved runs")
    print("  \(GIFConfig.frames) opaque frames of \(GIFConfig.width)×\(GIFConfig.height) at \(Int(GIFConfig.fps)) fps, "
        + "a folding-cell list animating (\(r.layers) layers a frame), rendered by Compositor beforehand")
    print("  FoldKit: GIFEncoder.write, defaults (shared palette of 256 sampled from 16 frames, Floyd–Steinberg) "
        + "but minimumDelay 1; \(grouped(Double(r.foldBytes))) bytes")
    print("  ffmpeg: raw RGBA on stdin, \"\(GIFConfig.ffmpegFilter)\" with the filters' defaults "
        + "(palettegen stats_mode=full, 256 colours; paletteuse dither=sierra2_4a); whole process timed; "
        + "\(grouped(Double(r.ffmpegBytes))) bytes")
    print("  PSNR: each GIF decoded back by ffmpeg (\(r.foldFrames) and \(r.ffmpegFrames) frames) against the "
        + "originals, RGB over all frames")
    print()
    func pass(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    printTable([
        ["benchmark", "FoldKit", "peer", "ratio", "goal", "result"],
        [
            "GIF encode, \(GIFConfig.frames) frames", fixed(r.foldSeconds, 2) + " s",
            "ffmpeg " + fixed(r.ffmpegSeconds, 2) + " s", fixed(r.speedup, 2),
            "≥ \(fixed(GIFConfig.goalSpeedup, 0))", pass(r.speedup >= GIFConfig.goalSpeedup),
        ],
        [
            "GIF PSNR", fixed(r.foldPSNR, 2) + " dB", "ffmpeg " + fixed(r.ffmpegPSNR, 2) + " dB",
            (r.psnrDelta >= 0 ? "+" : "") + fixed(r.psnrDelta, 2) + " dB",
            "≥ \(fixed(GIFConfig.goalPSNRDelta, 0)) dB", pass(r.psnrDelta >= GIFConfig.goalPSNRDelta),
        ],
    ])
    print()
    print("ratio: ffmpeg time ÷ FoldKit time for the encode; FoldKit PSNR − ffmpeg PSNR for the PSNR.")
}
