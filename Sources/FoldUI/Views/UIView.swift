import FoldCore
import Foundation

/// UIView: a rectangle of the screen backed by a FoldCore `CALayer`.
///
/// Ownership: a view owns its layer and its subviews; the layer tree mirrors the view tree (a
/// view's layer is a sublayer of its superview's layer). Geometry properties read and write the
/// layer's model values; inside `UIView.animate(…)` the animatable ones also attach CA-style
/// animations (see `ViewAnimation.swift`). Like UIKit, views are not thread-safe: use them from
/// one thread (the frame loop's).
open class UIView: UIResponder {
    /// The backing layer (UIView.layer): corner radius, border and anything Core Animation has.
    public let layer: CALayer
    /// Not retained (a view is owned by its superview, as UIKit's is); a view clears its
    /// subviews' pointer when it goes, so it never dangles. Not `weak`: a weak reference gives
    /// every container view a side table, and every retain of it the slow path.
    public private(set) unowned(unsafe) var superview: UIView?
    public private(set) var subviews: [UIView] = [] {
        didSet { noteHierarchyChange() }
    }
    /// Counts changes of `subviews` here and in every view under this one: what was found by
    /// walking the subtree (its scroll views, `snapScrollOffsets`) holds while it stays.
    private(set) var hierarchyVersion = 0
    /// The scroll views under this view with their sublayer paths, as last found.
    var scrollViewPathCache: ScrollViewPaths?
    /// Recognizers attached to this view, in the order they were added (the delivery order).
    public private(set) var gestureRecognizers: [UIGestureRecognizer] = []
    /// Whether touches reach this view and its subviews (UIView.isUserInteractionEnabled).
    open var isUserInteractionEnabled = true
    /// A tag for finding views (`viewWithTag`).
    public var tag = 0

