import FoldCore
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
        let example = TableExample(size: Size(width: 375, height: 667), scale: scale)
        let loop = FrameLoop(window: example.window)
        _ = loop.step(to: 0)
        for (i, offset) in [0.2, 253.2, 1000.1666, 1545.75, 30_000.49].enumerated() {
            example.tableView.contentOffset = Point(x: 0, y: offset)
            let tree = loop.step(to: Double(i + 1) / 60)
            let drawn = tableSnapshot(tree).properties.bounds.origin.y
            #expect(example.tableView.contentOffset.y == offset, "the model keeps the offset")
            #expect(abs(drawn - offset) <= 0.5 / scale + 1e-12, "\(drawn) for \(offset)")
            let pixels = drawn * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-9, "\(drawn) pt is not whole pixels at scale \(scale)")
            #expect(abs(drawn - (offset * scale).rounded() / scale) < 1e-12)
        }
    }
}
