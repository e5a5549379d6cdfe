import FoldCore
import Foundation

/// UITapGestureRecognizer (discrete): recognized on the touch-up of the last required tap, when
/// no tap moved more than `allowableMovement` from where it went down and each next tap began
/// within `maximumTapInterval` of the previous touch-up, near the first.
public final class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    /// The movement slop, in points.
    public var allowableMovement = 10.0
    /// The longest wait for the next tap of a multi-tap (UIKit's ≈ 0.35 s).
    public var maximumTapInterval = 0.35
    /// How far from the first tap a later tap of a multi-tap may land (points).
    public var maximumTapDistance = 45.0

    private var taps = 0
    private var downLocation: CGPoint?
    private var firstLocation: CGPoint?
    private var lastUpTime: Double?

    public override var kind: String { "tap" }

    public override init() { super.init() }

    public convenience init(numberOfTapsRequired: Int) {
        self.init()
        self.numberOfTapsRequired = numberOfTapsRequired
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: nil)
        if let first = firstLocation, p.distance(to: first) > maximumTapDistance { return setState(.failed) }
        firstLocation = firstLocation ?? p
        downLocation = p
        lastUpTime = nil
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        guard let down = downLocation, touch.location(in: nil).distance(to: down) > allowableMovement else { return }
        setState(.failed)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        guard state == .possible, downLocation != nil else { return }
        taps += 1
        downLocation = nil
        if taps >= max(1, numberOfTapsRequired) {
            setState(.recognized)
        } else {
            lastUpTime = touch.timestamp
        }
    }

    public override func update(time: Double) {
        guard state == .possible, let up = lastUpTime, time - up > maximumTapInterval else { return }
        setState(.failed)
    }

    public override func reset() {
        taps = 0
        downLocation = nil
        firstLocation = nil
        lastUpTime = nil
    }
}
