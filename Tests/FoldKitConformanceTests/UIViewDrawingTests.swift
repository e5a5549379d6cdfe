// How a view draws its own contents, as UIKit has it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/layerclass — `class var layerClass:
//   AnyClass { get }` ("the class used to create the layer for instances of this class").
//   https://developer.apple.com/documentation/uikit/uiview/draw(_:) — `func draw(_ rect: CGRect)`:
//   "This method is called when a view is first displayed or when an event occurs that
//   invalidates a visible part of the view … UIKit creates and configures a graphics context for
//   drawing and adjusts the transform of that context so that its origin matches the origin of
//   your view's bounds rectangle. You can get a reference to the graphics context using the
//   UIGraphicsGetCurrentContext() function … You should never call this method directly
//   yourself. To invalidate part of your view, and thus cause that portion to be redrawn, call
//   the setNeedsDisplay() or setNeedsDisplay(_:) method instead."
//   https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay() — "the view is
//   updated during the next drawing cycle".
//   https://developer.apple.com/documentation/uikit/uiview/contentscalefactor — "The default
//   value is the scale factor associated with the screen currently displaying the view."
//   https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw — "The
//   option to redisplay the view when the bounds change by invoking the setNeedsDisplay() method."
// Pixels are checked analytically: a rectangle filled at known points at scale 2.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Paints its left half in the colour it is given, and counts its draws.
private final class HalfPainter: UIView {
    var color = UIColor.red
    var rects: [CGRect] = []
    var hadContext: [Bool] = []
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        hadContext.append(UIGraphicsGetCurrentContext() != nil)
        color.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)).fill()
    }
}

/// A layer class of its own, as an iOS view names one.
private final class StripeLayer: CALayer {}

private final class StripeView: UIView {
    override class var layerClass: AnyClass { StripeLayer.self }
}

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// Calls super, as a subclass of a UIKit view should, then paints.
private final class SuperCaller: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.blue.setFill()
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

/// Overrides nothing: its layer's contents are its own business.
private final class Plain: UIView {}

/// The next frame (a drawing cycle), as the screen shows it.
private func nextFrame(_ driver: HeadlessDriver) -> CGImage {
    driver.advance(seconds: 1.0 / 60)
    return driver.render()
}

extension MediaClockTests {
    @Suite(.serialized) struct UIViewDrawingTests {
        @Test func declarations() {
            let layerClass: AnyClass = UIView.layerClass
            let draw: (UIView) -> (CGRect) -> Void = UIView.draw(_:)
            let setNeeds: (UIView) -> () -> Void = UIView.setNeedsDisplay as (UIView) -> () -> Void
            let setNeedsIn: (UIView) -> (CGRect) -> Void = UIView.setNeedsDisplay(_:)
            let scale: ReferenceWritableKeyPath<UIView, CGFloat> = \.contentScaleFactor
            _ = (draw, setNeeds, setNeedsIn, scale)
            #expect(ObjectIdentifier(layerClass) == ObjectIdentifier(CALayer.self))
        }

        @Test func aViewIsMadeWithTheLayerOfItsLayerClass() {
            #expect(type(of: UIView().layer) == CALayer.self)
            #expect(StripeView().layer is StripeLayer)
            let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(gradient.layer is CAGradientLayer)
            #expect(gradient.layer.delegate === gradient, "a view is its layer's delegate")
        }

        @Test func aViewThatDrawsIsDrawnWhenFirstShownAndAfterSetNeedsDisplay() throws {
            let window = UIWindow(size: CGSize(width: 40, height: 20))
            window.backgroundColor = .white
            let view = HalfPainter(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            window.addSubview(view)
            let driver = HeadlessDriver(window: window)
            #expect(view.contentScaleFactor == 2)

            var image = driver.render()
            #expect(view.rects == [view.bounds] && view.hadContext == [true], "drawn for the first frame")
            #expect(image.bitmap.rgba(x: 1, y: 1) == (255, 0, 0, 255))
            #expect(image.bitmap.rgba(x: 39, y: 39) == (255, 0, 0, 255), "left half at scale 2: x < 40 pixels")
            #expect(image.bitmap.rgba(x: 40, y: 1) == (255, 255, 255, 255), "the transparent half shows the window")

            // Nothing asked: not drawn again.
            driver.advance(seconds: 0.1)
            #expect(view.rects.count == 1)

            view.color = .green
            view.setNeedsDisplay()
            #expect(view.rects.count == 1, "drawn in the next drawing cycle, not at once")
            image = nextFrame(driver)
            #expect(view.rects.count == 2)
            #expect(image.bitmap.rgba(x: 10, y: 10) == (0, 255, 0, 255))

            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
            view.setNeedsDisplay()
            _ = nextFrame(driver)
            #expect(view.rects.count == 3, "requests in one cycle draw once")
        }

        @Test func resizingRedrawsOnlyWithTheRedrawContentMode() {
            let window = UIWindow(size: CGSize(width: 40, height: 20))
            let view = HalfPainter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            window.addSubview(view)
            let driver = HeadlessDriver(window: window)
            _ = driver.render()
            #expect(view.rects.count == 1)
            view.frame.size.width = 30
            _ = nextFrame(driver)
            #expect(view.rects.count == 1, "scaleToFill stretches what was drawn")
            view.contentMode = .redraw
            view.frame.size.width = 40
            _ = nextFrame(driver)
            #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 40, height: 20)])
        }

        @Test func aViewMadeWithoutASizeDrawsWhenItGetsOne() {
            let window = UIWindow(size: CGSize(width: 40, height: 20))
            window.backgroundColor = .white
            let view = HalfPainter()
            window.addSubview(view)
            let driver = HeadlessDriver(window: window)
            _ = driver.render()
            #expect(view.rects.isEmpty, "nothing to draw into")
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            let image = nextFrame(driver)
            #expect(view.rects == [view.bounds])
            #expect(image.bitmap.rgba(x: 5, y: 5) == (255, 0, 0, 255))
        }

        @Test func aViewWithoutDrawingKeepsItsLayersContents() throws {
            let image = try #require(
                UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                    UIColor.red.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                }.cgImage)
            let window = UIWindow(size: CGSize(width: 20, height: 20))
            let plain = Plain(frame: window.bounds)
            plain.layer.contents = image
            window.addSubview(plain)
            let driver = HeadlessDriver(window: window)
            plain.setNeedsDisplay()
            let shown = nextFrame(driver)
            #expect(plain.layer.contents as? CGImage === image)
            #expect(shown.bitmap.rgba(x: 20, y: 20) == (255, 0, 0, 255))

            // A subclass calling super draws what it adds.
            let caller = SuperCaller(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(caller)
            let drawn = nextFrame(driver)
            #expect(drawn.bitmap.rgba(x: 2, y: 2) == (0, 0, 255, 255))
        }

        @Test func aSetContentScaleFactorIsTheDrawingsScale() throws {
            let view = HalfPainter(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
            view.contentScaleFactor = 3
            #expect(view.contentScaleFactor == 3 && view.layer.contentsScale == 3)
            view.layer.displayIfNeeded()
            let contents = try #require(view.layer.contents as? CGImage)
            #expect(contents.width == 30 && contents.height == 12)
        }
    }
}
