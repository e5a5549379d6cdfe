import FoldCore
import Foundation

extension UIImage {
    /// The same image with caps that keep their size when it is drawn larger; the middle tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with caps that keep their size when it is drawn larger; the middle tiles
    /// or stretches.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        guard let cgImage else { return self }
        return UIImage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
            isResizable: true, renderingMode: renderingMode, contentsName: UIImage.anonymousName())
    }

    /// The caps as a unit rectangle of the upright image: the part that stretches
    /// (`CALayer.contentsCenter`).
    var contentsCenter: CGRect {
        let s = size
        guard s.width > 0, s.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = max(0, min(capInsets.left, s.width))
        let top = max(0, min(capInsets.top, s.height))
        let right = max(0, min(capInsets.right, s.width - left))
        let bottom = max(0, min(capInsets.bottom, s.height - top))
        return CGRect(
            x: left / s.width, y: top / s.height, width: (s.width - left - right) / s.width,
            height: (s.height - top - bottom) / s.height)
    }
}
