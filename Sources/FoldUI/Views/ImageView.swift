import FoldCore
import FoldRender

/// UIImage, reduced to what a layer needs: its pixels (as the handle layers carry into every
/// frame), a name (what a scene file calls it), a size in points and a scale (pixels per point).
public struct Image: Sendable, Equatable {
    public let name: String
    /// The pixels, made into a layer's image once: every view showing this image shares them.
    public let contents: ContentsImage?
    public let size: Size
    public let scale: Double

    /// The pixels, when the image has them.
    public var bitmap: Bitmap? { contents?.bitmap }

    /// An image from pixels; `bitmap.scale` is its scale (2 for @2x artwork).
    public init(bitmap: Bitmap, name: String) {
        self.name = name
        contents = ContentsImage(bitmap)
        scale = bitmap.scale > 0 ? bitmap.scale : 1
        size = Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }

    /// An image known only by name, of a pixel size and scale: drawn by a renderer that holds
    /// pixels under that name (a scene's images).
    public init(named name: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.name = name
        contents = nil
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
        layer.contentsImage = image?.contents
        layer.contentsScale = image?.scale ?? 1
        registerImage()
    }

    private func registerImage() {
        guard let image, let contents = image.contents, let window else { return }
        window.registerImage(contents, named: image.name)
    }
}
