#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// How far down the card reaches during a fold: the lowest projected edge of the visible
/// pieces, in the container's coordinates (on the card's centre line, where the vanishing point
/// of each piece's own perspective lies). A piece swinging toward the viewer projects slightly
/// longer than it is, so near the end of an opening this passes the open height by a fraction
/// of a point — as the fold itself does.
enum FoldExtent {
    /// A piece of height h hinged at its top and turned by θ reaches h·cos θ / (1 − h·sin θ/d)
    /// below its hinge (the rotated edge at depth h·sin θ seen through m34 = −1/d).
    static func projectedLength(_ h: Double, angle: Double, distance: Double = FoldingCell.perspectiveDistance) -> Double {
        let w = 1 - h * sin(angle) / distance
        return w > 0 ? h * cos(angle) / w : h
    }

    static func bottom(of plan: FoldPlan, layout: FoldingCellLayout, at time: Double) -> Double {
        // A cross-fade has no pieces: the row grows (or shrinks) with the open card's opacity.
        if let fade = plan.crossFade {
            return layout.foregroundHeight + (layout.containerHeight - layout.foregroundHeight) * fade.opacity(at: time)
        }
        var bottom = layout.foregroundHeight
        let tops = layout.pieceTops
        let heights = layout.pieceHeights
        for k in 1..<layout.itemCount where plan.isVisible(.piece(k), at: time) {
            let angle = plan.angle(of: .piece(k), at: time)
            bottom = max(bottom, tops[k] + projectedLength(heights[k], angle: angle))
        }
        // A back view hangs from its piece's bottom edge and swings toward the viewer, above
        // that edge: the piece's own bottom bounds it.
        return bottom
    }
}
