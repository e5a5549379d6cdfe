import FoldCore
import Foundation

/// A masked layer in pixels: the layer (background, contents, border, sublayers, shadow) drawn in
/// its own plane, each pixel multiplied by the alpha of its `mask` composited there, over the
/// area the mask covers. Core Animation draws a masked layer offscreen too, so 3D sublayers are
/// flattened into the layer's plane.
struct MaskRaster {
    let image: MipImage
    /// Where the image lies in the layer's coordinates.
    let rect: CGRect

    /// Nil when the mask covers no area (nothing of the layer shows).
    init?(_ layer: LayerSnapshot, scale wanted: Double) {
        guard let mask = layer.mask, wanted.isFinite, wanted > 0 else { return nil }
        // The mask's area in the layer's coordinates: all it draws.
        let area = mask.drawnExtent.applying(mask.properties.transformToSuperlayer.affineTransform)
        guard !area.isNull, area.origin.x.isFinite, area.origin.y.isFinite, area.width.isFinite, area.height.isFinite,
            area.width > 0, area.height > 0
        else { return nil }
        let scale = RasterBudget.scale(wanted, for: area.size)
        guard let pixels = CGContext.pixelSize(of: area.size, scale: scale) else { return nil }
        let size = CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        let region = CGRect(origin: area.origin, size: size)
        let clear = CGColor(gray: 0, alpha: 0)
        let compositor = Compositor(threads: 1)

        // The layer in its own plane, without its mask, its transform or its opacity (the
        // opacity is applied when the result is drawn).
        var content = layer.root(withOriginAt: region.origin)
        content.mask = nil
        var pixelsShown = compositor.render(RenderTree(size: size, scale: scale, background: clear, layers: [content]))

        // The mask as a sublayer of a holder whose coordinates are the layer's.
        var holder = LayerSnapshot(name: nil, kind: .layer, properties: LayerProperties(), sublayers: [mask])
        holder.properties.bounds = region
        holder.properties.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let alpha = compositor.render(RenderTree(size: size, scale: scale, background: clear, layers: [holder]))

        for i in pixelsShown.pixels.indices {
            let a = alpha.pixels[i] >> 24
            let p = pixelsShown.pixels[i]
            guard a < 255 else { continue }
            guard a > 0, p != 0 else {
                pixelsShown.pixels[i] = 0
                continue
            }
            // Each premultiplied byte × a / 255, rounded.
            func scaled(_ shift: UInt32) -> UInt32 { ((((p >> shift) & 0xFF) * a + 127) / 255) << shift }
            pixelsShown.pixels[i] = scaled(0) | scaled(8) | scaled(16) | scaled(24)
        }
        image = MipImage(pixelsShown)
        rect = region
    }

}

/// Masked layers by their subtree and mask (placement aside) and scale.
final class MaskRasterCache: @unchecked Sendable {
    private struct Key: Hashable {
        let layer: LayerSnapshot
        let scale: Double
    }
    private let kept = KeptRasters<Key, MaskRaster>(capacity: 64)

    func raster(_ layer: LayerSnapshot, scale: Double) -> MaskRaster? {
        // Where the layer sits and how opaque it is do not change these pixels.
        let key = Key(layer: layer.unplaced, scale: KeptRasters<Key, MaskRaster>.quantized(scale))
        return kept.raster(key) { MaskRaster(layer, scale: key.scale) }
    }
}
