import FoldCore

/// Follows every touch on a scroll view without ever recognizing (so it fails nothing and
/// cancels no touches): the scroll view's view of the finger for tap-to-stop, and the table's
/// delayed highlight and selection (UIKit's delaysContentTouches). It fails quietly (not in the
/// trace) when the finger lifts, so it leaves the arena with the touch.
///
/// It recognizes simultaneously with everything, so no other recognizer's success fails it; the
/// scroll view learns from its own pan when the touch became a scroll.
final class ContentTouchRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    var began: (UITouch) -> Void = { _ in }
    var ended: (UITouch) -> Void = { _ in }
    var tick: (Double) -> Void = { _ in }
    /// Another recognizer recognized with `cancelsTouchesInView`: the touch is no longer a tap
    /// on the content (UIKit's cell gets `touchesCancelled`, so its row is not selected).
    var taken: () -> Void = {}

    override init() {
        super.init()
        cancelsTouchesInView = false
        delegate = self
    }

    override var kind: String { "contentTouch" }
    override var isTraced: Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touches.first.map(began) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        ended(touch)
        setState(.failed)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    override func update(time: Double) { tick(time) }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
    {
        true
    }
}
