// FoldRender's compositor against pixman (issue "Compositor" §3), and a full folding-cell frame
// against a memcpy of the framebuffer. Every figure is the best of `RenderConfig.rounds`
// interleaved measurements on a monotonic clock.

import CPixman
import FoldCore
import FoldRender
import Foundation

enum RenderConfig {
    /// Interleaved rounds; the best (minimum) time per operation of each side is kept.
    static let rounds = 7
    /// Seconds per measurement (each side repeats its operation about this long).
    static let targetSeconds = 0.2
    /// The perspective and blit source: a 1170 × 1260 photo-like image.
    static let photoWidth = 1170, photoHeight = 1260
    /// The destination: an iPhone 13/14 screen in pixels (390 × 844 points at 3×).
    static let screenWidth = 1170, screenHeight = 2532
    /// Goals: pixman time ÷ FoldKit time for the first three, frame time ÷ memcpy time for the last.
    static let goalPerspective1t = 6.0, goalPerspectiveMT = 10.0, goalBlit = 1.0, goalFrameOverMemcpy = 8.0
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
/// little-endian machine, the same layout as `Bitmap`.
final class PixmanSurface {
    let width: Int, height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    let image: OpaquePointer

    init(width: Int, height: Int, pixels source: [UInt32]) {
        precondition(source.count == width * height)
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(from: source, count: source.count)
        image = pixman_image_create_bits(PIXMAN_a8b8g8r8, Int32(width), Int32(height), pixels, Int32(width * 4))!
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
    init(_ t: Transform3D) {
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

/// Best time per operation of each side, interleaved: each round runs every side once, in an
/// order that alternates between rounds; each side repeats its operation `reps` times per
/// measurement, sized by one calibration run to about `RenderConfig.targetSeconds`.
func bestOfInterleaved(_ sides: [() -> Void], rounds: Int = RenderConfig.rounds) -> (ns: [Double], reps: [Int]) {
    let reps = sides.map { run -> Int in
        run()  // warm up (page faults, caches, lazily built state)
        let t0 = nowNs()
        run()
        let ns = Double(max(1, nowNs() - t0))
        return max(1, min(10_000, Int((RenderConfig.targetSeconds * 1e9 / ns).rounded())))
    }
    var best = [Double](repeating: .infinity, count: sides.count)
    for round in 0..<rounds {
        let order = round % 2 == 0 ? Array(sides.indices) : Array(sides.indices.reversed())
        for i in order {
            let t0 = nowNs()
            for _ in 0..<reps[i] { sides[i]() }
            let ns = Double(nowNs() - t0) / Double(reps[i])
            best[i] = min(best[i], ns)
        }
    }
    return (best, reps)
}

/// A bitmap the timed closures draw into in place.
final class Canvas {
    var bitmap: Bitmap
    init(_ bitmap: Bitmap) { self.bitmap = bitmap }
}

// MARK: - The benchmarks

struct RenderResults {
    // Perspective: ns per covered pixel.
    var coveredPixels = 0, pixmanCoveredPixels = 0, interiorPixels = 0
    var interiorDifference = 0.0, interiorMaxDifference = 0
    var perspectivePixmanNs = 0.0, perspectiveFold1tNs = 0.0, perspectiveFoldMTNs = 0.0
    var threads = 1
    var horizonV = 0.0
    // Blit: ns per operation.
    var blitPixmanNs = 0.0, blitFoldNs = 0.0
    var blitIdentical = false
    // Folding-cell frame: ns per frame and per memcpy.
    var frameNs = 0.0, memcpyNs = 0.0, frameLayers = 0

    var speedupPerspective1t: Double { perspectivePixmanNs / perspectiveFold1tNs }
    var speedupPerspectiveMT: Double { perspectivePixmanNs / perspectiveFoldMTNs }
    var blitSpeedup: Double { blitPixmanNs / blitFoldNs }
    var frameOverMemcpy: Double { frameNs / memcpyNs }
    var perPixel: (pixman: Double, fold1t: Double, foldMT: Double) {
        let n = Double(coveredPixels)
        return (perspectivePixmanNs / n, perspectiveFold1tNs / n, perspectiveFoldMTNs / n)
    }
}

struct RenderBench {
    let photo = syntheticPhoto(width: RenderConfig.photoWidth, height: RenderConfig.photoHeight, seed: 1)
    let threads = ProcessInfo.processInfo.activeProcessorCount
    /// Where `--dump DIR` writes the outputs as PPM images (nil: nowhere).
    var dumpDirectory: String?
    /// Notes on the verification, printed by the caller (stderr under --json).
    var log: (String) -> Void = { _ in }

    /// The photo as a layer rotated 45° about its top edge (x axis) under perspective m34 = −1/500.
    var perspectiveLayer: LayerSnapshot {
        var p = LayerProperties()
        p.bounds = Rect(x: 0, y: 0, width: Double(RenderConfig.photoWidth), height: Double(RenderConfig.photoHeight))
        p.anchorPoint = Point(x: 0.5, y: 0)
        p.position = Point(x: Double(RenderConfig.photoWidth) / 2, y: 0)
        p.transform = Transform3D(rotationAngle: .pi / 4, x: 1, y: 0, z: 0).concatenating(Transform3D(perspective: 500))
        p.contents = "photo"
        return LayerSnapshot(name: "photo", kind: .layer, properties: p)
    }

    /// The photo at (0, 0), untransformed.
    var blitLayer: LayerSnapshot {
        var p = LayerProperties()
        p.bounds = Rect(x: 0, y: 0, width: Double(RenderConfig.photoWidth), height: Double(RenderConfig.photoHeight))
        p.anchorPoint = Point(x: 0, y: 0)
        p.position = Point(x: 0, y: 0)
        p.contents = "photo"
        return LayerSnapshot(name: "photo", kind: .layer, properties: p)
    }

    func run() -> RenderResults {
        var r = RenderResults()
        r.threads = threads
        perspective(&r)
        blit(&r)
        foldFrame(&r)
        return r
    }

    // MARK: Perspective

    func perspective(_ r: inout RenderResults) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        let layer = perspectiveLayer
        let forward = PlaneMap(layer.properties.transformToSuperlayer)
        let inverse = forward.inverse
        // Where the plane crosses the eye's plane (w = 0): rows of the photo below it are behind
        // the eye. Their mirrored image lies above the destination (y < 0), so pixman draws none.
        r.horizonV = -forward.m[2][2] / forward.m[1][2]

        let fold1 = Compositor(images: ["photo": photo], threads: 1)
        let foldN = Compositor(images: ["photo": photo], threads: threads)

        // Outputs over a transparent destination.
        var foldOut = Bitmap(width: W, height: H)
        fold1.composite([layer], scale: 1, over: &foldOut)
        let src = PixmanSurface(width: photo.width, height: photo.height, pixels: photo.pixels)
        guard var t = inverse.pixmanTransform(width: W, height: H) else { fail("pixman refused the perspective transform") }
        pixman_image_set_transform(src.image, &t)
        pixman_image_set_filter(src.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src.image, PIXMAN_REPEAT_NONE)
        let dst = PixmanSurface(width: W, height: H, pixels: [UInt32](repeating: 0, count: W * H))
        pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, Int32(W), Int32(H))
        let pixOut = dst.array
        var mtOut = Bitmap(width: W, height: H)
        foldN.composite([layer], scale: 1, over: &mtOut)
        require(mtOut == foldOut, "the compositor's output on \(threads) threads differs from 1 thread")

        r.coveredPixels = foldOut.pixels.reduce(0) { $0 + ($1 >> 24 != 0 ? 1 : 0) }
        r.pixmanCoveredPixels = pixOut.reduce(0) { $0 + ($1 >> 24 != 0 ? 1 : 0) }
        require(r.coveredPixels > W * H / 4, "the perspective layer covers only \(r.coveredPixels) pixels")

        // The interior: pixels whose 7 × 7 neighbourhood (3 px each way) maps inside the photo.
        let pw = Double(photo.width), ph = Double(photo.height)
        func insidePhoto(_ x: Double, _ y: Double) -> Bool {
            let p = inverse.apply(x, y)
            return p.w > 0 && p.x >= 0 && p.x <= pw && p.y >= 0 && p.y <= ph
        }
        var sum = 0, count = 0, worst = 0
        for y in 0..<H {
            let py = Double(y) + 0.5
            for x in 0..<W {
                let px = Double(x) + 0.5
                guard insidePhoto(px - 3, py - 3), insidePhoto(px + 3, py - 3), insidePhoto(px - 3, py + 3),
                    insidePhoto(px + 3, py + 3)
                else { continue }
                let a = foldOut.pixels[y * W + x], b = pixOut[y * W + x]
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                    sum += d
                    worst = max(worst, d)
                }
                count += 1
            }
        }
        r.interiorPixels = count
        r.interiorDifference = Double(sum) / Double(max(1, count * 4))
        r.interiorMaxDifference = worst
        log("  perspective: FoldKit covers \(r.coveredPixels) px, pixman \(r.pixmanCoveredPixels) px; "
            + "interior (≥ 3 px from the quad's edges): \(count) px, mean |FoldKit − pixman| per channel "
            + "\(fixed(r.interiorDifference, 3)) (max \(worst))")
        dump("photo", photo.pixels, photo.width, photo.height)
        dump("perspective-foldkit", foldOut.pixels, W, H)
        dump("perspective-pixman", pixOut, W, H)
        require(count > W * H / 4, "the perspective interior has only \(count) pixels")
        require(
            r.interiorDifference < RenderConfig.maxInteriorDifference,
            "perspective interior: mean difference \(r.interiorDifference) per channel ≥ \(RenderConfig.maxInteriorDifference)")

        // Timed runs: each side composites over its own opaque destination (the photo is opaque,
        // so every run writes the same pixels).
        let background = [UInt32](repeating: 0xFF80_8080, count: W * H)
        let c1 = Canvas(Bitmap(width: W, height: H, pixels: background)!)
        let cN = Canvas(Bitmap(width: W, height: H, pixels: background)!)
        dst.set(background)
        let layers = [layer]
        let (ns, _) = bestOfInterleaved([
            { pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, Int32(W), Int32(H)) },
            { fold1.composite(layers, scale: 1, over: &c1.bitmap) },
            { foldN.composite(layers, scale: 1, over: &cN.bitmap) },
        ])
        (r.perspectivePixmanNs, r.perspectiveFold1tNs, r.perspectiveFoldMTNs) = (ns[0], ns[1], ns[2])
    }

