import FoldCore
import Foundation

/// A large opaque op later in a draw list: where a row of it is fully covered (its inner
/// span), it overwrites every pixel, so an earlier op's pixels there need not be drawn.
///
/// `Occlusion` starts whole rows at an opaque fill that spans the damage; this cuts the middle
/// out of single rows, for what does not span it — an unfolding card's panel turning in front
/// of the one it folds away from (each a perspective image, most of one hidden by the other),
/// the viewer's photo over its backdrop.
struct Occluder {
    let index: Int
    let region: ConvexRegion
    /// The region's edges are all horizontal or vertical (`Rasterizer.spans`' `exact`).
    let aligned: Bool

    /// Smaller ops are not worth a span test on every row of the ops under them.
    static let minimumArea = 128.0 * 128
    /// A covered run shorter than this is drawn anyway: splitting a row costs more.
    static let minimumRun = 16

    /// The ops of `items` that overwrite their inner spans with opaque pixels: no clip, full
    /// opacity, an opaque colour or an opaque image whose map has no divide along a row (the
    /// affine kernel, which writes every pixel of a span it is given). Found once per list and
    /// frame (a list's every item is looked at), not per band.
    static func occluders(in items: [DrawItem]) -> [Occluder] {
        var found: [Occluder] = []
        for (index, item) in items.enumerated() {
            guard case .op(let op) = item else { continue }
            let r = op.region
            guard (r.maxX - r.minX) * (r.maxY - r.minY) >= minimumArea, op.opacity >= 1, op.clips.isEmpty else { continue }
            switch op.paint {
            case .solid(let color):
                guard color >> 24 == 255 else { continue }
            case .image(let image, let map):
                guard map.m.2 == 0, image.isOpaque || drawsOpaque(image, map, r) else { continue }
            case .gradient:
                continue
            }
            let aligned = r.edges.allSatisfy { abs($0.a) < 1e-12 || abs($0.b) < 1e-12 }
            found.append(Occluder(index: index, region: r, aligned: aligned))
        }
        return found
    }

    /// Whether the texels an image op may sample inside `region` are all opaque: its bounding
    /// box mapped to texels, widened by what a tap of the coarsest mip level the op may use
    /// reaches (a texel of level l averages 2^l × 2^l of level 0), clamped as the sampler
    /// clamps. `map.m.2 == 0`: w depends on y alone, positive on the region's top and bottom
    /// rows and so on its whole bounding box.
    static func drawsOpaque(_ image: MipImage, _ map: Homography, _ region: ConvexRegion) -> Bool {
        var minU = Double.infinity, minV = Double.infinity, maxU = -Double.infinity, maxV = -Double.infinity
        var rho = 0.0
        let m = map.m
        for (x, y) in [(region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY), (region.maxX, region.maxY)] {
            let (U, V, w) = map.apply(x, y)
            guard w > 1e-12 else { return false }
            let u = U / w, v = V / w
            minU = min(minU, u)
            maxU = max(maxU, u)
            minV = min(minV, v)
            maxV = max(maxV, v)
            // Texels per pixel, as `PaintSampler.beginRow` measures them to pick a level.
            let across = ((m.0 * m.0 + m.1 * m.1).squareRoot()) / w
            let down = (((m.3 - u * m.5) * (m.3 - u * m.5) + (m.4 - v * m.5) * (m.4 - v * m.5)).squareRoot()) / w
            rho = max(rho, across, down)
        }
        guard minU.isFinite, maxU.isFinite, minV.isFinite, maxV.isFinite, rho.isFinite else { return false }
        // Twice the largest footprint at a corner: a level coarser than any row picks.
        let level = min(image.levelCount - 1, rho > 0.75 ? Int(log2(2 * rho) + 0.5) : 0)
        let reach = Double(4 << level)
        let columns = max(0, min(image.width - 1, safeInt((minU - reach).rounded(.down))))..<max(1, min(image.width, safeInt((maxU + reach).rounded(.up))))
        let rows = max(0, min(image.height - 1, safeInt((minV - reach).rounded(.down))))..<max(1, min(image.height, safeInt((maxV + reach).rounded(.up))))
        return image.isOpaque(columns: columns, rows: rows)
    }

    /// The longest run of `columns` in pixel row `py` that one of `occluders` draws over at full
    /// coverage, if at least `minimumRun` long.
    @inline(__always)
    static func coveredRun(_ occluders: ArraySlice<Occluder>, py: Double, columns: Range<Int>) -> Range<Int>? {
        var best = columns.lowerBound..<columns.lowerBound
        // By index: a `for o in` copy of each occluder retained and released its region's arrays
        // on every row.
        for i in occluders.indices where occluders[i].region.minY < py && py < occluders[i].region.maxY {
            let s = Rasterizer.spans(occluders[i].region, py: py, lo: columns.lowerBound, hi: columns.upperBound, exact: occluders[i].aligned)
            if s.coverage >= 1, s.inner.count > best.count { best = s.inner }
        }
        return best.count >= minimumRun ? best : nil
    }
}

extension Array where Element == Occluder {
    /// Those drawn after item `index`, if any of them overlaps `op`'s bounds (most ops have
    /// none over them: a table's rows are each below the last).
    func after(_ index: Int, over op: DrawOp) -> ArraySlice<Occluder> {
        guard let first = firstIndex(where: { $0.index > index }) else { return [] }
        let rest = self[first...], r = op.region
        guard rest.contains(where: { $0.region.maxX > r.minX && $0.region.minX < r.maxX && $0.region.maxY > r.minY && $0.region.minY < r.maxY })
        else { return [] }
        return rest
    }
}
