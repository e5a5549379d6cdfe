import FoldCore
import Foundation

/// Damage between consecutive frames: the pixels whose draw items changed. Items are compared
/// in order by what decides their pixels; a changed, added or removed item damages its old and
/// new footprints (an item that shifts position in the list damages conservatively).
enum Damage {
    /// The footprints that changed, one or two per changed item (not yet merged).
    static func rects(from old: [DrawItem], to new: [DrawItem]) -> [PixelRect] {
        var damage: [PixelRect] = []
        for i in 0..<max(old.count, new.count) {
            let a = i < old.count ? old[i] : nil, b = i < new.count ? new[i] : nil
            if let a, let b, a.signature == b.signature { continue }
            if let a { damage.append(a.pixelBounds) }
            if let b { damage.append(b.pixelBounds) }
        }
        return damage.filter { !$0.isEmpty }
    }
}

extension DrawItem {
    /// The pixels the item may touch (one pixel of anti-aliasing around its region).
    var pixelBounds: PixelRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        extend(&minX, &minY, &maxX, &maxY)
        guard minX <= maxX, minY <= maxY else { return PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        return PixelRect(
            minX: safeInt((minX - 1).rounded(.down)), minY: safeInt((minY - 1).rounded(.down)),
            maxX: safeInt((maxX + 1).rounded(.up)), maxY: safeInt((maxY + 1).rounded(.up)))
    }

    /// Everything that decides the item's pixels, as numbers (image identity included).
    var signature: [Double] {
        switch self {
        case .op(let o): return o.signature
        case .group(let opacity, let items, _, _, _, _):
            return [-1, opacity, Double(items.count)] + items.flatMap(\.signature)
        case .scrolled(let c):
            let head = [-2, c.clip.minX, c.clip.minY, c.clip.maxX, c.clip.maxY, c.offsetX, c.offsetY, c.items.count].map(Double.init)
            return head + c.items.flatMap(\.signature)
        }
    }
}

extension DrawOp {
    var signature: [Double] {
        var s: [Double] = [opacity, Double(region.edges.count)]
        for (i, e) in region.edges.enumerated() { s += [e.a, e.b, e.c, region.hard[i] ? 1 : 0] }
        s += [region.minX, region.minY, region.maxX, region.maxY]
        func h(_ g: Homography) -> [Double] { [g.m.0, g.m.1, g.m.2, g.m.3, g.m.4, g.m.5, g.m.6, g.m.7, g.m.8] }
        switch paint {
        case .solid(let c): s += [0, Double(c)]
        case .image(let image, let g): s += [1, Double(UInt(bitPattern: ObjectIdentifier(image).hashValue))] + h(g)
        case .gradient(let t, let g, let a, let b): s += [2] + t.source + h(g) + [a.x, a.y, b.x, b.y]
        }
        for c in clips {
            s += h(c.screenToPlane) + [c.rect.minX, c.rect.minY, c.rect.maxX, c.rect.maxY, c.radius, c.mode == .outside ? 1 : 0]
        }
        return s
    }
}
