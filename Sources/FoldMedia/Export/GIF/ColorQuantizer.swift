import FoldCore
import Foundation
/// Chooses a palette for a set of pixels: median cut to seed, k-means to refine.
///
/// Pixels are gathered into a histogram of 2¹⁸ bins (6 bits a channel) that keeps each bin's
/// exact colour sum, so bins cost little memory yet centroids are true averages. Median cut
/// splits the box with the largest squared error at the point that minimises the halves' error
/// (not at the median), which places colours where the pixels are; a few Lloyd (k-means)
/// iterations then move each colour to the mean of the pixels nearest to it, which is what
/// lowers the mean squared error of the final image — median cut alone leaves boxes' colours
/// off-centre for the pixels that actually map to them.
struct ColorQuantizer {
    /// count, sum R, sum G, sum B per bin.
    private var bins: [UInt32]
    private(set) var sampleCount = 0

    /// Bins' colour sums are 32-bit; this many samples of 255 still fit.
    static let maximumSamples = 16_000_000

    init() {
        bins = [UInt32](repeating: 0, count: (1 << 18) * 4)
    }

    /// Adds about `1 / stride` of `bitmap`'s pixels, composited over `background`; with
    /// `skipTransparent`, pixels with alpha < 128 (which will become the transparent index) are
    /// left out. The stride is made coprime with the width so samples do not line up in columns.
    mutating func add(_ bitmap: Bitmap, stride requested: Int, background: OpaqueBackground, skipTransparent: Bool) {
        var stride = max(1, requested)
        if stride > 1 {
            while gcd(stride, bitmap.width) != 1 { stride += 1 }
        }
        let count = bitmap.width * bitmap.height
        let budget = Self.maximumSamples - sampleCount
        guard budget > 0 else { return }
        var added = 0
        bins.withUnsafeMutableBufferPointer { binBuffer in
            bitmap.pixels.withUnsafeBufferPointer { src in
                let h = binBuffer.baseAddress!
                guard let s = src.baseAddress else { return }
                var i = (sampleCount &* 7919) % stride
                while i < count && added < budget {
                    let raw = s[i]
                    i &+= stride
                    if skipTransparent && raw >> 24 < 128 { continue }
                    let p = background.composite(raw)
                    let r = p & 0xFF, g = p >> 8 & 0xFF, b = p >> 16 & 0xFF
                    let bin = Int((r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)) &* 4
                    h[bin] &+= 1
                    h[bin &+ 1] &+= r
                    h[bin &+ 2] &+= g
                    h[bin &+ 3] &+= b
                    added &+= 1
                }
            }
        }
        sampleCount += added
    }

