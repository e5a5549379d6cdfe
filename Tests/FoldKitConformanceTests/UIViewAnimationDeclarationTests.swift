// UIView's block-animation class methods, bound to the types UIKit declares for them.
//
// Sources (Apple's documentation, Swift declarations):
//   https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
//   — `class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options:
//   UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)`;
//   …/animate(withduration:animations:completion:), …/animate(withduration:animations:);
//   …/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
//   — damping and velocity are `CGFloat`;
//   …/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
//   (iOS 17) — `springDuration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity:
//   CGFloat = 0.0, delay: TimeInterval = 0.0`;
//   …/performwithoutanimation(_:), …/areanimationsenabled ("true if animations are enabled"),
//   …/setanimationsenabled(_:), …/inheritedanimationduration.

import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

@Suite struct UIViewAnimationDeclarationTests {
    @Test func declarations() {
        let full: (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
            UIView.animate(withDuration:delay:options:animations:completion:)
        let short: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
            UIView.animate(withDuration:animations:completion:)
        let shortest: (TimeInterval, @escaping () -> Void) -> Void = UIView.animate(withDuration:animations:)
        let spring:
            (
                TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void,
                ((Bool) -> Void)?
            ) -> Void = UIView.animate(
                withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
        let without: (() -> Void) -> Void = UIView.performWithoutAnimation(_:)
        let enable: (Bool) -> Void = UIView.setAnimationsEnabled(_:)
        let inherited: TimeInterval = UIView.inheritedAnimationDuration
        _ = (full, short, shortest, spring, without, enable, inherited)
        // iOS 17's spring with every default, and the trailing-closure forms iOS code writes.
        UIView.animate {}
        UIView.animate(springDuration: 0.4, bounce: 0.2) {
        } completion: { _ in
        }
        UIView.animate(withDuration: 0.3) {}
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
        } completion: { _ in
        }
        #expect(UIView.areAnimationsEnabled)
    }
}
