import FoldCore
import FoldRender

/// UIWindow: the root of a view tree, of a fixed size, with no status bar and no safe area.
///
/// It also holds what the frame loop shares with the views: the animation clock (the frame
/// time), the POP-style `animator`, and the images that image views show (for the host's
/// compositor).
open class Window: View {
    /// Pixels per point of the rendered frames.
    public var scale: Double
    /// The frame loop's current time: CA-style view animations begin at it.
    public internal(set) var animationTime = 0.0
    /// POP-style animations (springs, decay, tweens) that write model values; stepped by the
    /// frame loop before layout (`Animator.addSpring(forKey:property:…)` with
    /// `AnimatedProperty.view(_:_:)`).
    public let animator = Animator()
    /// Images by name for `Layer.contents`: give them to the compositor that draws the frames
    /// (`Compositor(images: window.images)`); image views register theirs here.
    public private(set) var images: [String: Bitmap] = [:]
    /// Bumped whenever `images` changes, so a host can tell when to update its compositor.
    public private(set) var imagesVersion = 0
    /// Display links fired by the frame loop every frame (`DisplayLink.add(to:)`).
    var displayLinks: [DisplayLink] = []

    public init(size: Size, scale: Double = 2) {
        self.scale = scale
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .white
    }

    /// A window of the frame's size (a window always sits at the origin), at scale 2.
    public override init(frame: Rect) {
        scale = 2
        super.init(frame: Rect(origin: .zero, size: frame.size))
        backgroundColor = .white
    }

    /// Adds or replaces an image that layers can name as contents.
    public func registerImage(_ bitmap: Bitmap, named name: String) {
        if images[name] == bitmap { return }
        images[name] = bitmap
        imagesVersion += 1
    }
}
