import FoldCore
import Foundation

/// A radial or conic gradient layer's colours over its bounds, in pixels, from the same 1024
/// colour table the axial ones draw with. Radial: t is the distance from `startPoint` on the
/// ellipse whose radii are `endPoint`'s offsets from it (one zero radius takes the other's; the
/// last colour lies beyond). Conic: t is the angle round `startPoint` from the direction of
/// `endPoint`, clockwise on screen, over a whole turn.
struct GradientRaster {
    let image: MipImage

    init?(_ p: LayerProperties, table: GradientTable, scale: Double) {
        let b = p.bounds.standardized
        guard p.gradientType != .axial, let pixels = CGContext.pixelSize(of: b.size, scale: scale) else { return nil }
        let center = CGPoint(x: b.minX + p.startPoint.x * b.width, y: b.minY + p.startPoint.y * b.height)
        let edge = CGPoint(x: b.minX + p.endPoint.x * b.width, y: b.minY + p.endPoint.y * b.height)
        guard center.isFinite, edge.isFinite else { return nil }
        var rx = abs(edge.x - center.x)
        var ry = abs(edge.y - center.y)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        let zero = atan2(edge.y - center.y, edge.x - center.x)
        let conic = p.gradientType == .conic
        var bitmap = Bitmap(width: pixels.width, height: pixels.height, scale: scale)
        let (sx, sy) = (b.width / Double(pixels.width), b.height / Double(pixels.height))
        let last = Double(GradientTable.size - 1)
        for y in 0..<pixels.height {
            let dy = b.minY + (Double(y) + 0.5) * sy - center.y
            for x in 0..<pixels.width {
                let dx = b.minX + (Double(x) + 0.5) * sx - center.x
                var t: Double
                if conic {
                    t = (atan2(dy, dx) - zero) / (2 * .pi)
                    t -= t.rounded(.down)
                } else {
                    t = rx > 0 ? ((dx / rx) * (dx / rx) + (dy / ry) * (dy / ry)).squareRoot() : 1
                }
                let i = Int((min(1, max(0, t.isNaN ? 0 : t)) * last).rounded())
                bitmap.pixels[y * pixels.width + x] = table.colors[i]
            }
        }
        image = MipImage(bitmap)
    }
}
