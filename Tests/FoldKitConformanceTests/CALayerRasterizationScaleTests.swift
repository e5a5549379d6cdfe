// `rasterizationScale`: a rasterized layer's bitmap has that many pixels a point, whatever the
// screen's scale — 1 by default, so on a 2× screen it is magnified and soft, as on iOS (hence
// the iOS idiom `layer.rasterizationScale = UIScreen.main.scale`). Checked on a one-point white
// stripe over black: at the screen's scale its two pixels are white; from a bitmap at half that,
// bilinear magnification spreads it over four pixels at ¼, ¾, ¾, ¼ white.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/calayer/rasterizationscale —
//   `var rasterizationScale: CGFloat { get set }`, "Animatable", default 1.0;
//   https://developer.apple.com/documentation/quartzcore/calayer/shouldrasterize —
//   `var shouldRasterize: Bool { get set }`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CALayerRasterizationScaleTests {
        /// A 12 × 4 black layer with a white stripe from x = 5 to 6, rasterized or not.
        static func stripe(rasterized: Bool, scale: CGFloat? = nil) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 12, height: 4)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            let white = CALayer()
            white.frame = CGRect(x: 5, y: 0, width: 1, height: 4)
            white.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            layer.addSublayer(white)
            layer.shouldRasterize = rasterized
            if let scale { layer.rasterizationScale = scale }
            return layer
        }

        /// Row 4's red values from x = 8 to 13, rendered at scale 2.
        static func row(_ layer: CALayer) -> [Int] {
            let image = HeadlessDriver(rootLayer: layer, scale: 2).render()
            return (8...13).map { Int(image.bitmap.rgba(x: $0, y: 4).r) }
        }

        static func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }

        @Test func declarations() {
            let scale: ReferenceWritableKeyPath<CALayer, CGFloat> = \.rasterizationScale
            let layer = CALayer()
            #expect(layer[keyPath: scale] == 1)
            layer[keyPath: scale] = 3
            #expect(layer.rasterizationScale == 3)
            #expect((layer.value(forKey: "rasterizationScale") as? NSNumber)?.doubleValue == 3)
        }

        @Test func theDefaultRasterizesAPixelAPoint() {
            #expect(Self.row(Self.stripe(rasterized: false)) == [0, 0, 255, 255, 0, 0])
            let soft = Self.row(Self.stripe(rasterized: true))
            #expect(Self.near(soft, [0, 64, 191, 191, 64, 0]), "\(soft)")
        }

        @Test func theScreensScaleIsSharp() {
            #expect(Self.row(Self.stripe(rasterized: true, scale: 2)) == [0, 0, 255, 255, 0, 0])
            // Not a positive number: Core Animation's default, 1.
            let bad = Self.row(Self.stripe(rasterized: true, scale: -1))
            #expect(Self.near(bad, [0, 64, 191, 191, 64, 0]), "\(bad)")
        }

        @Test func aStandaloneLayersChangeAnimates() throws {
            let layer = CALayer()
            let driver = HeadlessDriver(rootLayer: layer)
            // Once a transaction has committed the new layer, its changes animate.
            driver.advance(seconds: 1.0 / 60)
            layer.rasterizationScale = 2
            driver.advance(seconds: 0.125)
            let mid = try #require(layer.presentation()?.rasterizationScale)
            #expect(mid > 1 && mid < 2)
        }

        @Test func aSceneFileRasterizesAtTheRecordingsScale() throws {
            // The format has no rasterizationScale: its shouldRasterize caches at the pixels recorded.
            let json = #"""
                {"foldkit": 1, "size": [12, 4], "scale": 2, "duration": 1, "layers": [
                  {"frame": [0, 0, 12, 4], "backgroundColor": "#000000", "shouldRasterize": true,
                   "sublayers": [{"frame": [5, 0, 1, 4], "backgroundColor": "#FFFFFF"}]}]}
                """#
            let scene = try SceneLoader.load(data: Data(json.utf8))
            let tree = try SceneSource(scene).tree(at: 0)
            #expect(tree.layers.first?.properties.rasterizationScale == 2)
            let bitmap = Compositor().render(tree)
            #expect((8...13).map { Int(bitmap.rgba(x: $0, y: 4).r) } == [0, 0, 255, 255, 0, 0])
        }
    }
}