    // MARK: Blit

    func blit(_ r: inout RenderResults) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        let fold = Compositor(images: ["photo": photo], threads: 1)
        let layers = [blitLayer]
        let src = PixmanSurface(width: photo.width, height: photo.height, pixels: photo.pixels)
        let background = [UInt32](repeating: 0xFF80_8080, count: W * H)
        let dst = PixmanSurface(width: W, height: H, pixels: background)
        let canvas = Canvas(Bitmap(width: W, height: H, pixels: background)!)
        let pw = Int32(photo.width), ph = Int32(photo.height)
        fold.composite(layers, scale: 1, over: &canvas.bitmap)
        pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, pw, ph)
        r.blitIdentical = canvas.bitmap.pixels == dst.array
        log("  blit: FoldKit and pixman outputs are \(r.blitIdentical ? "identical" : "DIFFERENT")")
        require(r.blitIdentical, "the blit outputs differ")
        let (ns, _) = bestOfInterleaved([
            { pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, pw, ph) },
            { fold.composite(layers, scale: 1, over: &canvas.bitmap) },
        ])
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
        let from = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let to = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            from.deallocate()
            to.deallocate()
        }
        memset(from, 0x5A, bytes)
        memset(to, 0, bytes)
        let (ns, _) = bestOfInterleaved([
            { compositor.render(tree, into: &canvas.bitmap) },
            { memcpy(to, from, bytes) },
        ])
        require(memcmp(to, from, bytes) == 0, "memcpy")
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

