#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// One drag of a page fold: the seed's mapping from the finger to the angle.
///
/// The seed spreads 180° over the distance from where the drag began to the view's far edge:
/// `angle = π / (H − startY) · (y − startY)` (the layer's rotation is its negative). A drag that
/// begins on a page already folded by `startAngle` (caught mid-spring, or left folded) spreads
/// the rest, π − startAngle, over that distance instead, so the page does not jump and still
/// lies flat over the other half when the finger reaches the edge. With `startAngle` 0 this is
/// the seed's formula exactly (for both directions of the finger, as in the seed).
///
/// ```swift
/// let drag = FoldDrag(direction: .down, size: CGSize(width: 300, height: 400), start: CGPoint(x: 150, y: 100))
/// drag.foldAngle(at: CGPoint(x: 150, y: 250))   // π / 300 · 150 = π/2
/// ```
public struct FoldDrag: Sendable, Equatable {
    public var direction: FoldDirection
    /// The view's size.
    public var size: CGSize
    /// Where the drag began, in the view's coordinates.
    public var start: CGPoint
    /// The fold angle when the drag began.
    public var startAngle: Double

    public init(direction: FoldDirection, size: CGSize, start: CGPoint, startAngle: Double = 0) {
        self.direction = direction
        self.size = size
        self.start = start
        self.startAngle = startAngle
    }

    /// Radians of fold per point the finger moves along the fold's direction. A drag that began
    /// with the page at least half folded unfolds it instead: its angle spreads back to 0 over
    /// the distance to the near edge. 0 when there is no distance to spread over.
    public var radiansPerPoint: Double {
        let forward = direction.travel(from: start, to: start, in: size).extent
        if startAngle >= .pi / 2 {
            let backward = (direction.isVertical ? size.height : size.width) - forward
            guard backward > 0, backward.isFinite else { return 0 }
            return startAngle / backward
        }
        guard forward > 0, forward.isFinite else { return 0 }
        return (Double.pi - startAngle) / forward
    }

    /// The fold angle (0 flat, π folded over) with the finger at `location`.
    public func foldAngle(at location: CGPoint) -> Double {
        let travel = direction.travel(from: start, to: location, in: size).travel
        return startAngle + radiansPerPoint * travel
    }

    /// The fold's angular velocity (rad/s) for the finger's velocity (points per second).
    public func angularVelocity(for velocity: CGPoint) -> Double {
        radiansPerPoint * direction.speed(velocity)
    }
}
