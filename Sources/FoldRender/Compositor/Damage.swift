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
            if let a, let b, a.drawsSame(as: b) { continue }
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

    /// Whether the item draws exactly what `other` draws: everything that decides its pixels is
    /// equal (images by identity). Compared field by field with `==` on each number, so a NaN
    /// anywhere makes an item differ even from itself (it is always redrawn).
    func drawsSame(as other: DrawItem) -> Bool {
        switch (self, other) {
        case (.op(let a), .op(let b)):
            return a.drawsSame(as: b)
        case (.group(let o1, let a, _, _, _, _), .group(let o2, let b, _, _, _, _)):
            return o1 == o2 && a.drawsSame(as: b)
        case (.scrolled(let c), .scrolled(let d)):
            return c.clip == d.clip && c.offsetX == d.offsetX && c.offsetY == d.offsetY && c.items.drawsSame(as: d.items)
        default:
            return false
        }
    }

    /// A hash of what `drawsSame(as:)` compares: items that draw the same hash the same.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .op(let o):
            o.hash(into: &hasher)
        case .group(let opacity, let items, _, _, _, _):
            hasher.combine(-1)
            hasher.combine(opacity)
            hasher.combine(items.count)
            for item in items { item.hash(into: &hasher) }
        case .scrolled(let c):
            hasher.combine(-2)
            hasher.combine(c.clip)
            hasher.combine(c.offsetX)
            hasher.combine(c.offsetY)
            hasher.combine(c.items.count)
            for item in c.items { item.hash(into: &hasher) }
        }
    }

    var drawingHash: Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }
}

extension Homography {
    func equals(_ o: Homography) -> Bool {
        m.0 == o.m.0 && m.1 == o.m.1 && m.2 == o.m.2 && m.3 == o.m.3 && m.4 == o.m.4 && m.5 == o.m.5 && m.6 == o.m.6
            && m.7 == o.m.7 && m.8 == o.m.8
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(m.0)
        hasher.combine(m.1)
        hasher.combine(m.2)
        hasher.combine(m.3)
        hasher.combine(m.4)
        hasher.combine(m.5)
        hasher.combine(m.6)
        hasher.combine(m.7)
        hasher.combine(m.8)
    }
}

extension PlaneClip {
    func drawsSame(as o: PlaneClip) -> Bool {
        screenToPlane.equals(o.screenToPlane) && rect.minX == o.rect.minX && rect.minY == o.rect.minY
            && rect.maxX == o.rect.maxX && rect.maxY == o.rect.maxY && radius == o.radius && mode == o.mode && corners == o.corners
    }
}

extension DrawOp {
    /// See `DrawItem.drawsSame(as:)`.
    func drawsSame(as o: DrawOp) -> Bool {
        guard opacity == o.opacity, region.edges.count == o.region.edges.count, region.minX == o.region.minX,
            region.minY == o.region.minY, region.maxX == o.region.maxX, region.maxY == o.region.maxY,
            clips.count == o.clips.count
        else { return false }
        for i in region.edges.indices {
            let e = region.edges[i], f = o.region.edges[i]
            guard e.a == f.a, e.b == f.b, e.c == f.c, region.hard[i] == o.region.hard[i] else { return false }
        }
        switch (paint, o.paint) {
        case (.solid(let c), .solid(let d)):
            guard c == d else { return false }
        case (.image(let i, let g), .image(let j, let h)):
            guard i === j, g.equals(h) else { return false }
        case (.gradient(let t, let g, let a, let b), .gradient(let u, let h, let c, let d)):
            guard t === u || t.source == u.source, g.equals(h), a.x == c.x, a.y == c.y, b.x == d.x, b.y == d.y else { return false }
        default:
            return false
        }
        for i in clips.indices where !clips[i].drawsSame(as: o.clips[i]) { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(opacity)
        hasher.combine(region.edges.count)
        for e in region.edges {
            hasher.combine(e.a)
            hasher.combine(e.b)
            hasher.combine(e.c)
        }
        hasher.combine(region.minX)
        hasher.combine(region.minY)
        switch paint {
        case .solid(let c):
            hasher.combine(0)
            hasher.combine(c)
        case .image(let image, let g):
            hasher.combine(1)
            hasher.combine(ObjectIdentifier(image))
            g.hash(into: &hasher)
        case .gradient(let t, let g, _, _):
            hasher.combine(2)
            hasher.combine(t.source)
            g.hash(into: &hasher)
        }
        hasher.combine(clips.count)
        for c in clips { c.screenToPlane.hash(into: &hasher) }
    }
}

extension [DrawItem] {
    /// Whether two lists draw the same, item by item (`DrawItem.drawsSame(as:)`).
    func drawsSame(as other: [DrawItem]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.drawsSame(as: $1) }
    }
}
