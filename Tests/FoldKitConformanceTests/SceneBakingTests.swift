// docs/scene-format.md's baking example, as a user writes it: a POP spring on a layer, driven
// by a HeadlessDriver's clock and baked into a scene with `Scene.baking`.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct SceneBakingTests {
        @Test func aPOPSpringDrivenByAHeadlessDriverBakesIntoTheScene() throws {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            card.position = CGPoint(x: 40, y: 40)
            // The doc's lines.
            let driver = HeadlessDriver(rootLayer: card)  // POP and CA run on the driver's clock
            let drop = POPSpringAnimation(propertyNamed: kPOPLayerPosition)!
            drop.toValue = NSValue(cgPoint: CGPoint(x: 160, y: 200))
            card.pop_add(drop, forKey: "drop")
            let scene = try Scene.baking([card], size: CGSize(width: 320, height: 240), duration: 2, fps: 60) { t in
                driver.advance(seconds: t - driver.time)  // moves the tree to time t
            }
            #expect(driver.time == 2)
            #expect(card.pop_animation(forKey: "drop") == nil, "the spring came to rest")
            #expect(card.position == CGPoint(x: 160, y: 200))
            // The baked layer shows the recorded motion: at the end, where the spring came to rest.
            let baked = try #require(scene.layers.first)
            let end = try #require(baked.presentation()).position
            #expect(abs(end.x - 160) < 1e-9 && abs(end.y - 200) < 1e-9, "\(end)")
        }
    }
}
