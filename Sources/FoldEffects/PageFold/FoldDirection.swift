#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Which half of a `PageFoldView` folds, and where to: the hinge is always the view's centre
/// line. `.down` is the seed's (the top half folds down over the bottom); `.up` folds the bottom
/// half up; `.left` and `.right` fold about the vertical centre line, as a book's page turns.
public enum FoldDirection: String, CaseIterable, Sendable {
    /// The top half folds down over the bottom half (the seed).
    case down
    /// The bottom half folds up over the top half.
    case up
    /// The right half folds over to the left (turning a book's page forwards).
    case left
    /// The left half folds over to the right.
    case right

    /// True when the hinge is horizontal (the half turns about the x axis).
    public var isVertical: Bool { self == .down || self == .up }

    /// Layer names of the folding and the fixed half ("top"/"bottom" for the seed's direction).
    public var foldingName: String {
        switch self {
        case .down: "top"
        case .up: "bottom"
        case .left: "right"
        case .right: "left"
        }
    }

    public var fixedName: String {
        switch self {
        case .down: "bottom"
        case .up: "top"
        case .left: "left"
        case .right: "right"
        }
    }

    /// The folding half's part of the view, in unit coordinates (also its contentsRect).
    var foldingUnitRect: CGRect {
        switch self {
        case .down: CGRect(x: 0, y: 0, width: 1, height: 0.5)
        case .up: CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        case .left: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        case .right: CGRect(x: 0, y: 0, width: 0.5, height: 1)
        }
    }

    var fixedUnitRect: CGRect { opposite.foldingUnitRect }

    /// The fold the other way about the same hinge.
    var opposite: FoldDirection {
        switch self {
        case .down: .up
        case .up: .down
        case .left: .right
        case .right: .left
        }
    }

    /// The folding half's anchor point: the middle of its edge on the hinge.
    var foldingAnchor: CGPoint {
        switch self {
        case .down: CGPoint(x: 0.5, y: 1)
        case .up: CGPoint(x: 0.5, y: 0)
        case .left: CGPoint(x: 0, y: 0.5)
        case .right: CGPoint(x: 1, y: 0.5)
        }
    }

    /// The fixed half's anchor point: the middle of its edge on the hinge.
    var fixedAnchor: CGPoint {
        let a = foldingAnchor
        return CGPoint(x: 1 - a.x, y: 1 - a.y)
    }

    /// The layer rotation that folds the half by `foldAngle` (0 flat … π over the other half),
    /// towards the viewer: the seed's `rotation.x = −angle` for `.down`.
    func rotation(foldAngle: Double) -> CATransform3D {
        switch self {
        case .down: CATransform3DMakeRotation(-foldAngle, 1, 0, 0)
        case .up: CATransform3DMakeRotation(foldAngle, 1, 0, 0)
        case .left: CATransform3DMakeRotation(-foldAngle, 0, 1, 0)
        case .right: CATransform3DMakeRotation(foldAngle, 0, 1, 0)
        }
    }

    /// The layer's rotation angle (about x or y) for a fold angle: the seed's θ = −angle for `.down`.
    public func layerRotation(foldAngle: Double) -> Double {
        switch self {
        case .down, .left: -foldAngle
        case .up, .right: foldAngle
        }
    }

    /// How far a finger at `location` has moved in the fold's direction from `start`, and how far
    /// it could go from `start` before leaving the view (the seed's H − startY for `.down`).
    func travel(from start: CGPoint, to location: CGPoint, in size: CGSize) -> (travel: Double, extent: Double) {
        switch self {
        case .down: (location.y - start.y, size.height - start.y)
        case .up: (start.y - location.y, start.y)
        case .left: (start.x - location.x, start.x)
        case .right: (location.x - start.x, size.width - start.x)
        }
    }

    /// A velocity (points per second) along the fold's direction.
    func speed(_ velocity: CGPoint) -> Double {
        switch self {
        case .down: velocity.y
        case .up: -velocity.y
        case .left: -velocity.x
        case .right: velocity.x
        }
    }
}
