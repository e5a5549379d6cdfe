import FoldCore
import Foundation
import Testing

@testable import FoldUI

/// `UIView.transition(with:…)` and `transition(from:to:…)`, checked against UIKit's documented
/// behaviour: a cross-dissolve fades the old content out over the new; a flip from the left
/// turns the view about its vertical axis, "the left side of the view moves towards the front
/// and the right side towards the back" (from the top: the top side towards the front); the
/// new content turns in during the second half.
@Suite struct ViewTransitionTests {
    func setUp() -> (Driver, UIView, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(v)
        window.addSubview(container)
        let driver = Driver(window: window)
        driver.wait(0.1)
        return (driver, container, v)
    }

    func snapshot(in container: UIView) -> CALayer? { container.layer.sublayers?.first { $0.name == "transitionSnapshot" } }

    /// The projective weight w of a point of a layer's plane (relative to its anchor) under a
    /// CA transform (row vectors): the smaller, the nearer the viewer (perspective m34 < 0).
    func w(_ t: CATransform3D, x: Double, y: Double) -> Double { x * t.m14 + y * t.m24 + t.m44 }

    @Test func aCrossDissolveFadesTheOldContentOutOverTheNew() throws {
        let (driver, container, v) = setUp()
        let t0 = driver.time
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        ) { finished.append($0) }
        // The change applies at once; a snapshot of the old content covers the view.
        #expect(v.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) && v.layer.attachedKeys.isEmpty)
        let layer = try #require(snapshot(in: container))
        #expect(layer.contents != nil && layer.frame == v.frame)
        #expect(
            container.layer.sublayers?.firstIndex { $0 === layer }
                == (container.layer.sublayers?.firstIndex { $0 === v.layer }).map { $0 + 1 })
        for dt in [0.0, 0.25, 0.5, 0.9] {
            #expect(approx(layer.presentationProperties(at: t0 + dt).opacity, 1 - dt, 1e-9), "t0 + \(dt)")
        }
        driver.wait(1)
        #expect(finished == [true] && snapshot(in: container) == nil)
    }

    @Test func aFlipFromTheLeftBringsTheLeftSideForwardThenTurnsTheNewContentIn() throws {
        let (driver, container, v) = setUp()
        let t0 = driver.time
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.transition(with: v, duration: 1, options: .transitionFlipFromLeft, animations: {}) { finished.append($0) }
        let layer = try #require(snapshot(in: container))
        // A quarter in: the old content has turned part way, its left edge nearer than its right.
        let quarter = layer.presentationProperties(at: t0 + 0.25).transform
        #expect(w(quarter, x: -100, y: 0) < 1 && w(quarter, x: 100, y: 0) > 1)
        // The view (the new content) waits edge-on for the second half…
        let waiting = v.layer.presentationProperties(at: t0 + 0.25).transform
        #expect(abs(waiting.m11) < 1e-9)
        // …then turns in from −90°, easing out: θ = −π/2 · (1 − easeOut(u)).
        let late = v.layer.presentationProperties(at: t0 + 0.75).transform
        let angle = atan2(-late.m13, late.m11)
        #expect(approx(angle, -.pi / 2 * (1 - TimingFunction.easeOut.evaluate(0.5)), 1e-9))
        driver.wait(1)
        #expect(finished == [true] && snapshot(in: container) == nil)
        #expect(v.layer.presentationProperties(at: driver.time).transform == CATransform3DIdentity)
    }

    @Test func aFlipFromTheTopBringsTheTopSideForward() throws {
        let (driver, container, v) = setUp()
        let t0 = driver.time
        UIView.transition(with: v, duration: 1, options: .transitionFlipFromTop, animations: {})
        let top = try #require(snapshot(in: container))
        let quarter = top.presentationProperties(at: t0 + 0.25).transform
        #expect(w(quarter, x: 0, y: -50) < 1 && w(quarter, x: 0, y: 50) > 1)
        UIView.transition(with: v, duration: 1, options: .transitionFlipFromRight, animations: {})
        // The second snapshot goes right above the view, under the first.
        let right = try #require(container.layer.sublayers?.first { $0.name == "transitionSnapshot" && $0 !== top })
            .presentationProperties(at: t0 + 0.25).transform
        #expect(w(right, x: 100, y: 0) < 1 && w(right, x: -100, y: 0) > 1)
    }

    /// `transition(from:to:)` puts the new view where the old one was, in its superview, and
    /// shows the change on that superview; `.showHideTransitionViews` hides and shows instead.
    @Test func fromToReplacesTheViewOrHidesAndShows() throws {
        let (driver, container, v) = setUp()
        let other = UIView(frame: v.frame)
        let above = UIView()
        container.addSubview(above)
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.transition(from: v, to: other, duration: 0.5, options: .transitionCrossDissolve) { finished.append($0) }
        #expect(v.superview == nil && other.superview === container && container.subviews.firstIndex { $0 === other } == 0)
        #expect(snapshot(in: container.superview!) != nil)
        driver.wait(0.6)
        #expect(finished == [true])

        container.addSubview(v)
        v.isHidden = true
        UIView.transition(from: other, to: v, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        #expect(other.isHidden && !v.isHidden && other.superview === container)
    }

    /// Without `.allowAnimatedContent` the block's changes apply at once under the snapshot; with
    /// it they animate as in `UIView.animate`.
    @Test func animatedContentAnimatesOnlyWhenAllowed() {
        let (_, _, v) = setUp()
        UIView.transition(with: v, duration: 1, options: .transitionCrossDissolve, animations: { v.alpha = 0.5 })
        #expect(v.layer.attachedKeys.isEmpty)
        UIView.transition(
            with: v, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent], animations: { v.alpha = 1 })
        #expect(v.layer.attachedKeys == ["opacity"])
    }

    /// A view with no superview has nowhere for the snapshot: the change applies at once.
    @Test func aViewWithoutASuperviewChangesAtOnce() {
        let lone = UIView()
        nonisolated(unsafe) var finished: [Bool] = []
        UIView.transition(with: lone, duration: 1, options: .transitionFlipFromLeft, animations: { lone.alpha = 0.5 }) {
            finished.append($0)
        }
        #expect(lone.alpha == 0.5 && finished == [true] && lone.layer.attachedKeys.isEmpty)
    }
}
