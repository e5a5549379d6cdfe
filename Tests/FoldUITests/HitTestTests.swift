import FoldCore
import Foundation
import Testing

@testable import FoldUI

@Suite struct HitTestTests {
    /// A window with `back` and `front` overlapping in (100…200, 100…200).
    func scene() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let back = UIView(frame: CGRect(x: 50, y: 50, width: 150, height: 150))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    @Test func aWindowSitsAtTheOrigin() {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 200, height: 100))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(window.scale == 2)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    }

    @Test func theLastSubviewIsTriedFirst() {
        let (window, back, front) = scene()
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 300, y: 20), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 500, y: 20), with: nil) == nil)
        window.bringSubviewToFront(back)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
        let (window, back, front) = scene()
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        // The threshold is alpha < 0.01.
        front.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        // Interaction disabled skips the whole subtree.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 240, y: 240), with: nil) === window)
    }

    @Test func aSubviewOutsideItsSuperviewIsNotHitThere() {
        let (window, back, _) = scene()
        let sticking = UIView(frame: CGRect(x: 140, y: -40, width: 100, height: 30))
        back.addSubview(sticking)
        // Visible (no clipping) but outside `back`'s bounds: UIKit's hitTest does not reach it.
        #expect(window.hitTest(CGPoint(x: 250, y: 20), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 195, y: 20), with: nil) === window)
    }

    @Test func hitTestingFollowsTransforms() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        window.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The turned square's corner reaches 50·√2 ≈ 70.7 from the centre along the axes …
        #expect(window.hitTest(CGPoint(x: 200 + 68, y: 200), with: nil) === v)
        // … and its frame's corner is outside the diamond.
        #expect(window.hitTest(CGPoint(x: 155, y: 155), with: nil) === window)
        // A view turned edge-on cannot be hit.
        v.transform3D = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window)
    }

    @Test func buttonsHaveAtLeast44PointTargets() {
        let window = UIWindow(size: CGSize(width: 400, height: 400))
        let small = UIButton(frame: CGRect(x: 190, y: 190, width: 20, height: 20))
        window.addSubview(small)
        // 21 pt from the centre is inside the 44 × 44 target, 23 is not.
        #expect(window.hitTest(CGPoint(x: 221, y: 200), with: nil) === small)
        #expect(window.hitTest(CGPoint(x: 200, y: 178.5), with: nil) === small)
        #expect(window.hitTest(CGPoint(x: 223, y: 200), with: nil) === window)
        // A large button keeps its own bounds.
        let large = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.addSubview(large)
        #expect(window.hitTest(CGPoint(x: 99, y: 59), with: nil) === large)
        #expect(window.hitTest(CGPoint(x: 101, y: 30), with: nil) === window)
    }
}
