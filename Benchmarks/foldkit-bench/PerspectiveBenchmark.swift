// The perspective benchmarks: the photo as one layer under three 3D transforms, composited by
// FoldKit and by pixman's projective bilinear composite of the same image under the same matrix,
// onto the same destination, on the same number of threads.

import CPixman
import FoldCore
import FoldRender
import Foundation

/// One perspective scene: the photo layer's placement and transform, and what it exercises.
struct PerspectiveScene {
    /// JSON key stem: `speedup_<key>_1t` (and `_mt` when `allCores`).
    let key: String
    let title: String
    /// The FoldKit path the scene takes, for the report.
    let path: String
    let anchorPoint: CGPoint
    let position: CGPoint
    let transform: CATransform3D
    /// Also measured on all cores.
    let allCores: Bool

    static let photoSize = CGSize(width: Double(RenderConfig.photoWidth), height: Double(RenderConfig.photoHeight))
    static let centre = CGPoint(x: Double(RenderConfig.screenWidth) / 2, y: Double(RenderConfig.screenHeight) / 2)
    static let deg = Double.pi / 180

    static let all = [aboutX, aboutY, general]

    /// Rotated 45° about its top edge: w is constant along every destination row.
    static let aboutX = PerspectiveScene(
        key: "perspective", title: "rotated 45° about its top edge (x axis), m34 = −1/500",
        path: "w constant along each row: the affine span kernel, one blended source row pair per span, no divide per pixel",
        anchorPoint: CGPoint(x: 0.5, y: 0), position: CGPoint(x: photoSize.width / 2, y: 0),
        transform: CATransform3D(rotationAngle: 45 * deg, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 500)),
        allCores: true)

    /// Centred, rotated 30° about its vertical centre line (y axis): w changes along every row.
    static let aboutY = PerspectiveScene(
        key: "perspective_y", title: "centred, rotated 30° about its vertical centre line (y axis), m34 = −1/500",
        path: "w varies along each row (u and v too): the projective span kernel, a divide per pixel",
        anchorPoint: CGPoint(x: 0.5, y: 0.5), position: centre,
        transform: CATransform3D(rotationAngle: 30 * deg, x: 0, y: 1, z: 0).concatenating(CATransform3D(perspective: 500)),
        allCores: false)

    /// Centred, rotated 10° about z, then 20° about y, then −10° about x, under perspective (the
    /// destination's corners all stay in front of the eye, as pixman's transform needs).
    static let general = PerspectiveScene(
        key: "perspective_general",
        title: "centred, rotated 10° about z, 20° about y, then −10° about x, m34 = −1/500",
        path: "a general projective map (every row slanted): the projective span kernel, a divide per pixel",
        anchorPoint: CGPoint(x: 0.5, y: 0.5), position: centre,
        transform: CATransform3D(rotationAngle: 10 * deg, x: 0, y: 0, z: 1)
            .concatenating(CATransform3D(rotationAngle: 20 * deg, x: 0, y: 1, z: 0))
            .concatenating(CATransform3D(rotationAngle: -10 * deg, x: 1, y: 0, z: 0))
            .concatenating(CATransform3D(perspective: 500)),
        allCores: false)

    var layer: LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(origin: .zero, size: Self.photoSize)
        p.anchorPoint = anchorPoint
        p.position = position
        p.transform = transform
        p.contentsName = "photo"
        return LayerSnapshot(name: "photo", kind: .layer, properties: p)
    }
}

/// One scene's figures. Times are ns per operation, one value per round.
struct PerspectiveResult {
    let scene: PerspectiveScene
    var coveredPixels = 0, interiorPixels = 0
    var interiorDifference = 0.0, interiorMaxDifference = 0
    /// The rectangle pixman composites: the bounding box of the pixels FoldKit covers.
    var box = (x: 0, y: 0, width: 0, height: 0)
    var pixmanNs: [Double] = [], fold1tNs: [Double] = [], foldMTNs: [Double] = []

    var speedup1t: Spread { Spread.ratio(pixmanNs, fold1tNs) }
    var speedupMT: Spread? { foldMTNs.isEmpty ? nil : Spread.ratio(pixmanNs, foldMTNs) }
    /// ns per covered pixel (FoldKit's count, for both sides).
    func perPixel(_ ns: [Double]) -> Spread { Spread(ns).scaled(1 / Double(coveredPixels)) }
}

/// pixman's side of a perspective scene: the photo with the inverse plane map as its transform,
/// bilinear, no repeat, composited OVER the destination over `box`.
struct PixmanPerspective {
    let src: PixmanSurface
    let dst: PixmanSurface
    let box: (x: Int, y: Int, width: Int, height: Int)

