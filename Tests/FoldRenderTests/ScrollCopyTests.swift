import FoldCore
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender

/// A clipping layer scrolled by whole pixels is composited by moving last frame's pixels
/// (`DamagePlan`); every frame must still equal a fresh full render, pixel for pixel.
@Suite struct ScrollCopyTests {
    static let scale = 2.0
    static let clipFrame = CGRect(x: 10, y: 15, width: 120, height: 150)
    static let rowHeight = 30.0

    /// A list-like scene: under the clip, a checkerboard (shows through a translucent scroll
    /// background); in it, rows (only those in view, like a table's reused cells) with opaque
    /// or translucent backgrounds, an image, some text, and a translucent stripe over several
    /// rows; above it, a translucent overlay and an opaque badge over the clip's corner.
    static func tree(offset: Double, changedRow: Int?, scrollBackground: CGColor) -> RenderTree {
        let clip = clipFrame
        var rows: [LayerSnapshot] = []
        let first = max(0, Int((offset / rowHeight).rounded(.down))), last = Int(((offset + clip.height) / rowHeight).rounded(.down))
        for row in first...last {
            let translucent = row % 3 == 1
            var color = row % 2 == 0 ? CGColor(red: 1, green: 1, blue: 1, alpha: 1) : CGColor(red: 0.9, green: 0.92, blue: 0.97, alpha: 1)
            if translucent { color = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.45) }
            if row == changedRow { color = CGColor(red: 0.95, green: 0.5, blue: 0.1, alpha: 1) }
            var cell = RenderFixtures.layer(frame: CGRect(x: 0, y: Double(row) * rowHeight, width: clip.width, height: rowHeight)) {
                $0.backgroundColor = color
            }
            cell.sublayers.append(RenderFixtures.layer(frame: CGRect(x: 4, y: 5, width: 16, height: 16)) { $0.contentsName = "checker" })
            if row % 4 == 0 {
                cell.sublayers.append(RenderFixtures.layer(.text, frame: CGRect(x: 26, y: 4, width: 80, height: 20)) {
                    $0.string = "Row \(row)"
                    $0.fontSize = 13
                })
            }
            rows.append(cell)
        }
        rows.append(RenderFixtures.layer(frame: CGRect(x: 90, y: 40, width: 14, height: 400)) {
            $0.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.8, alpha: 0.3)
        })
        var scroll = RenderFixtures.layer(frame: clip) {
            $0.masksToBounds = true
            $0.backgroundColor = scrollBackground
        }
        scroll.properties.bounds.origin = CGPoint(x: 0, y: offset)
        scroll.sublayers = rows
        let under = RenderFixtures.layer(frame: CGRect(x: 0, y: 60, width: 80, height: 80)) { $0.contentsName = "checker" }
        let overlay = RenderFixtures.layer(frame: CGRect(x: 100, y: 0, width: 50, height: 60)) {
            $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        }
        let badge = RenderFixtures.layer(frame: CGRect(x: 20, y: 150, width: 30, height: 30)) {
            $0.backgroundColor = CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
            $0.cornerRadius = 6
        }
        return RenderTree(size: CGSize(width: 160, height: 200), scale: scale, background: .white, layers: [under, scroll, overlay, badge])
    }

    /// Random drags (whole-pixel steps either way) and flicks (a velocity that decays), with now
    /// and then a fractional offset (a quarter pixel: the normal path) and a changed row.
    func checkScriptedScroll(seed: UInt64, scrollBackground: CGColor) throws {
        var random = SplitMix64(state: seed)
        let images = ["checker": RenderFixtures.checkerboard(size: 32, cell: 4)]
        let incremental = Compositor(images: images, threads: 2), full = Compositor(images: images, threads: 1)
        let probe = Compositor(images: images, threads: 1)
        var offset = 300.0, velocity = 0.0  // mid-content, so the walk rarely sits at a clamp
        var bitmap = Bitmap(width: 320, height: 400, scale: Self.scale)
        var previous: [DrawItem]?
        var previousShown = 0.0
        var moves = 0, wholePixelScrolls = 0, fractional = 0
        for frame in 0..<160 {
            if velocity == 0 && Int.random(in: 0..<12, using: &random) == 0 {
                velocity = Double(Int.random(in: -40...40, using: &random)) / 2
            }
            if velocity != 0 {
                offset += velocity
                velocity = (velocity * 0.9 * 2).rounded() / 2
                if abs(velocity) < 1 { velocity = 0 }
            } else {
                offset += Double(Int.random(in: -12...12, using: &random)) / 2
            }
            offset = min(max(offset, -20), 900)
            let isFractional = Int.random(in: 0..<10, using: &random) == 0
            let shown = isFractional ? offset + 0.25 : offset
            let changed = Int.random(in: 0..<8, using: &random) == 0 ? Int((shown / Self.rowHeight).rounded(.down)) + 2 : nil
            let tree = Self.tree(offset: shown, changedRow: changed, scrollBackground: scrollBackground)
            incremental.renderIncrementally(tree, into: &bitmap)
            let reference = full.render(tree)
            let items = probe.drawList(tree.layers, scale: tree.scale)
            if let previous {
                let plan = DamagePlan.make(from: previous, to: items, width: bitmap.width, height: bitmap.height)
                if plan.move != nil { moves += 1 }
                // Whole device pixels: (shown − previous) × scale is a non-zero integer.
                let pixels = (shown - previousShown) * Self.scale
                if pixels != 0 && pixels.rounded() == pixels { wholePixelScrolls += 1 }
                if pixels.rounded() != pixels {
                    fractional += 1
                    #expect(plan.move == nil, "frame \(frame): a scroll by a fraction of a pixel moved pixels")
                }
            }
            previous = items
            previousShown = shown
            let differing = zip(bitmap.pixels, reference.pixels).filter { $0 != $1 }.count
            let first = zip(bitmap.pixels, reference.pixels).enumerated().first { $0.element.0 != $0.element.1 }
                .map { "first at (\($0.offset % bitmap.width), \($0.offset / bitmap.width)): \(String($0.element.0, radix: 16)) vs \(String($0.element.1, radix: 16))" } ?? ""
            #expect(differing == 0, "seed \(seed) frame \(frame) (offset \(shown)): \(differing) pixels differ from a full render, \(first)")
            if differing > 0 {
                RenderFixtures.dump(bitmap, "scroll-copy-\(frame)-incremental")
                RenderFixtures.dump(reference, "scroll-copy-\(frame)-full")
                return
            }
        }
        // Every scroll by whole pixels moved pixels (and the script did try the fallback).
        #expect(moves == wholePixelScrolls && moves > 10, "\(moves) frames moved pixels of \(wholePixelScrolls)")
        #expect(fractional > 5)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aScriptedScrollEqualsFullRendersOverATranslucentScrollBackground(seed: UInt64) throws {
        try checkScriptedScroll(seed: seed, scrollBackground: CGColor(red: 0.9, green: 0.9, blue: 0.5, alpha: 0.3))
    }

    @Test func aScriptedScrollEqualsFullRendersOverAnOpaqueScrollBackground() throws {
        try checkScriptedScroll(seed: 7, scrollBackground: .white)
    }

    /// The scrolled content is drawn at whole-pixel offsets of the same items, so a scroll by
    /// whole pixels changes only the offset; the move plan redraws the exposed strip and what
    /// changed, not the clip.
    @Test func aWholePixelScrollMovesPixelsAndRedrawsTheStrip() throws {
        let images = ["checker": RenderFixtures.checkerboard(size: 32, cell: 4)]
        let compositor = Compositor(images: images, threads: 1)
        let opaque = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let a = compositor.drawList(Self.tree(offset: 100, changedRow: nil, scrollBackground: opaque).layers, scale: 2)
        let b = compositor.drawList(Self.tree(offset: 103, changedRow: nil, scrollBackground: opaque).layers, scale: 2)
        let plan = DamagePlan.make(from: a, to: b, width: 320, height: 400)
        let clip = PixelRect(minX: 20, minY: 30, maxX: 260, maxY: 330)
        // 3 pt at scale 2: the content moves 6 pixels up.
        #expect(plan.move == PixelMove(rect: PixelRect(minX: 20, minY: 30, maxX: 260, maxY: 324), dx: 0, dy: -6))
        // The strip of 6 rows at the bottom, and the overlay and badge over the clip; not the clip.
        #expect(plan.rects.contains { $0.minY <= 324 && $0.maxY >= 330 && $0.minX <= 20 && $0.maxX >= 260 })
        let redrawn = plan.rects.map { $0.intersection(clip).area }.reduce(0, +)
        #expect(redrawn < clip.area / 2, "\(plan.rects)")
    }
}

