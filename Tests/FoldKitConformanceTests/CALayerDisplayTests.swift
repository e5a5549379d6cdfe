// How a layer draws its own contents, as Core Animation has it.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/calayer — display() ("Reloads the
//   content of this layer … The default implementation of this method calls the display(_:)
//   method of the layer's delegate … If the delegate does not implement display(_:), this method
//   creates a backing store and calls draw(in:)"), draw(in:) ("The default implementation of this
//   method does not do any drawing itself. If the layer's delegate implements the
//   draw(_:in:) method, that method is called"), setNeedsDisplay(), setNeedsDisplay(_:),
//   needsDisplay(), displayIfNeeded(), needsDisplayOnBoundsChange (default false),
//   class func needsDisplay(forKey:), contentsScale
//   https://developer.apple.com/documentation/quartzcore/calayerdelegate — display(_:),
//   draw(_:in:), layerWillDraw(_:)
// On iOS the context a layer draws into is flipped to the layer's coordinates (y down, points),
// its CTM scaling by contentsScale: an image drawn with CGContext.draw(_:in:) comes out upside
// down there, a well-known iOS behaviour kept here.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A layer that paints its top-left quarter red, as an iOS subclass does.
private final class Quarter: CALayer {
    var ctms: [CGAffineTransform] = []
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctms.append(ctx.ctm)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 2))
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "backgroundColor" }
}

/// A delegate that draws, and one that sets the contents itself.
private final class Painter: CALayerDelegate {
    var log: [String] = []
    func layerWillDraw(_ layer: CALayer) { log.append("will") }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        log.append("draw")
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

private final class Supplier: CALayerDelegate {
    let image: CGImage
    init(image: CGImage) { self.image = image }
    func display(_ layer: CALayer) { layer.contents = image }
    func draw(_ layer: CALayer, in ctx: CGContext) { Issue.record("display(_:) replaces drawing") }
}

@Suite struct CALayerDisplayTests {
    @Test func displayDeclarations() throws {
        let display: (CALayer) -> () -> Void = CALayer.display
        let draw: (CALayer) -> (CGContext) -> Void = CALayer.draw(in:)
        let setNeeds: (CALayer) -> () -> Void = CALayer.setNeedsDisplay
        let setNeedsIn: (CALayer) -> (CGRect) -> Void = CALayer.setNeedsDisplay(_:)
        let needs: (CALayer) -> () -> Bool = CALayer.needsDisplay
        let ifNeeded: (CALayer) -> () -> Void = CALayer.displayIfNeeded
        let onBounds: ReferenceWritableKeyPath<CALayer, Bool> = \.needsDisplayOnBoundsChange
        let forKey: (String) -> Bool = CALayer.needsDisplay(forKey:)

        // A subclass's draw(in:) paints a bitmap of its bounds at contentsScale, y down.
        let layer = Quarter()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contentsScale = 2
        #expect(!needs(layer)() && layer[keyPath: onBounds] == false && !forKey("bounds"))
        setNeeds(layer)()
        #expect(needs(layer)())
        ifNeeded(layer)()
        #expect(!needs(layer)() && layer.draws == 1)
        ifNeeded(layer)()
        #expect(layer.draws == 1, "once per request")
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 40 && image.height == 20)
        #expect(image.bitmap.rgba(x: 0, y: 0) == (255, 0, 0, 255) && image.bitmap.rgba(x: 19, y: 9) == (255, 0, 0, 255))
        #expect(image.bitmap.rgba(x: 20, y: 0) == (0, 0, 0, 0) && image.bitmap.rgba(x: 0, y: 10) == (0, 0, 0, 0))
        // The CTM iOS gives: scale by contentsScale, flipped to y down.
        #expect(layer.ctms == [CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20)])

        // The bounds' origin is the bitmap's top-left corner.
        layer.bounds = CGRect(x: 100, y: 50, width: 20, height: 10)
        display(layer)()
        let moved = try #require(layer.contents as? CGImage)
        #expect(moved.bitmap.rgba(x: 0, y: 0) == (255, 0, 0, 255) && moved.bitmap.rgba(x: 20, y: 10) == (0, 0, 0, 0))

        // A property the class names redraws; one it does not, not. Resizing redraws only with
        // needsDisplayOnBoundsChange.
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        #expect(needs(layer)())
        layer.displayIfNeeded()
        layer.opacity = 0.5
        #expect(!needs(layer)())
        layer.bounds.size = CGSize(width: 30, height: 10)
        #expect(!needs(layer)())
        layer[keyPath: onBounds] = true
        layer.bounds.size = CGSize(width: 40, height: 10)
        #expect(needs(layer)())
        setNeedsIn(layer)(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(needs(layer)())
        // A resize through the frame too.
        layer.displayIfNeeded()
        layer.frame.size.width = 50
        #expect(needs(layer)())

        // Empty bounds: no contents. The base class draws nothing itself.
        let empty = CALayer()
        empty.contents = image
        empty.display()
        #expect(empty.contents == nil)
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        draw(plain)(try rgbaContext(2, 2))
        plain.display()
        #expect((plain.contents as? CGImage)?.bitmap.pixels == [0, 0, 0, 0])
    }

