#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// The Popping demo's folding view: an image cut into two halves; one half folds over the
/// other following the finger, with a gradient shadow on each, and springs back with POP.
///
/// The halves are two views whose layers hinge on the centre line (anchor point on the hinge,
/// position the view's centre), each with perspective m34 = −1/800 and its outer corners
/// rounded. A pan on the folding half drives the fold by the seed's formula (`FoldDrag`); a
/// tap pokes it; leaving the view cancels the drag, and release springs it back with the seed's
/// POP spring under the drag's own key, so the next drag takes it over where it is.
///
/// ```swift
/// let window = UIWindow(size: CGSize(width: 320, height: 480))
/// let page = try PageFoldView(image: photo, frame: CGRect(x: 20, y: 40, width: 280, height: 400))
/// window.addSubview(page)
/// page.fold(to: .pi / 3) { finished in print("at rest", finished) }
/// ```
///
/// Layer names: the folding half `top` and the fixed half `bottom` for the seed's direction
/// (`FoldDirection.foldingName` / `fixedName` otherwise), their shadows `topShadow` and
/// `bottomShadow`; the folding half's faces `topFront` and `topBack`.
open class PageFoldView: UIView {
    public let image: UIImage
    public let options: Options
    /// The half that folds (the seed's top view) and the half that stays.
    public let foldingHalf: UIView
    public let fixedHalf: UIView
    public let foldingShadow = CAGradientLayer()
    public let fixedShadow = CAGradientLayer()
    /// The folding half's front (the image, shown while it faces the viewer) and back.
    public let frontLayer = CALayer()
    public let backLayer = CALayer()
    let foldingClip = CALayer()
    let fixedClip = CALayer()
    let fixedImage = CALayer()
    /// The back's own pixels (the mirrored default), registered with the window.
    let backImage: UIImage?

    /// How far the page is folded: 0 flat, π folded over the other half (negative: tipped back,
    /// as a spring overshoots). Setting it stops any animation of the fold.
    public var foldAngle: Double {
        get { angle }
        set {
            pop_removeAnimation(forKey: Self.animationKey)
            angle = newValue
        }
    }

    /// The folding layer's rotation about its hinge: the seed's `transform.rotation.x` (−foldAngle for `.down`).
    public var layerRotation: Double { options.direction.layerRotation(foldAngle: angle) }

    var angle = 0.0 {
        didSet { applyFold() }
    }

    /// The key of every fold animation, the drag's and the springs' (POP's `pop_addAnimation(_:forKey:)`):
    /// one replaces the other.
    public static let animationKey = "pageFold"

    /// The pan that folds the page and the tap that pokes it (on this view; `options.dragRegion`
    /// decides where they may start).
    public let panGestureRecognizer = FoldPanGestureRecognizer()
    public let tapGestureRecognizer = UITapGestureRecognizer()

    /// The drag in progress, if any.
    public internal(set) var drag: FoldDrag?
    /// The resting angle (0 or π) a cancelled drag goes back to.
    var dragOrigin = 0.0
    /// Called when a fold comes to rest after a release, a poke or `fold(to:)`, with the angle (0 or π after a release).
    public var foldDidSettle: ((PageFoldView, Double) -> Void)?

    /// A page fold of `image`, `frame` (default: the image's size at the origin).
    /// Throws `EffectConfigurationError` for a size or an option that cannot work.
    public init(image: UIImage, frame: CGRect? = nil, options: Options = Options()) throws {
        try Self.validate(image, "image")
        let frame = frame ?? CGRect(origin: .zero, size: image.size)
        for (value, name) in [(frame.origin.x, "frame.origin.x"), (frame.origin.y, "frame.origin.y")] where !value.isFinite {
            throw EffectConfigurationError(setting: name, message: "must be a finite number (got \(value))")
        }
        try EffectConfigurationError.requirePositive(frame.size.width, "frame.width")
        try EffectConfigurationError.requirePositive(frame.size.height, "frame.height")
        try options.validate(size: frame.size, image: image)
        self.image = image
        self.options = options
        if case .mirroredImage(let dimming) = options.back {
            backImage = PageFoldBack.mirroredImage(
                image, part: options.direction.foldingUnitRect, vertical: options.direction.isVertical, dimming: dimming)
        } else {
            backImage = nil
        }
        foldingHalf = UIView()
        fixedHalf = UIView()
        super.init(frame: frame)
        buildLayers()
        layoutHalves()
        applyFold()
        installGestures()
    }

