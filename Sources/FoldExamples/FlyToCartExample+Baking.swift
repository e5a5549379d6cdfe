import FoldCore
import FoldEffects
import FoldUI
import Foundation

/// One flight of a baked example: its layer, curve and times.
public struct FlyToCartFlightPlan: Sendable, Equatable {
    /// The item's layer id: `item1` … `itemN`.
    public var id: String
    public var curve: FlyToCartPath
    public var beginTime: Double
    public var landingTime: Double
}

extension FlyToCartExample {
    /// Bakes `count` flights from `from` to the cart into the window's layer tree as plain Core
    /// Animation, for a scene file: what `FlyToCartAnimator` does live, with every landing known
    /// in advance. Flight k leaves at (k − 1)·`staggerInterval` and flies with the configuration's
    /// keyframe animation (the path); its layer `itemk` is shown only from its start to its
    /// landing (a `hidden` animation). At each landing the cart (`cart`) bounces with
    /// `CartButton.bounceAnimation` (not under reduced motion) and the badge (`badge`) shows the
    /// new count: one text layer per count (`badgeCount1` …), each shown from its landing to the
    /// next, and the badge's bounds widen for two digits. Call it once per example.
    ///
    /// ```swift
    /// let example = FlyToCartExample(size: CGSize(width: 375, height: 667), from: p, to: q)
    /// let plans = try example.bake(count: 3, staggerInterval: 0.06, configuration: .init())
    /// let scene = Scene(…, layers: [example.window.layer])
    /// ```
    @discardableResult
    public func bake(count: Int, staggerInterval: Double, configuration c: FlyToCartConfiguration) throws -> [FlyToCartFlightPlan]
    {
        try c.validate()
        guard count >= 1 else { throw EffectConfigurationError(setting: "count", message: "must be at least 1 (got \(count))") }
        try EffectConfigurationError.requireNonNegative(staggerInterval, "stagger")
        var curve = FlyToCartPath(start: from, end: to, arcHeight: c.arcHeight)
        if c.keepsArcOnScreen {
            curve = curve.keptInside(window.bounds, margin: max(c.itemSize.width, c.itemSize.height) / 2)
        }
        var plans: [FlyToCartFlightPlan] = []
        for k in 1...count {
            let begin = Double(k - 1) * staggerInterval
            let landing = FlyToCartAnimations.landingTime(beginTime: begin, configuration: c)
            let layer = FlyToCartAnimations.makeItemLayer(
                image: dishImage.cgImage, contentsScale: dishImage.scale, size: c.itemSize,
                at: c.reducesMotion ? curve.end : curve.start)
            layer.name = "item\(k)"
            layer.isHidden = true
            try layer.add(Self.shown(from: begin, to: landing), forKey: "shown")
            if c.reducesMotion {
                // The engine's form, added as is: a scene's times are absolute (0 is the scene's
                // start, not Core Animation's "now").
                let fade = FlyToCartAnimations.reducedMotionFade(beginTime: begin, configuration: c)
                try layer.add(fade.engineAnimation(), forKey: FlyToCartAnimations.fadeKey)
            } else {
                for (key, animation) in FlyToCartAnimations.flight(along: curve, beginTime: begin, configuration: c) {
                    try layer.add(animation.engineAnimation(), forKey: key)
                }
            }
            window.layer.addSublayer(layer)
            plans.append(FlyToCartFlightPlan(id: "item\(k)", curve: curve, beginTime: begin, landingTime: landing))
        }
        try bakeLandings(plans.map(\.landingTime), bounces: c.bouncesTarget && !c.reducesMotion)
        return plans
    }

    private func bakeLandings(_ landings: [Double], bounces: Bool) throws {
        let badge = cart.badge
        let badgeLayer = badge.layer
        badgeLayer.isHidden = true
        try badgeLayer.add(Self.shown(from: landings[0], to: .infinity), forKey: "shown")
        let centre = badge.center
        for (i, landing) in landings.enumerated() {
            if bounces {
                try cart.layer.add(CartButton.bounceAnimation(beginTime: landing).engineAnimation(), forKey: "bounce\(i + 1)")
            }
            // The badge's size and text for count i + 1, as the live badge would show them.
            badge.count = i + 1
            let bounds = badge.bounds
            var size = BasicAnimation(keyPath: .bounds, from: .rect(bounds), to: .rect(bounds))
            size.beginTime = landing
            size.duration = 0
            size.fillMode = .forwards
            size.isRemovedOnCompletion = false
            try badgeLayer.add(size, forKey: "size\(i + 1)")
            let text = CATextLayer()
            text.name = "badgeCount\(i + 1)"
            text.string = badge.text
            text.fontSize = badge.countLabel.fontSize
            text.foregroundColor = badge.countLabel.textColor?.cgColor
            text.alignmentMode = .center
            badge.layoutIfNeeded()
            badge.countLabel.layoutIfNeeded()
            text.frame = badge.countLabel.textLayer.frame
            text.isHidden = true
            let next = i + 1 < landings.count ? landings[i + 1] : .infinity
            try text.add(Self.shown(from: landing, to: next), forKey: "shown")
            badgeLayer.addSublayer(text)
        }
        // The model is the badge before any landing: the baked layers show the counts.
        badge.count = 0
        badge.countLabel.text = nil
        badge.center = centre
        badge.isHidden = true
    }

    /// Shows a hidden layer from `start` until `end` (∞: for good).
    static func shown(from start: Double, to end: Double) -> BasicAnimation {
        var a = BasicAnimation(keyPath: .hidden, from: .bool(false), to: .bool(false))
        a.beginTime = start
        if end.isFinite {
            a.duration = end - start
        } else {
            a.duration = 0
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
        }
        return a
    }
}
