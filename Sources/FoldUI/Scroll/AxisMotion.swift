import FoldCore

/// One axis of a scroll view after the finger lifted: momentum (UIKit's decay), then — when it
/// reaches an edge, or starts past one — a critically damped bounce back to the edge. Positions
/// are closed forms of the time since the phase began.
struct AxisMotion {
    enum Phase {
        case decay(from: Double, velocity: Double, start: Double)
        case bounce(edge: Double, displacement: Double, velocity: Double, start: Double)
        case done(Double)
    }
    private(set) var phase: Phase
    /// The offsets inside the content; the scroll view updates it each frame, so content that
    /// shrinks or grows during momentum moves the edges it bounces on.
    var range: ClosedRange<Double>
    let rate: Double
    let bounces: Bool
    /// Where a decay aimed at a target (a page, a delegate's target) stops: exactly there,
    /// rather than where the floating-point sum of its travel lands.
    let landing: Double?

    /// A decay whose remaining travel is under this (points) ends there (the last step, at most
    /// a pixel at scale 2, lands on the decay's exact limit).
    static let restDistance = 0.25
    /// A bounce ends within this displacement (points) and speed (points/s).
    static let restBounce = (displacement: 0.1, velocity: 5.0)

    init(
        position: Double, velocity: Double, range: ClosedRange<Double>, time: Double, rate: Double, bounces: Bool,
        landing: Double? = nil
    ) {
        self.range = range
        self.rate = rate
        self.bounces = bounces
        self.landing = landing
        if position < range.lowerBound || position > range.upperBound {
            let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
            phase = .bounce(edge: edge, displacement: position - edge, velocity: velocity, start: time)
        } else if abs(ScrollPhysics.decayTotal(velocity: velocity, rate: rate)) < Self.restDistance {
            phase = .done(landing ?? position)
        } else {
            phase = .decay(from: position, velocity: velocity, start: time)
        }
    }

    var isDone: Bool { if case .done = phase { true } else { false } }

    /// The position at a frame time (advancing the phase).
    mutating func position(at time: Double) -> Double {
        switch phase {
        case .done(let p):
            return p
        case .decay(let x0, let v0, let t0):
            let p = x0 + ScrollPhysics.decayDistance(velocity: v0, time: time - t0, rate: rate)
            if p < range.lowerBound || p > range.upperBound {
                let edge = p < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else {
                    phase = .done(edge)
                    return edge
                }
                guard let tc = ScrollPhysics.decayTime(toTravel: edge - x0, velocity: v0, rate: rate) else {
                    // The edge moved behind the start (the content shrank): spring back from here.
                    let v = ScrollPhysics.decayVelocity(velocity: v0, time: time - t0, rate: rate)
                    phase = .bounce(edge: edge, displacement: p - edge, velocity: v, start: time)
                    return p
                }
                let vc = ScrollPhysics.decayVelocity(velocity: v0, time: tc, rate: rate)
                phase = .bounce(edge: edge, displacement: 0, velocity: vc, start: t0 + tc)
                return position(at: time)
            }
            let remaining = ScrollPhysics.decayTotal(
                velocity: ScrollPhysics.decayVelocity(velocity: v0, time: time - t0, rate: rate), rate: rate)
            if abs(remaining) < Self.restDistance {
                let end = landing ?? x0 + ScrollPhysics.decayTotal(velocity: v0, rate: rate)
                phase = .done(end)
                return end
            }
            return p
        case .bounce(let edge, let u0, let w0, let t0):
            let (u, w) = ScrollPhysics.bounce(from: u0, velocity: w0, time: time - t0)
            if abs(u) < Self.restBounce.displacement && abs(w) < Self.restBounce.velocity {
                phase = .done(edge)
                return edge
            }
            return edge + u
        }
    }
}
