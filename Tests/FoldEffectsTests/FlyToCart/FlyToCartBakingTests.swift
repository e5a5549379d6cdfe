import FoldCore
import FoldEffects
import FoldExamples
import FoldUI
import Foundation
import Testing

/// The example baked into plain CA animations (what the CLI writes): the same flight as live.
@Suite struct FlyToCartBakingTests {
    typealias T = FlyToCartTruth

    static func shown(_ layer: CALayer, at t: Double) -> Bool {
        var p = layer.presentationProperties(at: t)
        var l = layer.superlayer
        while let s = l {
            if s.presentationProperties(at: t).isHidden { p.isHidden = true }
            l = s.superlayer
        }
        return !p.isHidden
    }

    @Test func threeStaggeredFlightsFollowTheSeedsCurveAndCountAtTheirLandings() throws {
        let from = CGPoint(x: 60, y: 180), to = CGPoint(x: 320, y: 610)
        let example = FlyToCartExample(size: CGSize(width: 375, height: 667), from: from, to: to)
        let plans = try example.bake(count: 3, staggerInterval: 0.25, configuration: .init())
        let root = example.window.layer
        #expect(plans.map(\.id) == ["item1", "item2", "item3"])
        let c = T.seedControl(from, to)
        let badge = try #require(root.layer(named: "badge"))
        let cart = try #require(root.layer(named: "cart"))
        for (k, plan) in plans.enumerated() {
            let item = try #require(root.layer(named: plan.id))
            let begin = 0.25 * Double(k)
            #expect(plan.beginTime == begin && abs(plan.landingTime - (begin + 0.8)) < 1e-12)
            #expect(!Self.shown(item, at: begin - 0.01) || k == 0)
            for step in 0..<8 {
                let t = begin + 0.1 * Double(step)
                let expected = T.quadratic(from, c, to, T.easeIn((t - begin) / 0.8))
                #expect(T.distance(item.presentationProperties(at: t).position, expected) < 1e-6)
                #expect(Self.shown(item, at: t))
            }
            #expect(!Self.shown(item, at: begin + 0.8) && !Self.shown(item, at: 5))
        }
        // The badge: hidden before the first landing, then "1", "2", "3" each from its landing.
        #expect(!Self.shown(badge, at: 0.79))
        for (k, t) in [0.8, 1.05, 1.3].enumerated() {
            for count in 1...3 {
                let text = try #require(root.layer(named: "badgeCount\(count)"))
                #expect(Self.shown(text, at: t + 0.01) == (count == k + 1), "count \(count) at \(t)")
                #expect(text.properties.string == String(count))
            }
            #expect(!Self.shown(try #require(root.layer(named: "badgeCount\(k + 1)")), at: t - 0.01))
            // The cart is bouncing right at the landing.
            #expect(cart.presentationProperties(at: t).transform.m11 > 1.2)
        }
        #expect(abs(cart.presentationProperties(at: 4).transform.m11 - 1) < 1e-9)
    }

    @Test func theBadgeWidensForTwoDigitsAndReducedMotionStaysAtTheCart() throws {
        let example = FlyToCartExample(size: CGSize(width: 375, height: 667), from: CGPoint(x: 60, y: 180), to: CGPoint(x: 320, y: 610))
        var c = FlyToCartConfiguration()
        c.reducesMotion = true
        try example.bake(count: 12, staggerInterval: 0.1, configuration: c)
        let root = example.window.layer
        let badge = try #require(root.layer(named: "badge"))
        let one = badge.presentationProperties(at: 0.35).bounds.width
        let twelve = badge.presentationProperties(at: 2.5).bounds.width
        #expect(one == 20 && twelve == 28)
        let item = try #require(root.layer(named: "item5"))
        for t in [0.4, 0.5, 0.6] {
            #expect(item.presentationProperties(at: t).position == CGPoint(x: 320, y: 610))
        }
        // No bounce under reduced motion.
        #expect(try #require(root.layer(named: "cart")).attachedKeys.isEmpty)
        #expect(throws: EffectConfigurationError.self) { try example.bake(count: 0, staggerInterval: 0, configuration: c) }
    }
}
