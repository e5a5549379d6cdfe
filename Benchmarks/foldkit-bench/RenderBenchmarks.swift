// FoldRender's compositor against pixman (issue "Compositor" §3), and a full folding-cell frame
// against a memcpy of the framebuffer. Every figure is the median of `RenderConfig.rounds`
// interleaved measurements on a monotonic clock, reported with its spread over the rounds.

import CPixman
import FoldCore
import FoldRender
import Foundation

enum RenderConfig {
    /// Interleaved rounds; the median (and the min–max) over them is reported.
    static let rounds = 7
    /// Seconds per measurement (each side repeats its operation about this long).
    static let targetSeconds = 0.2
    /// The perspective and blit source: a 1170 × 1260 photo-like image.
    static let photoWidth = 1170, photoHeight = 1260
    /// The destination: an iPhone 13/14 screen in pixels (390 × 844 points at 3×).
    static let screenWidth = 1170, screenHeight = 2532
    /// Goals: pixman time ÷ FoldKit time for the perspective scenes and the blit, frame time ÷
    /// memcpy time for the frame. Rotation about x (w constant along rows) ≥ 6 on 1 thread, ≥ 10
    /// on all cores; rotation about y and the general map (a divide per pixel) ≥ 4 on 1 thread.
    static let goalPerspective1t = 6.0, goalPerspectiveMT = 10.0, goalPerspectiveDivide1t = 4.0
    static let goalBlit = 1.0, goalFrameOverMemcpy = 8.0
    /// The interior comparison of the perspective outputs: mean absolute difference per channel.
    static let maxInteriorDifference = 3.0
}

// MARK: - Test images

