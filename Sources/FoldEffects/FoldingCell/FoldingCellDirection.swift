#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Which way the card unfolds (Ramotion: down only). Beyond it (#91, #41, #135): up, and
/// horizontally. Lengths along the fold (`foregroundHeight`, `containerHeight`, piece heights)
/// are widths for `right` and `left`; the card's other side is then the cell's height less
/// twice `cardInsets.top`.
///
/// ```swift
/// cell.foldDirection = .up   // the closed card at the bottom, the pieces unfold above it
/// ```
public enum FoldingCellDirection: Sendable, CaseIterable {
    case down, up, right, left

    public var isHorizontal: Bool { self == .right || self == .left }

    /// The edges of a piece that cross the hinges (antialiased while it turns); its hinge edges
    /// abut the neighbouring pieces' and stay hard, so the pieces meet without a seam.
    public var edgesAcrossHinges: CAEdgeAntialiasingMask {
        isHorizontal ? [.layerBottomEdge, .layerTopEdge] : [.layerLeftEdge, .layerRightEdge]
    }
    /// Right for left and left for right: the direction seen in a mirror (right to left).
    var mirrored: FoldingCellDirection {
        switch self {
        case .right: .left
        case .left: .right
        default: self
        }
    }
    /// The fixed end is at the bottom (up) or the right (left).
    var isReversed: Bool { self == .up || self == .left }

    /// Angles are planned as for `down`; each direction turns them about its own axis with the
    /// sign that keeps every fold swinging toward the viewer (a mirror or a transposition of the
    /// down fold reverses the turn).
    var angleSign: Double { self == .down || self == .left ? 1 : -1 }

    /// The key path a fold animates: the rotation about the hinge axis.
    var rotationKeyPath: String { isHorizontal ? "transform.rotation.y" : "transform.rotation.x" }

    /// A piece's own transform at a planned angle: the rotation about the hinge axis, then m34.
    func transform(angle: Double) -> CATransform3D {
        let perspective = FoldingCell.perspective
        guard angle != 0 else { return perspective }
        let a = angleSign * angle
        let rotation =
            isHorizontal ? CATransform3DMakeRotation(a, 0, 1, 0) : CATransform3DMakeRotation(a, 1, 0, 0)
        return CATransform3DConcat(rotation, perspective)
    }

    /// A rect given along the fold (from the fixed end, in a span of `total`) and across it.
    func rect(along start: Double, length: Double, total: Double, across: Double, crossLength: Double) -> CGRect {
        let a = isReversed ? total - start - length : start
        return isHorizontal
            ? CGRect(x: a, y: across, width: length, height: crossLength)
            : CGRect(x: across, y: a, width: crossLength, height: length)
    }

    /// The anchor point of a layer hinged at its end nearer (`true`) or farther from the fixed end.
    func anchor(hingedAtNearEnd near: Bool) -> CGPoint {
        let along = (near != isReversed) ? 0.0 : 1.0
        return isHorizontal ? CGPoint(x: along, y: 0.5) : CGPoint(x: 0.5, y: along)
    }

    /// The distance from the fixed end of a point (in the container's coordinates, of `total` length).
    func along(_ p: CGPoint, total: Double) -> Double {
        let a = isHorizontal ? p.x : p.y
        return isReversed ? total - a : a
    }

    func across(_ p: CGPoint) -> Double { isHorizontal ? p.y : p.x }

    /// A translation's component along the unfolding direction.
    func along(translation t: CGPoint) -> Double {
        let a = isHorizontal ? t.x : t.y
        return isReversed ? -a : a
    }
}
