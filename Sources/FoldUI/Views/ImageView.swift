import FoldCore
import FoldRender

/// UIImage, reduced to what a layer needs: a name the compositor knows, a size in points and a
/// scale (pixels per point).
public struct Image: Sendable, Equatable {
    public let name: String
    /// The pixels, when the image is not already registered with the host's compositor; an
    /// image view registers them with its window.
    public let bitmap: Bitmap?
    public let size: Size
    public let scale: Double

    /// An image from pixels; `bitmap.scale` is its scale (2 for @2x artwork).
    public init(bitmap: Bitmap, name: String) {
        self.name = name
        self.bitmap = bitmap
        scale = bitmap.scale > 0 ? bitmap.scale : 1
        size = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }

    /// An image the host's compositor already holds under `name`, of a pixel size and scale.
    public init(named name: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.name = name
        bitmap = nil
        self.scale = scale > 0 ? scale : 1
        size = Size(width: Double(pixelWidth) / self.scale, height: Double(pixelHeight) / self.scale)
    }
}

/// UIImageView: shows an image as its layer's contents; the content mode is the layer's
/// contents gravity, the contents scale the image's.
open class ImageView: View {
    /// UIView.ContentMode.
    public enum ContentMode: Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// The CALayer gravity UIKit uses for it (iOS's layers are top-down: `top` is the top).
        public var contentsGravity: ContentsGravity {
            switch self {
            case .scaleToFill: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }

    public var image: Image? {
        didSet { imageDidChange() }
    }
    /// UIImageView's default is `.scaleToFill`.
    public var contentMode = ContentMode.scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.contentsGravity = contentMode.contentsGravity
    }

    /// An image view the size of the image (UIImageView(image:)).
    public convenience init(image: Image) {
        self.init(frame: Rect(origin: .zero, size: image.size))
        self.image = image
        imageDidChange()
    }

    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    open override func didMoveToWindow() { registerImage() }

    private func imageDidChange() {
        layer.contents = image?.name
        layer.contentsScale = image?.scale ?? 1
        registerImage()
    }

    private func registerImage() {
        guard let image, let bitmap = image.bitmap, let window else { return }
        window.registerImage(bitmap, named: image.name)
    }
}
