#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// A flip book of pages over `PageFoldView`, Flipboard style: drag up and the page's bottom
/// half folds up over the top, showing the next page's top half on its back and the next
/// page's bottom half underneath; drag down and the top half folds down to the previous page.
/// Released past 90° or flung, the page turns; otherwise it springs back (the fold's
/// `.commitOrReturn`). A drag that catches a page mid-spring takes it over where it is.
///
/// Beyond the seed, a book that turns sideways: with `options.direction` `.left` or `.right`
/// the pages turn about the vertical centre line, forwards toward the leading side as a book in
/// the reader's language does — left to right, the right half turns over to the left; right to
/// left (the book's `effectiveUserInterfaceLayoutDirection`), the left half turns over to the
/// right, the spine on the right of the turned page.
///
/// ```swift
/// let book = try FlipBookView(images: [cover, page1, page2], frame: CGRect(x: 0, y: 0, width: 300, height: 420))
/// window.addSubview(book)
/// book.pageDidChange = { _, index in print("page", index) }
/// try book.turnToNextPage()
/// ```
///
/// Layer names: the page being turned is a `PageFoldView` (its halves `top` and `bottom`); the
/// page revealed under it is `underPage`.
open class FlipBookView: UIView {
    public let images: [UIImage]
    /// The page shown (the one a turn starts from).
    public private(set) var pageIndex = 0
    /// The fold of the current page (replaced at each turn).
    public private(set) var pageView: PageFoldView
    /// The page a turn reveals, under the fold.
    public let underView = UIImageView()
    /// The book's pan (the pages' own recognizers are off).
    public let panGestureRecognizer = FoldPanGestureRecognizer()
    /// The fold's options for every turn; the direction, back, drag region and release are the book's.
    public let pageOptions: PageFoldView.Options
    /// Called after a turn completes, with the new page index.
    public var pageDidChange: ((FlipBookView, Int) -> Void)?
    /// Beyond the seed: whether a turn cross-fades to the page instead of folding it (the
    /// reduced-motion form): the page dissolves into the next over `reducedMotionDuration`; a
    /// drag does not fold the page, and a swipe up or down (a quarter of the page, or faster
    /// than `reducedMotionSwipeSpeed`) turns it. It follows the system's Reduce Motion
    /// (`UIAccessibility.isReduceMotionEnabled`) until you set it.
    public var reducesMotion: Bool {
        get { reducesMotionSetting ?? UIAccessibility.isReduceMotionEnabled }
        set { reducesMotionSetting = newValue }
    }
    var reducesMotionSetting: Bool?
    /// Seconds of the reduced-motion cross-fade.
    public var reducedMotionDuration = 0.3
    /// Points per second above which a released swipe turns the page in the reduced-motion form.
    public static let reducedMotionSwipeSpeed = 300.0
    /// The page a reduced-motion cross-fade is turning to, while it runs.
    public private(set) var crossFadeTarget: Int?

