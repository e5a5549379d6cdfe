import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct ViewGeometryTests {
    @Test func frameCenterAndBoundsAreUIKits() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        // The transform turns about the centre and does not change bounds or center.
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(v.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
    }

    @Test func convertThroughNestedTranslationsAndARotation() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 115, y: 75))
        #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 15, y: 25))
        #expect(parent.convert(CGPoint(x: 15, y: 25), to: child) == CGPoint(x: 5, y: 5))
        // A 90° turn (clockwise on screen): the top-right corner, (50, −50) from the centre,
        // goes to (50, 50) from the centre.
        let turned = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        window.addSubview(turned)
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(approx(turned.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 250, y: 250), 1e-9))
        // Bounds origin shifts the content (as a scroll view does).
        parent.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 115, y: 45))
    }

    @Test func convertProjectsThroughPerspective() {
        // CATransform3D's reference numbers: Rotate(Perspective(500), π/4 about y) maps
        // (100, 0, 0) to x 61.9497 and (−100, 0, 0) to x −82.3578.
        let window = UIWindow(size: CGSize(width: 400, height: 600))
        let v = UIView(frame: CGRect(x: 100, y: 250, width: 200, height: 100))
        window.addSubview(v)
        v.transform3D = CATransform3D(perspective: 500).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
        let right = v.convert(CGPoint(x: 200, y: 50), to: nil)
        let left = v.convert(CGPoint(x: 0, y: 50), to: nil)
        #expect(approx(right.x, 200 + 61.9497, 1e-4) && approx(right.y, 300, 1e-9))
        #expect(approx(left.x, 200 - 82.3578, 1e-4) && approx(left.y, 300, 1e-9))
    }

    @Test(arguments: [0.0, 0.3, -0.9, 1.2])
    func convertRoundTripsThrough3DTransforms(angle: Double) {
        let window = UIWindow(size: CGSize(width: 400, height: 600))
        let outer = UIView(frame: CGRect(x: 40, y: 80, width: 300, height: 400))
        outer.transform3D = CATransform3D(perspective: 600).rotated(by: angle, x: 1, y: 0.4, z: 0)
        let inner = UIView(frame: CGRect(x: 30, y: 60, width: 120, height: 90))
        inner.transform = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(scaleX: 1.5, y: 0.7))
        window.addSubview(outer)
        outer.addSubview(inner)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 90), CGPoint(x: 33.3, y: 71.7), CGPoint(x: -20, y: 140)] {
            let w = inner.convert(p, to: nil)
            #expect(approx(inner.convert(w, from: nil), p, 1e-7))
            let o = inner.convert(p, to: outer)
            #expect(approx(outer.convert(o, to: inner), p, 1e-7))
            // Through the outer view equals directly to the window.
            #expect(approx(outer.convert(o, to: nil), w, 1e-7))
        }
        let r = CGRect(x: 10, y: 10, width: 50, height: 30)
        let back = inner.convert(inner.convert(r, to: nil), from: nil)
        // The bounding box of a bounding box contains the original.
        #expect(back.minX <= r.minX + 1e-7 && back.maxX >= r.maxX - 1e-7)
        #expect(back.minY <= r.minY + 1e-7 && back.maxY >= r.maxY - 1e-7)
    }

    @Test func aPlaneSeenEdgeOnCannotBeReached() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(v)
        v.transform3D = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        let p = v.convert(CGPoint(x: 200, y: 200), from: nil)
        #expect(p.x.isInfinite && p.y.isInfinite)
        #expect(v.convert(CGRect(x: 190, y: 190, width: 20, height: 20), from: nil).isNull)
    }

    @Test func subviewOrderDrivesLayerOrder() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        #expect(root.layer.children.map(ObjectIdentifier.init) == [a, c, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(a)
        #expect(root.layer.children.map(ObjectIdentifier.init) == [c, b, a].map { ObjectIdentifier($0.layer) })
        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil)
        #expect(root.subviews.count == 2)
        // Moving a view to another superview takes it out of the first.
        let other = UIView()
        other.addSubview(a)
        #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        // A view cannot become its own descendant: refused, nothing changes.
        a.addSubview(other)
        #expect(other.superview == nil && a.superview === other)
    }

    @Test func layoutRunsOnceAfterSizeChangesTopDown() {
        final class Recording: UIView {
            var name = ""
            var sink: ((String) -> Void)?
            override func layoutSubviews() { sink?(name) }
        }
        var order: [String] = []
        let parent = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.name = "parent"
        child.name = "child"
        parent.sink = { order.append($0) }
        child.sink = { order.append($0) }
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
        order.removeAll()
        parent.layoutIfNeeded()
        #expect(order.isEmpty)
        // Moving does not ask for layout; resizing does (the view and its superview).
        child.center = CGPoint(x: 50, y: 50)
        parent.layoutIfNeeded()
        #expect(order.isEmpty)
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
        // Scrolling (the bounds origin) lays out the view itself only.
        order.removeAll()
        parent.bounds.origin = CGPoint(x: 0, y: 30)
        parent.layoutIfNeeded()
        #expect(order == ["parent"])
        // Adding a subview lays out the superview and all its subviews.
        order.removeAll()
        let sibling = Recording()
        sibling.name = "sibling"
        sibling.sink = { order.append($0) }
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child", "sibling"])
    }
}