// MARK: - The folding-cell scene

/// A food list mid-animation, as Ramotion's FoldingCell shows it: a navigation bar and a table of
/// 6 rounded cards (a photo thumbnail, title and subtitle bars, a price tag) of which the second is
/// unfolding as 4 panels (snapshot images) hinged at their top edges, each rotated about x under
/// perspective m34 = −1/500, like an accordion. 390 × 844 points at 3×: 1170 × 2532 pixels.
struct FoldingCellScene {
    static let width = 390.0, height = 844.0, scale = 3.0
    static let cardX = 16.0, cardWidth = 358.0, cardHeight = 104.0, gap = 10.0
    /// The unfolding card's panels: hinge angles about x (positive brings the bottom edge forward).
    static let panelAngles = [0.0, -0.45, 0.8, -1.05]
    static let unfoldingIndex = 1

    let images: [String: Bitmap]
    let tree: RenderTree

    init() {
        var images: [String: Bitmap] = [:]
        let px = Self.scale
        let thumb = Int(80 * px)
        for i in 0..<6 { images["food\(i)"] = syntheticPhoto(width: thumb, height: thumb, seed: 100 + UInt64(i)) }
        let panelW = Int(Self.cardWidth * px), panelH = Int(Self.cardHeight * px)
        for i in 0..<Self.panelAngles.count {
            images["panel\(i)"] = syntheticPhoto(width: panelW, height: panelH, seed: 200 + UInt64(i))
        }
        self.images = images

        var layers: [LayerSnapshot] = []
        var y = 110.0
        for i in 0..<6 {
            if i == Self.unfoldingIndex {
                var hinge = y
                for (k, angle) in Self.panelAngles.enumerated() {
                    let panel = Self.panel(k, angle: angle, top: hinge)
                    layers.append(panel)
                    // The next panel hangs from this one's projected bottom edge.
                    hinge = panel.properties.transformToSuperlayer.apply(
                        to: Point(x: Self.cardWidth / 2, y: Self.cardHeight)).y
                }
                y = hinge + Self.gap
            } else {
                layers.append(Self.card(i, top: y))
                y += Self.cardHeight + Self.gap
            }
        }
        layers.append(Self.navigationBar())
        tree = RenderTree(
            size: Size(width: Self.width, height: Self.height), scale: Self.scale,
            background: Color(red: 0.93, green: 0.93, blue: 0.95), layers: layers)
    }

