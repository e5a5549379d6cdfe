import FoldCore
import Foundation

/// A shape layer's path painted into pixels by `CGContext` (cairo): the fill by its rule, then
/// the stroke between `strokeStart` and `strokeEnd`, over the rect in the layer's coordinates
/// that the paint can reach (the path is not cut to the bounds, as in Core Animation).
struct ShapeRaster {
    let image: MipImage
    /// Where the image lies in the layer's coordinates.
    let rect: CGRect

    /// The raster at about `scale` pixels per point (less when the shape would pass the
    /// bounds); nil when nothing is painted.
    init?(_ s: ShapeStyle, scale wanted: Double) {
        guard s.paintsSomething, let path = s.path, wanted.isFinite, wanted > 0 else { return nil }
        let stroked = s.strokes ? path.trimmed(from: s.strokeStart, to: s.strokeEnd) : Path()
        var box = CGRect.null
        if s.fills { box = box.union(path.boundingBox) }
        if !stroked.isEmpty { box = box.union(stroked.boundingBox.insetBy(dx: -s.strokeReach, dy: -s.strokeReach)) }
        guard !box.isNull, box.origin.x.isFinite, box.origin.y.isFinite, box.width.isFinite, box.height.isFinite,
            box.width > 0, box.height > 0
        else { return nil }
        let scale = RasterBudget.scale(wanted, for: box.size)
        // On the pixel grid, so an axis-aligned shape's edges fall where the layer's pixels do.
        let x0 = (box.minX * scale).rounded(.down) / scale
        let y0 = (box.minY * scale).rounded(.down) / scale
        let x1 = (box.maxX * scale).rounded(.up) / scale
        let y1 = (box.maxY * scale).rounded(.up) / scale
        let rect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard let context = CGContext(layerBounds: rect, scale: scale) else { return nil }
        if s.fills, let color = s.fillColor {
            context.setFillColor(color)
            context.addPath(CGPath(path: path))
            context.fillPath(using: s.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if !stroked.isEmpty, let color = s.strokeColor {
            context.setStrokeColor(color)
            context.setLineWidth(s.lineWidth)
            context.setLineCap(s.lineCap == .round ? .round : s.lineCap == .square ? .square : .butt)
            context.setLineJoin(s.lineJoin == .round ? .round : s.lineJoin == .bevel ? .bevel : .miter)
            context.setMiterLimit(s.miterLimit)
            context.setLineDash(phase: s.lineDashPhase, lengths: s.lineDashPattern.map { CGFloat($0) })
            context.addPath(CGPath(path: stroked))
            context.strokePath()
        }
        guard let image = context.makeImage(scale: scale) else { return nil }
        self.image = MipImage(image.bitmap)
        self.rect = rect
    }
}

/// Shape rasters by the shape and scale.
final class ShapeRasterCache: @unchecked Sendable {
    private struct Key: Hashable {
        let style: ShapeStyle
        let scale: Double
    }
    private let kept = KeptRasters<Key, ShapeRaster>(capacity: 256)

    func raster(_ style: ShapeStyle, scale: Double) -> ShapeRaster? {
        let key = Key(style: style, scale: KeptRasters<Key, ShapeRaster>.quantized(scale))
        return kept.raster(key) { ShapeRaster(style, scale: key.scale) }
    }
}
