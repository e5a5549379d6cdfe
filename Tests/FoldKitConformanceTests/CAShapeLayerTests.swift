// CAShapeLayer as Apple declares it, drawn by the compositor and held to the geometry of its
// path: which pixels the fill and the stroke must cover.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/cashapelayer — path (CGPath?,
//   "animatable"), fillColor ("Defaults to opaque black", animatable), fillRule (default
//   nonZero), strokeColor ("Defaults to nil"), strokeStart (0) and strokeEnd (1) ("relative
//   location … the stroke path", animatable), lineWidth (1), miterLimit (10), lineCap (butt),
//   lineJoin (miter), lineDashPhase (0), lineDashPattern ([NSNumber]?, nil)
//   https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule (nonZero,
//   evenOdd: "non-zero", "even-odd"), cashapelayerlinecap (butt, round, square),
//   cashapelayerlinejoin (miter, round, bevel)
// "Paths will interpolate as a linear blend of their control points" when they have the same
// number of control points (the path property's discussion); otherwise the result is undefined:
// FoldKit switches at the end.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

extension MediaClockTests {
    @Suite(.serialized) struct CAShapeLayerTests {
        /// A 40 × 40 white screen with `shape` on it, rendered at `time` after `animation` is
        /// added under "a" (on the driver's clock, which starts at 0).
        private func frame(_ shape: CALayer, at time: Double = 0, adding animation: CAAnimation? = nil) -> CGImage {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.addSublayer(shape)
            let driver = HeadlessDriver(rootLayer: root)
            if let animation { shape.add(animation, forKey: "a") }
            driver.advance(seconds: time)
            return driver.render()
        }

        private func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { image.bitmap.rgba(x: x, y: y) == (255, 0, 0, 255) }
        private func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
            image.bitmap.rgba(x: x, y: y) == (255, 255, 255, 255)
        }