    @Test func delegatesDrawOrSupplyTheContents() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 2)
        let painter = Painter()
        layer.delegate = painter
        layer.display()
        #expect(painter.log == ["will", "draw"])
        let drawn = try #require(layer.contents as? CGImage)
        #expect(drawn.bitmap.rgba(x: 2, y: 1) == (0, 0, 255, 255))

        let image = try CGContextImageAndGradientTests.quadrants()
        let supplier = Supplier(image: image)
        layer.delegate = supplier
        layer.display()
        #expect(layer.contents as? CGImage === image)
    }

    @Test func imagesAndShadowsInALayersContext() throws {
        // An image drawn the CGContext way in a layer's (flipped) context is upside down; a
        // shadow's positive y offset goes down, as in UIKit's contexts.
        final class Drawer: CALayer {
            var image: CGImage?
            override func draw(in ctx: CGContext) {
                if let image { ctx.draw(image, in: bounds) }
                ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
            }
        }
        let layer = Drawer()
        layer.image = try CGContextImageAndGradientTests.quadrants()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.display()
        let flipped = try #require(layer.contents as? CGImage)
        #expect(flipped.bitmap.rgba(x: 0, y: 0) == (0, 0, 255, 255) && flipped.bitmap.rgba(x: 0, y: 1) == (255, 0, 0, 255))

        layer.image = nil
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.display()
        let shadowed = try #require(layer.contents as? CGImage)
        #expect(shadowed.bitmap.rgba(x: 2, y: 0).3 == 255 && shadowed.bitmap.rgba(x: 2, y: 2).3 == 255)
        #expect(shadowed.bitmap.rgba(x: 2, y: 1).3 == 0 && shadowed.bitmap.rgba(x: 2, y: 3).3 == 0)
    }
}

extension MediaClockTests {
    @Suite(.serialized) struct LayerDisplayDriverTests {
        @Test func theDriverDisplaysLayersThatAskBeforeEachFrame() throws {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            let layer = Quarter()
            layer.frame = root.bounds
            root.addSublayer(layer)
            let driver = HeadlessDriver(rootLayer: root, scale: 1)
            layer.setNeedsDisplay()
            #expect(layer.contents == nil)
            driver.advance(seconds: 1.0 / 60)
            #expect(layer.draws == 1 && !layer.needsDisplay())
            let frame = driver.render()
            #expect(frame.bitmap.rgba(x: 1, y: 1) == (255, 0, 0, 255) && frame.bitmap.rgba(x: 3, y: 3) == (0, 0, 0, 0))
            driver.advance(seconds: 1.0 / 60)
            #expect(layer.draws == 1, "nothing asked: nothing redrawn")
        }
    }
}

@Suite struct CALayerRenderTests {
    /// A 20 × 10 layer, red, with a blue sublayer over its right half.
    private func tree() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.position = CGPoint(x: 500, y: 500)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let right = CALayer()
        right.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        right.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(right)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        dot.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSublayer(dot)
        return root
    }

    @Test func rendersTheModelInTheLayersOwnSpace() throws {
        let render: (CALayer) -> (CGContext) -> Void = CALayer.render(in:)
        let root = tree()
        root.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)  // its own transform: ignored
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.toValue = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        fade.duration = 100
        root.add(fade, forKey: "fade")  // animations: ignored

        // A context flipped as UIKit's are (y down): the layer as it looks, green dot top-left.
        let c = try rgbaContext(20, 10)
        c.translateBy(x: 0, y: 10)
        c.scaleBy(x: 1, y: -1)
        render(root)(c)
        #expect(rgba(c, 0, 0) == [0, 255, 0, 255] && rgba(c, 2, 0) == [255, 0, 0, 255])
        #expect(rgba(c, 9, 9) == [255, 0, 0, 255] && rgba(c, 10, 9) == [0, 0, 255, 255] && rgba(c, 19, 0) == [0, 0, 255, 255])

        // A plain bitmap context (y up): upside down, as Core Animation draws into one.
        let up = try rgbaContext(20, 10)
        root.render(in: up)
        #expect(rgba(up, 0, 9) == [0, 255, 0, 255] && rgba(up, 0, 0) == [255, 0, 0, 255])

        // At twice the density the pixels double; the bounds' origin is user space's origin.
        root.bounds.origin = CGPoint(x: 10, y: 0)
        let dense = try rgbaContext(20, 20)
        dense.translateBy(x: 0, y: 20)
        dense.scaleBy(x: 2, y: -2)
        dense.translateBy(x: -10, y: 0)
        root.render(in: dense)
        #expect(rgba(dense, 0, 0) == [0, 0, 255, 255] && rgba(dense, 19, 19) == [0, 0, 255, 255])

        // A hidden layer renders nothing.
        root.isHidden = true
        let none = try rgbaContext(20, 10)
        root.render(in: none)
        #expect(rgba(none, 5, 5) == [0, 0, 0, 0])
    }
}
