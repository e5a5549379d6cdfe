import FoldCore
import FoldRender
import Foundation

/// UIWindow: the root of a view tree, of a fixed size, with no status bar and no safe area.
///
/// It also holds what the frame loop shares with the views: the animation clock (the frame
/// time), the POP-style `animator`, and the images its layers show by name (for exporters and
/// images known only by name; every layer carries its own pixels to the renderer).
open class UIWindow: UIView {
    /// Pixels per point of the rendered frames.
    public var scale: Double {
        didSet { UIScreen.main.windowDidChange(self) }
    }
    /// The frame loop's current time: CA-style view animations begin at it.
    public internal(set) var animationTime = 0.0
    /// POP-style animations (springs, decay, tweens) that write model values; stepped by the
    /// frame loop before layout (`Animator.addSpring(forKey:property:…)` with
    /// `AnimatedProperty.view(_:_:)`).
    package let animator = Animator()
    /// The images the window's layers show, by the names their `contents` give them: what an
    /// exporter writes beside a scene file, and where an image known only by name is found.
    /// Drawing needs none of it: each layer carries its image (`CALayer.contentsImage`) into
    /// every frame.
    public private(set) var contentsImages: [String: CGImage] = [:]
    /// The same images' pixels.
    public var images: [String: Bitmap] { contentsImages.mapValues(\.bitmap) }
    /// Display links fired by the frame loop every frame (`DisplayLink.add(to:)`).
    var displayLinks: [DisplayLink] = []
    /// The root view controller (`rootViewController`).
    var rootController: UIViewController?

    public init(size: CGSize, scale: Double = 2) {
        self.scale = scale
        super.init(frame: CGRect(origin: .zero, size: size))
        backgroundColor = .white
        UIScreen.main.show(self)
    }

    /// A window of the frame's size (a window always sits at the origin), at the scale the
    /// app was launched at (`UIApplicationMain`), else 2.
    public override init(frame: CGRect) {
        scale = Double(UIScreen.main.launchScale ?? 2)
        super.init(frame: CGRect(origin: .zero, size: frame.size))
        backgroundColor = .white
        UIScreen.main.show(self)
    }

    /// The screen the window shows on: the main screen (see `UIScreen`).
    public var screen: UIScreen { UIScreen.main }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutRootView()
    }

    /// Adds or replaces the image a name stands for (see `contentsImages`); the same pixels
    /// again keep their handle.
    public func registerImage(_ bitmap: Bitmap, named name: String) {
        if contentsImages[name]?.bitmap == bitmap { return }
        contentsImages[name] = CGImage(bitmap)
    }

    /// Adds or replaces the image a name stands for, with the handle its layers carry.
    public func registerImage(_ image: CGImage, named name: String) {
        contentsImages[name] = image
    }

    /// Forgets the image a name stands for (a view's own drawing that nothing else shows).
    func removeImage(named name: String) {
        contentsImages[name] = nil
    }

    /// The pixels a layer shows for `image` in this window: its own, registered under its name,
    /// or, for an image known only by name, the window's of that name.
    @discardableResult
    public func contentsImage(for image: UIImage) -> CGImage? {
        guard let contents = image.uprightImage else { return contentsImages[image.contentsName] }
        registerImage(contents, named: image.contentsName)
        return contents
    }
}
