import FoldCore
import FoldExamples
import FoldTestSupport
import Foundation
import Testing

@testable import FoldRender
@testable import FoldUI

/// A scrolled list's draw items are reused from the last frame only where nothing that makes
/// them changed: every frame's draw list equals one built afresh.
@Suite struct ContentItemsReuseTests {
    @Test func reusedItemsEqualItemsBuiltAfresh() throws {
        var random = SplitMix64(state: 21)
        let example = TableExample(size: CGSize(width: 200, height: 300), scale: 2)
        // An image inside the scrolled content, replaced under the same name now and then.
        let badge = UIView(frame: CGRect(x: 150, y: 30, width: 24, height: 24))
        badge.layer.contentsName = "badge"
        example.tableView.addSubview(badge)
        let compositor = Compositor(threads: 1)
        var tint: UInt32 = 0xFF20_60C0
        func image(_ color: UInt32) -> Bitmap {
            var b = Bitmap(width: 8, height: 8, scale: 1)
            b.pixels = [UInt32](repeating: color, count: 64)
            return b
        }
        compositor.setImage(image(tint), named: "badge")
        let driver = Driver(window: example.window)
        var frames = 0, reused = 0
        func check(_ tree: RenderTree) {
            let fresh = compositor.drawList(tree.layers, scale: tree.scale, reusingItems: false)
            let kept = compositor.drawList(tree.layers, scale: tree.scale)
            frames += 1
            #expect(kept.count == fresh.count && zip(kept, fresh).allSatisfy { $0.drawsSame(as: $1) }, "frame \(frames)")
        }
        for round in 0..<120 {
            switch random.next() % 6 {
            case 0:
                // A drag of a few frames.
                let y = Double.random(in: 80...220, using: &random), d = Double.random(in: -60...60, using: &random)
                check(driver.step(.pointerDown(CGPoint(x: 60, y: y))))
                check(driver.step(.pointerMoved(CGPoint(x: 60, y: y + d / 2))))
                check(driver.step(.pointerUp(CGPoint(x: 60, y: y + d))))
            case 1:
                // A visible cell's text and colour change.
                let cells = example.tableView.visibleCells
                if let cell = cells.isEmpty ? nil : cells[Int(random.next() % UInt64(cells.count))] {
                    cell.textLabel?.text = "changed \(round)"
                    cell.backgroundColor = UIColor(red: random.unit(), green: 0.5, blue: 0.5, alpha: 1)
                }
                check(driver.step())
            case 2:
                tint &+= 0x0010_2030
                compositor.setImage(image(tint | 0xFF00_0000), named: "badge")
                check(driver.step())
            default:
                // Still frames: the items are reused.
                check(driver.step())
                reused += compositor.contentItems?.hits ?? 0
            }
        }
        #expect(frames > 150 && reused > 30)
    }
}
