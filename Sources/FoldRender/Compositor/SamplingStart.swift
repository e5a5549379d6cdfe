import FoldCore
/// Damage rects widened so that an incrementally drawn frame equals a full render.
///
/// An image or gradient is sampled along a row from where its span starts (the walk steps in
/// fixed or floating point, and clamps near the image's edges), so a rect that cuts a span short
/// on the left would start the walk elsewhere and could round a texel weight differently. Such a
/// rect starts instead where those spans start. A solid colour, and an image at whole texels
/// (a copy), give the same pixels from any start.
enum SamplingStart {
    static func widened(_ rect: PixelRect, for items: [DrawItem]) -> PixelRect {
        var r = rect
        while let x = leftmost(items, within: r, offsetX: 0, offsetY: 0), max(0, x) < r.minX {
            r.minX = max(0, x)
        }
        return r
    }

    /// The leftmost start of a span-dependent item that reaches into `r` from its left.
    static func leftmost(_ items: [DrawItem], within r: PixelRect, offsetX: Int, offsetY: Int) -> Int? {
        var best: Int?
        for item in items {
            if case .scrolled(let s) = item {
                let clip = s.clip.intersection(r)
                guard !clip.isEmpty, s.clip.minX < r.minX else { continue }
                if let x = leftmost(s.items, within: r, offsetX: offsetX + s.offsetX, offsetY: offsetY + s.offsetY) {
                    best = min(best ?? x, max(x, s.clip.minX))
                }
                continue
            }
            if case .op(let op) = item, op.isStartIndependent { continue }
            let b = item.pixelBounds.offsetBy(x: offsetX, y: offsetY)
            guard b.minY < r.maxY, b.maxY > r.minY, b.minX < r.minX, b.maxX > r.minX else { continue }
            best = min(best ?? b.minX, b.minX)
        }
        return best
    }
}

extension DrawOp {
    /// A solid colour, or an image whose texels map to pixels by a whole-texel translation.
    var isStartIndependent: Bool {
        switch paint {
        case .solid: return true
        case .gradient: return false
        case .image(_, let g):
            let m = g.m
            return m.0 == 1 && m.1 == 0 && m.2 == 0 && m.3 == 0 && m.4 == 1 && m.5 == 0 && m.8 == 1
                && m.6.rounded() == m.6 && m.7.rounded() == m.7
        }
    }
}
