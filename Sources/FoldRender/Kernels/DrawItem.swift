import FoldCore
import Foundation

/// A draw list entry: an op, a group composited offscreen then faded (group opacity), or the
/// content of a clipping layer drawn in its own coordinates (`ScrolledContent`).
indirect enum DrawItem: Sendable {
    case op(DrawOp)
    case group(opacity: Double, items: [DrawItem], minY: Double, maxY: Double, minX: Double, maxX: Double)
    case scrolled(ScrolledContent)

    /// The pixel rows this item touches.
    var verticalExtent: (Double, Double) {
        switch self {
        case .op(let o): return (o.region.minY, o.region.maxY)
        case .group(_, _, let minY, let maxY, _, _): return (minY, maxY)
        case .scrolled(let s): return (Double(s.clip.minY), Double(s.clip.maxY))
        }
    }
}