    private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// A palette of at most `maxColors` packed R | G<<8 | B<<16 colours (fewer when the samples
    /// have fewer distinct colours); black when nothing was sampled.
    func palette(maxColors: Int, refinements: Int) -> [UInt32] {
        // Non-empty bins as weighted points at their mean colours.
        var points: [CGPoint] = []
        for bin in 0..<(1 << 18) {
            let n = bins[bin * 4]
            guard n > 0 else { continue }
            let w = Double(n)
            points.append(
                CGPoint(
                    weight: w, r: Double(bins[bin * 4 + 1]) / w, g: Double(bins[bin * 4 + 2]) / w,
                    b: Double(bins[bin * 4 + 3]) / w))
        }
        guard !points.isEmpty else { return [0] }
        var centroids = Self.medianCut(&points, maxColors: max(1, min(256, maxColors)))
        for _ in 0..<refinements {
            guard let refined = Self.lloydStep(points, centroids) else { break }
            centroids = refined
        }
        return centroids.map { c in
            func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v.rounded()))) }
            return byte(c.r) | byte(c.g) << 8 | byte(c.b) << 16
        }
    }

    struct CGPoint {
        var weight, r, g, b: Double
        @inline(__always) func channel(_ c: Int) -> Double { c == 0 ? r : (c == 1 ? g : b) }
    }

    /// A range of `points` with its weighted sums, for squared-error bookkeeping.
    struct Box {
        var start, end: Int
        var weight = 0.0
        var sum = SIMD3<Double>(repeating: 0), sumSquares = SIMD3<Double>(repeating: 0)

        init(_ points: ArraySlice<CGPoint>) {
            start = points.startIndex
            end = points.endIndex
            for p in points {
                let v = SIMD3(p.r, p.g, p.b)
                weight += p.weight
                sum += p.weight * v
                sumSquares += p.weight * v * v
            }
        }

        /// Squared error per channel around the box's mean.
        var errors: SIMD3<Double> { weight > 0 ? sumSquares - sum * sum / weight : .zero }
        var error: Double { errors.sum() }
        var mean: CGPoint { CGPoint(weight: weight, r: sum.x / weight, g: sum.y / weight, b: sum.z / weight) }
    }

    /// Splits boxes (largest squared error first, along its widest-spread channel, where the two
    /// halves' total error is least) until there are `maxColors` or none can be split.
    static func medianCut(_ points: inout [CGPoint], maxColors: Int) -> [CGPoint] {
        var boxes = [Box(points[...])]
        while boxes.count < maxColors {
            guard
                let k = boxes.indices.filter({ boxes[$0].end - boxes[$0].start > 1 && boxes[$0].error > 0 })
                    .max(by: { boxes[$0].error < boxes[$1].error })
            else { break }
            let box = boxes[k]
            let errors = box.errors
            let channel = errors.x >= errors.y && errors.x >= errors.z ? 0 : (errors.y >= errors.z ? 1 : 2)
            points[box.start..<box.end].sort { $0.channel(channel) < $1.channel(channel) }
            // Best split: prefix sums over all three channels, minimise left + right error.
            var w = 0.0, s = SIMD3<Double>.zero, q = SIMD3<Double>.zero
            var bestCut = box.start + 1, bestError = Double.infinity
            for i in box.start..<(box.end - 1) {
                let p = points[i]
                let v = SIMD3(p.r, p.g, p.b)
                w += p.weight
                s += p.weight * v
                q += p.weight * v * v
                let rw = box.weight - w
                guard rw > 0 else { break }
                let rs = box.sum - s, rq = box.sumSquares - q
                let e = (q - s * s / w).sum() + (rq - rs * rs / rw).sum()
                // Only cut between distinct values of the channel, so equal colours stay together.
                if e < bestError && points[i + 1].channel(channel) > p.channel(channel) {
                    bestError = e
                    bestCut = i + 1
                }
            }
            boxes[k] = Box(points[box.start..<bestCut])
            boxes.append(Box(points[bestCut..<box.end]))
        }
        return boxes.map(\.mean)
    }

    /// One k-means step: every point joins its nearest centroid, centroids move to their
    /// members' weighted mean (empty ones stay put). Nil when nothing moved.
    static func lloydStep(_ points: [CGPoint], _ centroids: [CGPoint]) -> [CGPoint]? {
        let packed = centroids.map { c -> UInt32 in
            func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v.rounded()))) }
            return byte(c.r) | byte(c.g) << 8 | byte(c.b) << 16
        }
        let table = NearestColorTable(palette: packed, lookups: min(points.count, (1 << 20) - 1))
        var sums = [SIMD4<Double>](repeating: .zero, count: centroids.count)
        for p in points {
            let i = table.nearest(r: Int32(p.r.rounded()), g: Int32(p.g.rounded()), b: Int32(p.b.rounded()))
            sums[i] += SIMD4(p.weight * p.r, p.weight * p.g, p.weight * p.b, p.weight)
        }
        var moved = false
        var next = centroids
        for i in next.indices where sums[i].w > 0 {
            let c = CGPoint(weight: sums[i].w, r: sums[i].x / sums[i].w, g: sums[i].y / sums[i].w, b: sums[i].z / sums[i].w)
            if abs(c.r - next[i].r) + abs(c.g - next[i].g) + abs(c.b - next[i].b) > 0.05 { moved = true }
            next[i] = c
        }
        return moved ? next : nil
    }
}
