import FoldCore
import Foundation

/// Pixels moved inside the framebuffer: `rect` receives what was at `rect` − (dx, dy).
struct PixelMove: Equatable {
    var rect: PixelRect
    var dx: Int, dy: Int
}

/// How to turn the last frame's pixels into the next frame's: an optional move of a scrolled
/// clip's pixels, then the rects to clear and redraw.
///
/// A clipping layer whose content scrolled by whole pixels (`ScrolledContent` with the same clip
/// and items, another offset) is a move: its content pixels are last frame's, shifted. What the
/// move cannot bring is redrawn: the strip scrolled into view, the footprints (in the new
/// position) of content items added, removed or changed — found by a longest common subsequence,
/// so a cell reused from the top at the bottom damages only itself — and, over the clip, the old
/// (shifted) and new footprints of every other item that is not a uniform fill below it. Every
/// pixel of the clip is then either redrawn or was drawn last frame from the same items at the
/// same content pixel over the same backdrop: the frame equals a full render.
struct DamagePlan {
    var move: PixelMove?
    var rects: [PixelRect]

    static func make(from old: [DrawItem], to new: [DrawItem], width: Int, height: Int) -> DamagePlan {
        let canvas = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        if old.count == new.count, let plan = scrollPlan(old, new, canvas: canvas) { return plan }
        return DamagePlan(move: nil, rects: merged(Damage.rects(from: old, to: new), within: canvas))
    }

    /// The plan when exactly one changed item is the same clip's scrolled content (nil otherwise).
    static func scrollPlan(_ old: [DrawItem], _ new: [DrawItem], canvas: PixelRect) -> DamagePlan? {
        var rects: [PixelRect] = []
        var scrolled: (index: Int, old: ScrolledContent, new: ScrolledContent)?
        for i in old.indices {
            let a = old[i], b = new[i]
            // The same clip's content is compared item by item below, not flattened here.
            if scrolled == nil, case .scrolled(let s) = a, case .scrolled(let t) = b, s.clip == t.clip {
                scrolled = (i, s, t)
                continue
            }
            if a.drawsSame(as: b) { continue }
            rects += [a.pixelBounds, b.pixelBounds]
        }
        guard let (index, s, t) = scrolled else { return nil }
        let clip = t.clip.intersection(canvas)
        let dx = t.offsetX - s.offsetX, dy = t.offsetY - s.offsetY
        guard !clip.isEmpty, abs(dx) < clip.maxX - clip.minX, abs(dy) < clip.maxY - clip.minY else {
            rects += [old[index].pixelBounds, new[index].pixelBounds]
            return DamagePlan(move: nil, rects: merged(rects, within: canvas))
        }
        // Content items that differ, where they are (or were, once moved) on screen now. When
        // none is the same (a fractional scroll moves them all), nothing is worth moving.
        let (keptOld, keptNew) = commonSubsequence(s.items, t.items)
        guard keptNew.contains(true) || (dx == 0 && dy == 0) else {
            rects += [old[index].pixelBounds, new[index].pixelBounds]
            return DamagePlan(move: nil, rects: merged(rects, within: canvas))
        }
        let moved = clip.intersection(clip.offsetBy(x: dx, y: dy))
        // The strips the move leaves stale.
        if dy > 0 { rects.append(PixelRect(minX: clip.minX, minY: clip.minY, maxX: clip.maxX, maxY: clip.minY + dy)) }
        if dy < 0 { rects.append(PixelRect(minX: clip.minX, minY: clip.maxY + dy, maxX: clip.maxX, maxY: clip.maxY)) }
        if dx > 0 { rects.append(PixelRect(minX: clip.minX, minY: clip.minY, maxX: clip.minX + dx, maxY: clip.maxY)) }
        if dx < 0 { rects.append(PixelRect(minX: clip.maxX + dx, minY: clip.minY, maxX: clip.maxX, maxY: clip.maxY)) }
        for (k, item) in s.items.enumerated() where !keptOld[k] {
            rects.append(item.pixelBounds.offsetBy(x: t.offsetX, y: t.offsetY).intersection(clip))
        }
        for (k, item) in t.items.enumerated() where !keptNew[k] {
            rects.append(item.pixelBounds.offsetBy(x: t.offsetX, y: t.offsetY).intersection(clip))
        }
        // Items below the content: an opaque fill over the whole clip hides what is under it; a
        // uniform one is the same at every pixel of it; others were moved with the content.
        func overClip(_ j: Int) {
            rects.append(old[j].pixelBounds.intersection(clip).offsetBy(x: dx, y: dy).intersection(clip))
            rects.append(new[j].pixelBounds.intersection(clip))
        }
        var j = dx == 0 && dy == 0 ? -1 : index - 1  // nothing moved: nothing more to redraw
        while j >= 0 {
            if case .op(let op) = new[j], let rows = op.uniformRows(covering: clip.minX..<clip.maxX),
                rows.lowerBound <= clip.minY, rows.upperBound >= clip.maxY
            {
                if op.opaqueRows(covering: clip.minX..<clip.maxX) != nil { break }
            } else {
                overClip(j)
            }
            j -= 1
        }
        if dx != 0 || dy != 0 { for j in (index + 1)..<new.count { overClip(j) } }
        return DamagePlan(move: dx == 0 && dy == 0 ? nil : PixelMove(rect: moved, dx: dx, dy: dy), rects: merged(rects, within: canvas))
    }

