import FoldCore
import Foundation

extension UIImage {
    /// The image in `color`: the colour filled over the image's size, then the image drawn with
    /// the destination-in blend mode, as UIKit documents it for bitmap images, so the colour
    /// keeps the image's alpha (its shape) and none of its colours. Upright, at the image's
    /// scale; a resizable image keeps its caps.
    public func withTintColor(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = scale
        let bounds = CGRect(origin: .zero, size: size)
        let tinted = UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(bounds)
            draw(in: bounds, blendMode: .destinationIn, alpha: 1)
        }
        guard isResizable else { return tinted }
        return tinted.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }
}
