#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The flight's curve: a quadratic Bézier from `start` to `end` through the pull of `control`.
///
/// The seed (Taobao-style "add to cart") places the control point a third of the way across and
/// `arcHeight` above the middle height, `(sx + (ex − sx)/3, sy + (ey − sy)·0.5 − 400)`, so the
/// item is thrown up and falls into the cart. `keptInside(_:)` lowers (or moves) the control point
/// so the whole curve — its apex included — stays inside a rectangle, for small screens where
/// −400 leaves the top.
///
/// ```swift
/// let curve = FlyToCartPath(start: CGPoint(x: 60, y: 300), end: CGPoint(x: 330, y: 620))
/// curve.control          // (150, 60): a third across, 400 above the middle
/// let onScreen = curve.keptInside(CGRect(x: 0, y: 0, width: 375, height: 667))
/// ```
public struct FlyToCartPath: Hashable, Sendable {
    public var start: CGPoint
    public var end: CGPoint
    public var control: CGPoint

    /// The seed's default height of the control point above the middle of the two ends.
    public static let defaultArcHeight = 400.0

    public init(start: CGPoint, end: CGPoint, control: CGPoint) {
        self.start = start
        self.end = end
        self.control = control
    }

    /// The seed's curve: control point `(sx + (ex − sx)/3, sy + (ey − sy)·0.5 − arcHeight)`.
    public init(start: CGPoint, end: CGPoint, arcHeight: Double = FlyToCartPath.defaultArcHeight) {
        self.init(
            start: start, end: end,
            control: CGPoint(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) * 0.5 - arcHeight))
    }

    /// The path a `CAKeyframeAnimation` follows: move to the start, one quadratic curve to the
    /// end (the seed's `UIBezierPath`).
    public var cgPath: CGPath {
        let p = CGMutablePath()
        p.move(to: start)
        p.addQuadCurve(to: end, control: control)
        return p
    }

    /// The point at curve parameter `t` in 0…1.
    public func point(at t: Double) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
    }

    /// The curve's bounding box: the ends and, on each axis, the extremum between them.
    public var bounds: CGRect {
        let (minX, maxX) = Self.range(start.x, control.x, end.x)
        let (minY, maxY) = Self.range(start.y, control.y, end.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The highest point (smallest y, y down) the curve reaches.
    public var apex: CGPoint {
        let t = Self.extremumParameter(start.y, control.y, end.y) ?? (start.y <= end.y ? 0 : 1)
        return point(at: t)
    }

    /// The same ends with the control point moved, on each axis, just enough that the whole curve
    /// lies inside `rect` inset by `margin` (half the flying item, so all of it stays visible).
    /// On an axis where an end itself lies outside, the control point goes no further out than
    /// that end (the curve then has no extremum beyond its ends).
    public func keptInside(_ rect: CGRect, margin: Double = 0) -> FlyToCartPath {
        let dx = min(max(0, margin), rect.width / 2)
        let dy = min(max(0, margin), rect.height / 2)
        var c = control
        c.x = Self.clampControl(start.x, c.x, end.x, low: rect.minX + dx, high: rect.maxX - dx)
        c.y = Self.clampControl(start.y, c.y, end.y, low: rect.minY + dy, high: rect.maxY - dy)
        return FlyToCartPath(start: start, end: end, control: c)
    }

    // MARK: One axis of a quadratic Bézier: s, c, e

    /// The parameter in (0, 1) where the coordinate turns back, if it does.
    static func extremumParameter(_ s: Double, _ c: Double, _ e: Double) -> Double? {
        let d = s - 2 * c + e
        guard d != 0 else { return nil }
        let t = (s - c) / d
        return t > 0 && t < 1 ? t : nil
    }

    static func range(_ s: Double, _ c: Double, _ e: Double) -> (Double, Double) {
        var low = min(s, e)
        var high = max(s, e)
        if let t = extremumParameter(s, c, e) {
            let u = 1 - t
            let v = u * u * s + 2 * u * t * c + t * t * e
            low = min(low, v)
            high = max(high, v)
        }
        return (low, high)
    }

    /// The control coordinate nearest `c` whose curve stays within low…high. The extremum of a
    /// quadratic is (s·e − c²)/(s − 2c + e); setting it to the limit L gives
    /// c = L ∓ √((s − L)(e − L)).
    static func clampControl(_ s: Double, _ c: Double, _ e: Double, low: Double, high: Double) -> Double {
        var c = c
        let (minimum, maximum) = range(s, c, e)
        if minimum < low {
            c = s >= low && e >= low ? low - ((s - low) * (e - low)).squareRoot() : max(c, min(s, e))
        } else if maximum > high {
            c = s <= high && e <= high ? high + ((high - s) * (high - e)).squareRoot() : min(c, max(s, e))
        }
        return c
    }
}