        @Test func declarationsAndDefaults() {
            let layer = CAShapeLayer()
            let path: ReferenceWritableKeyPath<CAShapeLayer, CGPath?> = \.path
            let colors: [ReferenceWritableKeyPath<CAShapeLayer, CGColor?>] = [\.fillColor, \.strokeColor]
            let rule: ReferenceWritableKeyPath<CAShapeLayer, CAShapeLayerFillRule> = \.fillRule
            let numbers: [ReferenceWritableKeyPath<CAShapeLayer, CGFloat>] = [
                \.strokeStart, \.strokeEnd, \.lineWidth, \.miterLimit, \.lineDashPhase,
            ]
            let cap: ReferenceWritableKeyPath<CAShapeLayer, CAShapeLayerLineCap> = \.lineCap
            let join: ReferenceWritableKeyPath<CAShapeLayer, CAShapeLayerLineJoin> = \.lineJoin
            let dashes: ReferenceWritableKeyPath<CAShapeLayer, [NSNumber]?> = \.lineDashPattern
            let copy: (Any) -> CAShapeLayer = CAShapeLayer.init(layer:)

            #expect(layer[keyPath: path] == nil && layer[keyPath: colors[0]] == CGColor.black && layer[keyPath: colors[1]] == nil)
            #expect(numbers.map { layer[keyPath: $0] } == [0, 1, 1, 10, 0])
            #expect(
                layer[keyPath: rule] == .nonZero && layer[keyPath: cap] == .butt && layer[keyPath: join] == .miter
                    && layer[keyPath: dashes] == nil)
            #expect(
                [CAShapeLayerFillRule.nonZero.rawValue, CAShapeLayerFillRule.evenOdd.rawValue] == ["non-zero", "even-odd"]
                    && [CAShapeLayerLineCap.butt, .round, .square].map(\.rawValue) == ["butt", "round", "square"]
                    && [CAShapeLayerLineJoin.miter, .round, .bevel].map(\.rawValue) == ["miter", "round", "bevel"])

            // The path is kept as it was when set.
            let mutable = CGMutablePath()
            mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            layer[keyPath: path] = mutable
            mutable.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
            #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
            layer[keyPath: dashes] = [4, 2]
            #expect(layer.lineDashPattern == [4, 2])
            layer.strokeEnd = 0.5
            #expect(copy(layer).strokeEnd == 0.5 && copy(layer).path == layer.path)
            #expect((layer.value(forKeyPath: "strokeEnd") as? NSNumber)?.doubleValue == 0.5)
            #expect(layer.value(forKeyPath: "path") as? CGPath == layer.path)
        }

        @Test func fillAndStrokeCoverTheirGeometry() {
            // A filled square from (5, 5) to (25, 25), stroked 4 wide in blue: fill inside,
            // stroke 2 either side of the edge; the layer's bounds are empty and the path is
            // drawn all the same.
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20), transform: nil)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            shape.lineWidth = 4
            shape.position = CGPoint(x: 5, y: 5)
            let image = frame(shape)
            // In the screen: the square is at 10…30.
            #expect(isRed(image, 20, 20) && isRed(image, 12, 12) && isRed(image, 27, 27))
            #expect(image.bitmap.rgba(x: 8, y: 20) == (0, 0, 255, 255) && image.bitmap.rgba(x: 31, y: 20) == (0, 0, 255, 255))
            #expect(isWhite(image, 7, 20) && isWhite(image, 32, 20) && isWhite(image, 20, 7))

            // Cut to the bounds when they mask.
            shape.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            shape.position = CGPoint(x: 15, y: 15)  // bounds at 10…20 on screen
            shape.masksToBounds = true
            // The square is at 15…35 on screen, its stroke's left band at 13…17.
            let cut = frame(shape)
            #expect(isRed(cut, 18, 18) && isWhite(cut, 22, 22) && isWhite(cut, 12, 19))
            #expect(cut.bitmap.rgba(x: 14, y: 19) == (0, 0, 255, 255) && isWhite(cut, 9, 19))
        }

        @Test func fillRulesStrokeEndsAndDashes() {
            // Two nested squares: the even-odd rule leaves the inner one empty.
            let squares = CGMutablePath()
            squares.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            squares.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            let shape = CAShapeLayer()
            shape.path = squares
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            #expect(isRed(frame(shape), 15, 15))
            shape.fillRule = .evenOdd
            let holed = frame(shape)
            #expect(isWhite(holed, 15, 15) && isRed(holed, 5, 5))

            // A line along y = 20 from x = 0 to 40, 2 wide: strokeStart 0.25 and strokeEnd 0.5
            // leave x 10…20.
            let line = CAShapeLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 20))
            line.path = path
            line.fillColor = nil
            line.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            line.lineWidth = 2
            line.strokeStart = 0.25
            line.strokeEnd = 0.5
            let part = frame(line)
            #expect(
                isRed(part, 10, 19) && isRed(part, 19, 20) && isWhite(part, 9, 19) && isWhite(part, 20, 19)
                    && isWhite(part, 15, 21))
            // Dashes of 4 on, 4 off over the whole line.
            line.strokeStart = 0
            line.strokeEnd = 1
            line.lineDashPattern = [4, 4]
            let dashed = frame(line)
            #expect((0..<16).map { isRed(dashed, $0, 19) } == (0..<16).map { $0 % 8 < 4 })
        }

        @Test func strokeEndAnimatesAlongTheCircle() {
            // A circle of radius 15 about (20, 20), stroked 2 wide from angle 0 (the right end)
            // round towards +y: strokeEnd animated 0 → 1 over 1 s, linearly; half way the lower
            // half (y > 20 on screen) is drawn, the upper not.
            let ring = CAShapeLayer()
            ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            ring.lineWidth = 2
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            let half = frame(ring, at: 0.5, adding: grow)
            #expect(isRed(half, 20, 34) && isRed(half, 34, 22) && isRed(half, 5, 21))
            #expect(isWhite(half, 20, 5) && isWhite(half, 30, 9))
            #expect(isWhite(half, 20, 20), "not filled")
        }

        /// Changes of a committed standalone shape layer animate implicitly, but not its path,
        /// which (as every CGPath property, `shadowPath` too) animates only explicitly.
        @Test func pathsHaveNoImplicitAnimation() {
            let shape = CAShapeLayer()
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.addSublayer(shape)
            let driver = HeadlessDriver(rootLayer: root)
            driver.advance(seconds: 1.0 / 60)
            shape.strokeEnd = 0.5
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
            #expect(shape.animationKeys() == ["strokeEnd"])
            // A plain layer has no shape properties to animate.
            root.setValue(0.5, forKeyPath: "strokeEnd")
            #expect(root.animationKeys() == nil)
            _ = driver
        }

        @Test func pathsAnimateByTheirPoints() {
            // A square growing from 10 × 10 to 30 × 30 (same elements): half way it is 20 × 20.
            let shape = CAShapeLayer()
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let grow = CABasicAnimation(keyPath: "path")
            grow.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            let half = frame(shape, at: 0.5, adding: grow)
            #expect(isRed(half, 19, 19) && isWhite(half, 20, 10) && isWhite(half, 10, 20))
            // Different elements (an ellipse): no blend; the start until the end.
            grow.toValue = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
            let other = frame(shape, at: 0.5, adding: grow)
            #expect(isRed(other, 9, 9) && isWhite(other, 10, 10))
        }
    }
}
