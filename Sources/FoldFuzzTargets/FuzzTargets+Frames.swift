import FoldCore
import FoldRender
import Foundation

extension FuzzTargets {
    /// Bytes → a layer tree changed frame after frame, drawn each frame three ways: by a kept
    /// compositor rendering incrementally into a kept canvas (damage rectangles, the prefix and
    /// group caches, scrolled-content reuse, bands on two threads), by another rendering only
    /// the damage into its own canvas, and by a new compositor rendering the whole frame. The
    /// three must agree bit for bit: the frame figures rest on the first two being exact.
    ///
    /// The bytes are a program: the first picks the scale, then each frame reads changes (which
    /// layer, which property, which value) until a frame marker. Moves, resizes, colours,
    /// opacity (groups), corner radii and clips, borders, 2D and 3D turns under perspective,
    /// images (opaque and translucent, cut by contentsRect), gradients, text, a clipped parent
    /// scrolled by its bounds' origin, hiding, zPosition, adding, removing and reordering.
    public static func frames(_ data: Data) -> FuzzOutcome {
        var bytes = ByteProgram(data)
        let scale = [1.0, 2, 1.5][Int(bytes.next()) % 3]
        let size = CGSize(width: 48, height: 40)
        let incremental = Compositor(threads: 2), damage = Compositor(threads: 2)
        var kept = Bitmap(width: 0, height: 0), damaged = Bitmap(width: 0, height: 0)
        var layers: [LayerSnapshot] = [FrameLayers.make(0, &bytes), FrameLayers.make(1, &bytes)]
        var frame = 0
        while frame < FrameLayers.maximumFrames, !bytes.isAtEnd {
            FrameLayers.change(&layers, &bytes)
            let tree = RenderTree(size: size, scale: scale, background: FrameLayers.background(frame), layers: layers)
            if frame == 0 {
                kept = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: scale)
                damaged = kept
            }
            incremental.renderIncrementally(tree, into: &kept)
            damage.renderDamage(tree, into: &damaged)
            let full = Compositor(threads: 1).render(tree)
            check(kept.pixels == full.pixels, "frame \(frame): the incremental render differs from a full render: \(difference(kept, full))")
            check(damaged.pixels == full.pixels, "frame \(frame): the damage render differs from a full render: \(difference(damaged, full))")
            frame += 1
        }
        return frame > 0 ? .accepted : .refused("no frame")
    }
}

/// How two renders differ: the pixels that do, the largest channel difference, the first one.
func difference(_ a: Bitmap, _ b: Bitmap) -> String {
    var count = 0, worst = 0, first: (Int, Int)?
    for i in 0..<min(a.pixels.count, b.pixels.count) where a.pixels[i] != b.pixels[i] {
        count += 1
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            worst = max(worst, abs(Int(a.pixels[i] >> shift & 0xFF) - Int(b.pixels[i] >> shift & 0xFF)))
        }
        if first == nil { first = (i % a.width, i / a.width) }
    }
    let at = first.map { "first at (\($0.0), \($0.1)): \(String(a.pixels[$0.1 * a.width + $0.0], radix: 16)) vs \(String(b.pixels[$0.1 * a.width + $0.0], radix: 16))" } ?? ""
    return "\(count) pixels, by up to \(worst) in a channel; \(at)"
}

/// Reads bytes as small numbers; past the end, zeros.
struct ByteProgram {
    private let data: [UInt8]
    private var index = 0
    init(_ data: Data) { self.data = Array(data.prefix(4096)) }
    var isAtEnd: Bool { index >= data.count }
    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < data.count ? data[index] : 0
    }
    /// 0 ..< n.
    mutating func pick(_ n: Int) -> Int { Int(next()) % max(1, n) }
    /// A value in `range` in 256 steps.
    mutating func value(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next()) / 255
    }
}

/// The layers the frames fuzz target builds and changes.
enum FrameLayers {
    static let maximumFrames = 12
    static let maximumLayers = 10

