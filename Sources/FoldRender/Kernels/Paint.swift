import FoldCore
import Foundation

/// What fills a drawn region.
enum Paint: Sendable {
    /// A premultiplied colour.
    case solid(UInt32)
    /// An image; the homography maps screen pixels to level-0 texel coordinates.
    case image(MipImage, screenToTexel: Homography)
    /// An axial gradient: screen pixels → plane points, then along start → end through a table.
    case gradient(GradientTable, screenToPlane: Homography, start: CGPoint, end: CGPoint)
}