    public required init?(coder: NSCoder) { return nil }

    /// Checks that an image has a finite size above zero.
    static func validate(_ image: UIImage, _ setting: String) throws {
        guard image.size.width.isFinite, image.size.height.isFinite, image.size.width > 0, image.size.height > 0 else {
            throw EffectConfigurationError(
                setting: setting,
                message:
                    "is \(image.size.width)×\(image.size.height) pt; a page needs an image with pixels (width and height above 0)"
            )
        }
    }

    private func buildLayers() {
        let d = options.direction
        foldingHalf.layer.name = d.foldingName
        fixedHalf.layer.name = d.fixedName
        foldingShadow.name = d.foldingName + "Shadow"
        fixedShadow.name = d.fixedName + "Shadow"
        frontLayer.name = d.foldingName + "Front"
        backLayer.name = d.foldingName + "Back"
        fixedImage.name = d.fixedName + "Image"
        // The folding half in front from the start (the seed adds it first and brings it to the
        // front when a drag begins; at rest the halves do not overlap, so nothing shows the
        // difference, and a recording keeps one sibling order throughout).
        addSubview(fixedHalf)
        addSubview(foldingHalf)
        foldingHalf.layer.addSublayer(foldingClip)
        foldingClip.addSublayer(frontLayer)
        foldingClip.addSublayer(backLayer)
        frontLayer.addSublayer(foldingShadow)
        fixedHalf.layer.addSublayer(fixedClip)
        fixedClip.addSublayer(fixedImage)
        fixedClip.addSublayer(fixedShadow)

        let front = PageFoldBack.uprightContents(image)
        for layer in [frontLayer, fixedImage] {
            layer.contents = front
            layer.contentsScale = image.scale
        }
        frontLayer.contentsRect = d.foldingUnitRect
        fixedImage.contentsRect = d.fixedUnitRect
        // Each face shows only from its own side: the back never shows the front through it.
        frontLayer.isDoubleSided = false
        backLayer.isDoubleSided = false
        backLayer.transform =
            d.isVertical
            ? CATransform3DMakeRotation(.pi, 1, 0, 0) : CATransform3DMakeRotation(.pi, 0, 1, 0)
        switch options.back {
        case .mirroredImage:
            backLayer.contents = backImage?.cgImage
            backLayer.contentsScale = image.scale
        case .color(let c):
            backLayer.backgroundColor = c
        case .image(let other, let rect):
            backLayer.contents = PageFoldBack.uprightContents(other)
            backLayer.contentsScale = other.scale
            backLayer.contentsRect = rect
        }
        // Seed: top clear → black towards the hinge, bottom black at the hinge → clear.
        foldingShadow.colors = [CGColor.clear, CGColor.black]
        foldingShadow.startPoint = CGPoint(x: 1 - d.foldingAnchor.x, y: 1 - d.foldingAnchor.y)
        foldingShadow.endPoint = d.foldingAnchor
        fixedShadow.colors = [CGColor.black, CGColor.clear]
        fixedShadow.startPoint = d.fixedAnchor
        fixedShadow.endPoint = CGPoint(x: 1 - d.fixedAnchor.x, y: 1 - d.fixedAnchor.y)
        foldingShadow.opacity = 0
        fixedShadow.opacity = 0
        for clip in [foldingClip, fixedClip] {
            clip.masksToBounds = true
            clip.cornerRadius = options.cornerRadius
        }
        smoothEdges(d)
    }

