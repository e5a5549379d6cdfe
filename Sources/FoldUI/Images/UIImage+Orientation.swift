import FoldCore
import Foundation

extension UIImage {
    /// How an image's stored pixels turn to be upright (UIImage.Orientation, UIKit's raw
    /// values). `.left`: the image has been turned 90° counter-clockwise from its pixels.
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7

        /// Turned a quarter: the upright image is the pixels' height wide.
        var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// The stored pixel shown at upright (x, y), for stored pixels `w` × `h`.
        func source(x: Int, y: Int, w: Int, h: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: (x, y)
            case .upMirrored: (w - 1 - x, y)
            case .down: (w - 1 - x, h - 1 - y)
            case .downMirrored: (x, h - 1 - y)
            // Upright is the pixels turned counter-clockwise: their top-left lands bottom-left.
            case .left: (w - 1 - y, x)
            case .right: (y, h - 1 - x)
            // Turned clockwise, then flipped horizontally: a transpose.
            case .leftMirrored: (y, x)
            // Turned counter-clockwise, then flipped horizontally.
            case .rightMirrored: (w - 1 - y, h - 1 - x)
            }
        }

        /// The pixels turned upright.
        func upright(_ stored: Bitmap) -> Bitmap {
            let (w, h) = (stored.width, stored.height)
            let (uw, uh) = isQuarterTurn ? (h, w) : (w, h)
            var out = Bitmap(width: uw, height: uh, scale: stored.scale)
            stored.pixels.withUnsafeBufferPointer { src in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<uh {
                        for x in 0..<uw {
                            let s = source(x: x, y: y, w: w, h: h)
                            dst[y * uw + x] = src[s.y * w + s.x]
                        }
                    }
                }
            }
            return out
        }
    }

    /// How a resizable image fills the space between its caps (UIImage.ResizingMode).
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }

    /// The same image turned by an orientation (the pixels are shared).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation =
            switch imageOrientation {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .leftMirrored
            case .leftMirrored: .left
            case .right: .rightMirrored
            case .rightMirrored: .right
            }
        guard let cgImage else { return self }
        return UIImage(
            cgImage: cgImage, scale: scale, orientation: flipped, capInsets: capInsets, resizingMode: resizingMode,
            isResizable: isResizable, renderingMode: renderingMode, contentsName: UIImage.anonymousName())
    }
}
