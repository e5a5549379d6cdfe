import FoldCore
import Foundation

/// One region of the screen filled with a paint.
struct DrawOp: Sendable {
    var region: ConvexRegion
    var paint: Paint
    var opacity: Double
    var clips: [PlaneClip]

    /// Clips that leave every pixel the region may touch at coverage exactly 1 (an image in the
    /// middle of a card whose corners are rounded) are left out: they would change no pixel, and
    /// each costs its spans on every row.
    init(region: ConvexRegion, paint: Paint, opacity: Double, clips: [PlaneClip]) {
        self.region = region
        self.paint = paint
        self.opacity = opacity
        self.clips = clips.isEmpty ? clips : clips.filter { !$0.leavesWhole(region) }
    }
}
