// A layer's shadow, drawn by the compositor and held to the geometry and to a Gaussian blur
// worked out here from the error function.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/calayer — shadowColor (CGColor?,
//   "defaults to opaque black"), shadowOpacity (Float, "The default value of this property is
//   0.0"), shadowOffset (CGSize, "(0.0, -3.0)"), shadowRadius (CGFloat, "The default value of
//   this property is 3.0"), shadowPath (CGPath?: "If you specify a value for this property, the
//   layer creates its shadow using the specified path instead of the layer's composited alpha
//   channel"); each animatable.
// The blur: a Gaussian of standard deviation shadowRadius (the reading by which design tools'
// blur is twice shadowRadius; docs/core-animation.md).

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CALayerShadowTests {
        private func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

        /// A 60 × 60 white screen with `layer` on it, at `time` after `animation` is added.
        private func frame(_ layer: CALayer, at time: Double = 0, adding animation: CAAnimation? = nil) -> CGImage {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.addSublayer(layer)
            let driver = HeadlessDriver(rootLayer: root)
            if let animation { layer.add(animation, forKey: "a") }
            driver.advance(seconds: time)
            return driver.render()
        }

        private func red() -> CALayer {
            let l = CALayer()
            l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            return l
        }

        @Test func declarationsAndDefaults() {
            let color: ReferenceWritableKeyPath<CALayer, CGColor?> = \.shadowColor
            let opacity: ReferenceWritableKeyPath<CALayer, Float> = \.shadowOpacity
            let offset: ReferenceWritableKeyPath<CALayer, CGSize> = \.shadowOffset
            let radius: ReferenceWritableKeyPath<CALayer, CGFloat> = \.shadowRadius
            let path: ReferenceWritableKeyPath<CALayer, CGPath?> = \.shadowPath
            let l = CALayer()
            #expect(l[keyPath: color] == CGColor.black && l[keyPath: opacity] == 0 && l[keyPath: radius] == 3)
            #expect(l[keyPath: offset] == CGSize(width: 0, height: -3) && l[keyPath: path] == nil)
            l[keyPath: path] = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
            #expect(l.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
            // Nothing is drawn at the default opacity.
            #expect(frame(red()).bitmap.rgba(x: 20, y: 8) == (255, 255, 255, 255))
        }

        @Test func aHardShadowIsTheLayersShapeMoved() {
            let l = red()
            l.shadowOpacity = 1
            l.shadowRadius = 0
            l.shadowOffset = CGSize(width: 5, height: 5)
            let image = frame(l)
            // The red square at 10…30, its black shadow at 15…35 under it.
            #expect(image.bitmap.rgba(x: 20, y: 20) == (255, 0, 0, 255))
            #expect(image.bitmap.rgba(x: 32, y: 32) == (0, 0, 0, 255) && image.bitmap.rgba(x: 32, y: 16) == (0, 0, 0, 255))
            #expect(
                image.bitmap.rgba(x: 32, y: 13) == (255, 255, 255, 255) && image.bitmap.rgba(x: 36, y: 20) == (255, 255, 255, 255)
            )

            // Without a background the shadow is the sublayers' shape: a 4 × 4 dot.
            let holder = CALayer()
            holder.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            dot.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            holder.addSublayer(dot)
            holder.shadowOpacity = 1
            holder.shadowRadius = 0
            holder.shadowOffset = CGSize(width: 0, height: 10)
            let cast = frame(holder)
            #expect(cast.bitmap.rgba(x: 12, y: 22) == (0, 0, 0, 255) && cast.bitmap.rgba(x: 12, y: 26) == (255, 255, 255, 255))
            #expect(cast.bitmap.rgba(x: 20, y: 22) == (255, 255, 255, 255))

            // A shape layer with empty bounds casts the shadow of the shape it draws.
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            shape.shadowOpacity = 1
            shape.shadowRadius = 0
            shape.shadowOffset = CGSize(width: 0, height: 15)
            let shaped = frame(shape)
            #expect(shaped.bitmap.rgba(x: 15, y: 15) == (255, 0, 0, 255) && shaped.bitmap.rgba(x: 15, y: 28) == (0, 0, 0, 255))
            #expect(shaped.bitmap.rgba(x: 15, y: 22) == (255, 255, 255, 255))

            // Masking to the bounds shows no shadow outside them.
            l.masksToBounds = true
            #expect(frame(l).bitmap.rgba(x: 32, y: 32) == (255, 255, 255, 255))
        }

        @Test func theBlurIsAGaussianOfTheRadius() {
            // A shadow path 20 × 20 at (20, 20) on screen, no offset, radius 4, on a layer that
            // draws nothing itself: beside it along its middle row the white is darkened by the
            // Gaussian's cover of the square.
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            l.shadowPath = CGPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20), transform: nil)
            l.shadowOpacity = 1
            l.shadowRadius = 4
            l.shadowOffset = .zero
            let image = frame(l)
            func interval(_ p: Double) -> Double { phi((40 - p) / 4) - phi((20 - p) / 4) }
            var worst = 0.0
            for x in 6..<54 {
                let expected = 255 * (1 - interval(Double(x) + 0.5) * interval(30.5))
                worst = max(worst, abs(Double(image.bitmap.rgba(x: x, y: 30).0) - expected))
            }
            #expect(worst <= 2, "largest difference from the Gaussian: \(worst)")
        }

        @Test func shadowsAnimateAndFadeWithTheLayer() {
            let l = red()
            l.shadowRadius = 0
            l.shadowOffset = CGSize(width: 0, height: 10)
            let fade = CABasicAnimation(keyPath: "shadowOpacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            let half = frame(l, at: 0.5, adding: fade).bitmap.rgba(x: 20, y: 35)
            #expect(abs(Int(half.0) - 128) <= 2 && half.0 == half.1)

            // The layer's opacity applies to its shadow.
            let faint = red()
            faint.opacity = 0.5
            faint.shadowOpacity = 1
            faint.shadowRadius = 0
            faint.shadowOffset = CGSize(width: 0, height: 10)
            let shade = frame(faint).bitmap.rgba(x: 20, y: 35)
            #expect(abs(Int(shade.0) - 128) <= 2)
        }
    }
}
