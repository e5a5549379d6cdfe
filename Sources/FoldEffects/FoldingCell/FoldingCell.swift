#if canImport(UIKit)
    import UIKit
#else
    import FoldKit
#endif

/// Ramotion's FoldingCell (its public API, name for name): the closed card (`foregroundView`)
/// flips down and the open card (`containerView`), cut into `itemCount` pieces, unfolds piece
/// by piece.
///
/// Set up as Ramotion's README says — your own `RotatedView` and container in `contentView`,
/// placed by constraints, their top constraints in `foregroundViewTop` and `containerViewTop`,
/// a height constraint on each, then `commonInit()` — the cell reads the sizes from the
/// constraints. Or, beyond Ramotion, leave the outlets as they are and let the cell place its own
/// cards from `foregroundHeight`, `containerHeight` and `cardInsets`:
///
/// ```swift
/// final class MenuCell: FoldingCell {
///     required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         itemCount = 4
///         foregroundView.backgroundColor = .white      // the closed card's content goes here
///         containerView.backgroundColor = .white       // the open card's content goes here
///         commonInit()                                 // validates and builds the pieces
///     }
/// }
/// // In didSelectRowAt: cell.unfold(!cell.isUnfolded) — or let FoldingCellStates do it.
/// ```
///
/// Ramotion's defaults: 2 pieces, brown backs, no durations (Ramotion then crashes; FoldKit uses
/// its demo's 0.26, then 0.2). The cell's own cards default to Ramotion's demo: foreground 165 pt,
/// container 479 pt. The timeline is `FoldPlan`'s.
open class FoldingCell: UITableViewCell {
    /// Ramotion's fold directions (`FoldingCell.AnimationType`).
    public typealias AnimationType = FoldAnimationType

    /// The number of pieces n the open card is cut into (n − 1 folds); 2 or more.
    open var itemCount: NSInteger = 2
    /// The colour of the back of the paper (the back views).
    open var backViewColor: UIColor = .brown
    /// The closed card, hinged on its bottom edge (Ramotion's outlet): the cell's own until you
    /// set yours.
    open var foregroundView: RotatedView! {
        didSet { replaceOwnView(oldValue, with: foregroundView) }
    }
    /// The open card; it shares the foreground's top (Ramotion's outlet): the cell's own until
    /// you set yours.
    open var containerView: UIView! {
        didSet { replaceOwnView(oldValue, with: containerView) }
    }
    /// The foreground's top constraint (Ramotion's outlet). Set with `containerViewTop`, the
    /// cards are placed by constraints: `commonInit()` moves it down by half the foreground's
    /// height (its anchor point goes to the bottom edge) and gives the container the same top.
    open var foregroundViewTop: NSLayoutConstraint! {
        didSet { if foregroundViewTop !== oldValue { isForegroundTopShifted = false } }
    }
    /// The container's top constraint (Ramotion's outlet).
    open var containerViewTop: NSLayoutConstraint!
    /// The closed card's height H_f (read from its height constraint when the cards are placed by
    /// constraints).
    public var foregroundHeight = 165.0
    /// The open card's height H_c (ignored when `sizesContainerToFit`; read from its height
    /// constraint when the cards are placed by constraints).
    public var containerHeight = 479.0
    /// Free piece heights (one per piece, adding up to the container); nil is Ramotion's split.
    public var pieceHeights: [Double]?
    /// Beyond Ramotion: the open height comes from the container's content (the lowest subview,
    /// each measured by `sizeThatFits` at its width, plus `containerBottomInset`); the pieces are
    /// cut from that height. It follows the content: when a layout pass at rest (or a text size
    /// change) finds another height, the cell re-plans its pieces — the piece count stays, their
    /// heights follow — and calls `containerHeightDidChange` (`FoldingCellStates` resizes the
    /// row); a height that cannot fold with `itemCount` pieces says so in `configurationError`.
    public var sizesContainerToFit = false {
        didSet { followContentSizeCategory(sizesContainerToFit) }
    }
    /// Beyond Ramotion: called when the cell re-planned its pieces for a new content height
    /// (`sizesContainerToFit`); a table updates the row height (`FoldingCellStates` does).
    public var containerHeightDidChange: ((FoldingCell) -> Void)?
    /// The content height the last re-plan was for (failed ones too, so each is reported once).
    var fittedContainerHeight: Double?
    var contentSizeRegistration: (any UITraitChangeRegistration)?
    /// Space below the container's content when it sizes itself.
    public var containerBottomInset = 16.0
    /// Beyond Ramotion: which way the card unfolds (down, Ramotion's, by default). Set it
    /// before `commonInit()`. Right and left are for a left-to-right layout: right to left
    /// (the cell's `effectiveUserInterfaceLayoutDirection`), the card mirrors and unfolds
    /// the other way, toward the trailing side.
    public var foldDirection = FoldingCellDirection.down
    /// The direction the pieces are laid out in: `foldDirection`, mirrored right to left.
    var layoutFoldDirection: FoldingCellDirection {
        foldDirection.isHorizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? foldDirection.mirrored : foldDirection
    }
    /// The direction the pieces were built for.
    var builtFoldDirection: FoldingCellDirection?
    /// Beyond Ramotion: a light model on the folds; nil (the default) draws none.
    public var shading: FoldShading?
    /// Where the card sits in the cell: Ramotion's demo has it 7 pt from the top, 8 pt from the sides.
    public var cardInsets = (top: 7.0, left: 8.0, right: 8.0)
    /// The corner radius of the closed card (and of piece 0 until the first step ends).
    public var cornerRadius = 10.0 {
        didSet { foregroundView.layer.cornerRadius = cornerRadius }
    }
    /// Perspective distance of each piece's own transform (m34 = −1/800).
    public static let perspectiveDistance = 800.0

