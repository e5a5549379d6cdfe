import FoldCore
import Foundation

/// UIPanGestureRecognizer (continuous): begins once the finger has moved more than `slop`
/// from where it went down; `translation` is cumulative from where it began (zero at
/// `.began`, so content that follows it does not jump by the slop); `velocity` is the motion
/// over the last ~100 ms of samples.
///
/// Velocity samples are the finger's positions when it moved; an event at an unchanged position
/// (the touch-up at the last point) adds none, so a drag lifted without stopping keeps its speed.
/// A finger still for longer than the window has no velocity.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The movement that starts the pan, in points (UIKit's hysteresis, 10 pt).
    public var slop = 10.0
    /// How far back velocity samples reach, in seconds.
    public static let velocityWindow = 0.1

    private var downLocation: CGPoint?
    /// Window coordinates of the translation's origin.
    private var origin = CGPoint.zero
    private var samples: [(time: Double, location: CGPoint)] = []
    private var lastEventTime = 0.0

    open override var kind: String { "pan" }

    public override init() { super.init() }

    /// Cumulative movement since the pan began, in a view's coordinates (nil: the window's).
    public func translation(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        return convert(touch.locationInWindow, in: view) - convert(origin, in: view)
    }

    /// Makes the translation read `translation` from now on; the velocity restarts from here.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch else { return }
        let originInView = convert(touch.locationInWindow, in: view) - translation
        origin = view.map { $0.convert(originInView, to: touch.window) } ?? originInView
        samples = [(touch.timestamp, touch.locationInWindow)]
        lastEventTime = touch.timestamp
    }

    /// Points per second, over the samples of the last ~100 ms (a straight difference, so a
    /// drag at constant speed reads that speed).
    public func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, lastEventTime - last.time <= Self.velocityWindow + 1e-9,
            let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow + 1e-9 && $0.time < last.time })
        else { return .zero }
        let v = (last.location - first.location) * (1 / (last.time - first.time))
        return convert(last.location + v, in: view) - convert(last.location, in: view)
    }

    private func convert(_ p: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: touch?.window)
    }

    private func addSample(_ touch: UITouch) {
        lastEventTime = touch.timestamp
        if let last = samples.last, last.location == touch.locationInWindow { return }
        samples.append((touch.timestamp, touch.locationInWindow))
        // Keep one sample older than the window, so the difference spans it.
        while samples.count > 2, touch.timestamp - samples[1].time > Self.velocityWindow + 1e-9 { samples.removeFirst() }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        downLocation = touch.locationInWindow
        samples = [(touch.timestamp, touch.locationInWindow)]
        lastEventTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        addSample(touch)
        switch state {
        case .possible:
            guard let down = downLocation, touch.locationInWindow.distance(to: down) > slop else { return }
            origin = touch.locationInWindow
            setState(.began)
        case .began, .changed:
            setState(.changed)
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        addSample(touch)
        switch state {
        case .began, .changed: setState(.ended)
        case .possible: setState(.failed)
        default: break
        }
    }

    open override func reset() {
        downLocation = nil
        origin = .zero
        samples = []
    }
}
