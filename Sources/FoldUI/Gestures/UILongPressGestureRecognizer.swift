import FoldCore
import Foundation

/// UILongPressGestureRecognizer (continuous): begins when the finger has stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement`; then every move is
/// `.changed` and the touch-up `.ended`.
public final class UILongPressGestureRecognizer: UIGestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0

    private var downTime: Double?
    private var downLocation: CGPoint?

    public override var kind: String { "longPress" }

    public override init() { super.init() }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        downTime = touch.timestamp
        downLocation = touch.locationInWindow
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            if let down = downLocation, touch.locationInWindow.distance(to: down) > allowableMovement { setState(.failed) }
        case .began, .changed:
            setState(.changed)
        default: break
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        switch state {
        case .began, .changed: setState(.ended)
        case .possible: setState(.failed)
        default: break
        }
    }

    public override func update(time: Double) {
        guard state == .possible, isTracking, let down = downTime, time - down >= minimumPressDuration else { return }
        setState(.began)
    }

    public override func reset() {
        downTime = nil
        downLocation = nil
    }
}