/// xorshift64*: deterministic noise for the synthetic images.
struct XorShift {
    var state: UInt64
    init(_ seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// A detailed, opaque, photo-like image: smooth gradients and waves, per-pixel noise (±24),
/// and a 12-pixel checkerboard region (hard edges), premultiplied (alpha 255).
func syntheticPhoto(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var rng = XorShift(seed)
    var pixels = [UInt32](repeating: 0, count: width * height)
    let phase = Double(seed % 17) / 17 * 6.28
    let cx0 = width * 55 / 100, cx1 = width * 90 / 100, cy0 = height * 12 / 100, cy1 = height * 42 / 100
    for y in 0..<height {
        let fy = Double(y) / Double(max(1, height - 1))
        for x in 0..<width {
            let fx = Double(x) / Double(max(1, width - 1))
            var r = 40 + 170 * fx + 30 * sin(fy * 9 + fx * 4 + phase)
            var g = 60 + 120 * fy + 25 * sin(fx * 23 + phase)
            var b = 200 - 150 * fx * fy + 20 * cos((fx - fy) * 17)
            if x >= cx0 && x < cx1 && y >= cy0 && y < cy1 {
                let light = ((x - cx0) / 12 + (y - cy0) / 12) & 1 == 0
                (r, g, b) = light ? (235, 228, 210) : (30, 36, 52)
            }
            let n = rng.next()
            func byte(_ v: Double, _ shift: UInt64) -> UInt32 {
                let noise = Double(Int((n >> shift) & 0x3F)) * 0.75 - 24
                return UInt32(max(0, min(255, (v + noise).rounded())))
            }
            pixels[y * width + x] = byte(r, 0) | byte(g, 8) << 8 | byte(b, 16) << 16 | 0xFF00_0000
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)!
}

// MARK: - pixman

/// A pixman image over pixels it owns, in PIXMAN_a8b8g8r8: bytes R, G, B, A in memory on a
/// little-endian machine, the same layout as `Bitmap`; or PIXMAN_x8b8g8r8, the same bytes with
/// the alpha byte declared unused (opaque), for a source known to be opaque.
final class PixmanSurface {
    let width: Int, height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    let image: OpaquePointer

    init(width: Int, height: Int, pixels source: [UInt32], format: pixman_format_code_t = PIXMAN_a8b8g8r8) {
        precondition(source.count == width * height)
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(from: source, count: source.count)
        image = pixman_image_create_bits(format, Int32(width), Int32(height), pixels, Int32(width * 4))!
    }

    deinit {
        pixman_image_unref(image)
        pixels.deallocate()
    }

    func set(_ source: [UInt32]) { pixels.update(from: source, count: width * height) }
    var array: [UInt32] { Array(UnsafeBufferPointer(start: pixels, count: width * height)) }
}

// MARK: - Geometry of the perspective layer

/// A 3 × 3 matrix for row vectors, `[x y 1] · H = [X Y W]`, as FoldCore's transforms use.
struct PlaneMap {
    var m: [[Double]]

    /// The map of a layer's z = 0 plane (its bounds' coordinates) to the canvas: rows and
    /// columns 1, 2 and 4 of `transformToSuperlayer`.
    init(_ t: CATransform3D) {
        m = [[t.m11, t.m12, t.m14], [t.m21, t.m22, t.m24], [t.m41, t.m42, t.m44]]
    }

    init(m: [[Double]]) { self.m = m }

    var inverse: PlaneMap {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2])
        let (d, e, f) = (m[1][0], m[1][1], m[1][2])
        let (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        let k = 1 / det
        return PlaneMap(m: [
            [(e * i - f * h) * k, -(b * i - c * h) * k, (b * f - c * e) * k],
            [-(d * i - f * g) * k, (a * i - c * g) * k, -(a * f - c * d) * k],
            [(d * h - e * g) * k, -(a * h - b * g) * k, (a * e - b * d) * k],
        ])
    }

    /// (X/W, Y/W) and W.
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        let X = x * m[0][0] + y * m[1][0] + m[2][0]
        let Y = x * m[0][1] + y * m[1][1] + m[2][1]
        let W = x * m[0][2] + y * m[1][2] + m[2][2]
        return (X / W, Y / W, W)
    }

    /// pixman's form of the same map, for a `width` × `height` destination: column vectors (the
    /// transpose), in 16.16 fixed point. A projective map is defined up to scale; pixman's
    /// per-pixel fetch keeps (u·w, v·w, w) in 16.16 (each under 32768 in magnitude), so the
    /// matrix is scaled to keep the largest of them over the destination (at a corner, since they
    /// are linear) at most 30000. Among scales from half that limit to the limit, the one whose
    /// entries round to 16.16 most exactly is taken: the small perspective terms then lose
    /// almost nothing (about 1e-4 texel here, against 0.2–0.3 texel at the plain limit).
    /// nil if pixman refuses it or the destination reaches behind the eye.
    func pixmanTransform(width: Int, height: Int) -> pixman_transform_t? {
        var largest = 0.0
        for (x, y) in [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))] {
            let X = x * m[0][0] + y * m[1][0] + m[2][0]
            let Y = x * m[0][1] + y * m[1][1] + m[2][1]
            let W = x * m[0][2] + y * m[1][2] + m[2][2]
            guard W > 0 else { return nil }
            largest = max(largest, abs(X), abs(Y), W)
        }
        let limit = 30000 / largest
        func roundingError(_ s: Double) -> Double {
            m.joined().reduce(0) { worst, e in
                let fixed = e * s * 65536
                return abs(fixed) < 0.5 ? worst : max(worst, abs(fixed.rounded() - fixed) / abs(fixed))
            }
        }
        let s = (0..<4096).map { limit * (1 - Double($0) / 8192) }.min { roundingError($0) < roundingError($1) }!
        guard m.joined().allSatisfy({ abs($0 * s) < 32767 }) else { return nil }
        var f = pixman_f_transform()
        withUnsafeMutableBytes(of: &f.m) { raw in
            let d = raw.bindMemory(to: Double.self)
            for row in 0..<3 {
                for col in 0..<3 { d[row * 3 + col] = m[col][row] * s }
            }
        }
        var t = pixman_transform_t()
        guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { return nil }
        return t
    }
}

// MARK: - Measurement

/// A bitmap the timed closures draw into in place.
final class Canvas {
    var bitmap: Bitmap
    init(_ bitmap: Bitmap) { self.bitmap = bitmap }
}

// MARK: - The benchmarks

struct RenderResults {
    var threads = 1
    /// The perspective scenes, in `PerspectiveScene.all`'s order.
    var perspective: [PerspectiveResult] = []
    // Blit and folding-cell frame: ns per operation, one value per round.
    var blitPixmanNs: [Double] = [], blitFoldNs: [Double] = []
    var blitIdentical = false
    var frameNs: [Double] = [], memcpyNs: [Double] = [], frameLayers = 0

    var blitSpeedup: Spread { Spread.ratio(blitPixmanNs, blitFoldNs) }
    var frameOverMemcpy: Spread { Spread.ratio(frameNs, memcpyNs) }
}

struct RenderBench {
    let photo = syntheticPhoto(width: RenderConfig.photoWidth, height: RenderConfig.photoHeight, seed: 1)
    let threads = ProcessInfo.processInfo.activeProcessorCount
    /// Where `--dump DIR` writes the outputs as PPM images (nil: nowhere).
    var dumpDirectory: String?
    /// Notes on the verification, printed by the caller (stderr under --json).
    var log: (String) -> Void = { _ in }

