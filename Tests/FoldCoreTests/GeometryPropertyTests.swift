import Foundation
import Testing

@testable import FoldCore

@Suite struct GeometryPropertyTests {
    func randomTransform(_ rng: inout SplitMix64) -> CATransform3D {
        var t = CATransform3D.identity
        t = t.rotated(by: rng.unit() * 6 - 3, x: rng.unit() - 0.5, y: rng.unit() - 0.5, z: rng.unit() - 0.5)
        t = t.scaledBy(x: 0.2 + rng.unit() * 3, y: 0.2 + rng.unit() * 3, z: 0.2 + rng.unit() * 3)
        t = t.translatedBy(x: rng.unit() * 200 - 100, y: rng.unit() * 200 - 100, z: rng.unit() * 50)
        var p = CATransform3D.identity
        p.m34 = -1 / (300 + rng.unit() * 1000)
        return t.concatenating(p)
    }

    @Test func invertRoundTrip() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let t = randomTransform(&rng)
            let product = t.concatenating(t.inverted()!)
            let worst = zip(product.values, CATransform3D.identity.values).map { abs($0 - $1) }.max()!
            #expect(worst < 1e-9, "\(t)")
        }
        #expect(CATransform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
        var nan = CATransform3D.identity
        nan.m11 = .nan
        #expect(nan.inverted() == nil)
    }

    @Test func decompositionRecomposes() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let t = randomTransform(&rng)
            let back = t.decomposition!.transform
            let worst = zip(back.values, t.values).map { abs($0 - $1) / max(1, abs($1)) }.max()!
            #expect(worst < 1e-9, "\(t) → \(back)")
        }
        // A zero scale keeps the other parts.
        var p = CATransform3D(scaleX: 0, y: 0, z: 1)
        p.m34 = -0.002
        let d = p.decomposition!
        #expect(d.scale.x == 0 && d.perspective[2] == -0.002)
    }

    @Test func zeroAxisRotationIsIdentityAndAxisIsNormalised() {
        #expect(CATransform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(CATransform3D(rotationAngle: 1, x: CGFloat.nan, y: 0, z: 0) == .identity)
        let a = CATransform3D(rotationAngle: 0.7, x: 0, y: 0, z: 5)
        let b = CATransform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        #expect(zip(a.values, b.values).allSatisfy { abs($0 - $1) < 1e-15 })
    }

    @Test func affineAndIdentityQueries() {
        #expect(CATransform3D.identity.isIdentity && CATransform3D.identity.isAffine)
        #expect(CATransform3D(rotationAngle: 1, x: 0, y: 0, z: 1).isAffine)
        #expect(!CATransform3D(rotationAngle: 1, x: 1, y: 0, z: 0).isAffine)
        #expect(!CATransform3D(perspective: 500).isAffine)
    }

    @Test func cssMatchesSuccessiveCalls() throws {
        let css = try CATransform3D(css: "translate(10px, 20px) rotateX(90deg) scale(2)")
        let calls = CATransform3D.identity.translatedBy(x: 10, y: 20, z: 0).rotated(by: .pi / 2, x: 1, y: 0, z: 0)
            .scaledBy(x: 2, y: 2, z: 1)
        #expect(zip(css.values, calls.values).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(try CATransform3D(css: "rotate(0.5turn)").m11 == -1)
        #expect(throws: TransformSyntaxError.self) { try CATransform3D(css: "rotate(45)") }
        #expect(throws: TransformSyntaxError.self) { try CATransform3D(css: "scale(1,2,3,4)") }
        #expect(throws: TransformSyntaxError.self) { try CATransform3D(css: "translate(1") }
        #expect(throws: TransformSyntaxError.self) { try CATransform3D(css: "perspective(0)") }
    }

    @Test func projectionThroughPerspectiveAndUnproject() {
        let p = CATransform3D(perspective: 500).concatenating(.identity)
        let r = CATransform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(p)
        #expect(abs(r.apply(to: CGPoint(x: 100, y: 0)).x - 61.9497) < 1e-4)
        #expect(abs(r.apply(to: CGPoint(x: -100, y: 0)).x - -82.3578) < 1e-4)
        // Concat(P, R) puts perspective first: no foreshortening in x.
        let wrong = p.concatenating(CATransform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0))
        #expect(abs(wrong.apply(to: CGPoint(x: 100, y: 0)).x - 70.7107) < 1e-4)
        let back = r.unproject(r.apply(to: CGPoint(x: 30, y: 40)))!
        #expect(back.distance(to: CGPoint(x: 30, y: 40)) < 1e-9)
        // Edge-on: a plane rotated 90° about y has no preimage.
        #expect(CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).unproject(CGPoint(x: 1, y: 1)) == nil)
        // A large translation (a scrolled view's bounds origin) is not singular.
        let scrolled = CATransform3D(translationX: 0, y: -20000, z: 0)
        #expect(scrolled.unproject(CGPoint(x: 160, y: 400)) == CGPoint(x: 160, y: 20400))
    }

    @Test func zeroSizeLayerGeometryIsDefined() {
        let l = CALayer()
        l.position = CGPoint(x: 10, y: 20)
        #expect(l.frame == CGRect(x: 10, y: 20, width: 0, height: 0))
        l.transform = CATransform3D(scaleX: 0, y: 0, z: 1)
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(l.bounds.size.width.isFinite)
        #expect(l.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test func hitTestFindsTheFrontMostDeepestLayer() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        let a = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let b = CALayer()
        b.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === b)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 75, y: 75)) === a)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 300)) == nil)
        // Through a rotation: the point maps back into the rotated layer.
        let c = CALayer()
        c.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        c.position = CGPoint(x: 100, y: 100)
        c.transform = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        root.addSublayer(c)
        #expect(root.hitTest(CGPoint(x: 100, y: 115)) === c)
    }

    @Test func convertThroughATiltedLayerRoundTrips() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.position = CGPoint(x: 150, y: 150)
        card.anchorPoint = CGPoint(x: 0.5, y: 0)
        card.transform = CATransform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0).concatenating(CATransform3D(perspective: 500))
        root.addSublayer(card)
        let p = CGPoint(x: 30, y: 70)
        let up = card.convert(p, to: root)
        let down = card.convert(up, from: root)
        #expect(down.distance(to: p) < 1e-9)
        #expect(card.convert(CGRect(x: 0, y: 0, width: 200, height: 100), to: root).height < 100)
    }
}
