import FoldCore
import FoldUI
import Foundation
import Testing

@testable import FoldEffects

/// The seed's drag: the angle formula, the shadows, and leaving the view.
@Suite struct PageFoldDragTests {
    /// The seed's angle for a finger at y, computed here from the seed's code:
    /// percent = −π / (H − startY); progress = percent · (y − startY).
    static func seedAngle(y: Double, startY: Double, height: Double = 300) -> Double {
        let percent = -Double.pi / (height - startY)
        return percent * (y - startY)
    }

    /// Rotation about x by θ set on the seed's transform (identity with m34 = 2.5/−2000) the way
    /// Core Animation's `transform.rotation.x` key path sets it (FoldCore's decomposition).
    static func seedTransform(rotationX theta: Double) -> CATransform3D {
        var p = LayerProperties()
        var t = CATransform3D.identity
        t.m34 = 2.5 / -2000
        p.transform = t
        p[.transform(sublayer: false, .rotationX)] = .number(theta)
        return p.transform
    }

    @Test func theAngleFollowsTheSeedsFormulaAtEachDragPosition() throws {
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 60)))
        h.step(.pointerMoved(h.window(100, 72)))  // 12 pt: the pan begins here, startY = 72
        #expect(h.changes == ["began"])
        #expect(h.page.layerRotation == 0)
        for y in [80.0, 111.5, 150, 186, 225, 260, 299, 40, 10] {
            h.step(.pointerMoved(h.window(100, y)))
            let expected = Self.seedAngle(y: y, startY: 72)
            #expect(abs(h.page.layerRotation - expected) < 1e-12, "y \(y): \(h.page.layerRotation) vs \(expected)")
            // The layer shows that rotation with the seed's perspective (for |θ| < π/2 the
            // Euler decomposition reads back one x rotation).
            if abs(expected) < .pi / 2 - 0.01 {
                let m = h.page.foldingHalf.layer.transform.values
                let e = Self.seedTransform(rotationX: expected).values
                #expect(zip(m, e).allSatisfy { abs($0 - $1) < 1e-9 }, "y \(y): transform \(m) vs \(e)")
            }
        }
        #expect(h.page.fixedHalf.layer.transform.m34 == 2.5 / -2000)
    }

    @Test func theHalvesHingeOnTheCentreLine() throws {
        let h = try PageFoldHarness()
        let top = h.page.foldingHalf.layer
        let bottom = h.page.fixedHalf.layer
        #expect(top.name == "top" && bottom.name == "bottom")
        #expect(top.anchorPoint == CGPoint(x: 0.5, y: 1) && bottom.anchorPoint == CGPoint(x: 0.5, y: 0))
        #expect(top.position == CGPoint(x: 100, y: 150) && bottom.position == CGPoint(x: 100, y: 150))
        #expect(top.bounds.size == CGSize(width: 200, height: 150) && bottom.bounds.size == CGSize(width: 200, height: 150))
    }

    @Test func theShadowsFollowTheAngle() throws {
        let h = try PageFoldHarness()
        let topShadow = try #require(h.window.layer.layer(named: "topShadow"))
        let bottomShadow = try #require(h.window.layer.layer(named: "bottomShadow"))
        #expect(topShadow.opacity == 0 && bottomShadow.opacity == 0)
        h.step(.pointerDown(h.window(100, 30)))
        h.step(.pointerMoved(h.window(100, 42)))  // startY 42
        for y in [60.0, 100, 150, 171, 172, 200, 280] {
            h.step(.pointerMoved(h.window(100, y)))
            let progress = (y - 42) / (300 - 42)  // the seed's progress0 = |θ|/π
            #expect(abs(Double(bottomShadow.opacity) - progress) < 1e-6, "y \(y): bottom \(bottomShadow.opacity) vs \(progress)")
            let expectedTop = abs(Self.seedAngle(y: y, startY: 42)) < .pi / 2 ? progress : 0
            #expect(abs(Double(topShadow.opacity) - expectedTop) < 1e-6, "y \(y): top \(topShadow.opacity) vs \(expectedTop)")
        }
        // Released, the shadows follow the spring's angle (not zeroed as in the seed).
        h.step(.pointerUp(h.window(100, 280)))
        for _ in 0..<10 {
            h.step()
            let progress = max(0, min(1, h.page.foldAngle / .pi))
            #expect(abs(Double(bottomShadow.opacity) - progress) < 1e-6)
        }
    }

    @Test func leavingTheViewCancelsAndSpringsBack() throws {
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 60)))
        h.step(.pointerMoved(h.window(100, 72)))
        h.step(.pointerMoved(h.window(100, 250)))
        let before = h.page.foldAngle
        #expect(before > 2)
        h.step(.pointerMoved(h.window(100, 300.5)))  // below the view's bottom edge: changed, then cancelled
        #expect(h.changes == ["began", "changed", "changed", "cancelled"])
        #expect(h.page.isAnimating)
        // The finger still down comes back inside: the pan does not restart and the page does not follow.
        h.step(.pointerMoved(h.window(100, 200)))
        h.step(.pointerMoved(h.window(100, 220)))
        #expect(h.changes == ["began", "changed", "changed", "cancelled"])
        #expect(h.page.foldAngle < before)
        h.settle()
        #expect(h.page.foldAngle == 0)
        h.step(.pointerUp(h.window(100, 220)))
        // A new touch works again.
        h.step(.pointerDown(h.window(100, 60)))
        h.step(.pointerMoved(h.window(100, 72)))
        h.step(.pointerMoved(h.window(100, 100)))
        #expect(abs(h.page.layerRotation - Self.seedAngle(y: 100, startY: 72)) < 1e-12)
    }

    @Test func theEdgeItselfIsOutside() throws {
        // The seed's test is strict: y == H is outside.
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 60)))
        h.step(.pointerMoved(h.window(100, 72)))
        h.step(.pointerMoved(h.window(100, 300)))
        #expect(h.changes == ["began", "changed", "cancelled"])
        #expect(h.page.isAnimating)
    }

    @Test func theDragStartsOnlyOnTheFoldingHalfByDefault() throws {
        let h = try PageFoldHarness()
        h.step(.pointerDown(h.window(100, 200)))  // the bottom half
        h.step(.pointerMoved(h.window(100, 230)))
        h.step(.pointerMoved(h.window(100, 260)))
        #expect(h.changes == ["failed"])
        #expect(h.page.foldAngle == 0)
        h.step(.pointerUp(h.window(100, 260)))

        var options = PageFoldView.Options()
        options.dragRegion = .anywhere
        let anywhere = try PageFoldHarness(options: options)
        anywhere.step(.pointerDown(anywhere.window(100, 200)))
        anywhere.step(.pointerMoved(anywhere.window(100, 212)))
        anywhere.step(.pointerMoved(anywhere.window(100, 250)))
        #expect(abs(anywhere.page.layerRotation - Self.seedAngle(y: 250, startY: 212)) < 1e-12)
    }

    @Test func theOtherDirectionsMapTheFingerTheSameWay() throws {
        // Each direction spreads 180° over the distance to the edge the half folds towards.
        let cases: [(FoldDirection, CGPoint, CGPoint, Double)] = [
            (.up, CGPoint(x: 100, y: 250), CGPoint(x: 100, y: 100), Double.pi / 238 * 138),  // start y 238: extent 238, travel 138
            (.left, CGPoint(x: 150, y: 150), CGPoint(x: 60, y: 150), Double.pi / 138 * 78),  // start x 138
            (.right, CGPoint(x: 50, y: 150), CGPoint(x: 150, y: 150), Double.pi / (200 - 62) * 88),  // start x 62
        ]
        for (direction, down, to, expected) in cases {
            var options = PageFoldView.Options()
            options.direction = direction
            let h = try PageFoldHarness(options: options)
            let dx = (to.x - down.x).sign == .minus ? -12.0 : (to.x == down.x ? 0 : 12)
            let dy = (to.y - down.y).sign == .minus ? -12.0 : (to.y == down.y ? 0 : 12)
            h.step(.pointerDown(h.window(down.x, down.y)))
            h.step(.pointerMoved(h.window(down.x + dx, down.y + dy)))
            h.step(.pointerMoved(h.window(to.x, to.y)))
            #expect(abs(h.page.foldAngle - expected) < 1e-12, "\(direction): \(h.page.foldAngle) vs \(expected)")
        }
    }

    @Test func aRectRegionAcceptsOnlyDragsThatStartInIt() throws {
        var options = PageFoldView.Options()
        options.dragRegion = .rect(CGRect(x: 0, y: 0, width: 100, height: 60))
        for (x, starts) in [(50.0, true), (150.0, false)] {
            let h = try PageFoldHarness(options: options)
            h.step(.pointerDown(h.window(x, 30)))
            h.step(.pointerMoved(h.window(x, 42)))
            h.step(.pointerMoved(h.window(x, 100)))
            #expect((h.page.foldAngle != 0) == starts, "x \(x)")
        }
    }

    @Test func theShadingModels() {
        // Independent formulas: linear is the seed's θ/π; lambert 1 − cos θ on the folding half
        // and sin²(θ/2) underneath; past 90° the folding half's shadow is 0; .none is dark nowhere.
        for theta in stride(from: -0.3, through: Double.pi, by: 0.1) {
            let clamped = max(0, min(1, theta / .pi))
            let linear = PageFoldShading.linear(intensity: 0.5).opacities(foldAngle: theta)
            #expect(abs(linear.fixed - 0.5 * clamped) < 1e-12)
            #expect(abs(linear.folding - (theta < .pi / 2 ? 0.5 * clamped : 0)) < 1e-12)
            let lambert = PageFoldShading.lambert(intensity: 1).opacities(foldAngle: theta)
            #expect(abs(lambert.fixed - min(1, sin(theta / 2) * sin(theta / 2))) < 1e-12)
            #expect(abs(lambert.folding - (theta < .pi / 2 ? 1 - cos(theta) : 0)) < 1e-12)
            let none = PageFoldShading.none.opacities(foldAngle: theta)
            #expect(none.folding == 0 && none.fixed == 0)
        }
    }

    @Test func shadingOffLeavesBothShadowsClear() throws {
        var options = PageFoldView.Options()
        options.shading = .none
        let h = try PageFoldHarness(options: options)
        try h.page.fold(to: 1, animated: false)
        #expect(h.page.foldingShadow.opacity == 0 && h.page.fixedShadow.opacity == 0)
    }
}
