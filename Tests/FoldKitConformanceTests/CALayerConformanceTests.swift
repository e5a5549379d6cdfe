// CALayer, its subclasses and CGImage as Apple declares them, used through the porting block.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/quartzcore/calayer
//   …/calayer/bounds, position, anchorpoint, anchorpointz, zposition, transform,
//   sublayertransform, opacity ("var opacity: Float"), ishidden, isdoublesided, maskstobounds,
//   cornerradius, backgroundcolor ("CGColor?", default nil), borderwidth, bordercolor
//   ("Animatable. The default value of this property is an opaque black color."), contents
//   ("var contents: Any?"), contentsgravity, contentsrect, contentsscale, shouldrasterize,
//   frame, name, sublayers ("var sublayers: [CALayer]?"), superlayer, affinetransform(),
//   setaffinetransform(_:), addsublayer(_:), insertsublayer(_:at:) ("at idx: UInt32"),
//   insertsublayer(_:below:), insertsublayer(_:above:), replacesublayer(_:with:),
//   removefromsuperlayer(), convert(_:from:) / convert(_:to:) for CGPoint and CGRect,
//   contains(_:), hittest(_:) ("A point in the coordinate system of the receiver's superlayer")
//   https://developer.apple.com/documentation/quartzcore/calayercontentsgravity
//   https://developer.apple.com/documentation/quartzcore/cagradientlayer (colors: [Any]?,
//   locations: [NSNumber]?, startPoint "default value is (0.5,0.0)", endPoint "(0.5,1.0)")
//   https://developer.apple.com/documentation/quartzcore/catextlayer (string: Any?,
//   font: CFTypeRef?, fontSize "Defaults to 36.0", foregroundColor "Defaults to opaque white",
//   isWrapped, alignmentMode: CATextLayerAlignmentMode)
//   https://developer.apple.com/documentation/quartzcore/catransformlayer
//   https://developer.apple.com/documentation/coregraphics/cgimage (width, height,
//   bitsPerComponent, bitsPerPixel, bytesPerRow, colorSpace, alphaInfo, bitmapInfo,
//   cropping(to:) "…or NULL if the rect parameter defines an area that is not in the image")

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct CALayerConformanceTests {
    @Test func propertyDeclarations() {
        let make: () -> CALayer = CALayer.init
        let bounds: ReferenceWritableKeyPath<CALayer, CGRect> = \.bounds
        let position: ReferenceWritableKeyPath<CALayer, CGPoint> = \.position
        let anchorPoint: ReferenceWritableKeyPath<CALayer, CGPoint> = \.anchorPoint
        let anchorPointZ: ReferenceWritableKeyPath<CALayer, CGFloat> = \.anchorPointZ
        let zPosition: ReferenceWritableKeyPath<CALayer, CGFloat> = \.zPosition
        let transform: ReferenceWritableKeyPath<CALayer, CATransform3D> = \.transform
        let sublayerTransform: ReferenceWritableKeyPath<CALayer, CATransform3D> = \.sublayerTransform
        let opacity: ReferenceWritableKeyPath<CALayer, Float> = \.opacity
        let flags: [ReferenceWritableKeyPath<CALayer, Bool>] = [
            \.isHidden, \.isDoubleSided, \.masksToBounds, \.shouldRasterize,
        ]
        let lengths: [ReferenceWritableKeyPath<CALayer, CGFloat>] = [
            \.cornerRadius, \.borderWidth, \.contentsScale,
        ]
        let colors: [ReferenceWritableKeyPath<CALayer, CGColor?>] = [\.backgroundColor, \.borderColor]
        let contents: ReferenceWritableKeyPath<CALayer, Any?> = \.contents
        let gravity: ReferenceWritableKeyPath<CALayer, CALayerContentsGravity> = \.contentsGravity
        let contentsRect: ReferenceWritableKeyPath<CALayer, CGRect> = \.contentsRect
        let frame: ReferenceWritableKeyPath<CALayer, CGRect> = \.frame
        let name: ReferenceWritableKeyPath<CALayer, String?> = \.name
        let affine: (CALayer) -> () -> CGAffineTransform = CALayer.affineTransform
        let setAffine: (CALayer) -> (CGAffineTransform) -> Void = CALayer.setAffineTransform

        // Core Animation's defaults.
        let l = make()
        #expect(l[keyPath: bounds] == .zero && l[keyPath: position] == .zero)
        #expect(
            l[keyPath: anchorPoint] == CGPoint(x: 0.5, y: 0.5) && l[keyPath: anchorPointZ] == 0
                && l[keyPath: zPosition] == 0)
        #expect(
            CATransform3DIsIdentity(l[keyPath: transform])
                && CATransform3DIsIdentity(l[keyPath: sublayerTransform]))
        #expect(l[keyPath: opacity] == 1)
        #expect(flags.map { l[keyPath: $0] } == [false, true, false, false])
        #expect(lengths.map { l[keyPath: $0] } == [0, 0, 1])
        #expect(l[keyPath: colors[0]] == nil && l[keyPath: colors[1]]?.components == [0, 1])
        #expect(
            l[keyPath: contents] == nil && l[keyPath: gravity] == .resize && l[keyPath: name] == nil)
        #expect(l[keyPath: contentsRect] == CGRect(x: 0, y: 0, width: 1, height: 1))

        // frame follows bounds, position and anchorPoint (and sets them back).
        l[keyPath: frame] = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.bounds.size == CGSize(width: 100, height: 50) && l.position == CGPoint(x: 60, y: 45))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 60, y: 45, width: 100, height: 50))

        // The affine transform is the 3D one's affine part; a 3D one gives the identity.
        setAffine(l)(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(l.transform, CATransform3DMakeScale(2, 3, 1)))
        #expect(affine(l)() == CGAffineTransform(scaleX: 2, y: 3))
        l.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
        #expect(affine(l)() == .identity)

        // contents shows a CGImage; anything else is not kept (Core Animation draws nothing).
        l.contents = "photo"
        #expect(l.contents == nil)
        l.opacity = 0.3
        #expect(l.opacity == Float(0.3))
    }

    @Test func treeDeclarations() {
        let sublayers: ReferenceWritableKeyPath<CALayer, [CALayer]?> = \.sublayers
        let superlayer: KeyPath<CALayer, CALayer?> = \.superlayer
        let add: (CALayer) -> (CALayer) -> Void = CALayer.addSublayer
        let insertAt: (CALayer) -> (CALayer, UInt32) -> Void = CALayer.insertSublayer(_:at:)
        let insertBelow: (CALayer) -> (CALayer, CALayer?) -> Void = CALayer.insertSublayer(_:below:)
        let insertAbove: (CALayer) -> (CALayer, CALayer?) -> Void = CALayer.insertSublayer(_:above:)
        let replace: (CALayer) -> (CALayer, CALayer) -> Void = CALayer.replaceSublayer(_:with:)
        let remove: (CALayer) -> () -> Void = CALayer.removeFromSuperlayer

        let root = CALayer()
        let a = CALayer()
        let b = CALayer()
        let c = CALayer()
        let d = CALayer()
        #expect(root[keyPath: sublayers] == nil)  // nil, not empty, when there are none
        add(root)(a)
        add(root)(b)
        insertAt(root)(c, 1)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(c[keyPath: superlayer] === root)
        insertBelow(root)(d, a)
        #expect(root.sublayers?.first === d)
        insertAbove(root)(d, b)
        #expect(root.sublayers?.last === d)
        add(root)(a)  // an existing sublayer moves to the top
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, b, d, a].map(ObjectIdentifier.init))
        let e = CALayer()
        replace(root)(b, e)
        #expect(
            root.sublayers?.map(ObjectIdentifier.init) == [c, e, d, a].map(ObjectIdentifier.init)
                && b.superlayer == nil)
        remove(e)()
        #expect(e.superlayer == nil && root.sublayers?.count == 3)
        // Setting the array replaces the sublayers, in order.
        root[keyPath: sublayers] = [b, a]
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
        #expect(c.superlayer == nil && d.superlayer == nil && b.superlayer === root)
        root.sublayers = nil
        #expect(root.sublayers == nil && a.superlayer == nil)
    }

    @Test func geometryDeclarations() {
        let pointFrom: (CALayer) -> (CGPoint, CALayer?) -> CGPoint = CALayer.convert(_:from:)
        let pointTo: (CALayer) -> (CGPoint, CALayer?) -> CGPoint = CALayer.convert(_:to:)
        let rectFrom: (CALayer) -> (CGRect, CALayer?) -> CGRect = CALayer.convert(_:from:)
        let rectTo: (CALayer) -> (CGRect, CALayer?) -> CGRect = CALayer.convert(_:to:)
        let contains: (CALayer) -> (CGPoint) -> Bool = CALayer.contains
        let hitTest: (CALayer) -> (CGPoint) -> CALayer? = CALayer.hitTest

        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 40, width: 100, height: 60)
        root.addSublayer(child)
        #expect(pointTo(child)(CGPoint(x: 1, y: 2), root) == CGPoint(x: 51, y: 42))
        #expect(pointFrom(child)(CGPoint(x: 51, y: 42), root) == CGPoint(x: 1, y: 2))
        #expect(
            rectTo(child)(CGRect(x: 0, y: 0, width: 10, height: 10), root)
                == CGRect(x: 50, y: 40, width: 10, height: 10))
        #expect(
            rectFrom(child)(CGRect(x: 50, y: 40, width: 10, height: 10), root)
                == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(contains(child)(CGPoint(x: 99, y: 59)) && !contains(child)(CGPoint(x: 100, y: 30)))
        // hitTest takes a point in the receiver's superlayer's space.
        #expect(
            hitTest(root)(CGPoint(x: 60, y: 50)) === child
                && hitTest(root)(CGPoint(x: 10, y: 10)) === root)
        #expect(hitTest(root)(CGPoint(x: 300, y: 10)) == nil)
        // Seen edge-on, a plane has no point to give: (∞, ∞), and CGRect.null for a rect.
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(pointFrom(child)(CGPoint(x: 100, y: 70), root).x.isInfinite)
        #expect(rectFrom(child)(CGRect(x: 90, y: 60, width: 20, height: 20), root).isNull)
    }

    @Test func contentsGravityNamesAreCoreAnimations() {
        let all: [CALayerContentsGravity] = [
            .resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottom, .left, .right,
            .topLeft, .topRight, .bottomLeft, .bottomRight,
        ]
        #expect(
            all.map(\.rawValue) == [
                "resize", "resizeAspect", "resizeAspectFill", "center", "top", "bottom", "left", "right",
                "topLeft", "topRight", "bottomLeft", "bottomRight",
            ])
        let modes: [CATextLayerAlignmentMode] = [.natural, .left, .right, .center, .justified]
        #expect(modes.map(\.rawValue) == ["natural", "left", "right", "center", "justified"])
    }

    @Test func subclassDeclarations() {
        let gradient: () -> CAGradientLayer = CAGradientLayer.init
        let gradientColors: ReferenceWritableKeyPath<CAGradientLayer, [Any]?> = \.colors
        let locations: ReferenceWritableKeyPath<CAGradientLayer, [NSNumber]?> = \.locations
        let ends: [ReferenceWritableKeyPath<CAGradientLayer, CGPoint>] = [\.startPoint, \.endPoint]
        let text: () -> CATextLayer = CATextLayer.init
        let string: ReferenceWritableKeyPath<CATextLayer, Any?> = \.string
        let font: ReferenceWritableKeyPath<CATextLayer, CFTypeRef?> = \.font
        let fontSize: ReferenceWritableKeyPath<CATextLayer, CGFloat> = \.fontSize
        let foreground: ReferenceWritableKeyPath<CATextLayer, CGColor?> = \.foregroundColor
        let wrapped: ReferenceWritableKeyPath<CATextLayer, Bool> = \.isWrapped
        let alignment: ReferenceWritableKeyPath<CATextLayer, CATextLayerAlignmentMode> = \.alignmentMode
        let transformLayer: () -> CATransformLayer = CATransformLayer.init

        let g = gradient()
        #expect(g[keyPath: gradientColors] == nil && g[keyPath: locations] == nil)
        #expect(ends.map { g[keyPath: $0] } == [CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)])
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        g.colors = [red, blue]
        g.locations = [0, 0.25]
        #expect((g.colors as? [CGColor]) == [red, blue] && g.locations == [0, 0.25])

        let t = text()
        #expect(t[keyPath: fontSize] == 36 && t[keyPath: foreground]?.components == [1, 1, 1, 1])
        #expect(
            t[keyPath: string] == nil && t[keyPath: font] == nil && !t[keyPath: wrapped]
                && t[keyPath: alignment] == .natural)
        t.string = "Mapo Tofu"
        t.font = "Noto Sans" as CFString
        #expect(t.string as? String == "Mapo Tofu" && (t.font as? String) == "Noto Sans")
        // The attributed string set is the one read back, as Core Animation keeps it.
        t.string = NSAttributedString(string: "折纸")
        #expect((t.string as? NSAttributedString)?.string == "折纸" && t.string as? String == nil)

        let layer: CALayer = transformLayer()
        #expect(layer is CATransformLayer && layer.sublayers == nil)
    }

    /// A subclass written for iOS overrides NSObject's members, as `class CALayer : NSObject`
    /// (https://developer.apple.com/documentation/quartzcore/calayer) lets it.
    final class TaggedLayer: CALayer {
        var tag = 0
        override var description: String { "TaggedLayer(\(tag))" }
    }

    @Test func aLayerIsAnNSObject() {
        let layer = TaggedLayer()
        layer.tag = 7
        let object: NSObject = layer
        #expect(object.description == "TaggedLayer(7)")
        #expect(layer.isEqual(layer) && !layer.isEqual(CALayer()))
        // Hashable through NSObject: layers in a set, as keys, by identity.
        let a = CALayer(), b = CALayer()
        let set: Set<CALayer> = [a, b, a]
        #expect(set.count == 2 && set.contains(b))
        #expect(layer.isKind(of: CALayer.self) && !layer.isKind(of: CAShapeLayer.self))
        // A display link is one too (https://developer.apple.com/documentation/quartzcore/cadisplaylink).
        final class Target { func tick(_ link: CADisplayLink) {} }
        let link: NSObject = CADisplayLink(target: Target(), selector: Target.tick)
        #expect(link is CADisplayLink)
    }
}
