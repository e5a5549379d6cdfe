import FoldCore
import Foundation

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space (its
    /// bounds, as user space, y down as UIKit's contexts have it), from the model values: the
    /// animations running are ignored, and so are the layer's own position and transform, as
    /// Core Animation renders it. What lies under the context's clip is drawn, at the pixel
    /// density of the context's CTM.
    ///
    /// Unlike Core Animation's, which flattens them, 3D transforms of sublayers are drawn in
    /// perspective: this is FoldKit's compositor (docs/core-animation.md).
    public func render(in ctx: CGContext) {
        guard !isHidden else { return }
        let area = ctx.boundingBoxOfClipPath.standardized
        let m = ctx.ctm
        let density = sqrt(abs(m.a * m.d - m.b * m.c))
        guard !area.isNull, area.width > 0, area.height > 0, area.origin.x.isFinite, area.origin.y.isFinite,
            density.isFinite, density > 0,
            let pixels = CGContext.pixelSize(of: area.size, scale: density)
        else { return }
        // The snapshot placed so that the area's top-left corner is the render's origin.
        let root = modelSnapshot().root(withOriginAt: area.origin, keepsOpacity: true)
        let size = CGSize(width: Double(pixels.width) / density, height: Double(pixels.height) / density)
        let tree = RenderTree(size: size, scale: density, background: CGColor(gray: 0, alpha: 0), layers: [root])
        let image = CGImage(Compositor(threads: 1).render(tree))
        // The render's first row belongs at the top (minY): flip about the rect's middle, since
        // `draw(_:in:)` puts an image's first row at its rect's maxY.
        let rect = CGRect(origin: area.origin, size: size)
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }
}
