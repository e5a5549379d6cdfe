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
    /// The corners rounded (`CACornerMask`'s bits: min-x min-y, max-x min-y, min-x max-y,
    /// max-x max-y); the others are square. The span and whole-row shortcuts treat every corner
    /// as rounded, which only sends a square corner's pixels to the per-pixel test.
    var corners: UInt8 = 0b1111

    init(screenToPlane: Homography, rect: CGRect, radius: Double, mode: Mode, corners: CACornerMask = .all) {
        self.screenToPlane = screenToPlane
        self.rect = rect
        self.radius = radius
        self.mode = mode
        self.corners = UInt8(corners.rawValue & 0b1111)
    }
}
