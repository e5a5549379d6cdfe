import FoldCore
import Foundation

/// UISwipeGestureRecognizer (discrete): recognized while the finger is still down, once it has
/// moved far enough, and straight enough, in one of the permitted directions.
///
/// UIKit documents the trade-off, not the numbers: "a slow swipe requires high directional
/// precision but a small distance; a fast swipe requires low directional precision but a large
/// distance". FoldKit's numbers: at up to 200 pt/s (the distance along the direction divided by
/// the time since touch-down) 20 pt within 15° of the direction; at 1000 pt/s and over 50 pt within
/// 35°; linear in between. The gesture fails when the finger lifts first, or when it has moved
/// 10 pt and is more than 35° away from every permitted direction.
public final class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (UIKit's raw values).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; `.right` by default, as in UIKit.
    public var direction: Direction = .right
    /// The fingers that must swipe together; 1 by default. FoldKit's hosts have one finger, so a
    /// recognizer that asks for more fails at touch-down, as it would with one finger on a device.
    public var numberOfTouchesRequired = 1

    private var downLocation: CGPoint?
    private var downTime: Double?

    public override var kind: String { "swipe" }

    public override init() { super.init() }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        guard numberOfTouchesRequired == 1, !direction.isEmpty else { return setState(.failed) }
        downLocation = touch.location(in: nil)
        downTime = touch.timestamp
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first, let down = downLocation, let start = downTime else { return }
        let p = touch.location(in: nil)
        let moved = CGPoint(x: p.x - down.x, y: p.y - down.y)
        let elapsed = max(touch.timestamp - start, 1.0 / 240)
        var withinLoosestAngle = false
        for (permitted, unit) in Self.units where direction.contains(permitted) {
            let along = moved.x * unit.x + moved.y * unit.y
            guard along > 0 else { continue }
            let across = abs(moved.x * unit.y - moved.y * unit.x)
            if across <= along * tan(Self.maximumAngle.fast) { withinLoosestAngle = true }
            let fastness = min(max((along / elapsed - Self.slowSpeed) / (Self.fastSpeed - Self.slowSpeed), 0), 1)
            let distance = Self.minimumDistance.slow + fastness * (Self.minimumDistance.fast - Self.minimumDistance.slow)
            let angle = Self.maximumAngle.slow + fastness * (Self.maximumAngle.fast - Self.maximumAngle.slow)
            if along >= distance && across <= along * tan(angle) { return setState(.recognized) }
        }
        if !withinLoosestAngle && (moved.x * moved.x + moved.y * moved.y).squareRoot() >= Self.decidingMovement {
            setState(.failed)
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { setState(.failed) }
    }

    public override func reset() {
        downLocation = nil
        downTime = nil
    }

    private static let units: [(Direction, CGPoint)] = [
        (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)), (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
    ]
    /// Points per second along the direction.
    private static let slowSpeed = 200.0, fastSpeed = 1000.0
    private static let minimumDistance = (slow: 20.0, fast: 50.0)
    private static let maximumAngle = (slow: 15.0 * Double.pi / 180, fast: 35.0 * Double.pi / 180)
    /// How far the finger moves before a swipe in no permitted direction fails.
    private static let decidingMovement = 10.0
}