    /// The identity seen from `perspectiveDistance` points (m34 = −1/800), as Ramotion's pieces are.
    static var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / perspectiveDistance
        return t
    }

    /// One duration per fold (n − 1) for opening. Empty (Ramotion's default, where it crashes),
    /// Ramotion's demo durations are used: 0.26, then 0.2.
    open var durationsForExpandedState: [TimeInterval] = []
    /// One duration per fold (n − 1) for closing; empty, the same defaults.
    open var durationsForCollapsedState: [TimeInterval] = []

    /// Beyond Ramotion: whether `unfold` cross-fades the open card instead of folding it (its
    /// reduced-motion form: `FoldCrossFade`). It follows the system's Reduce Motion
    /// (`UIAccessibility.isReduceMotionEnabled`) until you set it.
    public var reducesMotion: Bool {
        get { reducesMotionSetting ?? UIAccessibility.isReduceMotionEnabled }
        set { reducesMotionSetting = newValue }
    }
    /// The value set, nil to follow the system.
    var reducesMotionSetting: Bool?
    /// Seconds of the reduced-motion cross-fade (a whole fade, 0 to 1).
    public var reducedMotionDuration = 0.3

    /// Whether the cell is open, or opening (the state it is going to). Unlike Ramotion's, an
    /// `unfold(_:animated: false)` sets it too, so a reused cell never reports another row's state.
    open var isUnfolded = false
    /// Beyond Ramotion, for assistive apps: the cell is a button (activating it taps it, and the
    /// table's selection opens or closes it), expanded while open or opening and collapsed while
    /// closed or closing; either can be set. The label is UIKit's cell default (the labels shown).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityTraitsSetting ?? super.accessibilityTraits.union(.button) }
        set { accessibilityTraitsSetting = newValue }
    }
    open override var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus {
        get { accessibilityExpandedStatusSetting ?? (isUnfolded ? .expanded : .collapsed) }
        set { accessibilityExpandedStatusSetting = newValue }
    }
    private var accessibilityTraitsSetting: UIAccessibilityTraits?
    private var accessibilityExpandedStatusSetting: UIAccessibility.ExpandedStatus?
    /// Whether a fold or unfold is running now (`CACurrentMediaTime()`).
    open func isAnimating() -> Bool {
        guard let plan else { return false }
        return now < plan.endTime
    }
    /// What the last `commonInit()` found wrong (nil when it configured the cell).
    public internal(set) var configurationError: EffectConfigurationError?
    /// The layout `commonInit()` validated (nil before, or when it failed).
    public internal(set) var configuredLayout: FoldingCellLayout?
    /// The running (or last) plan.
    public internal(set) var plan: FoldPlan?
    /// The container as the pieces show it: the snapshot the last fold or unfold took
    /// (`snapshotContainer()`), nil before the first.
    public internal(set) var snapshot: UIImage?

    /// Beyond Ramotion: a vertical drag on the card opens or closes it with the finger; on
    /// release a spring finishes the fold from the release velocity. Off by default (the pan
    /// takes vertical drags that would otherwise scroll a table).
    public var isInteractiveFoldingEnabled = false {
        didSet {
            guard isInteractiveFoldingEnabled != oldValue else { return }
            if isInteractiveFoldingEnabled {
                let pan = UIPanGestureRecognizer()
                pan.addTarget(self) { cell, pan in cell.handleFoldPan(pan) }
                contentView.addGestureRecognizer(pan)
                foldPan = pan
            } else if let pan = foldPan {
                contentView.removeGestureRecognizer(pan)
                foldPan = nil
            }
        }
    }
    /// Whether a finger (or the spring after it) is moving the fold.
    public var isInteractivelyFolding: Bool { interactiveTime != nil }
    /// Called whenever a drag or its spring moves the fold (a table updates the row height).
    public var interactiveFoldDidChange: ((FoldingCell) -> Void)?
    /// The position of a drag along the opening timeline (seconds), nil without a drag.
    public internal(set) var interactiveTime: Double?
    var interactiveStart: Double?
    var foldPan: UIPanGestureRecognizer?

    /// The view the pieces live in while animating (Ramotion's `animationView`).
    public let animationView = UIView()
    var pieceViews: [UIView] = []
    /// The cards the cell made itself (replaced when an outlet is set to another view).
    var ownViews: Set<ObjectIdentifier> = []
    /// Whether `commonInit()` moved `foregroundViewTop` down by half the foreground's height.
    var isForegroundTopShifted = false
    /// Whether `commonInit()` found the cards placed by constraints (Ramotion's set-up).
    public internal(set) var placesCardsByConstraints = false
    var backViews: [Int: UIView] = [:]
    var shadeLayers: [FoldItem: CALayer] = [:]
    var completions: [() -> Void] = []
    var planToken = 0

    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
        selectionStyle = .none
        let container = UIView()
        let foreground = RotatedView()
        contentView.addSubview(container)
        contentView.addSubview(animationView)
        contentView.addSubview(foreground)
        containerView = container
        foregroundView = foreground
        ownViews = [ObjectIdentifier(container), ObjectIdentifier(foreground)]
        containerView.isHidden = true
        animationView.isHidden = true
        foregroundView.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        foregroundView.layer.transform = FoldingCell.perspective
        foregroundView.layer.cornerRadius = cornerRadius
        foregroundView.layer.name = FoldItem.foreground.description
    }

    public required init?(coder: NSCoder) { return nil }

    /// Ramotion's demo durations for n pieces: 0.26 for the first fold, 0.2 for the others.
    public static func defaultDurations(itemCount: Int) -> [Double] {
        (0..<max(0, itemCount - 1)).map { $0 == 0 ? 0.26 : 0.2 }
    }

    /// Ramotion's set-up call: validates the configuration and builds the pieces; the cell is
    /// closed afterwards. A configuration that cannot work leaves the cell unconfigured, with the
    /// rule and the numbers in `configurationError` and on standard error (Ramotion asserts);
    /// `configure()` throws it instead.
    open func commonInit() {
        do {
            try configure()
        } catch let error as EffectConfigurationError {
            configurationError = error
            FileHandle.standardError.write(Data("FoldingCell: \(error)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("FoldingCell: \(error)\n".utf8))
        }
    }

    /// `commonInit()` that throws `EffectConfigurationError` when the configuration cannot work.
    public func configure() throws {
        configuredLayout = nil
        configurationError = nil
        try applyConstraintOutlets()
        try EffectConfigurationError.requirePositive(foregroundHeight, "foregroundHeight")
        let width = crossSize
        try EffectConfigurationError.requirePositive(width, foldDirection.isHorizontal ? "card height" : "width")
        var height = containerHeight
        if sizesContainerToFit {
            height = fittingContainerHeight(width: width)
            fittedContainerHeight = height
            try EffectConfigurationError.requirePositive(height, "the container's content height")
        }
        let layout = try FoldingCellLayout(
            width: width, foregroundHeight: foregroundHeight, containerHeight: height, itemCount: itemCount,
            pieceHeights: pieceHeights)
        try Self.validateDurations(durationsForExpandedState, "durationsForExpandedState", itemCount: itemCount)
        try Self.validateDurations(durationsForCollapsedState, "durationsForCollapsedState", itemCount: itemCount)
        try shading?.validate()
        configuredLayout = layout
        containerHeight = height
        buildPieces(layout)
        setRestState(unfolded: isUnfolded)
        setNeedsLayout()
    }

    /// Empty is allowed (the defaults), and extra entries are ignored, as Ramotion reads only the
    /// first n − 1.
    static func validateDurations(_ durations: [Double], _ setting: String, itemCount: Int) throws {
        guard !durations.isEmpty else { return }
        guard durations.count >= itemCount - 1 else {
            throw EffectConfigurationError(
                setting: setting,
                message: "needs one duration per fold: itemCount − 1 = \(itemCount - 1), got \(durations.count) \(durations)")
        }
        for (i, d) in durations.prefix(itemCount - 1).enumerated() {
            try EffectConfigurationError.requirePositive(d, "\(setting)[\(i)]")
        }
    }

    /// The duration of one fold (Ramotion's); override to vary it. `itemIndex` is the fold,
    /// 0 (the foreground's) … n − 2. A missing entry is Ramotion's demo duration.
    open func animationDuration(_ itemIndex: NSInteger, type: AnimationType) -> TimeInterval {
        let durations = type == .open ? durationsForExpandedState : durationsForCollapsedState
        if durations.indices.contains(itemIndex) { return durations[itemIndex] }
        return itemIndex == 0 ? 0.26 : 0.2
    }

    /// The fold durations this cell uses for a direction (overrides applied, bad values replaced
    /// by the configured ones).
    public func foldDurations(_ type: FoldAnimationType) -> [Double] {
        let configured = type == .open ? durationsForExpandedState : durationsForCollapsedState
        return (0..<max(0, itemCount - 1)).map { i in
            let d = animationDuration(i, type: type)
            let fallback = configured.indices.contains(i) ? configured[i] : (i == 0 ? 0.26 : 0.2)
            return d.isFinite && d > 0 ? d : fallback
        }
    }

    /// The card's width in the cell (the container's, when constraints place the cards).
    public var cardWidth: Double {
        placesCardsByConstraints ? containerView.bounds.width : bounds.width - cardInsets.left - cardInsets.right
    }
    /// The card's size across the fold: its width, or for horizontal folds its height.
    public var crossSize: Double { layoutFoldDirection.isHorizontal ? bounds.height - 2 * cardInsets.top : cardWidth }

    /// The container's frame in the content view: it shares the foreground's fixed edge. Placed
    /// by constraints, it is where they put it.
    func containerFrame(length: Double) -> CGRect {
        if placesCardsByConstraints {
            let f = containerView.frame
            return CGRect(x: f.minX, y: f.minY, width: f.width, height: length)
        }
        let cross = crossSize
        switch layoutFoldDirection {
        case .down: return CGRect(x: cardInsets.left, y: cardInsets.top, width: cross, height: length)
        case .up: return CGRect(x: cardInsets.left, y: bounds.height - cardInsets.top - length, width: cross, height: length)
        case .right: return CGRect(x: cardInsets.left, y: cardInsets.top, width: length, height: cross)
        case .left: return CGRect(x: bounds.width - cardInsets.right - length, y: cardInsets.top, width: length, height: cross)
        }
    }

    /// Now on Core Animation's clock, which plans begin at (a host's frame time on its thread).
    var now: Double { CACurrentMediaTime() }

    /// Beyond Ramotion (#164): while a fold runs, the container is hidden and only its snapshot
    /// shows; a touch on a piece lying flat goes to the container's view under it, so a button in
    /// the open card works during a partial open (and close). Pieces still turning, the back
    /// views and the foreground take no touches from the container.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isAnimating(), let hit = containerHit(at: point, with: event) { return hit }
        return super.hitTest(point, with: event)
    }

    /// Sets a frame only when it changed (a frame write asks for layout again).
    private func setFrameIfChanged(_ view: UIView, _ frame: CGRect) {
        if view.frame != frame { view.frame = frame }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if placesCardsByConstraints {
            // The constraints place the cards; the pieces go where the container is.
            contentView.layoutIfNeeded()
            setFrameIfChanged(animationView, containerView.frame)
        } else {
            placeOwnCards()
        }
        let w = crossSize
        // Built for another width, or for the other direction (the layout direction changed).
        if let layout = configuredLayout, abs(layout.width - w) > 1e-9 || builtFoldDirection != layoutFoldDirection, w > 0,
            let resized = try? FoldingCellLayout(
                width: w, foregroundHeight: layout.foregroundHeight, containerHeight: layout.containerHeight,
                itemCount: layout.itemCount, pieceHeights: layout.pieceHeights)
        {
            configuredLayout = resized
            buildPieces(resized)
            if let plan, isAnimating() {
                // Rebuilt pieces resume the running plan; its completions still wait for it.
                let pending = completions
                install(plan, completion: nil)
                completions = pending
            } else {
                setRestState(unfolded: isUnfolded)
            }
        }
        fitContainerToContent()
    }

    /// The cell's own cards: the container and the animation view from `cardInsets` and the
    /// container's height, the foreground on the container's fixed edge.
    private func placeOwnCards() {
        let w = crossSize
        // Sized to content that cannot fold, the open card is still as tall as its content.
        let ch = configuredLayout?.containerHeight ?? (sizesContainerToFit ? fittedContainerHeight : nil) ?? containerHeight
        let container = containerFrame(length: ch)
        setFrameIfChanged(containerView, container)
        setFrameIfChanged(animationView, container)
        let d = layoutFoldDirection
        var fg = d.rect(along: 0, length: foregroundHeight, total: ch, across: 0, crossLength: w)
        fg.origin = CGPoint(x: fg.minX + container.minX, y: fg.minY + container.minY)
        let anchor = d.anchor(hingedAtNearEnd: false)
        foregroundView.layer.anchorPoint = anchor
        foregroundView.bounds = CGRect(origin: .zero, size: fg.size)
        foregroundView.center = CGPoint(x: fg.minX + anchor.x * fg.width, y: fg.minY + anchor.y * fg.height)
    }
}