    static let palette: [CGColor] = [
        .white, .black, CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.6, blue: 0.9, alpha: 1),
        CGColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.5), CGColor(red: 1, green: 0.8, blue: 0, alpha: 0.25),
        CGColor(red: 0.4, green: 0.1, blue: 0.6, alpha: 0.9), .clear,
    ]

    /// Two images: opaque (a checkerboard) and translucent (a ramp of alpha).
    static let images: [CGImage] = {
        var checker = Bitmap(width: 16, height: 16, scale: 2)
        var ramp = Bitmap(width: 12, height: 12, scale: 1)
        for y in 0..<16 {
            for x in 0..<16 { checker.pixels[y * 16 + x] = (x / 4 + y / 4) % 2 == 0 ? 0xFF20_40E0 : 0xFFF0_F0F0 }
        }
        for y in 0..<12 {
            for x in 0..<12 {
                let a = UInt32(x * 255 / 11)
                ramp.pixels[y * 12 + x] = Bitmap.pack(r: a * 3 / 4, g: a / 4, b: a / 2, a: a)
            }
        }
        return [CGImage(checker), CGImage(ramp)]
    }()

    static func background(_ frame: Int) -> CGColor { frame % 5 == 4 ? CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1) : .white }

    static func make(_ id: Int, _ b: inout ByteProgram) -> LayerSnapshot {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: b.value(2...40), height: b.value(2...34))
        p.position = CGPoint(x: b.value(-4...52), y: b.value(-4...44))
        p.backgroundColor = palette[b.pick(palette.count)]
        let kind: LayerKind = [.layer, .layer, .gradient, .text][b.pick(4)]
        if kind == .gradient {
            p.colors = [palette[b.pick(palette.count)], palette[b.pick(palette.count)]]
            p.startPoint = CGPoint(x: b.value(0...1), y: 0)
        }
        if kind == .text {
            p.string = ["Fold", "折", "Ag 9"][b.pick(3)]
            p.fontSize = b.value(6...18)
            p.foregroundColor = palette[b.pick(4)]
        }
        return LayerSnapshot(name: "l\(id)", kind: kind, properties: p)
    }

    /// One frame's changes: until a byte says the frame is done (or four changes).
    static func change(_ layers: inout [LayerSnapshot], _ b: inout ByteProgram) {
        for _ in 0..<4 {
            let op = b.pick(24)
            if op >= 20 || b.isAtEnd { return }
            switch op {
            case 18 where layers.count < maximumLayers:
                layers.insert(make(layers.count + Int(b.next()), &b), at: b.pick(layers.count + 1))
            case 19 where layers.count > 1:
                layers.remove(at: b.pick(layers.count))
            default:
                let i = b.pick(layers.count)
                // Some changes go to a sublayer of a clipped parent (made on first use).
                if op % 3 == 0 {
                    if layers[i].sublayers.count < 3 { layers[i].sublayers.append(make(90 + layers[i].sublayers.count, &b)) }
                    layers[i].properties.masksToBounds = true
                    let j = b.pick(layers[i].sublayers.count)
                    apply(op, to: &layers[i].sublayers[j].properties, &b)
                } else {
                    apply(op, to: &layers[i].properties, &b)
                }
            }
        }
    }

    static func apply(_ op: Int, to p: inout LayerProperties, _ b: inout ByteProgram) {
        switch op % 18 {
        case 0: p.position = CGPoint(x: p.position.x + b.value(-6...6), y: p.position.y + b.value(-6...6))
        case 1: p.position.y += b.value(-3...3).rounded()  // whole-point moves: the copy-and-shift path
        case 2: p.bounds.size = CGSize(width: b.value(1...44), height: b.value(1...38))
        case 3: p.backgroundColor = palette[b.pick(palette.count)]
        case 4: p.opacity = [1, 0.5, 0.25, 0, 0.9][b.pick(5)]
        case 5:
            p.cornerRadius = b.value(0...12)
            // Some corners square, chosen by the radius's digits (no byte more is read, so saved
            // inputs replay the same operations).
            p.maskedCorners = CACornerMask(rawValue: UInt((p.cornerRadius * 1000).rounded()) % 16)
        case 6: p.masksToBounds.toggle()
        case 7: (p.borderWidth, p.borderColor) = (b.value(0...4), palette[b.pick(4)])
        case 8: p.transform = CATransform3D(rotationAngle: b.value(-3.2...3.2), x: 0, y: 0, z: 1)
        case 9:
            // A hinge under perspective: a fold's panel, a page's half.
            var t = CATransform3D.identity
            t.m34 = -1 / b.value(60...800)
            p.transform = t.concatenating(CATransform3D(rotationAngle: b.value(-1.5...1.5), x: 1, y: 0, z: 0))
            p.anchorPoint = CGPoint(x: 0.5, y: [0, 0.5, 1][b.pick(3)])
        case 10: p.transform = CATransform3D(rotationAngle: b.value(-1.4...1.4), x: 0, y: 1, z: 0).concatenating(CATransform3D(perspective: 300))
        case 11: p.transform = CATransform3D(scaleX: b.value(0.2...2), y: b.value(0.2...2), z: 1)
        case 12:
            p.contentsImage = FrameLayers.images[b.pick(FrameLayers.images.count)]
            p.contentsGravity = [.resize, .resizeAspect, .center, .topLeft][b.pick(4)]
        case 13:
            p.contentsRect = CGRect(x: b.value(0...0.5), y: b.value(0...0.5), width: b.value(0.1...0.5), height: b.value(0.1...0.5))
            // Nine-part stretching on the same numbers (no byte more is read): the centre
            // inside the part, as contentsRect lies inside the image.
            p.contentsCenter = p.contentsRect
        case 14: p.bounds.origin = CGPoint(x: 0, y: b.value(0...20).rounded())  // a scroll of the sublayers
        case 15: p.isHidden.toggle()
        case 16: p.zPosition = b.value(-2...2)
        default: p.isDoubleSided.toggle()
        }
    }
}
