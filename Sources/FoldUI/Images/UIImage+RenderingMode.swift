import FoldCore
import Foundation

extension UIImage {
    /// How a view uses an image's colours (UIKit's raw values).
    public enum RenderingMode: Int, Sendable {
        /// As the view decides: image views show the original; system buttons, bars and
        /// segmented controls a template.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// The image's alpha only, filled with the view's tint colour.
        case alwaysTemplate = 2
    }

    /// The same image (its pixels shared) with a rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode, let cgImage else { return self }
        return UIImage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
            isResizable: isResizable, renderingMode: renderingMode, contentsName: contentsName)
    }

    /// Whether a view shows the image as a template, where `.automatic` means `templateWhenAutomatic`.
    func rendersAsTemplate(whenAutomatic templateWhenAutomatic: Bool) -> Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && templateWhenAutomatic)
    }
}
