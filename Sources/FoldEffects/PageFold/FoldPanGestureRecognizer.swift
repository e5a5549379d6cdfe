#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A pan that also remembers where its finger went down, so a page fold can tell whether the
/// drag started in its drag region (the pan itself begins only after the slop).
public final class FoldPanGestureRecognizer: UIPanGestureRecognizer {
    /// Where the finger went down, in window coordinates (nil between touches).
    public private(set) var touchDownLocation: CGPoint?

    public override init() { super.init() }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        touchDownLocation = touch.location(in: nil)
        super.touchesBegan(touches, with: event)
    }

    public override func reset() {
        touchDownLocation = nil
        super.reset()
    }
}
