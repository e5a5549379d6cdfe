import FoldCore
import Foundation

/// A layer's shadow in pixels: the alpha of what casts it — the `shadowPath`, or else the layer
/// composited with its sublayers in its own plane — blurred by a Gaussian of standard deviation
/// `shadowRadius`, tinted with `shadowColor` at `shadowOpacity`, placed `shadowOffset` away in
/// the layer's coordinates.
struct ShadowRaster {
    let image: MipImage
    /// Where the image lies in the layer's coordinates.
    let rect: CGRect

    init?(_ layer: LayerSnapshot, scale wanted: Double) {
        let p = layer.properties
        let shadow = p.shadow
        guard shadow.isVisible, wanted.isFinite, wanted > 0, let color = shadow.color else { return nil }
        // What casts it, and where.
        let area: CGRect
        if let path = shadow.path {
            guard !path.isEmpty else { return nil }
            area = path.boundingBox
        } else {
            area = layer.drawnExtent
        }
        guard area.origin.x.isFinite, area.origin.y.isFinite, area.width.isFinite, area.height.isFinite,
            area.width > 0, area.height > 0
        else { return nil }
        let radius = shadow.radius.isFinite ? max(0, shadow.radius) : 0
        let reachPoints = 3 * radius
        let total = area.insetBy(dx: -reachPoints, dy: -reachPoints)
        let scale = RasterBudget.scale(wanted, for: total.size)
        guard let pixels = CGContext.pixelSize(of: area.size, scale: scale) else { return nil }
        let size = CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        let caster = CGRect(origin: area.origin, size: size)

        // The caster's alpha, area-sized.
        let alpha: Bitmap
        if let path = shadow.path {
            guard let context = CGContext(layerBounds: caster, scale: scale) else { return nil }
            context.addPath(CGPath(path: path))
            context.fillPath()
            guard let image = context.makeImage(scale: scale) else { return nil }
            alpha = image.bitmap
        } else {
            var root = layer.root(withOriginAt: caster.origin)
            root.properties.shadow = ShadowStyle()
            let tree = RenderTree(size: size, scale: scale, background: CGColor(gray: 0, alpha: 0), layers: [root])
            alpha = Compositor(threads: 1).render(tree)
        }

        // Blurred with a margin of three deviations, then tinted.
        let sigma = radius * scale
        let margin = GaussianBlur.kernel(sigma: sigma).count - 1
        let (w, h) = (alpha.width + 2 * margin, alpha.height + 2 * margin)
        var plane = [Float](repeating: 0, count: w * h)
        for y in 0..<alpha.height {
            for x in 0..<alpha.width {
                plane[(y + margin) * w + x + margin] = Float(alpha.pixels[y * alpha.width + x] >> 24) / 255
            }
        }
        let tinted = GaussianBlur.shadow(
            of: plane, width: w, height: h, sigma: sigma, color: color, opacity: min(1, shadow.opacity), scale: scale)
        image = MipImage(tinted)
        let m = Double(margin) / scale
        rect = CGRect(
            x: caster.minX - m + shadow.offset.width, y: caster.minY - m + shadow.offset.height,
            width: Double(w) / scale, height: Double(h) / scale)
    }
}

/// Shadows by what decides their pixels (the layer's subtree in its own plane, or the path, and
/// the shadow's style) and scale.
final class ShadowRasterCache: @unchecked Sendable {
    private struct Key: Hashable {
        let caster: LayerSnapshot?
        let shadow: ShadowStyle
        let scale: Double
    }
    private let kept = KeptRasters<Key, ShadowRaster>(capacity: 256)

    func raster(_ layer: LayerSnapshot, scale: Double) -> ShadowRaster? {
        // Where the layer sits does not change its shadow's pixels.
        let shadow = layer.properties.shadow
        let key = Key(
            caster: shadow.path == nil ? layer.unplaced : nil, shadow: shadow,
            scale: KeptRasters<Key, ShadowRaster>.quantized(scale))
        return kept.raster(key) { ShadowRaster(layer, scale: key.scale) }
    }
}
