import FoldCore
import Foundation

extension UIImage {
    /// The image in `color`: the colour filled over the image's size, then the image drawn with
    /// the destination-in blend mode, as UIKit documents it for bitmap images, so the colour
    /// keeps the image's alpha (its shape) and none of its colours. Upright, at the image's
    /// scale; a resizable image keeps its caps. Its colour is its own: `.alwaysOriginal`, so a
    /// system button shows it in this colour, not its tint, as UIKit's does.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image in `color`, as `withTintColor(_:)` draws it, with a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        let bounds = CGRect(origin: .zero, size: size)
        let tinted = UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(bounds)
            draw(in: bounds, blendMode: .destinationIn, alpha: 1)
        }
        let moded = tinted.withRenderingMode(renderingMode)
        guard isResizable else { return moded }
        return moded.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }
}
