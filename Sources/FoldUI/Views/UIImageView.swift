import FoldCore
import FoldRender
import Foundation

/// UIImageView: shows an image upright as its layer's contents; the content mode is the
/// layer's contents gravity, the contents scale the image's. A resizable image keeps its caps:
/// a stretching one through the layer's `contentsCenter`, a tiling one drawn at the view's size.
/// A template image (`.alwaysTemplate`) shows its shape in the view's tint colour.
open class UIImageView: UIView {
    /// An image, not an element unless the app makes it one (UIKit's image view default).
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(traits: .image) }

    /// The image shown when the view is not highlighted.
    open var image: UIImage? {
        didSet { imageDidChange() }
    }
    /// The image shown when the view is highlighted; without one, `image` shows.
    open var highlightedImage: UIImage? {
        didSet { imageDidChange() }
    }
    /// Whether `highlightedImage` shows.
    open var isHighlighted = false {
        didSet { imageDidChange() }
    }
    private var tiledSize: CGSize?
    /// The name of the tiled drawing this view registered with its window: dropped from the
    /// window's images when a new drawing replaces it, so resizing does not pile them up.
    private var tiledName: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view the size of the image (zero without one).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageDidChange()  // an initializer's own assignment runs no observer
    }

    /// An image view the size of `image`, with an image for the highlighted state.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        imageDidChange()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Whether `.automatic` images show as templates here (a system button's image view).
    var templatesAutomaticImages = false {
        didSet { if templatesAutomaticImages != oldValue { imageDidChange() } }
    }
    /// The last template tinted, its tint, and the result.
    private var tinted: (template: UIImage, tint: UIColor, image: UIImage)?

    /// The image for the state: the highlighted one (else the image) when highlighted.
    private var current: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// Whether `current` shows as a template.
    private var showsTemplate: Bool { current?.rendersAsTemplate(whenAutomatic: templatesAutomaticImages) == true }

    /// The image that shows now: a template in the tint colour.
    private var shown: UIImage? {
        guard let image = current, showsTemplate else { return current }
        let tint = tintColor.resolvedColor(with: traitCollection)
        if let tinted, tinted.template === image, tinted.tint.isEqual(tint) { return tinted.image }
        let inTint = image.withTintColor(tint, renderingMode: .alwaysTemplate)
        tinted = (image, tint, inTint)
        return inTint
    }

    /// A template shows in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if showsTemplate { imageDidChange() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shown?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        guard let size = shown?.size else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return size
    }

    open override func didMoveToWindow() { registerImage() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = shown, image.isResizable, image.resizingMode == .tile, tiledSize != bounds.size { showTiled(image) }
    }

    private func imageDidChange() {
        let image = shown
        tiledSize = nil
        dropTiledDrawing()
        layer.contentsName = image?.contentsName
        layer.contents = image?.uprightImage
        layer.contentsScale = image?.scale ?? 1
        if let image, image.isResizable, image.resizingMode == .stretch {
            layer.contentsCenter = image.contentsCenter
        } else {
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        if let image, image.isResizable, image.resizingMode == .tile { showTiled(image) }
        registerImage()
        invalidateIntrinsicContentSize()
    }

    /// A tiling image drawn at the view's size, its caps kept.
    private func showTiled(_ image: UIImage) {
        tiledSize = bounds.size
        guard bounds.width > 0, bounds.height > 0 else { return }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let drawn = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: bounds.size))
        }
        dropTiledDrawing()
        layer.contentsName = drawn.contentsName
        layer.contents = drawn.uprightImage
        tiledName = drawn.contentsName
        registerImage()
    }

    private func dropTiledDrawing() {
        if let tiledName { window?.removeImage(named: tiledName) }
        tiledName = nil
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window, let tiledName { window?.removeImage(named: tiledName) }
    }

    /// Its pixels go to the window under its name; an image known only by name takes the
    /// window's pixels of that name, so the layer carries them into every frame either way.
    private func registerImage() {
        guard let image = shown, let window else { return }
        if image.isResizable && image.resizingMode == .tile {
            if let contents = layer.contents as? CGImage, let name = layer.contentsName {
                window.registerImage(contents, named: name)
            }
            return
        }
        layer.contents = window.contentsImage(for: image)
    }
}
