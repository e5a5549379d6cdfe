import FoldCore
import FoldExamples
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender
@testable import FoldUI

/// A table scrolled by drags and flicks renders incrementally — moving last frame's pixels —
/// exactly as a full render would.
@Suite struct TableIncrementalRenderTests {
    /// Random drags and flicks on the example table, with a translucent view over it: every
    /// frame rendered incrementally equals a full render of the same tree.
    @Test(arguments: [11, 12] as [UInt64])
    func aScriptedScrollRendersIncrementallyAsAFullRenderDoes(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let size = CGSize(width: 200, height: 300)
        let example = TableExample(size: size, scale: 2)
        let overlay = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 200))
        overlay.backgroundColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.4)
        overlay.isUserInteractionEnabled = false
        example.window.addSubview(overlay)
        let driver = Driver(window: example.window)
        let incremental = Compositor(threads: 2), full = Compositor(threads: 1), probe = Compositor(threads: 1)
        var bitmap = Bitmap(width: 400, height: 600, scale: 2)
        var frames = 0, moved = 0
        var previous: [DrawItem]?
        func check(_ tree: RenderTree) {
            incremental.renderIncrementally(tree, into: &bitmap)
            let reference = full.render(tree)
            frames += 1
            let items = probe.drawList(tree.layers, scale: tree.scale)
            if let previous, DamagePlan.make(from: previous, to: items, width: 400, height: 600).move != nil { moved += 1 }
            previous = items
            let differing = zip(bitmap.pixels, reference.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "seed \(seed) frame \(frames): \(differing) pixels differ from a full render")
        }
        check(driver.loop.renderTree(at: driver.time))
        for _ in 0..<6 {
            let x = Double.random(in: 40...160, using: &random)
            let y0 = Double.random(in: 60...240, using: &random)
            let distance = Double.random(in: -160...160, using: &random)
            let frameCount = Int.random(in: 3...14, using: &random)
            check(driver.step(.pointerDown(CGPoint(x: x, y: y0))))
            for k in 1...frameCount {
                check(driver.step(.pointerMoved(CGPoint(x: x, y: y0 + distance * Double(k) / Double(frameCount)))))
            }
            check(driver.step(.pointerUp(CGPoint(x: x, y: y0 + distance))))
            // Let it decelerate a while (a flick when the last moves were fast).
            for _ in 0..<Int.random(in: 10...40, using: &random) { check(driver.step()) }
        }
        // Most frames scrolled by moving pixels.
        #expect(moved > frames / 3, "\(moved) of \(frames) frames moved pixels")
    }
}
