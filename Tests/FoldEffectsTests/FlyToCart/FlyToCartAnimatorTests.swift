import FoldCore
import FoldEffects
import FoldRender
import FoldUI
import Foundation
import Testing

@Suite struct FlyToCartAnimatorTests {
    typealias T = FlyToCartTruth

    /// The seed's flight: start and end converted into the root view as the controller does,
    /// the quadratic with the seed's control point, ease-in on the curve's parameter, 0.8 s.
    @Test func theItemFollowsTheSeedsQuadraticWithEaseIn() throws {
        let rig = FlyToCartRig()
        rig.step(to: 0.5)
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart)
        let flights = try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table)
        // start = root.convert(labelCenter, from: tableView): the table is at y 60, scrolled by 35.
        let s = CGPoint(x: 70, y: 60 - 35 + 152)
        // end = root.convert(cartButton.center, from: cartButton.superview).
        let e = CGPoint(x: 375 - 76 + 28, y: 667 - 100 + 22 + 28)
        let c = T.seedControl(s, e)
        let curve = try #require(flights[0].curve)
        #expect(T.distance(curve.start, s) < 1e-9 && T.distance(curve.end, e) < 1e-9 && T.distance(curve.control, c) < 1e-9)
        let layer = try #require(flights[0].layer)
        #expect(layer.bounds.size == CGSize(width: 20, height: 20))
        #expect((layer.contents as? CGImage) === rig.image.cgImage)
        for k in 0...16 {
            let t = 0.5 + 0.05 * Double(k)
            let expected = T.quadratic(s, c, e, T.easeIn(min(1, (t - 0.5) / 0.8)))
            let shown = layer.presentationProperties(at: t).position
            #expect(T.distance(shown, expected) < 1e-6, "t = \(t): \(shown) vs \(expected)")
        }
        let animation = try #require(layer.animation(forKey: "buy") as? CAKeyframeAnimation)
        #expect(animation.duration == 0.8 && animation.fillMode == .forwards && !animation.isRemovedOnCompletion)
        #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeIn) && animation.calculationMode == .linear)
    }

    @Test func theFlyingLayerIsGoneAfterLandingAndTheBadgeCountsThenNotBefore() throws {
        let rig = FlyToCartRig()
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart)
        var finished: [Bool] = []
        try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table) { finished.append($0) }
        #expect(rig.flyingLayers.count == 1)
        for t in stride(from: 1.0 / 60, to: 0.8, by: 1.0 / 60) {
            rig.step(to: t)
            #expect(rig.cart.badge.count == 0, "counted at \(t), before the landing")
        }
        #expect(rig.flyingLayers.count == 1 && rig.cart.layer.attachedAnimation(forKey: CartButton.bounceKey) == nil)
        rig.step(to: 0.81)
        #expect(rig.cart.badge.count == 1 && rig.cart.badge.text == "1" && !rig.cart.badge.isHidden)
        #expect(rig.flyingLayers.isEmpty && animator.flights.isEmpty && finished == [true])
        // The bounce begins at the landing (0.8), not at the frame that noticed it (0.81).
        let bounce = try #require(rig.cart.layer.attachedAnimation(forKey: CartButton.bounceKey))
        #expect(bounce.beginTime == 0.8)
        #expect(rig.cart.layer.presentationProperties(at: 0.8).transform.m11 > 1.2)
    }

    @Test func aCancelledFlightLeavesNothingAndDoesNotCount() throws {
        let rig = FlyToCartRig()
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart)
        var finished: [Bool] = []
        let flights = try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table, count: 3) {
            finished.append($0)
        }
        rig.step(to: 0.1)  // the first two are in the air, the third waits for 0.12
        #expect(rig.flyingLayers.count == 2)
        flights[0].cancel()
        #expect(rig.flyingLayers.count == 1 && flights[0].state == .cancelled && flights[0].layer == nil)
        animator.cancelAllFlights()
        #expect(rig.flyingLayers.isEmpty && animator.flights.isEmpty && finished == [false, false, false])
        rig.step(to: 2)
        #expect(rig.cart.badge.count == 0 && rig.flyingLayers.isEmpty)
    }

    @Test func releasingTheAnimatorTakesItsItemsAlong() throws {
        let rig = FlyToCartRig()
        var finished: [Bool] = []
        var animator: FlyToCartAnimator? = try FlyToCartAnimator(containerView: rig.window, target: rig.cart)
        try animator?.fly(rig.image, from: rig.labelCenterInTable, in: rig.table, count: 3) { finished.append($0) }
        rig.step(to: 0.1)
        #expect(rig.flyingLayers.count == 2)
        animator = nil
        #expect(rig.flyingLayers.isEmpty && finished == [false, false, false])
        rig.step(to: 2)
        #expect(rig.cart.badge.count == 0 && rig.flyingLayers.isEmpty)
    }

    /// Read at launch, not at the call: the table scrolls before the second item leaves.
    @Test func staggeredItemsReadTheirStartWhenTheyLeave() throws {
        let rig = FlyToCartRig()
        var c = FlyToCartConfiguration()
        c.staggerInterval = 0.2
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
        let flights = try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table, count: 2)
        #expect(flights[0].state == .flying && flights[1].state == .waiting)
        rig.table.bounds.origin.y = 85  // scrolled 50 pt further
        rig.step(to: 0.25)
        #expect(flights[1].state == .flying && flights[1].beginTime == 0.2)
        #expect(abs(flights[0].curve!.start.y - 177) < 1e-9 && abs(flights[1].curve!.start.y - 127) < 1e-9)
        rig.step(to: 0.9)
        #expect(rig.cart.badge.count == 1 && animator.landedCount == 1)
        rig.step(to: 1.0)
        #expect(rig.cart.badge.count == 2 && rig.flyingLayers.isEmpty)
    }

    @Test func aThousandConcurrentFlightsLeaveNoLayerAndNoAnimation() throws {
        let rig = FlyToCartRig()
        var c = FlyToCartConfiguration()
        c.staggerInterval = 0
        c.endScale = 0.3
        c.endOpacity = 0.5
        c.rotatesAlongPath = true
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
        try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table, count: 1000)
        #expect(rig.flyingLayers.count == 1000)
        var t = 0.0
        while t < 3 {
            t += 1.0 / 60
            rig.step(to: t)
        }
        #expect(rig.cart.badge.count == 1000 && rig.cart.badge.text == "99+")
        #expect(rig.flyingLayers.isEmpty && animator.flights.isEmpty)
        #expect(rig.window.layer.allLayers.allSatisfy { $0.attachedKeys.isEmpty })
    }

    @Test func theCapHoldsItemsUntilOthersLand() throws {
        let rig = FlyToCartRig()
        var c = FlyToCartConfiguration()
        c.staggerInterval = 0.01
        c.maximumConcurrentFlights = 3
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
        let flights = try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table, count: 7)
        var t = 0.0
        while t < 4 {
            t += 1.0 / 60
            rig.step(to: t)
            #expect(rig.flyingLayers.count <= 3)
        }
        #expect(rig.cart.badge.count == 7 && rig.flyingLayers.isEmpty)
        // The fourth leaves when the first lands (0.8), not at the frame after.
        #expect(flights[3].beginTime == 0.8 && flights.allSatisfy { $0.state == .landed })
    }

    /// Paced mode with linear timing: equal distance in equal time (linear mode is not).
    @Test func pacedFlightHasConstantSpeed() throws {
        func speeds(_ mode: CAAnimationCalculationMode) throws -> [Double] {
            let rig = FlyToCartRig()
            var c = FlyToCartConfiguration()
            c.calculationMode = mode
            c.timingFunction = CAMediaTimingFunction(name: .linear)
            let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
            let layer = try #require(try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table)[0].layer)
            let points = (0...160).map { layer.presentationProperties(at: 0.8 * Double($0) / 160).position }
            return zip(points, points.dropFirst()).map { T.distance($0, $1) }
        }
        let paced = try speeds(.paced)
        let mean = paced.reduce(0, +) / Double(paced.count)
        #expect(paced.allSatisfy { abs($0 - mean) / mean < 0.005 }, "\(paced.min()!)…\(paced.max()!)")
        let linear = try speeds(.linear)
        #expect(linear.max()! / linear.min()! > 1.5)
    }

    @Test func theApexStaysInsideTheVisibleBoundsWhenAsked() throws {
        let rig = FlyToCartRig(size: CGSize(width: 320, height: 360))
        var c = FlyToCartConfiguration()
        c.keepsArcOnScreen = true
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
        // Ends near the top: the seed's −400 would throw the item 26 pt above the screen.
        let flight = try animator.fly(rig.image, from: CGPoint(x: 40, y: 150), in: nil, to: CGPoint(x: 280, y: 200), in: nil)[0]
        let layer = try #require(flight.layer)
        let ys = (0...400).map { layer.presentationProperties(at: 0.8 * Double($0) / 400).position.y }
        // Half the 20 pt item from the top: inside, and touching (the clamp is not a flattening).
        #expect(ys.min()! >= 10 - 1e-9 && ys.min()! < 10.5, "\(ys.min()!)")
        let unclamped = FlyToCartPath(start: flight.curve!.start, end: flight.curve!.end)
        #expect(unclamped.apex.y < -25)
    }

    @Test func reducedMotionFadesAtTheCartAndStillCounts() throws {
        let rig = FlyToCartRig()
        var c = FlyToCartConfiguration()
        c.reducesMotion = true
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
        let layer = try #require(try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table)[0].layer)
        let end = CGPoint(x: 327, y: 617)
        for k in 0...10 {
            let t = 0.3 * Double(k) / 10
            let p = layer.presentationProperties(at: t)
            #expect(p.position == end)
            let expected = t < 0.09 ? t / 0.09 : t > 0.21 ? (0.3 - t) / 0.09 : 1
            #expect(abs(p.opacity - expected) < 1e-9, "t = \(t)")
        }
        rig.step(to: 0.29)
        #expect(rig.cart.badge.count == 0)
        rig.step(to: 0.3)
        #expect(rig.cart.badge.count == 1 && rig.flyingLayers.isEmpty)
        #expect(rig.cart.layer.attachedAnimation(forKey: CartButton.bounceKey) == nil)
    }

    /// Without a setting of its own the flight follows the system's Reduce Motion, read as it
    /// leaves: on, the item appears at the cart (the reduced-motion fade), not at the start.
    @Test func theFlightFollowsTheSystemsReduceMotionUntilSet() throws {
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        #expect(!FlyToCartConfiguration().reducesMotion)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(FlyToCartConfiguration().reducesMotion)
        var set = FlyToCartConfiguration()
        set.reducesMotion = false
        #expect(!set.reducesMotion, "a setting of its own wins")
        let rig = FlyToCartRig()
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: FlyToCartConfiguration())
        let layer = try #require(try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table)[0].layer)
        #expect(layer.presentationProperties(at: 0.01).position == CGPoint(x: 327, y: 617), "at the cart from the start")
    }

    @Test func rotationFollowsTheTangentAndTheItemShrinks() throws {
        let rig = FlyToCartRig()
        var c = FlyToCartConfiguration()
        c.rotatesAlongPath = true
        c.endScale = 0.5
        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart, configuration: c)
        let flight = try animator.fly(rig.image, from: rig.labelCenterInTable, in: rig.table)[0]
        let curve = try #require(flight.curve)
        let layer = try #require(flight.layer)
        for t in [0.1, 0.4, 0.7] {
            let u = T.easeIn(t / 0.8)
            // The derivative of the quadratic: 2(1 − u)(C − S) + 2u(E − C).
            let dx = 2 * (1 - u) * (curve.control.x - curve.start.x) + 2 * u * (curve.end.x - curve.control.x)
            let dy = 2 * (1 - u) * (curve.control.y - curve.start.y) + 2 * u * (curve.end.y - curve.control.y)
            let m = layer.presentationProperties(at: t).transform
            let scale = 1 + (0.5 - 1) * t / 0.8
            #expect(abs(atan2(m.m12, m.m11) - atan2(dy, dx)) < 1e-6, "t = \(t)")
            #expect(abs((m.m11 * m.m11 + m.m12 * m.m12).squareRoot() - scale) < 1e-9)
        }
    }

    @Test func configurationThatCannotWorkIsRefusedWithTheNumbers() throws {
        let rig = FlyToCartRig()
        func refusal(_ change: (inout FlyToCartConfiguration) -> Void) -> String? {
            var c = FlyToCartConfiguration()
            change(&c)
            do {
                _ = try FlyToCartAnimator(containerView: rig.window, configuration: c)
                return nil
            } catch let e as EffectConfigurationError { return e.description } catch { return "\(error)" }
        }
        #expect(refusal { $0.duration = .nan } == "duration: must be a finite number above 0 (got nan)")
        #expect(refusal { $0.duration = -1 } == "duration: must be a finite number above 0 (got -1.0)")
        #expect(refusal { $0.itemSize.width = -20 } == "itemSize.width: must be a finite number above 0 (got -20.0)")
        #expect(refusal { $0.maximumConcurrentFlights = 0 }?.contains("at least 1") == true)
        #expect(refusal { $0.staggerInterval = -0.06 }?.contains("-0.06") == true)
        #expect(refusal { $0.endOpacity = 2 } == "endOpacity: must lie in 0…1 (got 2.0)")
        #expect(refusal { $0.calculationMode = .cubic }?.hasPrefix("calculationMode") == true)
        #expect(refusal { _ in } == nil)

        let animator = try FlyToCartAnimator(containerView: rig.window, target: rig.cart)
        let missing = UIImage(placeholderNamed: "nowhere", pixelWidth: 40, pixelHeight: 40)
        #expect(throws: EffectConfigurationError.self) { try animator.fly(missing, from: .zero, in: rig.table) }
        #expect(throws: EffectConfigurationError.self) { try animator.fly(rig.image, from: .zero, in: rig.table, count: 0) }
        #expect(rig.flyingLayers.isEmpty)
    }
}
