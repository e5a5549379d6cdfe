import FoldCore
import FoldExamples
import FoldRender
import Foundation
import Testing

@testable import FoldUI

/// A scroll view's offset is drawn on the device-pixel grid (as UIKit snaps contentOffset); the
/// model keeps full precision.
@Suite struct ScrollPixelSnappingTests {
    /// The table's layer in a render tree: the window's first sublayer.
    func tableSnapshot(_ tree: RenderTree) -> LayerSnapshot { tree.layers[0].sublayers[0] }

    @Test(arguments: [2.0, 3.0])
    func theDrawnOffsetIsRoundedToWholePixelsAndTheModelIsNot(scale: Double) {
        let example = TableExample(size: CGSize(width: 375, height: 667), scale: scale)
        let loop = FrameLoop(window: example.window)
        _ = loop.step(to: 0)
        for (i, offset) in [0.2, 253.2, 1000.1666, 1545.75, 30_000.49].enumerated() {
            example.tableView.contentOffset = CGPoint(x: 0, y: offset)
            let tree = loop.step(to: Double(i + 1) / 60)
            let drawn = tableSnapshot(tree).properties.bounds.origin.y
            #expect(example.tableView.contentOffset.y == CGFloat(offset), "the model keeps the offset")
            #expect(abs(drawn - offset) <= 0.5 / scale + 1e-12, "\(drawn) for \(offset)")
            let pixels = drawn * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-9, "\(drawn) pt is not whole pixels at scale \(scale)")
            #expect(abs(drawn - (offset * scale).rounded() / scale) < 1e-12)
        }
    }

    /// The scroll view found by a path into the snapshot (window → container → …).
    func drawnOffset(_ tree: RenderTree, _ path: [Int]) -> Double {
        var s = tree.layers[0]
        for i in path { s = s.sublayers[i] }
        return s.properties.bounds.origin.y
    }

    /// Scroll views added, moved under layers added without a view, and removed after the first
    /// frames are snapped as the first ones were (the window keeps where its scroll views are
    /// while its views stay).
    @Test func scrollViewsAddedLaterAndShiftedByLayersAreSnappedToo() {
        let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 2)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(container)
        let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.contentSize = CGSize(width: 100, height: 1000)
        container.addSubview(first)
        let loop = FrameLoop(window: window)
        first.contentOffset = CGPoint(x: 0, y: 10.3)
        #expect(drawnOffset(loop.step(to: 0), [0, 0]) == 10.5)
        // A second one, added after the first frame.
        let second = UIScrollView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        second.contentSize = CGSize(width: 100, height: 1000)
        container.addSubview(second)
        second.contentOffset = CGPoint(x: 0, y: 20.2)
        #expect(drawnOffset(loop.step(to: 1.0 / 60), [0, 1]) == 20.0)
        // A layer put in front of both without a view: their sublayer indices move by one.
        container.layer.insertSublayer(CALayer(), at: 0)
        first.contentOffset = CGPoint(x: 0, y: 30.7)
        second.contentOffset = CGPoint(x: 0, y: 40.9)
        let shifted = loop.step(to: 2.0 / 60)
        #expect(drawnOffset(shifted, [0, 1]) == 30.5 && drawnOffset(shifted, [0, 2]) == 41.0)
        // The first one gone; the second still snapped.
        first.removeFromSuperview()
        second.contentOffset = CGPoint(x: 0, y: 50.1)
        #expect(drawnOffset(loop.step(to: 3.0 / 60), [0, 1]) == 50.0)
    }
}