extension ScrollCopyTests {
    /// Content that did not move and did not change costs nothing: a changed item inside the
    /// clip damages only its footprint, an overlay above it stays as it was.
    @Test func unmovedContentDamagesOnlyWhatChanged() {
        let images = ["checker": RenderFixtures.checkerboard(size: 32, cell: 4)]
        let compositor = Compositor(images: images, threads: 1)
        let a = compositor.drawList(Self.tree(offset: 100, changedRow: nil, scrollBackground: .white).layers, scale: 2)
        let b = compositor.drawList(Self.tree(offset: 100, changedRow: 5, scrollBackground: .white).layers, scale: 2)
        #expect(DamagePlan.make(from: a, to: a, width: 320, height: 400).rects.isEmpty)
        let plan = DamagePlan.make(from: a, to: b, width: 320, height: 400)
        #expect(plan.move == nil)
        // Row 5 spans content y 150…180 pt: canvas pixels (15 + 150 − 100) · 2 = 130 to 190, ±1,
        // within the clip's columns 20…260.
        #expect(plan.rects == [PixelRect(minX: 20, minY: 129, maxX: 260, maxY: 191)], "\(plan.rects)")
        let empty = [DrawItem.scrolled(ScrolledContent(clip: PixelRect(minX: 0, minY: 0, maxX: 50, maxY: 50), offsetX: 0, offsetY: 3, items: []))]
        #expect(DamagePlan.make(from: empty, to: empty, width: 100, height: 100).rects.isEmpty)
    }
}
