import FoldCore
import FoldRender
import Foundation

/// UIImageView: shows an image as its layer's contents; the content mode is the layer's
/// contents gravity, the contents scale the image's.
open class UIImageView: UIView {
    public var image: Image? {
        didSet { imageDidChange() }
    }
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view the size of the image (UIImageView(image:)).
    public convenience init(image: Image) {
        self.init(frame: CGRect(origin: .zero, size: image.size))
        self.image = image
        imageDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func didMoveToWindow() { registerImage() }

    private func imageDidChange() {
        layer.contentsName = image?.name
        layer.contents = image?.contents
        layer.contentsScale = image?.scale ?? 1
        registerImage()
    }

    /// Its pixels go to the window under its name; an image known only by name takes the
    /// window's pixels of that name, so the layer carries them into every frame either way.
    private func registerImage() {
        guard let image, let window else { return }
        layer.contents = window.contentsImage(for: image)
    }
}