    public init(images: [UIImage], frame: CGRect? = nil, options: PageFoldView.Options = PageFoldView.Options()) throws {
        guard let first = images.first else {
            throw EffectConfigurationError(setting: "images", message: "a flip book needs at least one page (got none)")
        }
        for (i, image) in images.enumerated() { try PageFoldView.validate(image, "images[\(i)]") }
        self.images = images
        pageOptions = options
        let frame = frame ?? CGRect(origin: .zero, size: first.size)
        pageView = try PageFoldView(
            image: first, frame: CGRect(origin: .zero, size: frame.size), options: Self.flatOptions(options))
        super.init(frame: frame)
        underView.layer.name = "underPage"
        underView.frame = bounds
        underView.layer.cornerRadius = options.cornerRadius
        underView.clipsToBounds = true
        addSubview(underView)
        show(pageView)
        panGestureRecognizer.addTarget(self) { book, pan in book.handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }

    public required init?(coder: NSCoder) { return nil }

    static func flatOptions(_ options: PageFoldView.Options) -> PageFoldView.Options {
        var o = options
        o.direction = options.direction.isVertical ? .up : .left
        o.back = .color(.white)
        return o
    }

    /// Whether the pages turn sideways (`pageOptions.direction` left or right).
    public var turnsSideways: Bool { !pageOptions.direction.isVertical }

    /// The fold that turns forwards: up; sideways, toward the leading side.
    var forwardDirection: FoldDirection {
        guard turnsSideways else { return .up }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    func direction(forward: Bool) -> FoldDirection { forward ? forwardDirection : forwardDirection.opposite }

    /// Whether a move from `a` to `b` asks for the next page: up, or sideways toward the
    /// leading side.
    func isForward(from a: CGPoint, to b: CGPoint) -> Bool {
        switch forwardDirection {
        case .up: b.y < a.y
        case .down: b.y > a.y
        case .left: b.x < a.x
        case .right: b.x > a.x
        }
    }

    private func show(_ page: PageFoldView) {
        pageView.removeFromSuperview()
        pageView = page
        page.panGestureRecognizer.isEnabled = false
        page.tapGestureRecognizer.isEnabled = false
        addSubview(page)
        page.foldDidSettle = { [weak self] _, angle in
            if angle >= .pi { self?.finishTurn() }
        }
    }

    /// The page a turn forwards (or backwards) goes to, if there is one.
    func target(forward: Bool) -> Int? {
        let t = pageIndex + (forward ? 1 : -1)
        return images.indices.contains(t) ? t : nil
    }

    /// A fresh fold of the current page for a turn: forwards the bottom half folds up with the
    /// next page's top half on its back; backwards the top half folds down with the previous
    /// page's bottom half. Past the first or last page the page only springs back.
    func prepareTurn(forward: Bool) throws {
        var o = pageOptions
        o.direction = direction(forward: forward)
        o.dragRegion = .anywhere
        if let t = target(forward: forward) {
            if case .springBack = o.release { o.release = .commitOrReturn }
            // The back shows the part of the target page that lands where the half folds to.
            o.back = .image(images[t], contentsRect: o.direction.fixedUnitRect)
            underView.image = images[t]
        } else {
            o.release = .springBack
            o.back = .color(.white)
            underView.image = nil
        }
        show(try PageFoldView(image: images[pageIndex], frame: bounds, options: o))
    }

    private func finishTurn() {
        guard let t = target(forward: pageView.options.direction == forwardDirection) else { return }
        pageIndex = t
        underView.image = nil
        if let page = try? PageFoldView(image: images[t], frame: bounds, options: Self.flatOptions(pageOptions)) { show(page) }
        pageDidChange?(self, t)
        announcePage()
    }

    // MARK: Accessibility

    /// For assistive apps the book is one adjustable element, "Page 2 of 5": swiping up or down
    /// on it (increment, decrement) turns the pages; it says the page after each turn. Each can
    /// be set.
    open override var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? true }
        set { accessibilityElementSetting = newValue }
    }
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsSetting ?? super.accessibilityTraits.union([.adjustable, .causesPageTurn]) }
        set { accessibilityTraitsSetting = newValue }
    }
    open override var accessibilityValue: String? {
        get { accessibilityValueSetting ?? pageText }
        set { accessibilityValueSetting = .some(newValue) }
    }
    open override func accessibilityIncrement() {
        if pageIndex + 1 < images.count { try? turnToNextPage() }
    }
    open override func accessibilityDecrement() {
        if pageIndex > 0 { try? turnToPreviousPage() }
    }
    private var accessibilityElementSetting: Bool?
    private var accessibilityTraitsSetting: UIAccessibilityTraits?
    private var accessibilityValueSetting: String??
    private var pageText: String { "Page \(pageIndex + 1) of \(images.count)" }

    private func announcePage() {
        UIAccessibility.post(notification: .pageScrolled, argument: accessibilityValue ?? pageText)
    }

    /// Turns to the next page with the fold's spring (or at once); throws past the last page.
    public func turnToNextPage(animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws {
        try turn(forward: true, animated: animated, completion: completion)
    }

    /// Turns back to the previous page; throws on the first page.
    public func turnToPreviousPage(animated: Bool = true, completion: ((Bool) -> Void)? = nil) throws {
        try turn(forward: false, animated: animated, completion: completion)
    }

    private func turn(forward: Bool, animated: Bool, completion: ((Bool) -> Void)?) throws {
        guard let t = target(forward: forward) else {
            throw EffectConfigurationError(
                setting: "pageIndex",
                message:
                    "no page \(forward ? "after" : "before") page \(pageIndex) of \(images.count) (pages 0…\(images.count - 1))")
        }
        if reducesMotion { return crossFade(to: t, animated: animated, completion: completion) }
        try prepareTurn(forward: forward)
        try pageView.fold(to: .pi, animated: animated, completion: completion)
    }

    /// The reduced-motion turn: the page over the next one fades out (ease in, ease out), then
    /// the next one is the page. A turn asked for while one fades is refused (completion false).
    private func crossFade(to t: Int, animated: Bool, completion: ((Bool) -> Void)?) {
        guard crossFadeTarget == nil else {
            completion?(false)
            return
        }
        let old = pageView
        underView.image = images[t]
        let land = { [weak self] in
            guard let self else { return }
            self.crossFadeTarget = nil
            self.pageIndex = t
            self.underView.image = nil
            if let page = try? PageFoldView(
                image: self.images[t], frame: self.bounds, options: Self.flatOptions(self.pageOptions))
            {
                self.show(page)
            }
            self.pageDidChange?(self, t)
            self.announcePage()
            completion?(true)
        }
        guard animated else { return land() }
        crossFadeTarget = t
        UIView.animate(withDuration: reducedMotionDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
            old.alpha = 0
        } completion: { _ in
            land()
        }
    }

    func handlePan(_ pan: FoldPanGestureRecognizer) {
        let location = pan.location(in: self)
        if reducesMotion { return handleReducedMotionSwipe(pan, at: location) }
        let inside = location.x > bounds.minX && location.x < bounds.maxX && location.y > bounds.minY && location.y < bounds.maxY
        switch pan.state {
        case .began, .changed:
            guard inside else {
                pan.isEnabled = false  // cancels (the fold springs back), as the page fold does
                pan.isEnabled = true
                return
            }
            guard pan.state == .began else { return pageView.continueDrag(to: location) }
            // A page still springing is caught where it is; otherwise the finger's first move
            // picks the turn: up (or toward the leading side) for the next page.
            if !pageView.isAnimating {
                let down = pan.touchDownLocation.map { convert($0, from: nil) } ?? location
                try? prepareTurn(forward: isForward(from: down, to: location))
            }
            pageView.beginDrag(at: location)
        case .ended:
            pageView.endDrag(velocity: pan.velocity(in: self))
        case .cancelled:
            pageView.cancelDrag(velocity: pan.velocity(in: self))
        default:
            break
        }
    }

    /// The reduced-motion form of a drag: nothing folds; released after a quarter of the page
    /// (or a flick) up or down (sideways for a sideways book), the book cross-fades to the next
    /// or the previous page.
    private func handleReducedMotionSwipe(_ pan: FoldPanGestureRecognizer, at location: CGPoint) {
        guard pan.state == .ended else { return }
        let down = pan.touchDownLocation.map { convert($0, from: nil) } ?? location
        let sideways = turnsSideways
        let d = Double(sideways ? location.x - down.x : location.y - down.y)
        let velocity = pan.velocity(in: self)
        let v = Double(sideways ? velocity.x : velocity.y)
        let far = abs(d) >= Double(sideways ? bounds.width : bounds.height) / 4
        let flung = abs(v) >= Self.reducedMotionSwipeSpeed && (v < 0) == (d < 0)
        guard d != 0, far || flung, let t = target(forward: isForward(from: down, to: location)) else { return }
        crossFade(to: t, animated: true, completion: nil)
    }
}
