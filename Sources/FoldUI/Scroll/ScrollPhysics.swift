import Foundation

/// UIScrollView's published numbers, per axis, as closed forms of time so that every frame
/// rate gives the same positions.
public enum ScrollPhysics {
    /// UIScrollView.DecelerationRate.normal: the velocity is multiplied by this every millisecond.
    public static let normalDecelerationRate = 0.998
    /// The rubber band's stiffness constant (UIKit's 0.55).
    public static let rubberBandConstant = 0.55
    /// The bounce back's angular frequency (1/s): a critically damped spring from rest settles
    /// (to 0.5 % of its displacement) in 0.46 s, within the 0.4–0.5 s UIKit takes.
    public static let bounceFrequency = 16.5

    /// Distance travelled `t` seconds after a release at `velocity` (points/s): the sum of the
    /// per-millisecond steps v·rᵏ/1000, continued between milliseconds,
    /// v·r·(1 − r^(1000·t)) / (1 − r) / 1000 — in total v·r/(1 − r)/1000.
    public static func decayDistance(velocity: Double, time t: Double, rate r: Double = normalDecelerationRate) -> Double {
        velocity * r * (1 - pow(r, 1000 * max(0, t))) / (1 - r) / 1000
    }

    /// The velocity `t` seconds after the release: v·r^(1000·t).
    public static func decayVelocity(velocity: Double, time t: Double, rate r: Double = normalDecelerationRate) -> Double {
        velocity * pow(r, 1000 * max(0, t))
    }

    /// The total distance of a decay, v·r/(1 − r)/1000.
    public static func decayTotal(velocity: Double, rate r: Double = normalDecelerationRate) -> Double {
        velocity * r / (1 - r) / 1000
    }

    /// When a decay starting at `velocity` has covered `distance` (same sign, below the total),
    /// or nil when it never does.
    public static func decayTime(toTravel distance: Double, velocity: Double, rate r: Double = normalDecelerationRate) -> Double?
    {
        let total = decayTotal(velocity: velocity, rate: r)
        guard total != 0 else { return nil }
        let fraction = distance / total
        guard fraction >= 0, fraction < 1 else { return nil }
        return log(1 - fraction) / log(r) / 1000
    }

    /// How far the content moves for an overscroll `x` (≥ 0) past an edge of a viewport of
    /// dimension `d`: (1 − 1/(x·0.55/d + 1))·d — never more than d.
    public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard d > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandConstant / d + 1)) * d
    }

    /// The overscroll that shows as `y` (the inverse of `rubberBand`), so a drag that starts
    /// past an edge continues from where the content is.
    public static func rubberBandInverse(_ y: Double, dimension d: Double) -> Double {
        guard d > 0, y > 0 else { return 0 }
        let shown = min(y, d * (1 - 1e-9))
        return shown * d / ((d - shown) * rubberBandConstant)
    }

    /// A critically damped spring towards 0: the displacement and velocity `t` seconds after
    /// starting at `x0` with velocity `v0`: x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ω·t).
    public static func bounce(from x0: Double, velocity v0: Double, time t: Double, omega w: Double = bounceFrequency)
        -> (position: Double, velocity: Double)
    {
        let e = exp(-w * t)
        let b = v0 + w * x0
        return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
    }
}
