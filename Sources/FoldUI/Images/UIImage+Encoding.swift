import FoldCore
import FoldMedia
import Foundation

extension UIImage {
    /// The image as PNG data: its stored pixels, as UIKit writes them (PNG keeps no
    /// orientation, so a turned image comes back `.up` in its stored pixels); nil without pixels.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? PNGCodec.encode(cgImage.bitmap)
    }

    /// The image as JPEG data at a quality from 0 to 1; nil without pixels. The pixels are
    /// written upright (UIKit writes an orientation tag instead; either shows the same), and
    /// transparency comes out over black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let image = uprightImage else { return nil }
        return try? JPEGEncoder.encode(image.bitmap, quality: Double(compressionQuality))
    }
}