    static func rect(_ name: String, _ frame: Rect, color: Color, radius: Double = 0) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        p.position = Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        p.backgroundColor = color
        p.cornerRadius = radius
        return LayerSnapshot(name: name, kind: .layer, properties: p)
    }

    /// A closed card: white, corner radius 10 with masksToBounds (as FoldingCell's foreground
    /// view), holding a rounded photo thumbnail and bars standing in for text.
    static func card(_ i: Int, top: Double) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = Rect(x: 0, y: 0, width: cardWidth, height: cardHeight)
        p.position = Point(x: cardX + cardWidth / 2, y: top + cardHeight / 2)
        p.backgroundColor = .white
        p.cornerRadius = 10
        p.masksToBounds = true
        var t = LayerProperties()
        t.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        t.position = Point(x: 12 + 40, y: 12 + 40)
        t.contents = "food\(i)"
        t.cornerRadius = 8
        t.masksToBounds = true
        let sublayers = [
            LayerSnapshot(name: "thumbnail", kind: .layer, properties: t),
            rect("title", Rect(x: 106, y: 16, width: 170, height: 16), color: Color(red: 0.15, green: 0.15, blue: 0.2), radius: 4),
            rect("subtitle", Rect(x: 106, y: 42, width: 220, height: 11), color: Color(red: 0.6, green: 0.6, blue: 0.65), radius: 3),
            rect("subtitle2", Rect(x: 106, y: 60, width: 150, height: 11), color: Color(red: 0.6, green: 0.6, blue: 0.65), radius: 3),
            rect("price", Rect(x: 270, y: 70, width: 74, height: 22), color: Color(red: 0.36, green: 0.75, blue: 0.47), radius: 11),
            rect("accent", Rect(x: 0, y: 0, width: 5, height: cardHeight), color: Color(red: 0.98, green: 0.55, blue: 0.2)),
        ]
        return LayerSnapshot(name: "card\(i)", kind: .layer, properties: p, sublayers: sublayers)
    }

    /// An unfolding panel: a snapshot image hinged at its top edge, rotated about x under
    /// perspective. The first (the open top) keeps the card's rounded corners.
    static func panel(_ k: Int, angle: Double, top: Double) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = Rect(x: 0, y: 0, width: cardWidth, height: cardHeight)
        p.anchorPoint = Point(x: 0.5, y: 0)
        p.position = Point(x: cardX + cardWidth / 2, y: top)
        p.transform = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0).concatenating(Transform3D(perspective: 500))
        p.contents = "panel\(k)"
        if k == 0 {
            p.cornerRadius = 10
            p.masksToBounds = true
        }
        return LayerSnapshot(name: "panel\(k)", kind: .layer, properties: p)
    }

    static func navigationBar() -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = Rect(x: 0, y: 0, width: width, height: 96)
        p.position = Point(x: width / 2, y: 48)
        p.backgroundColor = Color(red: 0.98, green: 0.98, blue: 0.99)
        let sublayers = [
            rect("title", Rect(x: 20, y: 56, width: 140, height: 24), color: Color(red: 0.1, green: 0.1, blue: 0.12), radius: 5),
            rect("button", Rect(x: 330, y: 56, width: 40, height: 24), color: Color(red: 0.0, green: 0.48, blue: 1.0), radius: 12),
            rect("separator", Rect(x: 0, y: 95.5, width: width, height: 0.5), color: Color(red: 0.78, green: 0.78, blue: 0.8)),
        ]
        return LayerSnapshot(name: "navigationBar", kind: .layer, properties: p, sublayers: sublayers)
    }
}

