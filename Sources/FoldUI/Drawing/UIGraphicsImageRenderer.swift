import FoldCore
import FoldMedia
import Foundation

/// The format of an image renderer (UIGraphicsImageRendererFormat): pixels per point and
/// whether the image is opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image has no transparency: it starts black, not clear.
    open var opaque = false
    /// The colour range asked for. FoldKit draws 8-bit sRGB, the standard range, for each.
    open var preferredRange: Range = .automatic

    /// The colour ranges a renderer can draw in (UIGraphicsImageRendererFormat.Range).
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    public required init() { super.init() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}

/// The context an image renderer passes to its actions (UIGraphicsImageRendererContext).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What is drawn so far, as an image.
    public var currentImage: UIImage {
        let imageFormat = format as? UIGraphicsImageRendererFormat
        let scale = imageFormat?.scale ?? 1
        let pixels = cgContext.makeImage(scale: scale) ?? CGImage(Bitmap(width: 0, height: 0, scale: Double(scale)))
        return UIImage(cgImage: pixels, scale: scale, orientation: .up)
    }
}

/// Draws into images (UIGraphicsImageRenderer): each call makes a fresh bitmap of the
/// renderer's bounds at the format's scale, runs the actions with a y-down context in points
/// (current for `UIBezierPath`, `UIColor.setFill()` and `UIImage.draw`), and returns the result.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The actions that draw an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    open override var allowsImageOutput: Bool { true }

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// The image the actions draw. A renderer of no pixels (an empty or non-finite size) gives
    /// an empty image and says so, where UIKit stops the app.
    public func image(actions: DrawingActions) -> UIImage {
        let (context, scale) = run(actions)
        guard let context else { return UIImage(cgImage: CGImage(Bitmap(width: 0, height: 0)), scale: scale, orientation: .up) }
        return UIGraphicsImageRendererContext(cgContext: context, format: format).currentImage
    }

    /// The image the actions draw, as PNG data.
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image the actions draw, as JPEG data at a quality from 0 to 1.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func run(_ actions: DrawingActions) -> (CGContext?, CGFloat) {
        let imageFormat = format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        let scale = imageFormat.scale.isFinite && imageFormat.scale > 0 ? imageFormat.scale : 1
        guard let cgContext = ImageContext.make(bounds: format.bounds, opaque: imageFormat.opaque, scale: scale) else {
            return (nil, scale)
        }
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
        UIGraphicsPushContext(cgContext)
        actions(context)
        UIGraphicsPopContext()
        return (cgContext, scale)
    }
}

/// The bitmap contexts of the image renderer and `UIGraphicsBeginImageContextWithOptions`.
enum ImageContext {
    /// A y-down context over `bounds` at `scale`, black when opaque; nil (with a message) when
    /// the size has no pixels.
    static func make(bounds: CGRect, opaque: Bool, scale: CGFloat) -> CGContext? {
        guard let context = CGContext(layerBounds: bounds, scale: scale) else {
            FileHandle.standardError.write(
                Data(
                    "UIKit drawing: an image of \(bounds.width) × \(bounds.height) points at scale \(scale) has no pixels; give it a positive, finite size\n"
                        .utf8))
            return nil
        }
        if opaque {
            context.saveGState()
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(bounds)
            context.restoreGState()
        }
        return context
    }
}
