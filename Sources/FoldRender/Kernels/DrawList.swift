import FoldCore
import Foundation

/// What fills a drawn region.
enum Paint: Sendable {
    /// A premultiplied colour.
    case solid(UInt32)
    /// An image; the homography maps screen pixels to level-0 texel coordinates.
    case image(MipImage, screenToTexel: Homography)
    /// An axial gradient: screen pixels → plane points, then along start → end through a table.
    case gradient(GradientTable, screenToPlane: Homography, start: Point, end: Point)
}

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
    var rect: Rect
    var radius: Double
    var mode: Mode
}

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

/// 1024 premultiplied colours along a gradient's axis.
final class GradientTable: @unchecked Sendable {
    static let size = 1024
    let colors: [UInt32]
    /// What the table was made from, for telling frames apart.
    let source: [Double]

    /// What a table is made from, as numbers: equal sources make equal tables.
    static func source(colors: [Color], locations: [Double]) -> [Double] {
        var s: [Double] = []
        s.reserveCapacity(colors.count * 4 + locations.count)
        for c in colors { s += [c.red, c.green, c.blue, c.alpha] }
        return s + locations
    }

    init(colors: [Color], locations: [Double]) {
        source = Self.source(colors: colors, locations: locations)
        var table = [UInt32](repeating: 0, count: Self.size)
        let n = colors.count
        for i in 0..<Self.size {
            let t = Double(i) / Double(Self.size - 1)
            var c = colors.first ?? .clear
            if n > 1 {
                if t <= locations[0] {
                    c = colors[0]
                } else if t >= locations[n - 1] {
                    c = colors[n - 1]
                } else {
                    var k = 0
                    while k < n - 2 && t > locations[k + 1] { k += 1 }
                    let span = locations[k + 1] - locations[k]
                    let f = span > 0 ? (t - locations[k]) / span : 1
                    c = colors[k].interpolated(to: colors[k + 1], fraction: f)
                }
            }
            table[i] = Bitmap.pixel(c)
        }
        self.colors = table
    }
}