// MARK: - Report

func printRenderTable(_ r: RenderResults) {
    let px = r.perPixel
    print("foldkit-bench: FoldRender vs pixman and memcpy, best of \(RenderConfig.rounds) interleaved rounds")
    print("  perspective: \(RenderConfig.photoWidth)×\(RenderConfig.photoHeight) photo rotated 45° about its top edge, "
        + "m34 = −1/500, bilinear source-over onto \(RenderConfig.screenWidth)×\(RenderConfig.screenHeight); "
        + "\(grouped(Double(r.coveredPixels))) covered px")
    print("    (the plane crosses the eye's plane at photo row \(fixed(r.horizonV, 1)): rows below it are behind the eye, "
        + "clipped by FoldKit; pixman's mirror image of them would lie above the destination)")
    print("  blit: the same photo at (0, 0), untransformed, source-over")
    print("  frame: folding cell mid-fold, \(r.frameLayers) layers, 390×844 pt at 3× = "
        + "\(RenderConfig.screenWidth)×\(RenderConfig.screenHeight) px, all \(r.threads) cores, vs memcpy of "
        + "\(grouped(Double(RenderConfig.screenWidth * RenderConfig.screenHeight * 4))) bytes")
    print()
    func ms(_ ns: Double) -> String { fixed(ns / 1e6, 3) + " ms" }
    func nsPx(_ ns: Double) -> String { fixed(ns, 2) + " ns/px" }
    func pass(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    let g = RenderConfig.self
    let table: [[String]] = [
        ["benchmark", "FoldKit", "peer", "ratio", "goal", "result"],
        [
            "perspective, 1 thread", nsPx(px.fold1t), "pixman " + nsPx(px.pixman), fixed(r.speedupPerspective1t, 2),
            "≥ \(fixed(g.goalPerspective1t, 0))", pass(r.speedupPerspective1t >= g.goalPerspective1t),
        ],
        [
            "perspective, \(r.threads) threads", nsPx(px.foldMT), "pixman " + nsPx(px.pixman),
            fixed(r.speedupPerspectiveMT, 2), "≥ \(fixed(g.goalPerspectiveMT, 0))",
            pass(r.speedupPerspectiveMT >= g.goalPerspectiveMT),
        ],
        [
            "blit, 1 thread", ms(r.blitFoldNs), "pixman " + ms(r.blitPixmanNs), fixed(r.blitSpeedup, 2),
            "≥ \(fixed(g.goalBlit, 0))", pass(r.blitSpeedup >= g.goalBlit),
        ],
        [
            "folding-cell frame, \(r.threads) threads", ms(r.frameNs), "memcpy " + ms(r.memcpyNs),
            fixed(r.frameOverMemcpy, 2), "≤ \(fixed(g.goalFrameOverMemcpy, 0))",
            pass(r.frameOverMemcpy <= g.goalFrameOverMemcpy),
        ],
    ]
    printTable(table)
    print()
    print("ratio: pixman time ÷ FoldKit time (speedup) for perspective and blit; frame time ÷ memcpy time for the frame.")
}

// MARK: - Profiling

extension RenderBench {
    /// One side of a benchmark, alone, for a profiler: `kind` is perspective-1t, perspective-mt,
    /// blit or frame (FoldKit), or pixman-perspective or pixman-blit. Repeats it for about
    /// `seconds` and prints the best time.
    func profile(_ kind: String, seconds: Double) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        let run: () -> Void
        switch kind {
        case "perspective-1t", "perspective-mt":
            let compositor = Compositor(images: ["photo": photo], threads: kind == "perspective-1t" ? 1 : threads)
            let canvas = Canvas(Bitmap(width: W, height: H))
            let layers = [perspectiveLayer]
            run = { compositor.composite(layers, scale: 1, over: &canvas.bitmap) }
        case "blit":
            let compositor = Compositor(images: ["photo": photo], threads: 1)
            let canvas = Canvas(Bitmap(width: W, height: H))
            let layers = [blitLayer]
            run = { compositor.composite(layers, scale: 1, over: &canvas.bitmap) }
        case "frame":
            let scene = FoldingCellScene()
            let compositor = Compositor(images: scene.images, threads: threads)
            let canvas = Canvas(Bitmap(width: W, height: H, scale: scene.tree.scale))
            run = { compositor.render(scene.tree, into: &canvas.bitmap) }
        case "pixman-perspective", "pixman-blit":
            let src = PixmanSurface(width: photo.width, height: photo.height, pixels: photo.pixels)
            let dst = PixmanSurface(width: W, height: H, pixels: [UInt32](repeating: 0xFF80_8080, count: W * H))
            var w = Int32(photo.width), h = Int32(photo.height)
            if kind == "pixman-perspective" {
                let inverse = PlaneMap(perspectiveLayer.properties.transformToSuperlayer).inverse
                guard var t = inverse.pixmanTransform(width: W, height: H) else { fail("pixman refused the transform") }
                pixman_image_set_transform(src.image, &t)
                pixman_image_set_filter(src.image, PIXMAN_FILTER_BILINEAR, nil, 0)
                (w, h) = (Int32(W), Int32(H))
            }
            run = { pixman_image_composite32(PIXMAN_OP_OVER, src.image, nil, dst.image, 0, 0, 0, 0, 0, 0, w, h) }
        default:
            fail("unknown benchmark '\(kind)' for --profile (perspective-1t, perspective-mt, blit, frame, pixman-perspective, pixman-blit)")
        }
        var best = Double.infinity, runs = 0
        let start = nowNs()
        while Double(nowNs() - start) < seconds * 1e9 {
            let t0 = nowNs()
            run()
            best = min(best, Double(nowNs() - t0))
            runs += 1
        }
        print("\(kind): \(runs) runs, best \(fixed(best / 1e6, 3)) ms")
    }
}