    /// Which items of each list a longest common subsequence keeps (items that draw the same).
    static func commonSubsequence(_ a: [DrawItem], _ b: [DrawItem]) -> ([Bool], [Bool]) {
        let n = a.count, m = b.count
        var keptA = [Bool](repeating: false, count: n), keptB = [Bool](repeating: false, count: m)
        guard n > 0, m > 0 else { return (keptA, keptB) }
        let ha = a.map(\.drawingHash), hb = b.map(\.drawingHash)
        func same(_ i: Int, _ j: Int) -> Bool { ha[i] == hb[j] && a[i].drawsSame(as: b[j]) }
        // lengths[i][j]: the LCS of a[i...] and b[j...].
        var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] =
                    same(i, j) ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var i = 0, j = 0
        while i < n && j < m {
            if same(i, j) {
                keptA[i] = true
                keptB[j] = true
                i += 1
                j += 1
            } else if lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return (keptA, keptB)
    }

    /// Damage rects clamped to the canvas, empty ones dropped, and two merged wherever their
    /// bounding rect is no larger than both together (fewer, larger passes over the items).
    /// Rects to redraw: pairs merged while that costs no more pixels than both apart, then, past
    /// `maximumRects`, the pair whose union adds the fewest pixels (each rect is a pass over the
    /// draw list on all cores). Overlaps left are redrawn twice, to the same pixels.
    static func merged(_ rects: [PixelRect], within canvas: PixelRect) -> [PixelRect] {
        var out = rects.map { $0.intersection(canvas) }.filter { !$0.isEmpty }
        if out.count > 64 { return [PixelRect.bounds(of: out)] }
        var changed = true
        while changed {
            changed = false
            search: for i in out.indices {
                for j in out.indices where j > i {
                    let u = out[i].union(out[j])
                    if u.area <= out[i].area + out[j].area {
                        out[i] = u
                        out.remove(at: j)
                        changed = true
                        break search
                    }
                }
            }
        }
        while out.count > maximumRects {
            var best = (i: 0, j: 1, cost: Int.max)
            for i in out.indices {
                for j in out.indices where j > i {
                    let cost = out[i].union(out[j]).area - out[i].area - out[j].area
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            out[best.i] = out[best.i].union(out[best.j])
            out.remove(at: best.j)
        }
        return out
    }

    static let maximumRects = 6
}

extension DrawOp {
    /// Like `opaqueRows(covering:)` without the opacity: the rows where this op adds the same
    /// colour at every pixel of `columns`.
    func uniformRows(covering columns: Range<Int>) -> Range<Int>? {
        var opaque = self
        opaque.opacity = 1
        if case .solid(let c) = paint { opaque.paint = .solid(c | 0xFF00_0000) }
        return opaque.opaqueRows(covering: columns)
    }
}
