// CALayer.mask: the mask's composited alpha cuts the layer and its sublayers.
//
// Source: https://developer.apple.com/documentation/quartzcore/calayer/mask — "var mask:
// CALayer?"; "The layer's alpha channel determines how much of the layer's content and
// background shows through. Fully or partially opaque pixels allow the underlying content to
// show through, but fully transparent pixels block that content"; "The default value of this
// property is nil"; the mask "must not have a superlayer".

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CALayerMaskTests {
        private let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        private let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)

        /// A red 40 × 40 layer at (10, 10) on a white 60 × 60 screen, with a blue sublayer
        /// over its right half; the driver to render it.
        private func scene() -> (CALayer, HeadlessDriver) {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let right = CALayer()
            right.frame = CGRect(x: 20, y: 0, width: 20, height: 40)
            right.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.addSublayer(right)
            root.addSublayer(layer)
            return (layer, HeadlessDriver(rootLayer: root))
        }

        private func box(_ rect: CGRect, alpha: CGFloat = 1) -> CALayer {
            let m = CALayer()
            m.frame = rect
            m.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: alpha)
            return m
        }

        @Test func theMasksAlphaCutsTheLayerAndItsSublayers() throws {
            let property: ReferenceWritableKeyPath<CALayer, CALayer?> = \.mask
            let (layer, driver) = scene()
            #expect(layer[keyPath: property] == nil)
            driver.advance(seconds: 1.0 / 60)
            #expect(driver.render().bitmap.rgba(x: 12, y: 12) == red)

            // A mask over the layer's middle (10…30 of its 40): the screen's 20…40 shows.
            layer[keyPath: property] = box(CGRect(x: 10, y: 10, width: 20, height: 20))
            driver.advance(seconds: 1.0 / 60)
            let cut = driver.render().bitmap
            #expect(cut.rgba(x: 22, y: 22) == red && cut.rgba(x: 35, y: 35) == (0, 0, 255, 255))
            #expect(cut.rgba(x: 15, y: 25) == white && cut.rgba(x: 45, y: 25) == white && cut.rgba(x: 25, y: 45) == white)

            // Changing the mask after a frame shows (the kept presentation forgets); a mask is a
            // standalone layer, so the change animates implicitly over 0.25 s, as in Core Animation.
            layer.mask?.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            driver.advance(seconds: 0.3)
            let moved = driver.render().bitmap
            #expect(moved.rgba(x: 12, y: 12) == red && moved.rgba(x: 35, y: 35) == white)

            // Half alpha lets half through; an empty mask, nothing.
            layer.mask = box(CGRect(x: 0, y: 0, width: 40, height: 40), alpha: 0.5)
            driver.advance(seconds: 1.0 / 60)
            let half = driver.render().bitmap.rgba(x: 15, y: 15)
            #expect(half.0 == 255 && abs(Int(half.1) - 128) <= 1 && abs(Int(half.2) - 128) <= 1)
            layer.mask = box(CGRect(x: 0, y: 0, width: 0, height: 0))
            driver.advance(seconds: 1.0 / 60)
            #expect(driver.render().bitmap.rgba(x: 15, y: 15) == white)
        }

        @Test func aShapeMaskAndAnAnimatedMask() throws {
            // A circle of radius 20 about the layer's centre.
            let (layer, driver) = scene()
            let circle = CAShapeLayer()
            circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            layer.mask = circle
            driver.advance(seconds: 1.0 / 60)
            let disc = driver.render().bitmap
            #expect(disc.rgba(x: 20, y: 30) == red && disc.rgba(x: 11, y: 11) == white && disc.rgba(x: 48, y: 48) == white)
            #expect(disc.rgba(x: 40, y: 30) == (0, 0, 255, 255))

            // The mask's own animation runs: a box sliding from the left half to the right half.
            let slider = box(CGRect(x: 0, y: 0, width: 20, height: 40))
            layer.mask = slider
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 10
            slide.toValue = 30
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            slider.add(slide, forKey: "slide")
            driver.advance(seconds: 0.5)
            let mid = driver.render().bitmap
            // Half way the box covers the layer's 10…30: the screen's 20…40.
            #expect(mid.rgba(x: 22, y: 30) == red && mid.rgba(x: 38, y: 30) == (0, 0, 255, 255))
            #expect(mid.rgba(x: 17, y: 30) == white && mid.rgba(x: 42, y: 30) == white)
        }
    }
}
