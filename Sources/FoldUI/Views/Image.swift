import FoldCore
import Foundation

/// UIImage, reduced to what a layer needs: its pixels (as the handle layers carry into every
/// frame), a name (what a scene file calls it), a size in points and a scale (pixels per point).
public struct Image: Sendable, Equatable {
    public let name: String
    /// The pixels, made into a layer's image once: every view showing this image shares them.
    public let contents: CGImage?
    public let size: CGSize
    public let scale: Double

    /// The pixels, when the image has them.
    public var bitmap: Bitmap? { contents?.bitmap }

    /// An image from pixels; `bitmap.scale` is its scale (2 for @2x artwork).
    public init(bitmap: Bitmap, name: String) {
        self.name = name
        contents = CGImage(bitmap)
        scale = bitmap.scale > 0 ? bitmap.scale : 1
        size = CGSize(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }

    /// An image known only by name, of a pixel size and scale: drawn by a renderer that holds
    /// pixels under that name (a scene's images).
    public init(named name: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.name = name
        contents = nil
        self.scale = scale > 0 ? scale : 1
        size = CGSize(width: Double(pixelWidth) / self.scale, height: Double(pixelHeight) / self.scale)
    }
}
