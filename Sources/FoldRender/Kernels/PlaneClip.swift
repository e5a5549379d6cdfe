import FoldCore
import Foundation

/// A clip in a layer's plane evaluated per pixel: rounded corners of a rect, or the outside of a
/// rounded rect (a border's hole).
struct PlaneClip: Sendable {
    enum Mode: Sendable {
        /// Keeps the rect but cuts its corners to `radius` (straight edges are left to the region).
        case roundedCorners
        /// Keeps what lies outside the rounded rect.
        case outside
    }
    var screenToPlane: Homography
    var rect: CGRect
    var radius: Double
    var mode: Mode
}