    /// The halves' outer edges are smooth as they turn; the edges on the hinge stay hard, so the
    /// halves meet there without a seam (Core Animation's default is no edge antialiasing at all).
    func smoothEdges(_ d: FoldDirection) {
        func allBut(hingeAt anchor: CGPoint) -> CAEdgeAntialiasingMask {
            var mask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
            if anchor.y == 1 { mask.remove(.layerTopEdge) }
            if anchor.y == 0 { mask.remove(.layerBottomEdge) }
            if anchor.x == 1 { mask.remove(.layerRightEdge) }
            if anchor.x == 0 { mask.remove(.layerLeftEdge) }
            return mask
        }
        let folding = allBut(hingeAt: d.foldingAnchor)
        let fixed = allBut(hingeAt: d.fixedAnchor)
        // The back is turned over about its centre: its hinge edge is the opposite one.
        let turned = d.isVertical
            ? CGPoint(x: d.foldingAnchor.x, y: 1 - d.foldingAnchor.y) : CGPoint(x: 1 - d.foldingAnchor.x, y: d.foldingAnchor.y)
        let layers: [(CALayer, CAEdgeAntialiasingMask)] = [
            (foldingHalf.layer, folding), (foldingClip, folding), (frontLayer, folding), (foldingShadow, folding),
            (backLayer, allBut(hingeAt: turned)),
            (fixedHalf.layer, fixed), (fixedClip, fixed), (fixedImage, fixed), (fixedShadow, fixed),
        ]
        for (layer, mask) in layers {
            layer.allowsEdgeAntialiasing = true
            layer.edgeAntialiasingMask = mask
        }
    }

    /// Places the halves for the current bounds: both hinge on the centre line.
    func layoutHalves() {
        // The halves' layers are standalone: they follow the fold at once, not implicitly.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let d = options.direction
        let size = bounds.size
        let half =
            d.isVertical ? CGSize(width: size.width, height: size.height / 2) : CGSize(width: size.width / 2, height: size.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (view, anchor) in [(foldingHalf, d.foldingAnchor), (fixedHalf, d.fixedAnchor)] {
            view.layer.anchorPoint = anchor
            view.layer.bounds = CGRect(origin: .zero, size: half)
            view.layer.position = center
            // The clip reaches past the hinge by the corner radius, so only the outer corners round.
            let clip = Self.extended(CGRect(origin: .zero, size: half), towards: anchor, by: options.cornerRadius)
            let content = CGRect(x: -clip.minX, y: -clip.minY, width: half.width, height: half.height)
            let clipLayer = view === foldingHalf ? foldingClip : fixedClip
            clipLayer.frame = clip
            // Bounds and position, not frame: the back is turned over about its centre.
            for layer in view === foldingHalf ? [frontLayer, backLayer] : [fixedImage, fixedShadow] {
                layer.bounds = CGRect(origin: .zero, size: half)
                layer.position = CGPoint(x: content.midX, y: content.midY)
            }
        }
        foldingShadow.bounds = CGRect(origin: .zero, size: half)
        foldingShadow.position = CGPoint(x: half.width / 2, y: half.height / 2)
        fixedHalf.layer.transform = perspective
    }

    /// The rect grown by `r` on the side of `anchor` (the hinge side).
    static func extended(_ rect: CGRect, towards anchor: CGPoint, by r: Double) -> CGRect {
        var e = rect
        if anchor.y == 1 { e.size.height += r }
        if anchor.y == 0 {
            e.origin.y -= r
            e.size.height += r
        }
        if anchor.x == 1 { e.size.width += r }
        if anchor.x == 0 {
            e.origin.x -= r
            e.size.width += r
        }
        return e
    }

    var perspective: CATransform3D {
        var p = CATransform3D.identity
        p.m34 = options.m34
        return p
    }

    /// The folding half's transform for an angle: the rotation, then the perspective (as
    /// `transform.rotation.x` set on a transform with m34 composes them).
    public func foldingTransform(foldAngle: Double) -> CATransform3D {
        CATransform3DConcat(options.direction.rotation(foldAngle: foldAngle), perspective)
    }

    /// The transform and the shadows for the current angle, at once (no implicit animation).
    func applyFold() {
        // The halves' layers are standalone: they follow the fold at once, not implicitly.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        foldingHalf.layer.transform = foldingTransform(foldAngle: angle)
        let shadows = options.shading.opacities(foldAngle: angle)
        foldingShadow.opacity = Float(shadows.folding)
        fixedShadow.opacity = Float(shadows.fixed)
    }

    /// The pan and the tap start only in `options.dragRegion`.
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer || recognizer === tapGestureRecognizer else { return true }
        return startsInDragRegion(recognizer)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutHalves()
    }

}
