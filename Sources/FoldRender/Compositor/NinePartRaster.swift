import FoldCore
import Foundation

/// Contents stretched in nine parts (`CALayer.contentsCenter`), drawn into pixels over the
/// rect the gravity gives them: the corners outside the centre keep their natural size (texels
/// ÷ `contentsScale`), the edges stretch along, the centre both ways. Where the rect is shorter
/// than the two corners, they shrink together and the centre is gone. One raster, not nine
/// quads: nine quads would meet at antialiased edges and show seams.
struct NinePartRaster {
    let image: MipImage

    /// `part` is the shown part of `source` in texels (contentsRect applied); `center` the
    /// stretched middle in the part's unit coordinates; `size` the rect in points; `scale` the
    /// pixels per point wanted. Nil when nothing would show.
    init?(source: MipImage, part: CGRect, center: CGRect, size: CGSize, contentsScale: Double, scale wanted: Double) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, wanted.isFinite, wanted > 0,
            part.width > 0, part.height > 0
        else { return nil }
        let scale = RasterBudget.scale(wanted, for: size)
        let width = max(1, Int((size.width * scale).rounded()))
        let height = max(1, Int((size.height * scale).rounded()))
        let k = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        var xs = Self.axis(
            count: width, length: size.width, from: part.minX, to: part.maxX, center: (center.minX, center.maxX), contentsScale: k
        )
        var ys = Self.axis(
            count: height, length: size.height, from: part.minY, to: part.maxY, center: (center.minY, center.maxY),
            contentsScale: k)
        // The mip level whose texels are about a pixel apart where the contents shrink most.
        let step = max(xs.step, ys.step)
        let levelIndex = step > 1.5 ? min(source.levelCount - 1, Int(log2(step))) : 0
        let level = source.level(levelIndex)
        let down = 1 / Double(1 << levelIndex)
        for i in xs.texels.indices { xs.texels[i] = xs.texels[i] * down - 0.5 }
        for i in ys.texels.indices { ys.texels[i] = ys.texels[i] * down - 0.5 }
        var bitmap = Bitmap(width: width, height: height, scale: scale)
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let v = ys.texels[y]
                for x in 0..<width { out[y * width + x] = PaintSampler.bilinear(level, xs.texels[x], v) }
            }
        }
        image = MipImage(bitmap)
    }

    /// For each of `count` pixels across `length` points, the texel coordinate it shows, and the
    /// most texels a pixel steps over.
    static func axis(
        count: Int, length: Double, from s0: Double, to s1: Double, center: (Double, Double), contentsScale k: Double
    ) -> (texels: [Double], step: Double) {
        // A centre outside the unit interval is undefined in Core Animation; it is held inside.
        let a = min(max(center.0.isFinite ? center.0 : 0, 0), 1)
        let b = min(max(center.1.isFinite ? center.1 : 1, a), 1)
        let span = s1 - s0
        let leftTexels = a * span
        let rightTexels = (1 - b) * span
        let middleTexels = (b - a) * span
        var left = leftTexels / k
        var right = rightTexels / k
        if left + right > length {
            let f = length / (left + right)
            left *= f
            right *= f
        }
        let middle = length - left - right
        let pointsPerPixel = length / Double(count)
        let texels = (0..<count).map { i -> Double in
            let u = (Double(i) + 0.5) * pointsPerPixel
            if u < left { return s0 + u / left * leftTexels }
            if u >= length - right { return s1 - (length - u) / right * rightTexels }
            return s0 + leftTexels + (middle > 0 ? (u - left) / middle * middleTexels : 0)
        }
        var step = 0.0
        for (points, source) in [(left, leftTexels), (middle, middleTexels), (right, rightTexels)] where points > 0 {
            step = max(step, source / points * pointsPerPixel)
        }
        return (texels, step)
    }
}

/// Nine-part rasters by their image, part, centre, size and scale.
final class NinePartRasterCache: @unchecked Sendable {
    private struct Key: Hashable {
        let source: MipImage
        let part: CGRect, center: CGRect, size: CGSize
        let contentsScale: Double, scale: Double

        // The image by identity: the same pixels in another image are drawn again.
        static func == (a: Key, b: Key) -> Bool {
            a.source === b.source && a.part == b.part && a.center == b.center && a.size == b.size
                && a.contentsScale == b.contentsScale && a.scale == b.scale
        }
        func hash(into h: inout Hasher) {
            h.combine(ObjectIdentifier(source))
            h.combine(part)
            h.combine(center)
            h.combine(size)
            h.combine(contentsScale)
            h.combine(scale)
        }
    }
    private let kept = KeptRasters<Key, NinePartRaster>(capacity: 64)

    func raster(
        source: MipImage, part: CGRect, center: CGRect, size: CGSize, contentsScale: Double, scale: Double
    ) -> NinePartRaster? {
        let key = Key(
            source: source, part: part, center: center, size: size, contentsScale: contentsScale,
            scale: KeptRasters<Key, NinePartRaster>.quantized(scale))
        return kept.raster(key) {
            NinePartRaster(source: source, part: part, center: center, size: size, contentsScale: contentsScale, scale: key.scale)
        }
    }
}
