import FoldCore
import FoldEffects
import FoldRender
import FoldTestSupport
import FoldUI
import Foundation
import Testing

@Suite struct FlyToCartPathTests {
    typealias T = FlyToCartTruth

    @Test func theSeedsControlPointAndCurve() {
        let s = CGPoint(x: 60, y: 300)
        let e = CGPoint(x: 330, y: 620)
        let curve = FlyToCartPath(start: s, end: e)
        #expect(curve.control == CGPoint(x: 150, y: 60))
        #expect(curve.cgPath.path.elements == [.move(to: s), .quadCurve(to: e, control: CGPoint(x: 150, y: 60))])
        for t in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(T.distance(curve.point(at: t), T.quadratic(s, CGPoint(x: 150, y: 60), e, t)) < 1e-12)
        }
    }

    /// Random ends inside a rect and arcs of any height and direction: the kept curve lies inside
    /// (sampled densely), its ends are unchanged, and a curve already inside is left alone.
    @Test func keptInsideKeepsEverySampleInsideAndTouchesTheEdgeItCrossed() {
        var random = SplitMix64(state: 42)
        let rect = CGRect(x: 0, y: 0, width: 320, height: 480)
        let margin = 10.0
        for _ in 0..<500 {
            let s = CGPoint(x: 10 + random.unit() * 300, y: 10 + random.unit() * 460)
            let e = CGPoint(x: 10 + random.unit() * 300, y: 10 + random.unit() * 460)
            let arc = (random.unit() - 0.3) * 1600
            let original = FlyToCartPath(start: s, end: e, control: CGPoint(x: random.unit() * 900 - 300, y: s.y - arc))
            let kept = original.keptInside(rect, margin: margin)
            #expect(kept.start == s && kept.end == e)
            var lowest = Double.infinity
            var highest = -Double.infinity
            var left = Double.infinity
            var right = -Double.infinity
            for k in 0...2000 {
                let p = T.quadratic(kept.start, kept.control, kept.end, Double(k) / 2000)
                lowest = min(lowest, p.y)
                highest = max(highest, p.y)
                left = min(left, p.x)
                right = max(right, p.x)
            }
            #expect(lowest >= margin - 1e-6 && highest <= 480 - margin + 1e-6, "\(original) → \(kept)")
            #expect(left >= margin - 1e-6 && right <= 320 - margin + 1e-6, "\(original) → \(kept)")
            let b = original.bounds
            if b.minY < margin { #expect(abs(lowest - margin) < 0.01, "top not touched: \(lowest)") }
            if b.minX >= margin && b.maxX <= 320 - margin && b.minY >= margin && b.maxY <= 480 - margin {
                #expect(kept == original)
            }
        }
    }

    /// Start and end pass through a rotated, scaled table and a translated cart bar.
    @Test func endsAreConvertedThroughTransformedHierarchiesAtLaunch() throws {
        let rig = FlyToCartRig()
        let c = cos(Double.pi / 12) * 0.9
        let s = sin(Double.pi / 12) * 0.9
        rig.table.transform = CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
        rig.cartBar.transform = CGAffineTransform(translationX: -40, y: 0)
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart)
        let flight = try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table)[0]
        let curve = try #require(flight.curve)
        // Independently: the table's centre is fixed by a transform about it, so a point p of the
        // table's bounds lands at centre + M·(p − boundsCentre).
        let tableCentre = CGPoint(x: 375.0 / 2, y: 60 + (667.0 - 160) / 2)
        let local = CGPoint(x: 70 - 375.0 / 2, y: 152 - (35 + (667.0 - 160) / 2))
        let start = CGPoint(x: tableCentre.x + c * local.x - s * local.y, y: tableCentre.y + s * local.x + c * local.y)
        #expect(T.distance(curve.start, start) < 1e-9, "\(curve.start) vs \(start)")
        #expect(T.distance(curve.end, CGPoint(x: 327 - 40, y: 617)) < 1e-9)
        #expect(T.distance(curve.control, T.seedControl(start, CGPoint(x: 287, y: 617))) < 1e-9)
    }

    @Test func aContainerOutsideAWindowIsRefused() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = try FlyToCartAnimator(containerView: container)
        let image = UIImage(bitmap: Bitmap(width: 4, height: 4), name: "dish")
        #expect(throws: EffectConfigurationError.self) {
            try animator.fly(image, from: .zero, in: container, to: CGPoint(x: 50, y: 50))
        }
    }
}