    init(photo: Bitmap, inverse: PlaneMap, box: (x: Int, y: Int, width: Int, height: Int), background: [UInt32]) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        // pixman is told what FoldKit works out when the image is added: that it is opaque
        // (FoldKit's MipImage knows it, and so may pixman's fast paths).
        let opaque = photo.pixels.allSatisfy { $0 >> 24 == 0xFF }
        src = PixmanSurface(
            width: photo.width, height: photo.height, pixels: photo.pixels, format: opaque ? PIXMAN_x8b8g8r8 : PIXMAN_a8b8g8r8)
        guard var t = inverse.pixmanTransform(width: W, height: H) else {
            let corners = [(0, 0), (W, 0), (0, H), (W, H)].map { inverse.apply(Double($0.0), Double($0.1)).w }
            fail("pixman cannot take this perspective transform: w at the destination's corners \(corners) "
                + "must all be positive, and the matrix must fit 16.16 fixed point")
        }
        pixman_image_set_transform(src.image, &t)
        pixman_image_set_filter(src.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src.image, PIXMAN_REPEAT_NONE)
        dst = PixmanSurface(width: W, height: H, pixels: background)
        self.box = box
    }

    /// Source coordinates equal destination coordinates (src_x = dest_x), so the transform
    /// maps every destination pixel as it would over the whole destination.
    func composite() {
        let (x, y) = (Int32(box.x), Int32(box.y))
        pixman_image_composite32(
            PIXMAN_OP_OVER, src.image, nil, dst.image, x, y, 0, 0, x, y, Int32(box.width), Int32(box.height))
    }
}

extension RenderBench {
    func perspective(_ scene: PerspectiveScene) -> PerspectiveResult {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
        var r = PerspectiveResult(scene: scene)
        let layer = scene.layer
        let inverse = PlaneMap(layer.properties.transformToSuperlayer).inverse
        let fold1 = Compositor(images: ["photo": photo], threads: 1)
        let foldN = Compositor(images: ["photo": photo], threads: threads)

        // Outputs over a transparent destination; what FoldKit covers gives pixman its rectangle.
        var foldOut = Bitmap(width: W, height: H)
        fold1.composite([layer], scale: 1, over: &foldOut)
        var minX = W, maxX = -1, minY = H, maxY = -1
        for y in 0..<H {
            for x in 0..<W where foldOut.pixels[y * W + x] >> 24 != 0 {
                r.coveredPixels += 1
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        require(r.coveredPixels > W * H / 5, "\(scene.key): the layer covers only \(r.coveredPixels) pixels")
        r.box = (minX, minY, maxX - minX + 1, maxY - minY + 1)
        let pixman = PixmanPerspective(
            photo: photo, inverse: inverse, box: r.box, background: [UInt32](repeating: 0, count: W * H))
        pixman.composite()
        let pixOut = pixman.dst.array
        var mtOut = Bitmap(width: W, height: H)
        foldN.composite([layer], scale: 1, over: &mtOut)
        require(mtOut == foldOut, "\(scene.key): the output on \(threads) threads differs from 1 thread")
        checkInterior(&r, foldOut.pixels, pixOut, inverse)
        dump("\(scene.key)-foldkit", foldOut.pixels, W, H)
        dump("\(scene.key)-pixman", pixOut, W, H)

        // Timed runs: each side composites over its own opaque destination (the photo is opaque,
        // so every run writes the same pixels).
        let background = [UInt32](repeating: 0xFF80_8080, count: W * H)
        let c1 = Canvas(Bitmap(width: W, height: H, pixels: background)!)
        let cN = Canvas(Bitmap(width: W, height: H, pixels: background)!)
        pixman.dst.set(background)
        let layers = [layer]
        var sides: [() -> Void] = [pixman.composite, { fold1.composite(layers, scale: 1, over: &c1.bitmap) }]
        if scene.allCores { sides.append { foldN.composite(layers, scale: 1, over: &cN.bitmap) } }
        let ns = interleavedRounds(sides, rounds: RenderConfig.rounds, targetSeconds: RenderConfig.targetSeconds)
        (r.pixmanNs, r.fold1tNs) = (ns[0], ns[1])
        if scene.allCores { r.foldMTNs = ns[2] }
        return r
    }

    /// The interior, pixels whose 7 × 7 neighbourhood (3 px each way) maps inside the photo, must
    /// agree: mean absolute difference per channel under `RenderConfig.maxInteriorDifference`.
    func checkInterior(_ r: inout PerspectiveResult, _ fold: [UInt32], _ pix: [UInt32], _ inverse: PlaneMap) {
        let W = RenderConfig.screenWidth, H = RenderConfig.screenHeight
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
                let a = fold[y * W + x], b = pix[y * W + x]
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
        log("  \(r.scene.key): FoldKit covers \(r.coveredPixels) px, bounding box \(r.box.width)×\(r.box.height) at "
            + "(\(r.box.x), \(r.box.y)) (pixman's rectangle); interior: \(count) px, mean |FoldKit − pixman| per channel "
            + "\(fixed(r.interiorDifference, 3)) (max \(worst))")
        require(count > r.coveredPixels / 2, "\(r.scene.key): the interior has only \(count) pixels")
        require(
            r.interiorDifference < RenderConfig.maxInteriorDifference,
            "\(r.scene.key) interior: mean difference \(r.interiorDifference) per channel ≥ \(RenderConfig.maxInteriorDifference)")
    }
}
