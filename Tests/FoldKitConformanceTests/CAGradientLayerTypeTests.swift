// CAGradientLayer.type: axial, radial and conic gradients, held to the geometry of each.
//
// Source: https://developer.apple.com/documentation/quartzcore/cagradientlayer/type
// ("var type: CAGradientLayerType"; the default is axial) and
// https://developer.apple.com/documentation/quartzcore/cagradientlayertype — axial ("varies
// along the axis between the start and end points"), radial ("drawn on an ellipse, its center
// at startPoint and the endPoint defines the outer edges of the ellipse"), conic ("centered at
// startPoint and its 0-degree direction is defined by a vector spanned between startPoint and
// endPoint"). Conic colours turn clockwise on screen.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CAGradientLayerTypeTests {
        /// A 40 × 40 black-to-white gradient layer of `type`, rendered.
        private func render(_ type: CAGradientLayerType, start: CGPoint, end: CGPoint) -> Bitmap {
            let g = CAGradientLayer()
            g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            g.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
            g.startPoint = start
            g.endPoint = end
            g.type = type
            let driver = HeadlessDriver(rootLayer: g)
            driver.advance(seconds: 1.0 / 60)
            return driver.render().bitmap
        }

        @Test func declarations() {
            let type: ReferenceWritableKeyPath<CAGradientLayer, CAGradientLayerType> = \.type
            #expect(CAGradientLayer()[keyPath: type] == .axial)
            #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        }

        @Test func radialIsTheDistanceOnTheEllipse() {
            // Centre (20, 20), radii 20 and 20: the gray is the distance over 20, white beyond.
            let image = render(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
            for (x, y) in [(20, 20), (25, 20), (30, 30), (20, 5), (2, 20), (1, 1)] {
                let d = ((Double(x) + 0.5 - 20) * (Double(x) + 0.5 - 20) + (Double(y) + 0.5 - 20) * (Double(y) + 0.5 - 20))
                    .squareRoot()
                let expected = min(1, d / 20) * 255
                #expect(abs(Double(image.rgba(x: x, y: y).0) - expected) <= 1.5, "(\(x), \(y)) at \(d)")
            }
        }

        @Test func conicTurnsClockwiseFromTheEndPoint() {
            // Centre (20, 20), 0° towards +x: a quarter turn clockwise on screen is straight down.
            let image = render(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))
            for (x, y) in [(35, 20), (20, 35), (5, 19), (20, 5), (30, 30)] {
                var turn = atan2(Double(y) + 0.5 - 20, Double(x) + 0.5 - 20) / (2 * .pi)
                turn -= turn.rounded(.down)
                #expect(abs(Double(image.rgba(x: x, y: y).0) - turn * 255) <= 1.5, "(\(x), \(y)) at \(turn) of a turn")
            }
        }
    }
}