    /// View-animation keys in flight on the layer and whether each blocks touches (added
    /// without `.allowUserInteraction`).
    var animationKeysBlockingTouches: [String: Bool] = [:]
    var needsLayout = true
    /// The active constraints installed on this view (the nearest common ancestor of their items).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The Auto Layout engine of the hierarchy this view is the root of, once it has constraints.
    var layoutEngine: LayoutEngine?
    var contentPriorities = ContentPriorities()
    /// The view's layout margins, its layout guides and how its margins follow others'.
    var marginState = LayoutMarginState()
    /// `setNeedsUpdateConstraints()` was called and `updateConstraints()` has not run since.
    var needsConstraintUpdate = false
    /// How the view follows its superview's size when placed by its frame (none by default).
    open var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if autoresizingMask != oldValue, AutoLayoutState.current.activeCount > 0 {
                AutoLayoutState.current.version &+= 1
            }
        }
    }
    /// Whether the subviews follow this view's size by their `autoresizingMask` (true by default).
    open var autoresizesSubviews = true
    /// False: Auto Layout places the view from its constraints (UIKit's default is true: the
    /// frame set in code stays, and constraints read it).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue {
                AutoLayoutState.current.version &+= 1
                superview?.setNeedsLayout()
            }
        }
    }
    /// Some view below this one needs layout (so a layout pass can skip clean subtrees).
    var subtreeNeedsLayout = true
    /// The view controller this view is the view of.
    weak var owningViewController: UIViewController?

    /// The class of the layer a view of this class is made with: `CALayer` unless a subclass
    /// names another (a `CAGradientLayer`, a `CAShapeLayer`, a layer class of its own).
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        layer = UIView.makeLayer(of: Self.layerClass, for: Self.self)
        super.init()
        layer.backsView = true
        layer.delegate = self
        layer.frame = frame
        // A class that draws (`draw(_:)`) draws when first shown, as UIKit's views do.
        if ViewDrawing.current.mayDraw(Self.self) { layer.setNeedsDisplay() }
    }

    /// A view of zero size (UIKit's `init()` calls `init(frame:)` with `.zero`).
    public override convenience init() { self.init(frame: .zero) }

    /// FoldKit has no nib or storyboard archives to decode a view from: nil.
    public required init?(coder: NSCoder) { return nil }

    deinit {
        for s in subviews { s.superview = nil }
        // The per-thread counts that let layout passes skip Auto Layout forget this view.
        if needsConstraintUpdate || !installedConstraints.isEmpty {
            let state = AutoLayoutState.current
            if needsConstraintUpdate { state.pendingConstraintUpdates -= 1 }
            state.activeCount -= installedConstraints.count
            state.version &+= 1
        }
    }

    private func noteHierarchyChange() {
        var view: UIView? = self
        while let v = view {
            v.hierarchyVersion &+= 1
            view = v.superview
        }
    }

    // MARK: Margins and safe area (UIView+LayoutMargins.swift; declared here to be overridable)

    /// The default spacing around the view's content, leading and trailing as the view's
    /// layout direction reads them (leading is right in right to left); the effective margins
    /// (see `layoutMarginsGuide`). Margins set this way follow a change of direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(effectiveLayoutMargins, rightToLeft: isRightToLeft) }
        set { setLayoutMargins(newValue) }
    }

    /// The margins by side; margins set this way stay on their sides whatever the direction.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setLayoutMargins(absolute: newValue) }
    }

    /// Called when the margins are set.
    open func layoutMarginsDidChange() {}

    /// The insets of the part of the view no ancestor's bars or `additionalSafeAreaInsets`
    /// cover; zero when the view is not in a window.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// Called on a view and the views below it when their safe area changes.
    open func safeAreaInsetsDidChange() {}

    // MARK: Auto Layout (UIView+Constraints.swift, UIView+IntrinsicContentSize.swift; declared
    // here to be overridable)

    /// Activates a constraint on this view, which must be an ancestor of (or one of) its items;
    /// otherwise it stays inactive and the log says why (UIKit raises).
    open func addConstraint(_ constraint: NSLayoutConstraint) { addInstalling(constraint) }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// Asks Auto Layout to read `intrinsicContentSize` again at the next layout pass.
    open func invalidateIntrinsicContentSize() { noteIntrinsicSizeChange() }

    /// How much the view resists growing past its intrinsic size (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.huggingX : contentPriorities.huggingY
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.huggingX = priority } else { contentPriorities.huggingY = priority }
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.resistanceX : contentPriorities.resistanceY
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { contentPriorities.resistanceX = priority } else { contentPriorities.resistanceY = priority }
        invalidateIntrinsicContentSize()
    }

    // MARK: Fitting (LayoutEngine.fittingSize; declared here to be overridable)

    /// The smallest size the constraints allow, as a fitting target.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size the constraints allow, as a fitting target (UIKit does not document
    /// its value; 10⁷ points here).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size nearest `targetSize` that the view's constraints and its subviews' give it, both
    /// axes held to the target at `fittingSizeLevel`; the view's frame does not change.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size nearest `targetSize` that the view's constraints and its subviews' give it, each
    /// axis held to the target at its priority (`.required` and `.fittingSizeLevel`: the height a
    /// view takes at a given width). Only the constraints on the view and the views below it count.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if AutoLayoutState.current.pendingConstraintUpdates > 0 { runConstraintUpdates() }
        return LayoutEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Drawing (UIView+Drawing.swift; declared here to be overridable)

    /// Draws the view's contents into the current context (`UIGraphicsGetCurrentContext()`),
    /// whose user space is the bounds. UIView's own draws nothing; a subclass that overrides it
    /// is drawn when first shown and after `setNeedsDisplay()`.
    open func draw(_ rect: CGRect) { ViewDrawing.current.baseDrawRan = true }

    /// Asks for `draw(_:)` before the next frame is shown.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Asks for `draw(_:)` of a part of the bounds; FoldKit redraws the whole view.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// Pixels per point of what `draw(_:)` draws: the screen's scale unless set.
    open var contentScaleFactor: CGFloat {
        get { assignedContentScaleFactor ?? window?.screen.scale ?? UIScreen.main.scale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                FileHandle.standardError.write(
                    Data("UIView: contentScaleFactor \(newValue) is refused; give a finite scale above 0.\n".utf8))
                return
            }
            assignedContentScaleFactor = newValue
            layer.contentsScale = newValue
        }
    }
    var assignedContentScaleFactor: CGFloat?
    /// `draw(_:)` was asked for while the bounds were empty: it runs when they get a size.
    var displayAwaitsSize = false

    // MARK: Geometry (the layer's model values; animatable inside `UIView.animate`)

    /// The bounding box of the view in its superview's coordinates (undefined in UIKit under a
    /// non-identity transform; here the layer's frame: the bounding box of the transformed bounds).
    public var frame: CGRect {
        get { layer.frame }
        set { setAnimatable([.position, .bounds]) { layer.frame = newValue } }
    }
    public var bounds: CGRect {
        get { layer.bounds }
        set { setAnimatable([.bounds]) { layer.bounds = newValue } }
    }
    /// The position of the anchor point (the centre by default) in the superview's coordinates.
    public var center: CGPoint {
        get { layer.position }
        set { setAnimatable([.position]) { layer.position = newValue } }
    }
    /// The 2D transform about the centre (UIView.transform); the identity when `transform3D` is 3D.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { setAnimatable([.transform(sublayer: false, .whole)]) { layer.setAffineTransform(newValue) } }
    }
    /// The layer's full 3D transform (UIView.transform3D).
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { setAnimatable([.transform(sublayer: false, .whole)]) { layer.transform = newValue } }
    }
    /// The layer's opacity (UIView.alpha).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { setAnimatable([.opacity]) { layer.opacity = Float(newValue) } }
    }
    /// The colour the layer's background is filled with (UIView.backgroundColor): the colour set
    /// here, or, when the layer's colour was set directly, that colour.
    open var backgroundColor: UIColor? {
        get {
            guard let cgColor = layer.backgroundColor else { return nil }
            if let assignedBackgroundColor, assignedBackgroundColor.resolvedColor(with: traitCollection).cgColor == cgColor {
                return assignedBackgroundColor
            }
            return UIColor(cgColor: cgColor)
        }
        set {
            assignedBackgroundColor = newValue?.copy() as? UIColor
            let resolved = newValue?.resolvedColor(with: traitCollection).cgColor
            setAnimatable([.backgroundColor]) { layer.backgroundColor = resolved }
        }
    }
    /// The colour last given to `backgroundColor` (copied, as UIKit's `@NSCopying` property is).
    private var assignedBackgroundColor: UIColor?
    /// The tint set on this view (nil: inherited).
    private var assignedTintColor: UIColor?
    /// UIKit's `systemBlue` (0, 122, 255 in light, 10, 132, 255 in dark): the tint when no view
    /// sets one, and a system button's.
    static var defaultTint: UIColor { .systemBlue }

    /// Tells this view and the subviews that inherit its tint.
    func notifyTintChange() {
        traitCollection.performAsCurrent { tintColorDidChange() }
        for s in subviews where s.assignedTintColor == nil { s.notifyTintChange() }
    }
    /// How the layer's contents (an image view's image) fill the bounds; `.scaleToFill` by
    /// default. `.redraw` also redraws the view when its bounds change, as UIKit does.
    open var contentMode: ContentMode {
        get { ContentMode(gravity: layer.contentsGravity, redraws: layer.needsDisplayOnBoundsChange) }
        set {
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    /// The tint: the colour set here, else the superview's, else UIKit's default blue
    /// (0, 122, 255). Setting it tells the subtree whose tint it changes (`tintColorDidChange()`).
    open var tintColor: UIColor! {
        get { assignedTintColor ?? superview?.tintColor ?? UIView.defaultTint }
        set {
            let old = tintColor
            assignedTintColor = newValue
            if tintColor != old { notifyTintChange() }
        }
    }

    /// Called when the view's tint changed (set here or inherited).
    open func tintColorDidChange() {}

    /// Whether the view says it is fully opaque (true by default, as UIKit's). A hint only:
    /// FoldKit's compositor finds the opaque areas it can skip from the pixels themselves.
    open var isOpaque = true
    /// Whether `draw(_:)` starts from a transparent bitmap (true by default); false keeps the
    /// last drawing under the new one, for views that redraw only part of themselves.
    open var clearsContextBeforeDrawing = true

    // MARK: Accessibility (UIView+Accessibility.swift)

    /// What the app set; the rest is the view's default (`accessibilityDefaults`).
    var accessibility = AccessibilitySettings()
    /// Whether an assistive app sees this view as one element (UIKit's controls and labels do).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }
    /// What the element is called, without its kind ("Save", not "Save button"); a label's
    /// text and a button's title by default.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }
    /// What activating the element does, briefly.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value, when it has one (a switch's "1" or "0", a slider's percentage).
    open var accessibilityValue: String? {
        get { accessibility.value ?? accessibilityDefaults.value }
        set { accessibility.value = newValue }
    }
    /// What the element is and how it behaves (a button, static text, not enabled…).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }
    /// The element's frame on the screen: the view's bounds in window coordinates unless set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }
    /// Whether the element is expanded, for an element that expands (`.unsupported` by default).
    open var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus {
        get { accessibility.expandedStatus ?? .unsupported }
        set { accessibility.expandedStatus = newValue }
    }
    /// Where an assistive app taps to activate the element, in screen coordinates: the middle of
    /// `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibility.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibility.activationPoint = newValue }
    }
    /// Actions an assistive app offers on the element besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// A name for UI tests to find the view by, never spoken.
    open var accessibilityIdentifier: String?
    /// The elements inside this view, in reading order (nil: its subviews in order).
    open var accessibilityElements: [Any]?
    /// Whether the elements inside this view are hidden from assistive apps.
    open var accessibilityElementsHidden = false
    /// Whether assistive apps ignore the view's siblings (a modal view).
    open var accessibilityViewIsModal = false
    /// Whether the elements inside are read together, before the view's siblings.
    open var shouldGroupAccessibilityChildren = false
    /// Performs the element's action for an assistive app; true when it did. UIKit's default
    /// does nothing and returns false (the assistive app then taps the element).
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value by a step (a slider's, a stepper's).
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value by a step.
    open func accessibilityDecrement() {}
    /// The standard views' defaults (each overrides it).
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

    // MARK: Traits (UIView+Traits.swift)

    /// The traits in effect here, once asked for; kept current as the view moves and styles
    /// are overridden (`updateTraitCollection()`).
    var cachedTraits: UITraitCollection?
    /// `traitOverrides` (UITraitChangeObservable.swift) and the trait-change registrations.
    var traitOverrideStorage = UITraitOverrides(traits: .init(), overridden: [])
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// The style of this view and its subtree (`.unspecified`: the superview's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { updateTraitCollection() } }
    }
    /// What the view shows, for mirroring in a right-to-left layout (UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            updateTraitCollection()
            layoutDirectionDidChange()
        }
    }
    /// Called after the view's traits changed (with `UITraitCollection.current` set to them).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits' content size category changed (under the new traits as current): a label
    /// that adjusts its font takes the new size.
    func contentSizeCategoryDidChange() {}

    /// Resolves the view's dynamic colours again for new traits (under them as current): the
    /// background, and the tint through `tintColorDidChange()`; subclasses add theirs.
    func resolveDynamicColors() {
        if let assignedBackgroundColor, assignedBackgroundColor.isDynamic {
            layer.backgroundColor = assignedBackgroundColor.resolvedColor(with: traitCollection).cgColor
        }
        if tintColor.isDynamic { tintColorDidChange() }
    }

    /// Not animatable, as in UIKit: a hidden view disappears at once.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            // A stack view lays out only its shown arranged subviews.
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Applies a change to the layer's model, attaching animations for the given key paths when
    /// an animation block is open. Asks for layout as UIKit does: a bounds change (a scroll of
    /// its origin included) lays out the view, a size change its superview too.
    func setAnimatable(_ keys: [AnimatableKeyPath], _ change: () -> Void) {
        let oldBounds = layer.bounds
        let oldPosition = layer.position
        ViewAnimation.record(on: self, keys: keys, change)
        if layer.bounds != oldBounds { setNeedsLayout() }
        if layer.bounds.size != oldBounds.size {
            if displayAwaitsSize { setNeedsDisplay() }
            autoresizeSubviews(from: oldBounds.size, to: layer.bounds.size)
            superview?.setNeedsLayout()
        } else if layer.position != oldPosition, AutoLayoutState.current.activeCount > 0 {
            // Constraints may read where this view is: the next layout pass checks.
            superview?.setNeedsLayout()
        }
    }

    // MARK: The hierarchy

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts a view at an index of `subviews` (clamped), removing it from its old superview.
    /// Adding a view to itself or to one of its own subviews is refused (UIKit raises an
    /// exception): the call changes nothing.
    public func insertSubview(_ view: UIView, at index: Int) {
        if isDescendant(of: view) { return }
        let oldWindow = view.window
        let oldTint = view.tintColor
        let newWindow = window
        let moves = view.superview !== self
        if moves {
            view.willMove(toSuperview: self)
            view.superview?.willRemoveSubview(view)
        }
        if newWindow !== oldWindow { view.notifyWillMoveToWindow(newWindow) }
        if moves { view.releaseConstraintsOutsideSubtree() }
        view.detach()
        let i = max(0, min(index, subviews.count))
        let sublayers = layer.children
        let layerIndex: Int
        if i < subviews.count {
            let next = subviews[i].layer
            layerIndex = sublayers.firstIndex { $0 === next } ?? sublayers.count
        } else if let last = subviews.last?.layer, let j = sublayers.firstIndex(where: { $0 === last }) {
            layerIndex = j + 1
        } else {
            layerIndex = sublayers.count
        }
        subviews.insert(view, at: i)
        layer.insertSublayer(view.layer, at: UInt32(layerIndex))
        view.superview = self
        // UIKit lays out the new subview, its new superview and that superview's subviews (their
        // ancestors are marked by this view's `setNeedsLayout`).
        for s in subviews {
            s.needsLayout = true
            s.subtreeNeedsLayout = true
        }
        setNeedsLayout()
        view.markSubtreeForLayout()
        view.didMoveToSuperview()
        if moves { didAddSubview(view) }
        view.updateTraitCollection()
        if view.window !== oldWindow { view.notifyWindowChange() }
        if view.assignedTintColor == nil, view.tintColor != oldTint { view.notifyTintChange() }
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? i) < i ? i : i + 1)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? i) < i ? i - 1 : i)
    }

    public func removeFromSuperview() {
        guard let s = superview else { return }
        willMove(toSuperview: nil)
        s.willRemoveSubview(self)
        let oldWindow = window
        if oldWindow != nil { notifyWillMoveToWindow(nil) }
        releaseConstraintsOutsideSubtree()
        detach()
        didMoveToSuperview()
        updateTraitCollection()
        if oldWindow != nil { notifyWindowChange() }
    }

    /// Takes the view out of its superview without notifications.
    private func detach() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        s.setNeedsLayout()
    }

    /// Moves a subview to the front: drawn last and hit-tested first.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        layer.addSublayer(view.layer)  // an existing sublayer moves to the top
    }

    /// Moves a subview to the back: drawn first and hit-tested last.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        let backIndex = subviews.first.flatMap { first in layer.children.firstIndex { $0 === first.layer } } ?? 0
        subviews.insert(subviews.remove(at: i), at: 0)
        layer.insertSublayer(view.layer, at: UInt32(backIndex))
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, this view first) with the tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Called after the superview changed (nil when removed).
    open func didMoveToSuperview() {}

    /// Called before the view moves to another superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after a subview was added (not when one moves within this view's subviews).
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the window changes (nil when leaving one), for every view of the subtree.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed (nil when removed from one), for every view of the subtree.
    open func didMoveToWindow() {}

    /// Tells the subtree its window is about to change; a view controller's view begins its
    /// controller's appearance transition.
    private func notifyWillMoveToWindow(_ newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        if let controller = owningViewController, controller.receivesAppearanceCalls {
            controller.beginAppearanceTransition(newWindow != nil, animated: false)
        }
        for s in subviews { s.notifyWillMoveToWindow(newWindow) }
    }

    /// Tells the subtree its window changed. Leaving a window removes the subtree's CA-style
    /// animations (their completions run with `finished == false`): no frame loop would ever
    /// finish them.
    private func notifyWindowChange() { notifyWindowChange(to: window) }

    /// The subtree's new window is its root's: found once, not by every view walking up.
    private func notifyWindowChange(to newWindow: UIWindow?) {
        if newWindow == nil { layer.removeAllAnimations() }
        didMoveToWindow()
        if let controller = owningViewController, controller.isInAppearanceTransition,
            controller.receivesAppearanceCalls, !controller.defersAppearanceEnd
        {
            controller.endAppearanceTransition()
        }
        for s in subviews { s.notifyWindowChange(to: newWindow) }
    }

    // MARK: Overridable behaviour (UIKit's names)

    /// Lays out the subviews; runs on the next frame after `setNeedsLayout` or a size change.
    open func layoutSubviews() {}

    /// The size the view would like within `size`; the default is its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Override to make or change constraints in one place; call `super.updateConstraints()` last,
    /// as UIKit asks. Runs before a layout pass after `setNeedsUpdateConstraints()`.
    open func updateConstraints() {}

    /// UIKit's: whether the class depends on constraint-based layout (false by default).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view's natural size for Auto Layout; `UIView.noIntrinsicMetric` along an axis where it
    /// has none (a plain view has none on either).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The view whose baseline satisfies first-baseline constraints: `forLastBaselineLayout` by
    /// default. Override to return a text subview; a view without text has none, and its top
    /// edge stands for it.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose baseline satisfies last-baseline constraints: the view itself by default.
    /// Override to return a text subview; a view without text has none, and its bottom edge
    /// stands for it.
    open var forLastBaselineLayout: UIView { self }

    /// The text's first and last baselines from the middle of the bounds, for a view that
    /// centres its text vertically (a label); nil for a view without text.
    var textBaselinesFromCenter: (first: Double, last: Double)? { nil }

    /// Whether a point in this view's bounds coordinates is inside it (the bounds by default).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The deepest descendant (or this view) that should receive a touch at `point` (in this
    /// view's bounds coordinates), by UIKit's rules: a hidden view, one with alpha < 0.01 or with
    /// user interaction disabled is skipped with its subtree; the point must be inside the view
    /// (`point(inside:)`), so subviews sticking out of their superview are not hit there; the last
    /// (front-most) subview is tried first. Uses model values, as UIKit does. A view animating
    /// by `UIView.animate` without `.allowUserInteraction` is skipped too, as UIKit disables user
    /// interaction for the views being animated.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, layer.opacity >= 0.01, isUserInteractionEnabled, !isAnimatingWithoutInteraction,
            self.point(inside: point, with: event)
        else { return nil }
        for s in subviews.reversed() {
            guard let local = s.pointFromSuperview(point), let hit = s.hitTest(local, with: event) else { continue }
            return hit
        }
        return self
    }

    /// The wheel over this view asks to move the content offset by (dx, dy) points (the opposite
    /// of `InputEvent.wheel`, which moves the content); return true when handled (otherwise the
    /// superview is asked).
    open func scrollWheel(dx: Double, dy: Double) -> Bool { false }

    // MARK: Gesture recognizers

    /// Attaches a recognizer (detaching it from any other view).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: i)
        recognizer.view = nil
    }

    /// Asked before one of this view's recognizers leaves `.possible`; false makes it fail
    /// (UIView.gestureRecognizerShouldBegin).
    open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
}