    /// The photo at (0, 0), untransformed.
    var blitLayer: LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: Double(RenderConfig.photoWidth), height: Double(RenderConfig.photoHeight))
        p.anchorPoint = CGPoint(x: 0, y: 0)
        p.position = CGPoint(x: 0, y: 0)
        p.contentsName = "photo"
        return LayerSnapshot(name: "photo", kind: .layer, properties: p)
    }

    func run() -> RenderResults {
        var r = RenderResults()
        r.threads = threads
        r.perspective = PerspectiveScene.all.map(perspective)
        blit(&r)
        foldFrame(&r)
        return r
    }

    // MARK: Blit

    func blit(_ r: inout RenderResults) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        let fold = Compositor(images: ["photo": photo], threads: 1)
        let layers = [blitLayer]
        // pixman is told what FoldKit works out when the image is added: that it is opaque.
        let opaque = photo.pixels.allSatisfy { $0 >> 24 == 0xFF }
        let src = PixmanSurface(
            width: photo.width, height: photo.height, pixels: photo.pixels,
            format: opaque ? PIXMAN_x8b8g8r8 : PIXMAN_a8b8g8r8)
        let background = [UInt32](repeating: 0xFF80_8080, count: W * H)
        let dst = PixmanSurface(width: W, height: H, pixels: background)
        let canvas = Canvas(Bitmap(width: W, height: H, pixels: background)!)
        let pw = Int32(photo.width), ph = Int32(photo.height)
        fold.composite(layers, scale: 1, over: &canvas.bitmap)
        pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, pw, ph)
        r.blitIdentical = canvas.bitmap.pixels == dst.array
        log("  blit: pixman's source is \(opaque ? "x8b8g8r8 (opaque)" : "a8b8g8r8"); FoldKit and pixman outputs are "
            + (r.blitIdentical ? "identical" : "DIFFERENT"))
        require(r.blitIdentical, "the blit outputs differ")
        let ns = interleavedRounds([
            { pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, pw, ph) },
            { fold.composite(layers, scale: 1, over: &canvas.bitmap) },
        ], rounds: RenderConfig.rounds, targetSeconds: RenderConfig.targetSeconds)
        (r.blitPixmanNs, r.blitFoldNs) = (ns[0], ns[1])
    }

    // MARK: Folding-cell frame

    func foldFrame(_ r: inout RenderResults) {
        let scene = FoldingCellScene()
        let tree = scene.tree
        r.frameLayers = LayerSnapshot.all(in: tree.layers).count
        let compositor = Compositor(images: scene.images, threads: threads)
        let canvas = Canvas(Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale))
        require(
            tree.pixelWidth == RenderConfig.screenWidth && tree.pixelHeight == RenderConfig.screenHeight,
            "the frame is \(tree.pixelWidth) × \(tree.pixelHeight)")
        compositor.render(tree, into: &canvas.bitmap)
        dump("fold-frame", canvas.bitmap.pixels, tree.pixelWidth, tree.pixelHeight)
        let bytes = tree.pixelWidth * tree.pixelHeight * 4
        let framebuffer = FramebufferCopy(bytes: bytes)
        let ns = interleavedRounds([
            { compositor.render(tree, into: &canvas.bitmap) },
            framebuffer.copy,
        ], rounds: RenderConfig.rounds, targetSeconds: RenderConfig.targetSeconds)
        require(framebuffer.copied, "memcpy")
        // The timed frames drew the fold: the last one equals a one-thread render by a new
        // compositor, and most of the canvas is not the background (a frame that drew nothing
        // would be timed as fast).
        let reference = Compositor(images: scene.images, threads: 1).render(tree)
        require(canvas.bitmap.pixels == reference.pixels, "the timed fold frame differs from a one-thread render")
        let background = Bitmap.pixel(tree.background)
        let inked = canvas.bitmap.pixels.reduce(0) { $0 + ($1 == background ? 0 : 1) }
        require(inked * 10 > canvas.bitmap.pixels.count, "the fold frame is mostly background (\(inked) pixels drawn)")
        (r.frameNs, r.memcpyNs) = (ns[0], ns[1])
    }

    /// Writes premultiplied pixels over black as a binary PPM, under `--dump DIR`.
    func dump(_ name: String, _ pixels: [UInt32], _ width: Int, _ height: Int) {
        guard let dir = dumpDirectory else { return }
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + width * height * 3)
        for p in pixels {
            data.append(UInt8(p & 0xFF))
            data.append(UInt8(p >> 8 & 0xFF))
            data.append(UInt8(p >> 16 & 0xFF))
        }
        let path = (dir as NSString).appendingPathComponent("\(name).ppm")
        if !FileManager.default.createFile(atPath: path, contents: data) { fail("cannot write \(path)") }
        log("  wrote \(path)")
    }
}

func require(_ ok: Bool, _ message: @autoclosure () -> String) {
    if !ok { fail(message()) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("foldkit-bench: \(message)\n".utf8))
    exit(1)
}
